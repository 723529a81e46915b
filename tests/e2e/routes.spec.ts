/**
 * Every page of the route table in both languages, as the server sends it (before any JavaScript) and once
 * hydrated; unknown addresses answer with the 404 page of their language.
 */
import { allPages } from "../../core/routes.ts";
import { languageFromPath } from "../../core/language.ts";
import {
  MESSAGES,
  RESOURCE_404,
  decodeEntities,
  expect,
  expectedHeading,
  expectedTitle,
  fetchRaw,
  gotoHydrated,
  isLocalizedHref,
  test,
} from "./fixtures.ts";

test.describe("every page, both languages", () => {
  for (const { screen, language, path } of allPages()) {
    test(`${path} is served translated and hydrates in ${language}`, async ({ page, request }) => {
      const title = expectedTitle(screen.key, language);
      const heading = expectedHeading(screen.key, language);

      await test.step("raw HTML from the server", async () => {
        const raw = await fetchRaw(request, path);
        expect(raw.status).toBe(200);
        expect(raw.lang).toBe(language);
        expect(raw.title).toBe(title);
        expect(raw.headings).toEqual([heading]);
        const internal = raw.links.map((link) => link.href).filter((href) => href.startsWith("/"));
        expect(internal.length).toBeGreaterThan(0);
        expect(internal.filter((href) => !isLocalizedHref(href, language)), "links in the wrong language").toEqual([]);
      });

      await test.step("hydrated page", async () => {
        const response = await gotoHydrated(page, path, language);
        expect(response?.status()).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        await expect(page).toHaveTitle(title);
        const h1 = page.getByRole("heading", { level: 1 });
        await expect(h1).toHaveCount(1);
        await expect(h1).toHaveAccessibleName(heading);
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
        expect(consoleLog.filter((entry) => entry.type === "warning" && entry.text.startsWith("[404]"))).toHaveLength(1);
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
