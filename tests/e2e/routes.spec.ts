/**
 * Every page of the route table in both languages, as the server sends it (before any JavaScript) and once
 * hydrated, with its links, its current-page mark and an axe scan at two widths (one page load each, to keep
 * the suite fast); unknown addresses answer with the 404 page of their language.
 */
import { allPages } from "../../core/routes.ts";
import { LANGUAGES, languageFromPath, localizedPath, otherLanguage } from "../../core/language.ts";
import {
  DESKTOP,
  FIRST_VISIT,
  MESSAGES,
  PHONE,
  RESOURCE_404,
  decodeEntities,
  expect,
  expectedHeading,
  expectNoAxeViolations,
  expectedTitle,
  fetchRaw,
  gotoHydrated,
  headerNav,
  isLocalizedHref,
  test,
} from "./fixtures.ts";

/** The expected header navigation, in order, and the phone menu's (its sheet is in every page's HTML). */
const HEADER_NAV = ["about", "services", "portfolio", "contact"] as const;
const MOBILE_NAV = ["about", "services", "portfolio", "careers", "contact"] as const;
const isHeaderKey = (key: string): key is (typeof HEADER_NAV)[number] =>
  (HEADER_NAV as readonly string[]).includes(key);
const isMobileKey = (key: string) => (MOBILE_NAV as readonly string[]).includes(key);

test.describe("every page, both languages", () => {
  // A first visit (cookie banner showing) with reduced motion, so the axe scans see final states. One test per
  // language walks its ten pages in one browser context (warm cache, no new context per page); soft
  // assertions and one step per page keep every page's result in the report when one of them fails.
  test.use({ storageState: FIRST_VISIT, reducedMotion: "reduce", viewport: DESKTOP });

  for (const language of LANGUAGES) {
    test(`every ${language} page: served, hydrated, links, current page, axe at 1280px and 360px`, async ({
      page,
      request,
      consoleLog,
    }) => {
      // Ten pages, each checked by axe at two widths: under a minute here, 2.3 minutes on a slower CI machine,
      // 2.5 with this one loaded by two more processes. The rest is margin, since a page that never answers
      // still fails its own step's expectations first.
      test.setTimeout(600_000);
      const m = MESSAGES[language];
      for (const { screen, path } of allPages().filter((entry) => entry.language === language)) {
        await test.step(path, async () => {
          const title = expectedTitle(screen.key, language);
          const heading = expectedHeading(screen.key, language);
          const currentHeaderLinks = isHeaderKey(screen.key) ? [path] : [];
          const firstLogEntry = consoleLog.length;

          // Raw HTML from the server, before any JavaScript.
          const raw = await fetchRaw(request, path);
          expect.soft(raw.status, `${path} status`).toBe(200);
          expect.soft(raw.lang, `${path} raw <html lang>`).toBe(language);
          expect.soft(raw.title, `${path} raw <title>`).toBe(title);
          expect.soft(raw.headings, `${path} raw <h1>`).toEqual([heading]);
          // Every internal link stays in the page's language, but the language switch and the offer of the
          // French page, which lead to the same page in the other one.
          const internal = raw.links.filter((link) => link.href.startsWith("/") && !link.languageSwitch);
          expect.soft(internal.length, `${path} raw internal links`).toBeGreaterThan(5);
          expect
            .soft(
              internal.filter((link) => !isLocalizedHref(link.href, language)),
              `${path} raw links in the wrong language`,
            )
            .toEqual([]);
          expect
            .soft(
              raw.links.filter((link) => link.languageSwitch === "toggle").map((link) => link.href),
              `${path} raw language switch`,
            )
            .toEqual([localizedPath(screen.path, otherLanguage(language))]);
          expect
            .soft(
              raw.links.filter((link) => link.languageSwitch === "offer").map((link) => link.href),
              `${path} raw offer of the French page`,
            )
            .toEqual(language === "en-CA" ? [localizedPath(screen.path, "fr-CA")] : []);
          // The page is marked current in the header and in the phone menu's sheet, where they list it.
          expect
            .soft(
              raw.links.filter((link) => link.current).map((link) => link.href),
              `${path} raw aria-current links`,
            )
            .toEqual([...currentHeaderLinks, ...(isMobileKey(screen.key) ? [path] : [])]);

          // The hydrated page, as a first visit at desktop width.
          if (page.url().startsWith("http")) await page.evaluate(() => localStorage.clear());
          await page.setViewportSize(DESKTOP);
          const response = await gotoHydrated(page, path, language);
          expect.soft(response?.status(), `${path} status in the browser`).toBe(200);
          await expect.soft(page.locator("html")).toHaveAttribute("lang", language);
          await expect.soft(page).toHaveTitle(title);
          const h1 = page.getByRole("heading", { level: 1 });
          await expect.soft(h1).toHaveCount(1);
          await expect.soft(h1).toHaveAccessibleName(heading);

          const hrefs = await page
            .locator('a[href^="/"]:not([data-language-switch])')
            .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
          expect.soft(hrefs.length, `${path} internal links`).toBeGreaterThan(5);
          expect
            .soft(
              hrefs.filter((href) => !isLocalizedHref(href, language)),
              `${path} links in the wrong language`,
            )
            .toEqual([]);

          const nav = headerNav(page, language);
          await expect.soft(nav.getByRole("link")).toHaveText(HEADER_NAV.map((key) => m.common.nav[key]));
          await expect
            .soft(nav.locator("[aria-current]"), `${path} current links`)
            .toHaveCount(currentHeaderLinks.length);
          if (isHeaderKey(screen.key)) {
            await expect
              .soft(nav.getByRole("link", { name: m.common.nav[screen.key], exact: true }))
              .toHaveAttribute("aria-current", "page");
          }

          // axe at 1280px with the cookie banner, then at 360px once it is accepted.
          const banner = page.getByRole("region", { name: m.common.cookieBanner.label });
          await expect.soft(banner).toBeVisible();
          await expectNoAxeViolations(page, `${path} at 1280px with the cookie banner`, { soft: true });
          await banner.getByRole("button", { name: m.common.cookieBanner.accept, exact: true }).click();
          await expect.soft(banner).toBeHidden();
          await page.setViewportSize(PHONE);
          await expect.soft(headerNav(page, language)).toBeHidden();
          await expectNoAxeViolations(page, `${path} at 360px`, { soft: true });

          // The fixture fails a test on any console error or page error; a page also logs no warning at all.
          expect
            .soft(
              consoleLog.slice(firstLogEntry).filter((entry) => !["log", "info", "debug"].includes(entry.type)),
              `${path} console`,
            )
            .toEqual([]);
        });
      }
    });
  }
});

