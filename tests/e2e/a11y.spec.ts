/**
 * axe (WCAG 2.2 A and AA) on states the page-by-page scans of routes.spec.ts do not reach: the 404 page, the
 * open mobile menu and both forms showing their errors, in both languages.
 */
import { LANGUAGES, localizedPath } from "../../core/language.ts";
import {
  FIRST_VISIT,
  MESSAGES,
  PHONE,
  RESOURCE_404,
  DESKTOP,
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  test,
} from "./fixtures.ts";

test.use({
  storageState: FIRST_VISIT,
  reducedMotion: "reduce",
  viewport: DESKTOP,
  allowedConsoleErrors: [RESOURCE_404],
});

for (const language of LANGUAGES) {
  const m = MESSAGES[language];

  test(`404 page and the open mobile menu have no violations (${language})`, async ({ page }) => {
    await gotoHydrated(page, localizedPath("/nope", language), language);
    const banner = page.getByRole("region", { name: m.common.cookieBanner.label });
    await expect(banner).toBeVisible();
    await expectNoAxeViolations(page, `404 in ${language} at 1280px with the cookie banner`);
    await banner.getByRole("button", { name: m.common.cookieBanner.decline, exact: true }).click();
    await expect(banner).toBeHidden();

    await page.setViewportSize(PHONE);
    await expectNoAxeViolations(page, `404 in ${language} at 360px`);
    await page.getByRole("button", { name: m.common.menu.open }).click();
    await expect(page.getByRole("dialog", { name: m.common.menu.title })).toBeVisible();
    await expectNoAxeViolations(page, `open mobile menu in ${language}`);
  });

  test(`forms showing their errors have no violations (${language})`, async ({ page }) => {
    await gotoHydrated(page, localizedPath("/application?job=app-developer", language), language);
    await page
      .getByRole("region", { name: m.common.cookieBanner.label })
      .getByRole("button", { name: m.common.cookieBanner.accept, exact: true })
      .click();
    await page.getByRole("button", { name: m.application.submit }).click();
    await expect(page.locator('[data-slot="field-error"]')).toHaveCount(7);
    await expectNoAxeViolations(page, `application errors in ${language}`);

    await gotoHydrated(page, localizedPath("/contact", language), language);
    await page.getByRole("button", { name: m.contact.form.submit, exact: true }).click();
    await expect(page.locator('[data-slot="field-error"]')).toHaveCount(4);
    await page.setViewportSize(PHONE);
    await expectNoAxeViolations(page, `contact errors in ${language} at 360px`);
  });
}
