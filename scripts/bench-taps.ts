/**
 * `npm run bench:taps`: how fast the controls answer, and whether a tap is lost while a page wakes, on a phone
 * Chromium throttles itself (4x CPU, slow 4G), through the HTTPS/HTTP2 proxy (issue 26, docs/performance.md).
 * A benchmark that prints figures; the browser tests prove the same behaviour without timing it
 * (tests/e2e/taps.spec.ts, before-code.spec.ts). Environment: PERF_RUNS (5), PERF_SKIP_BUILD=1.
 */
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../tests/support/chromium.ts";
import { serveBuild } from "./perf/serve-build.ts";
import { tapAfterScroll, timeAnswer, type AnswerTiming, type ScrollTapResult } from "./perf/tap-timing.ts";

const RUNS = Number(process.env.PERF_RUNS ?? 5);
const SCROLL_PAGES = ["/", "/about", "/fr/contact", "/fr/application", "/privacy"];
const FOOTER_CAREERS = "footer a[href$='/careers']";

const { base, close } = await serveBuild();
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_FLAGS, "--ignore-certificate-errors"],
});
const answers: AnswerTiming[] = [];
const taps: ScrollTapResult[] = [];
try {
  const chat = {
    control: "chat button → panel",
    button: "[data-testid=chat-launcher]",
    answer: "#chat-panel",
    runs: RUNS,
  };
  answers.push(await timeAnswer(browser, `${base}/contact`, chat));
  answers.push(await timeAnswer(browser, `${base}/contact`, { ...chat, afterLoadMs: 2000 }));
  const menu = { control: "phone menu", button: "button[commandfor=mobile-menu]", answer: "#mobile-menu", runs: RUNS };
  answers.push(await timeAnswer(browser, `${base}/fr`, menu));
  answers.push(await timeAnswer(browser, `${base}/fr`, { ...menu, afterLoadMs: 2000 }));
  for (const path of SCROLL_PAGES)
    taps.push(...(await tapAfterScroll(browser, `${base}${path}`, FOOTER_CAREERS, [0, 100, 300, 800])));
} finally {
  await browser.close();
  close();
}
console.log(`\nTap to the first frame that answers (4x CPU, slow 4G), median of ${RUNS}:`);
console.table(answers);
console.log("A footer link tapped 0-800 ms after the first scroll:");
console.table(taps);
const lost = taps.filter((tap) => tap.led !== "yes").length;
console.log(`${taps.length - lost} of ${taps.length} taps led on${lost ? `; ${lost} LOST` : ""}.`);
