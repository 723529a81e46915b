/**
 * When a page's islands are awake on a throttled phone: from navigation to its first paint, and to the moment
 * its last island has hydrated (Astro removes an island's `ssr` attribute once it has). No visitor acts.
 */
import type { Browser } from "@playwright/test";
import { median } from "./report.ts";
import { throttledPhonePage } from "./phone.ts";

export interface IslandTiming {
  page: string;
  islands: number;
  fcpMs: number;
  awakeMs: number;
  runs: string;
}

export async function islandTiming(browser: Browser, url: string, runs: number): Promise<IslandTiming> {
  const samples: { islands: number; fcpMs: number; awakeMs: number }[] = [];
  for (let run = 0; run < runs; run++) {
    const page = await throttledPhonePage(browser);
    // Timed in the page, as the last `ssr` attribute goes: polling from here would add its own delay.
    await page.addInitScript(() => {
      new MutationObserver((_records, observer) => {
        if (document.querySelector("astro-island[ssr]")) return;
        observer.disconnect();
        document.documentElement.dataset.awakeAt = String(performance.now());
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ["ssr"] });
    });
    await page.goto(url, { waitUntil: "load" });
    const islands = await page.locator("astro-island").count();
    if (islands > 0) await page.waitForSelector("html[data-awake-at]", { state: "attached", timeout: 60_000 });
    samples.push({
      islands,
      ...(await page.evaluate(() => ({
        fcpMs: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
        awakeMs: Number(document.documentElement.dataset.awakeAt ?? Number.NaN),
      }))),
    });
    await page.context().close();
  }
  return {
    page: new URL(url).pathname,
    islands: samples[0]?.islands ?? 0,
    fcpMs: Math.round(median(samples.map((sample) => sample.fcpMs))),
    awakeMs: Math.round(median(samples.map((sample) => sample.awakeMs))),
    runs: samples.map((sample) => Math.round(sample.awakeMs)).join(" "),
  };
}
