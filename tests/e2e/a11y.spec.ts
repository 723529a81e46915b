/**
 * axe (WCAG 2.2 A and AA) on every page in both languages, at phone and desktop widths. Each page is first
 * scanned at 1280px on a first visit, with the cookie banner showing; the banner is then accepted and the
 * page scanned again at 360px. Reduced motion shows the final state of the headline and counters at once.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { localizedPath, LANGUAGES } from "../../core/language.ts";
import { allPages } from "../../core/routes.ts";
import { FIRST_VISIT, MESSAGES, RESOURCE_404, expect, gotoHydrated, test } from "./fixtures.ts";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 800 };

async function expectNoViolations(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const report = violations
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n` +
        violation.nodes.map((node) => `    ${node.target.join(" ")}: ${node.failureSummary?.replace(/\n/g, " ")}`).join("\n"),
    )
    .join("\n");
  expect(violations, `axe violations on ${label}:\n${report}`).toEqual([]);
}

test.use({ storageState: FIRST_VISIT, reducedMotion: "reduce", viewport: DESKTOP });

for (const { path, language, screen } of allPages()) {
  test(`${path} has no WCAG A/AA violations at 1280px and 360px`, async ({ page }) => {
    const m = MESSAGES[language];
    await gotoHydrated(page, path, language);
    const banner = page.getByRole("region", { name: m.common.cookieBanner.label });
    await expect(banner).toBeVisible();
    if (screen.key === "home") await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("data-typing-done", "true");
    await expectNoViolations(page, `${path} at 1280px with the cookie banner`);

    await banner.getByRole("button", { name: m.common.cookieBanner.accept, exact: true }).click();
    await expect(banner).toBeHidden();
    await page.setViewportSize(PHONE);
    await expectNoViolations(page, `${path} at 360px`);
  });
}

test.describe("states", () => {
  test.use({ allowedConsoleErrors: [RESOURCE_404] });

  for (const language of LANGUAGES) {
    const m = MESSAGES[language];

    test(`404 page and open mobile menu (${language})`, async ({ page }) => {
      await gotoHydrated(page, localizedPath("/nope", language), language);
      await expectNoViolations(page, `404 in ${language} at 1280px`);
      await page.getByRole("region", { name: m.common.cookieBanner.label }).getByRole("button", { name: m.common.cookieBanner.decline }).click();
      await page.setViewportSize(PHONE);
      await expectNoViolations(page, `404 in ${language} at 360px`);
      await page.getByRole("button", { name: m.common.menu.open }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectNoViolations(page, `open mobile menu in ${language}`);
    });

    test(`forms showing their errors (${language})`, async ({ page }) => {
      await gotoHydrated(page, localizedPath("/application?job=app-developer", language), language);
      await page.getByRole("region", { name: m.common.cookieBanner.label }).getByRole("button", { name: m.common.cookieBanner.accept }).click();
      await page.getByRole("button", { name: m.application.submit }).click();
      await expect(page.locator('[data-slot="field-error"]').first()).toBeVisible();
      await expectNoViolations(page, `application errors in ${language}`);

      await gotoHydrated(page, localizedPath("/contact", language), language);
      await page.getByRole("button", { name: m.contact.form.submit, exact: true }).click();
      await expect(page.locator('[data-slot="field-error"]').first()).toBeVisible();
      await expectNoViolations(page, `contact errors in ${language}`);
    });
  }
});
