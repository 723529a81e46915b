/**
 * How fast a control answers a tap on a throttled phone (4x CPU, slow 4G, applied by Chromium), and whether a
 * tap made while the page wakes is lost (issue 26). Times run from the tap (the browser's own timestamp of the
 * touch) to the first frame that shows the answer. Nothing here makes a number pass: it reports what it sees.
 */
import type { Browser, Page } from "@playwright/test";
import { median } from "./report.ts";
import { CONSENT_STORAGE_KEY } from "../../core/consent.ts";
import { throttledPhonePage } from "./phone.ts";

/**
 * A visitor who has answered the cookie banner: on a phone the chat button waits, hidden, until the banner is
 * answered (issue 29), and the banner is not what is timed.
 */
async function returningPhonePage(browser: Browser): Promise<Page> {
  const page = await throttledPhonePage(browser);
  await page.addInitScript((key) => localStorage.setItem(key, "declined"), CONSENT_STORAGE_KEY);
  return page;
}

/** Before each load: a recorder of the first frame after the last tap where `selector` is shown. */
async function recordAnswer(page: Page, selector: string): Promise<void> {
  await page.addInitScript((watched) => {
    addEventListener(
      "pointerdown",
      (event) => {
        const tappedAt = event.timeStamp;
        const look = (frameAt: number) => {
          const element = document.querySelector(watched);
          if (element && element.getClientRects().length > 0) {
            document.documentElement.dataset.answeredIn = String(Math.max(0, frameAt - tappedAt));
          } else requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      },
      { capture: true },
    );
  }, selector);
}

const answeredIn = (page: Page) =>
  page
    .waitForSelector("html[data-answered-in]", { state: "attached", timeout: 30_000 })
    .then(() => page.evaluate(() => Number(document.documentElement.dataset.answeredIn)));

const firstPaint = (page: Page) =>
  page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, undefined, {
    timeout: 60_000,
  });

export interface AnswerTiming {
  control: string;
  whenPressed: string;
  medianMs: number;
  runs: string;
}

/** Taps `button` and times the first frame showing `answer`, at the first paint or `afterLoadMs` after load. */
export async function timeAnswer(
  browser: Browser,
  url: string,
  {
    control,
    button,
    answer,
    afterLoadMs,
    runs,
  }: { control: string; button: string; answer: string; afterLoadMs?: number; runs: number },
): Promise<AnswerTiming> {
  const samples: number[] = [];
  for (let run = 0; run < runs; run++) {
    const page = await returningPhonePage(browser);
    await recordAnswer(page, answer);
    if (afterLoadMs === undefined) {
      await page.goto(url, { waitUntil: "commit" });
      await firstPaint(page);
    } else {
      await page.goto(url, { waitUntil: "load" });
      await page.waitForTimeout(afterLoadMs);
    }
    await page.locator(button).tap();
    samples.push(await answeredIn(page));
    await page.context().close();
  }
  return {
    control,
    whenPressed: afterLoadMs === undefined ? "at the first paint" : `${afterLoadMs} ms after load`,
    medianMs: Math.round(median(samples)),
    runs: samples.map(Math.round).join(" "),
  };
}

export interface ScrollTapResult {
  page: string;
  delayMs: number;
  led: string;
}

/** Scrolls to the footer as soon as the page shows, taps a link `delayMs` later: did it lead on? */
export async function tapAfterScroll(
  browser: Browser,
  url: string,
  link: string,
  delaysMs: number[],
): Promise<ScrollTapResult[]> {
  const results: ScrollTapResult[] = [];
  for (const delayMs of delaysMs) {
    const page = await returningPhonePage(browser);
    await page.goto(url, { waitUntil: "commit" });
    await firstPaint(page);
    const target = page.locator(link);
    await target.scrollIntoViewIfNeeded();
    await page.waitForTimeout(delayMs);
    const expected = new URL((await target.getAttribute("href")) ?? "/", url).pathname;
    await target.tap();
    const led = await page
      .waitForURL((address) => address.pathname === expected, { timeout: 15_000 })
      .then(() => "yes")
      .catch(() => "LOST");
    results.push({ page: new URL(url).pathname, delayMs, led });
    await page.context().close();
  }
  return results;
}
