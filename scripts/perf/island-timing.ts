/**
 * When a page's islands are awake on a throttled phone, no touch: from navigation to the first paint and to
 * the last island hydrated (Astro removes an island's `ssr` attribute then; timed in the page as it goes).
 */
import type { Browser } from "@playwright/test";
import { median } from "./report.ts";
import { throttledPhonePage } from "./phone.ts";

export type IslandTiming = { page: string; fcpMs: number; awakeMs: number; runs: string };

export async function islandTiming(browser: Browser, url: string, runs: number): Promise<IslandTiming> {
  const samples: { fcpMs: number; awakeMs: number }[] = [];
  for (let run = 0; run < runs; run++) {
    const page = await throttledPhonePage(browser);
    await page.addInitScript(() => {
      new MutationObserver((_records, observer) => {
        if (document.querySelector("astro-island[ssr]") || !document.querySelector("astro-island")) return;
        observer.disconnect();
        document.documentElement.dataset.awakeAt = String(performance.now());
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ["ssr"] });
    });
    await page.goto(url);
    await page.waitForSelector("html[data-awake-at]", { state: "attached", timeout: 60_000 });
    samples.push(
      await page.evaluate(() => ({
        fcpMs: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
        awakeMs: Number(document.documentElement.dataset.awakeAt),
      })),
    );
    await page.context().close();
  }
  const middle = (key: "fcpMs" | "awakeMs") => Math.round(median(samples.map((sample) => sample[key])));
  const runsText = samples.map((sample) => Math.round(sample.awakeMs)).join(" ");
  return { page: new URL(url).pathname, fcpMs: middle("fcpMs"), awakeMs: middle("awakeMs"), runs: runsText };
}
