/**
 * No tap is ever lost while a page wakes (issue 26). On a phone whose CPU is slowed four times (applied by
 * Chromium through the DevTools protocol), the visitor scrolls to the footer as soon as the page shows and
 * taps a link 0, 100, 300 or 800 ms later: the link always leads on, from every kind of page, in both
 * languages. How fast each control answers is measured by `npm run perf` (a benchmark, not a test).
 */
import type { Page } from "@playwright/test";
import { LANGUAGES, localizedPath } from "../../core/language.ts";
import { MESSAGES, PHONE, RESOURCE_404, expect, test } from "./fixtures.ts";

// The 404 page comes with its status, which the browser reports in the console.
test.use({ viewport: PHONE, hasTouch: true, isMobile: true, allowedConsoleErrors: [RESOURCE_404] });

/** One page of each kind: static, home (CSS and a script), each island page, a legal page, the 404 page. */
const PAGES = ["/", "/about", "/contact", "/application?job=app-developer", "/privacy", "/no-such-page"];
const DELAYS_MS = [0, 100, 300, 800];

async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

for (const language of LANGUAGES) {
  const m = MESSAGES[language];
  for (const path of PAGES) {
    const address = localizedPath(path, language);
    test(`${address}: a footer link tapped 0-800 ms after the first scroll leads on`, async ({ page }) => {
      test.setTimeout(180_000);
      await slowPhone(page);
      for (const delay of DELAYS_MS) {
        await page.goto(address, { waitUntil: "commit" });
        const careers = page.getByRole("contentinfo").getByRole("link", { name: m.common.nav.careers, exact: true });
        await careers.scrollIntoViewIfNeeded();
        await page.waitForTimeout(delay);
        await careers.tap();
        await expect(page, `tapped ${delay} ms after the scroll`).toHaveURL(localizedPath("/careers", language));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.careers.hero.title);
      }
    });
  }
}
