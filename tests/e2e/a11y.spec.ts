/**
 * axe (WCAG 2.2 A and AA) on states the page-by-page scans of routes.spec.ts (every page, both languages, at
 * 1280px with the cookie banner and at 360px without it) do not reach: the 404 page, the open mobile menu and
 * both forms showing their errors.
 */
import { localizedPath } from "../../core/language.ts";
import {
  FIRST_VISIT,
  MESSAGES,
  PHONE,
  RESOURCE_404,
  DESKTOP,
  en,
  expect,
  expectNoAxeViolations,
  fr,
  gotoHydrated,
  test,
} from "./fixtures.ts";

test.use({
  storageState: FIRST_VISIT,
  reducedMotion: "reduce",
  viewport: DESKTOP,
  allowedConsoleErrors: [RESOURCE_404],
});

test("the 404 page and the open mobile menu have no violations", async ({ page }) => {
  const m = MESSAGES["fr-CA"];
  await gotoHydrated(page, localizedPath("/nope", "fr-CA"), "fr-CA");
  const banner = page.getByRole("region", { name: m.common.cookieBanner.label });
  await expect(banner).toBeVisible();
  await expectNoAxeViolations(page, "French 404 at 1280px with the cookie banner");
  await banner.getByRole("button", { name: m.common.cookieBanner.decline, exact: true }).click();
  await expect(banner).toBeHidden();

  await page.setViewportSize(PHONE);
  await page.getByRole("button", { name: m.common.menu.open }).click();
  await expect(page.getByRole("dialog", { name: m.common.menu.title })).toBeVisible();
  await expectNoAxeViolations(page, "open mobile menu over the French 404 page at 360px");
});

test("both forms showing their errors have no violations", async ({ page }) => {
  await gotoHydrated(page, "/application?job=app-developer");
  await page
    .getByRole("region", { name: en.common.cookieBanner.label })
    .getByRole("button", { name: en.common.cookieBanner.accept, exact: true })
    .click();
  await page.getByRole("button", { name: en.application.submit }).click();
  await expect(page.locator('[data-slot="field-error"]')).toHaveCount(7);
  await expectNoAxeViolations(page, "application errors at 1280px");

  await gotoHydrated(page, localizedPath("/contact", "fr-CA"), "fr-CA");
  await page.getByRole("button", { name: fr.contact.form.submit, exact: true }).click();
  await expect(page.locator('[data-slot="field-error"]')).toHaveCount(4);
  await page.setViewportSize(PHONE);
  await expectNoAxeViolations(page, "French contact errors at 360px");
});