test.describe("unknown addresses", () => {
  test.use({ allowedConsoleErrors: [RESOURCE_404] });

  for (const path of ["/nope", "/fr/nope", "/about/extra"]) {
    const language = languageFromPath(path);
    const m = MESSAGES[language];
    const home = language === "fr-CA" ? "/fr" : "/";

    test(`${path} answers 404 with the ${language} 404 page`, async ({ page, request }) => {
      await test.step("raw HTML from the server", async () => {
        const raw = await fetchRaw(request, path);
        expect(raw.status).toBe(404);
        expect(raw.lang).toBe(language);
        expect(raw.title).toBe(expectedTitle("notFound", language));
        expect(raw.headings).toEqual([m.notFound.title]);
        expect(decodeEntities(raw.html)).toContain(m.notFound.subtitle);
        expect(raw.links.filter((link) => link.text === m.notFound.button).map((link) => link.href)).toEqual([home]);
      });

      await test.step("hydrated page", async () => {
        const response = await gotoHydrated(page, path, language);
        expect(response?.status()).toBe(404);
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        await expect(page).toHaveTitle(expectedTitle("notFound", language));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.notFound.title);
        await expect(page.getByText(m.notFound.subtitle)).toBeVisible();
        // The server logs the address (server/not-found.test.ts).
      });

      await test.step("Go Home leads to the home page of the same language", async () => {
        const goHome = page.getByRole("main").getByRole("link", { name: m.notFound.button });
        await expect(goHome).toHaveAttribute("href", home);
        await goHome.click();
        await expect(page).toHaveURL(home);
        await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName(expectedHeading("home", language));
      });
    });
  }
});
