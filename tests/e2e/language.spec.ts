/** The language toggle (spec §4). The /fr prefix of every page's links is checked page by page in routes.spec.ts. */
import { DESKTOP, en, expect, expectedHeading, fr, gotoHydrated, headerNav, test } from "./fixtures.ts";

test.use({ viewport: DESKTOP });

test("the toggle switches /about to /fr/about and back, naming the other language", async ({ page }) => {
  await gotoHydrated(page, "/about");
  const toFrench = page.getByRole("link", { name: en.common.languageToggle.name, exact: true });
  await expect(toFrench).toHaveText(en.common.languageToggle.label);
  await toFrench.click();

  await expect(page).toHaveURL("/fr/about");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName(expectedHeading("about", "fr-CA"));
  const toEnglish = page.getByRole("link", { name: fr.common.languageToggle.name, exact: true });
  await expect(toEnglish).toHaveText(fr.common.languageToggle.label);
  await expect(headerNav(page, "fr-CA").getByRole("link", { name: fr.common.nav.about })).toHaveAttribute(
    "href",
    "/fr/about",
  );

  await toEnglish.click();
  await expect(page).toHaveURL("/about");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-CA");
  await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName(expectedHeading("about", "en-CA"));
});

test("switching language replaces the history entry", async ({ page }) => {
  await gotoHydrated(page, "/");
  await headerNav(page, "en-CA").getByRole("link", { name: en.common.nav.about }).click();
  await expect(page).toHaveURL("/about");
  await page.getByRole("link", { name: en.common.languageToggle.name }).click();
  await expect(page).toHaveURL("/fr/about");

  await page.goBack();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName(expectedHeading("home", "en-CA"));
});

test("switching language keeps the query string", async ({ page }) => {
  await gotoHydrated(page, "/application?job=ai-engineer");
  await expect(page.locator("#position")).toHaveValue("ai-engineer");
  await page.getByRole("link", { name: en.common.languageToggle.name }).click();
  await expect(page).toHaveURL("/fr/application?job=ai-engineer");
  await expect(page.locator("#position")).toHaveValue("ai-engineer");
  await expect(page.getByLabel(fr.application.fields.experience["ai-engineer"], { exact: true })).toBeVisible();
});
