/**
 * Failures look like the site. A page that fails shows an error page in the visitor's language inside the
 * site's frame, with a way home and nothing of the error itself; a failure of the frame shows the same page on
 * its own. A file that a page asks for after a new deployment has removed it (its hashed name is gone) loads
 * the page again into the new version, once, keeping what the visitor typed, and never shows an error.
 * Failures are made by answering for the real built files in the browser.
 */
import type { APIRequestContext, Page, Request } from "@playwright/test";
import { LANGUAGES, localizedPath } from "../../core/language.ts";
import { CONSENTED, MESSAGES, en, expect, expectedHeading, gotoHydrated, test, waitForHydration } from "./fixtures.ts";

test.use({ storageState: CONSENTED });

/** The built file of a route's module, as React Router's manifest in the page names it. */
function routeModule(page: Page, routeId: string): Promise<string> {
  return page.evaluate((id) => {
    const manifest = (window as unknown as { __reactRouterManifest: { routes: Record<string, { module: string }> } })
      .__reactRouterManifest;
    const module = manifest.routes[id]?.module;
    if (!module) throw new Error(`no route ${id}`);
    return module;
  }, routeId);
}

/** The module of a page's strings that holds `text`, found in the page's hydration plan. */
async function stringsModule(request: APIRequestContext, path: string, text: string): Promise<string> {
  const html = await (await request.get(path)).text();
  const plan = JSON.parse(/<script id="hydration-plan"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "{}") as {
    modules: string[];
  };
  for (const module of plan.modules) {
    if ((await (await request.get(module)).text()).includes(text)) return module;
  }
  throw new Error(`no module of ${path} holds "${text}"`);
}

const documents = (page: Page) => {
  const requests: Request[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") requests.push(request);
  });
  return requests;
};

test.describe("a page that fails", () => {
  test.use({ allowedConsoleErrors: [/this page fails|The above error occurred/] });

  for (const language of LANGUAGES) {
    const m = MESSAGES[language];
    test(`shows an error page in ${language}, in the site's frame, with a way home and nothing of the error`, async ({
      page,
    }) => {
      await gotoHydrated(page, localizedPath("/", language), language);
      const about = await routeModule(page, `${language === "fr-CA" ? "fr" : "en"}-about`);
      await page.route(`**${about}`, (route) =>
        route.fulfill({
          contentType: "text/javascript",
          body: 'export default function Broken() { throw new Error("this page fails"); }',
        }),
      );
      await page.getByRole("banner").getByRole("link", { name: m.common.nav.about, exact: true }).click();

      await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.common.error.title);
      await expect(page.getByRole("main")).toContainText(m.common.error.subtitle);
      await expect(page.getByRole("main")).not.toContainText("this page fails");
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      const home = page.getByRole("main").getByRole("link", { name: m.common.error.button });
      await expect(home).toHaveAttribute("href", localizedPath("/", language));

      // The way home loads the home page anew.
      await home.click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName(expectedHeading("home", language));
    });
  }

  test.describe("when the site's frame fails", () => {
    test.use({ allowedConsoleErrors: [/this page fails|The above error occurred|hydrat/i] });

    test("the error page stands on its own, in the page's language", async ({ page }) => {
      await page.route(/\/assets\/site-layout-[\w-]+\.js$/, (route) =>
        route.fulfill({
          contentType: "text/javascript",
          body: 'export default function Broken() { throw new Error("this page fails"); }',
        }),
      );
      await page.goto("/fr/services", { waitUntil: "load" });
      await page.keyboard.press("Shift"); // the visitor acts: the page's code runs
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(MESSAGES["fr-CA"].common.error.title);
      await expect(page.getByRole("link", { name: MESSAGES["fr-CA"].common.error.button })).toHaveAttribute(
        "href",
        "/fr",
      );
      await expect(page.locator("body")).not.toContainText("this page fails");
    });
  });
});

