/** The language toggle. The /fr prefix of every page's links is checked page by page in routes.spec.ts. */
import { LANGUAGE_STORAGE_KEY, LANGUAGE_SUGGESTION_STORAGE_KEY } from "../../core/language.ts";
import {
  DESKTOP,
  en,
  expect,
  expectedHeading,
  fr,
  gotoHydrated,
  headerNav,
  reloadHydrated,
  storedValue,
  test,
  waitForHydration,
} from "./fixtures.ts";

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
  await expect(page.locator("#application-position")).toHaveValue("ai-engineer");
  await page.getByRole("link", { name: en.common.languageToggle.name }).click();
  await expect(page).toHaveURL("/fr/application?job=ai-engineer");
  await expect(page.locator("#application-position")).toHaveValue("ai-engineer");
  await expect(
    page.getByRole("textbox", { name: fr.application.fields.experience["ai-engineer"], exact: true }),
  ).toBeVisible();
});

test.describe("the offer of the French page", () => {
  test.describe("to a browser in French", () => {
    test.use({ locale: "fr-CA" });

    test("is made on an English page, without leaving it, and a refusal is remembered", async ({ page, request }) => {
      // Hidden in the HTML crawlers read: only the page's script shows it, to this visitor.
      expect(await (await request.get("/about")).text()).toMatch(
        /<section hidden="[^"]*"[^>]*data-testid="language-suggestion"/,
      );
      await gotoHydrated(page, "/about");
      const offer = page.getByRole("region", { name: /Language · Langue/ });
      await expect(offer).toBeVisible();
      await expect(page).toHaveURL("/about");
      await expect(offer.getByText(fr.common.languageSuggestion.text)).toHaveAttribute("lang", "fr-CA");
      await expect(offer.getByRole("link", { name: fr.common.languageSuggestion.accept })).toHaveAttribute(
        "href",
        "/fr/about",
      );

      await offer.getByRole("button", { name: en.common.languageSuggestion.decline, exact: true }).click();
      await expect(offer).toBeHidden();
      expect(await storedValue(page, LANGUAGE_SUGGESTION_STORAGE_KEY)).toBe("declined");
      await reloadHydrated(page, "en-CA");
      await page.waitForLoadState("networkidle");
      await expect(page.getByTestId("language-suggestion")).toBeHidden();
    });

    test("leads to the same page in French, and is not made again", async ({ page }) => {
      await gotoHydrated(page, "/services");
      await page.getByRole("link", { name: fr.common.languageSuggestion.accept }).click();
      await expect(page).toHaveURL("/fr/services");
      await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName(expectedHeading("services", "fr-CA"));
      expect(await storedValue(page, LANGUAGE_SUGGESTION_STORAGE_KEY)).toBe("accepted");
      await gotoHydrated(page, "/careers");
      await page.waitForLoadState("networkidle");
      await expect(page.getByTestId("language-suggestion")).toBeHidden();
    });

    test("is never made on a French page", async ({ page }) => {
      await gotoHydrated(page, "/fr/careers");
      await page.waitForLoadState("networkidle");
      await expect(page.getByTestId("language-suggestion")).toBeHidden();
    });
  });

  test.describe("to a browser in English", () => {
    test.use({ locale: "en-CA" });

    test("is made when the visitor last read the site in French", async ({ page }) => {
      await page.addInitScript((key) => {
        if (!sessionStorage.getItem("seeded")) localStorage.setItem(key, "fr-CA");
        sessionStorage.setItem("seeded", "1");
      }, LANGUAGE_STORAGE_KEY);
      await page.goto("/portfolio", { waitUntil: "domcontentloaded" });
      await waitForHydration(page, "en-CA");
      await expect(page.getByRole("region", { name: /Language · Langue/ })).toBeVisible();
    });

    test("is not made otherwise, nor when the stored choice looks like an injection", async ({ page }) => {
      await page.addInitScript(
        (key) => localStorage.setItem(key, '"><script>alert(1)</script>fr'),
        LANGUAGE_STORAGE_KEY,
      );
      await page.goto("/portfolio", { waitUntil: "domcontentloaded" });
      await waitForHydration(page, "en-CA");
      await page.waitForLoadState("networkidle");
      await expect(page.getByTestId("language-suggestion")).toBeHidden();
    });
  });
});
