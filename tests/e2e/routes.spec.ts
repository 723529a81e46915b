/**
 * Every page of the route table in both languages, as the server sends it (before any JavaScript) and once
 * hydrated, with its links, its current-page mark and an axe scan at two widths (one page load each, to keep
 * the suite fast); unknown addresses answer with the 404 page of their language.
 */
import { allPages } from "../../core/routes.ts";
import { languageFromPath } from "../../core/language.ts";
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

/** The header navigation of spec §2, in order. */
const HEADER_NAV = ["about", "services", "portfolio", "contact"] as const;
const isHeaderKey = (key: string): key is (typeof HEADER_NAV)[number] =>
  (HEADER_NAV as readonly string[]).includes(key);

test.describe("every page, both languages", () => {
  // A first visit (cookie banner showing) with reduced motion, so the axe scans see final states.
  test.use({ storageState: FIRST_VISIT, reducedMotion: "reduce", viewport: DESKTOP });

  for (const { screen, language, path } of allPages()) {
    test(`${path} (${language}): served, hydrated, links, current page, axe at 1280px and 360px`, async ({
      page,
      request,
    }) => {
      const m = MESSAGES[language];
      const title = expectedTitle(screen.key, language);
      const heading = expectedHeading(screen.key, language);
      const currentHeaderLinks = isHeaderKey(screen.key) ? [path] : [];

      await test.step("raw HTML from the server, before any JavaScript", async () => {
        const raw = await fetchRaw(request, path);
        expect(raw.status).toBe(200);
        expect(raw.lang).toBe(language);
        expect(raw.title).toBe(title);
        expect(raw.headings).toEqual([heading]);
        const internal = raw.links.filter((link) => link.href.startsWith("/"));
        expect(internal.length).toBeGreaterThan(5);
        expect(
          internal.filter((link) => !isLocalizedHref(link.href, language)),
          "links in the wrong language",
        ).toEqual([]);
        expect(
          raw.links.filter((link) => link.current).map((link) => link.href),
          "aria-current links",
        ).toEqual(currentHeaderLinks);
      });

      await test.step("hydrated page", async () => {
        const response = await gotoHydrated(page, path, language);
        expect(response?.status()).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        await expect(page).toHaveTitle(title);
        const h1 = page.getByRole("heading", { level: 1 });
        await expect(h1).toHaveCount(1);
        await expect(h1).toHaveAccessibleName(heading);

        const hrefs = await page
          .locator('a[href^="/"]')
          .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
        expect(hrefs.length).toBeGreaterThan(5);
        expect(
          hrefs.filter((href) => !isLocalizedHref(href, language)),
          "links in the wrong language",
        ).toEqual([]);

        const nav = headerNav(page, language);
        await expect(nav.getByRole("link")).toHaveText(HEADER_NAV.map((key) => m.common.nav[key]));
        await expect(nav.locator("[aria-current]")).toHaveCount(currentHeaderLinks.length);
        if (isHeaderKey(screen.key)) {
          await expect(nav.getByRole("link", { name: m.common.nav[screen.key], exact: true })).toHaveAttribute(
            "aria-current",
            "page",
          );
        }
      });

      await test.step("axe at 1280px with the cookie banner", async () => {
        const banner = page.getByRole("region", { name: m.common.cookieBanner.label });
        await expect(banner).toBeVisible();
        await expectNoAxeViolations(page, `${path} at 1280px with the cookie banner`);
        await banner.getByRole("button", { name: m.common.cookieBanner.accept, exact: true }).click();
        await expect(banner).toBeHidden();
      });

      await test.step("axe at 360px", async () => {
        await page.setViewportSize(PHONE);
        await expect(headerNav(page, language)).toBeHidden();
        await expectNoAxeViolations(page, `${path} at 360px`);
      });
    });
  }
});

test.describe("unknown addresses", () => {
  test.use({ allowedConsoleErrors: [RESOURCE_404] });

  for (const path of ["/nope", "/fr/nope", "/about/extra"]) {
    const language = languageFromPath(path);
    const m = MESSAGES[language];
    const home = language === "fr-CA" ? "/fr" : "/";

    test(`${path} answers 404 with the ${language} 404 page`, async ({ page, request, consoleLog }) => {
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
        expect(consoleLog.filter((entry) => entry.type === "warning" && entry.text.startsWith("[404]"))).toHaveLength(
          1,
        );
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

  test("a client-side navigation to an unknown path logs a [404] warning", async ({ page, consoleLog }) => {
    await gotoHydrated(page, "/nope");
    await page.getByRole("main").getByRole("link", { name: MESSAGES["en-CA"].notFound.button }).click();
    await expect(page).toHaveURL("/");
    consoleLog.length = 0;

    // Back is handled by the router in the page: no request is made, the 404 route renders in place.
    const requests: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") requests.push(request.url());
    });
    await page.goBack();
    await expect(page).toHaveURL("/nope");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(MESSAGES["en-CA"].notFound.title);
    await expect
      .poll(() => consoleLog.filter((entry) => entry.type === "warning").map((entry) => entry.text))
      .toEqual([expect.stringMatching(/^\[404\]/)]);
    expect(requests).toEqual([]);
  });
});