test.describe("a file gone after a new deployment", () => {
  test.use({ allowedConsoleErrors: [/Error loading route module|Failed to fetch dynamically imported|404/] });

  test("the next page's code: the page is loaded again into the new version, and no error shows", async ({ page }) => {
    await gotoHydrated(page, "/");
    const loads = documents(page);
    const about = await routeModule(page, "en-about");
    // Gone once; the new version has it.
    let refused = 0;
    await page.route(`**${about}`, async (route) => {
      if (refused++ === 0) await route.fulfill({ status: 404, body: "" });
      else await route.continue();
    });
    await page.getByRole("banner").getByRole("link", { name: en.common.nav.about, exact: true }).click();

    await expect.poll(() => loads.length, "the page is loaded again").toBe(1);
    await waitForHydration(page, "en-CA");
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(en.common.error.title);
    await page.getByRole("banner").getByRole("link", { name: en.common.nav.about, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName(expectedHeading("about", "en-CA"));
  });

  test("the page's own code: it is loaded again once, then left as it is, never in a loop", async ({ page }) => {
    const loads = documents(page);
    await page.route(/\/assets\/site-layout-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto("/services", { waitUntil: "load" });
    await page.keyboard.press("Shift"); // the visitor acts: the page's code runs
    await expect.poll(() => loads.length, "loaded again, once").toBe(2);
    // The visitor acts again: the code is missing again, and this time the page stays as it is.
    await page.waitForLoadState("load");
    const missingAgain = page.waitForResponse(/\/assets\/site-layout-[\w-]+\.js$/);
    await page.keyboard.press("Shift");
    expect((await missingAgain).status()).toBe(404);
    // The page handled the failure (a reload would have ended this document and this evaluation).
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    expect(loads.length, "and not again").toBe(2);
    // The prerendered page still reads and leads on.
    await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName(expectedHeading("services", "en-CA"));
    await expect(
      page.getByRole("banner").getByRole("link", { name: en.common.nav.about, exact: true }),
    ).toHaveAttribute("href", "/about");
  });

  test("what the visitor typed before the page is loaded again is still there", async ({ page }) => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // The new version is the page loaded again: its document is the second one.
    let documentRequests = 0;
    page.on("request", (request) => {
      if (request.resourceType() === "document") documentRequests++;
    });
    await page.route(/\/assets\/site-layout-[\w-]+\.js$/, async (route) => {
      // The file is gone for every request of the first page: its fetch ahead (a prefetch, whenever the browser
      // is idle) at once; its own requests (a preload and the import, which the browser may ask for again once
      // the preload fails) once the visitor has typed. The page loaded again has it.
      if (documentRequests > 1) return route.continue();
      if (route.request().resourceType() !== "script") return route.fulfill({ status: 404, body: "" });
      await gate;
      await route.fulfill({ status: 404, body: "" });
    });
    await page.goto("/contact", { waitUntil: "load" });
    await page.locator("#contact-firstName").fill("Mireille");
    await page.locator("#contact-message").fill("Typed before the new version arrived.");
    await page.keyboard.press("Shift"); // a key, as typing presses: the page's code runs
    const reloaded = page.waitForEvent("load");
    release();
    await reloaded;
    await waitForHydration(page, "en-CA");
    await expect(page.locator("#contact-firstName")).toHaveValue("Mireille");
    await expect(page.locator("#contact-message")).toHaveValue("Typed before the new version arrived.");
  });

  test("a module of the next page's strings: the page is loaded again, once", async ({ page, request }) => {
    await gotoHydrated(page, "/");
    // The legal texts are loaded by the navigation to a legal page, and are gone.
    const texts = await stringsModule(request, "/privacy", en.privacy.title);
    const loads = documents(page);
    await page.route(`**${texts}`, (route) => route.fulfill({ status: 404, body: "" }));
    await page.getByRole("contentinfo").getByRole("link", { name: en.common.nav.privacy, exact: true }).click();
    await expect.poll(() => loads.length, "the page is loaded again").toBeGreaterThanOrEqual(1);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(en.common.error.title);
  });
});
