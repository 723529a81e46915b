/**
 * A page works before its code arrives, and where it never does (ADR 011): what needs no React is HTML and CSS
 * with a few lines of script, and every island's prerendered HTML answers what a visitor does meanwhile. Each
 * test holds back (or fails) every script file of the site, acts, and, where it matters, lets them through.
 */
import type { Page } from "@playwright/test";
import { CONSENT_STORAGE_KEY } from "../../core/consent.ts";
import { LANGUAGES, localizedPath } from "../../core/language.ts";
import { COUNTERS } from "../../core/motion.ts";
import { allPages } from "../../core/routes.ts";
import {
  FIRST_VISIT,
  MESSAGES,
  PHONE,
  TEAM_ADDRESS,
  expect,
  fetchRaw,
  holdScripts,
  mailTo,
  storedValue,
  test,
  uniqueEmail,
  waitForHydration,
} from "./fixtures.ts";

/**
 * Opens a page with its script files held back, once its HTML has been read (not "domcontentloaded": that
 * waits for the page's module scripts, which are held).
 */
async function openWithoutScripts(page: Page, path: string) {
  const scripts = await holdScripts(page);
  await page.goto(path, { waitUntil: "commit" });
  await page.locator("footer").waitFor({ state: "attached" });
  return scripts;
}

test("a page's HTML starts no script but the site's own and its islands", async ({ request }) => {
  for (const { path, screen } of allPages()) {
    const { html } = await fetchRaw(request, path);
    expect(html, path).not.toContain('rel="modulepreload"');
    // No script file is named to load with the document: the site's own load once the page has painted.
    expect(html, path).not.toMatch(/<script\b[^>]*\bsrc=/);
    const afterPaint = [...html.matchAll(/<script\b[^>]*\bdata-module="([^"]+)"/g)].map(([, src = ""]) => src);
    expect(afterPaint, path).toHaveLength(screen.key === "home" ? 2 : 1);
    const islands = [...html.matchAll(/<astro-island\b/g)].length;
    expect(islands, path).toBe(screen.key === "contact" ? 2 : screen.key === "application" ? 1 : 0);
  }
});

test("the site's scripts are fetched once the page has painted, and then do their work", async ({ page }) => {
  for (const path of ["/", "/fr/about"]) {
    // The language switch is the site script's: it takes the page's query along once the script has run.
    await page.goto(`${path}?from=test`);
    await expect(page.locator("a[data-language-switch]").first()).toHaveAttribute("href", /\?from=test$/);
    const readTiming = () =>
      page.evaluate(() => ({
        paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
        scripts: performance
          .getEntriesByType("resource")
          .filter((entry) => /\/assets\/(site|home)\.[^/]+\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      }));
    // Each script is fetched on its own, and a file's timing entry appears once it has fully arrived: the home
    // page's own script may still be on its way when the site script has already run.
    await expect.poll(async () => (await readTiming()).scripts.length, { message: path }).toBe(path === "/" ? 2 : 1);
    const timing = await readTiming();
    for (const start of timing.scripts) expect(start, path).toBeGreaterThanOrEqual(timing.paint);
  }
});

for (const language of LANGUAGES) {
  const m = MESSAGES[language];

  test.describe(`before the code arrives (${language})`, () => {
    test("the skip link and the links work", async ({ page }) => {
      await openWithoutScripts(page, localizedPath("/about", language));
      await page.keyboard.press("Tab");
      await expect(page.getByRole("link", { name: m.common.skipToContent })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("main")).toBeFocused();
      await page.getByRole("banner").getByRole("link", { name: m.common.nav.services, exact: true }).click();
      await expect(page).toHaveURL(localizedPath("/services", language));
    });

    test("the phone menu opens, keeps focus, closes with Escape, and its links lead on", async ({ page }) => {
      await page.setViewportSize(PHONE);
      await openWithoutScripts(page, localizedPath("/", language));
      const button = page.getByRole("button", { name: m.common.menu.open });
      const menu = page.getByRole("dialog", { name: m.common.menu.title });
      await button.click();
      await expect(menu).toBeVisible();
      await expect.poll(() => menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(button).toBeFocused();
      await button.click();
      await menu.getByRole("link", { name: m.common.nav.careers, exact: true }).click();
      await expect(page).toHaveURL(localizedPath("/careers", language));
    });

    test("the chat button opens the panel at once, and the conversation works once the code is there", async ({
      page,
    }) => {
      const scripts = await openWithoutScripts(page, localizedPath("/contact", language));
      await page.getByRole("button", { name: m.chat.open }).click();
      const panel = page.getByRole("dialog", { name: m.chat.title });
      await expect(panel).toBeVisible();
      await expect(panel.getByText(m.chat.greeting)).toBeVisible();

      scripts.release();
      await waitForHydration(page, language);
      await expect(panel).toBeVisible();
      await expect(panel.getByLabel(m.chat.inputLabel)).toBeFocused();
      await panel.getByLabel(m.chat.inputLabel).fill(language === "fr-CA" ? "Où êtes-vous situés?" : "Where are you?");
      await page.keyboard.press("Enter");
      await expect(panel.locator("[data-role=assistant]")).toHaveCount(2);
    });

    test("a contact message sent before the code arrives is delivered, and confirmed", async ({ page }) => {
      const scripts = await openWithoutScripts(page, localizedPath("/contact", language));
      const form = m.contact.form;
      const email = uniqueEmail("early-contact");
      await page.getByLabel(form.firstName, { exact: true }).fill("Early");
      await page.getByLabel(form.lastName, { exact: true }).fill("Visitor");
      await page.getByLabel(form.email, { exact: true }).fill(email);
      await page.getByLabel(form.message, { exact: true }).fill("Written before the page's code had arrived.");
      await page.getByRole("button", { name: form.submit, exact: true }).click();
      // The browser posts it as a plain form; the server stores it and sends the browser to the confirmation,
      // shown once the page that comes back has been read (its scripts may arrive now).
      await expect(page).toHaveURL(`${localizedPath("/contact", language)}#contact-sent`);
      scripts.release();
      await expect(page.getByRole("status").filter({ hasText: m.toasts.contactSuccess.title })).toBeVisible();
      const team = await mailTo(TEAM_ADDRESS, (mail) => mail.replyTo === email);
      expect(team.text).toContain("Written before the page's code had arrived.");
    });

    test("?job= chooses the position and shows its question; another choice shows its own", async ({ page }) => {
      await openWithoutScripts(page, `${localizedPath("/application", language)}?job=ai-engineer`);
      const position = page.getByLabel(m.application.fields.position);
      await expect(position).toHaveValue("ai-engineer");
      const question = (key: "ai-engineer" | "app-developer") =>
        page.getByRole("textbox", { name: m.application.fields.experience[key], exact: true });
      await expect(question("ai-engineer")).toBeVisible();
      await position.selectOption("app-developer");
      await expect(question("app-developer")).toBeVisible();
      await position.selectOption("");
      await expect(page.locator("[data-experience-question]")).toBeHidden();
    });

    test("the home page's headline types and its counters show their figures", async ({ page }) => {
      await openWithoutScripts(page, localizedPath("/", language));
      const full = m.home.hero.headlineStart + m.home.hero.headlineHighlight;
      await expect(page.getByTestId("typed-headline")).toHaveText(full, { useInnerText: true, timeout: 15_000 });
      await expect(page.getByTestId("counter-value")).toHaveText(
        COUNTERS.map((counter) => `${counter.target}${counter.suffix}`),
      );
    });

    test.describe("cookie banner", () => {
      test.use({ storageState: FIRST_VISIT });

      for (const choice of ["accept", "decline", "close"] as const) {
        test(`"${m.common.cookieBanner[choice]}" is stored and the banner hides`, async ({ page }) => {
          await openWithoutScripts(page, localizedPath("/contact", language));
          const banner = page.getByRole("region", { name: m.common.cookieBanner.label });
          await expect(banner).toBeVisible();
          await banner.getByRole("button", { name: m.common.cookieBanner[choice], exact: true }).focus();
          await page.keyboard.press("Enter");
          await expect(banner).toBeHidden();
          expect(await storedValue(page, CONSENT_STORAGE_KEY)).toBe(choice === "accept" ? "accepted" : "declined");
          await expect(page.getByRole("main")).toBeFocused();
          // The page no longer makes room for a banner that is gone: the chat button sits at the bottom.
          const launcher = await page.getByRole("button", { name: m.chat.open }).boundingBox();
          const viewport = page.viewportSize();
          expect((launcher?.y ?? 0) + (launcher?.height ?? 0)).toBeGreaterThanOrEqual((viewport?.height ?? 0) - 24);
        });
      }

      test("a returning visitor never sees it", async ({ page }) => {
        await page.addInitScript((key) => localStorage.setItem(key, "declined"), CONSENT_STORAGE_KEY);
        await openWithoutScripts(page, localizedPath("/about", language));
        await expect(page.getByRole("region", { name: m.common.cookieBanner.label })).toBeHidden();
      });
    });
  });
}

test.describe("when the scripts fail to download", () => {
  test.use({
    viewport: PHONE,
    // The failed downloads, and Astro's report of the islands it could not wake (after one retry of its own).
    // (A list of two is the fixture's own [value, options] form: the patterns go in a list of their own.)
    allowedConsoleErrors: [
      [/Failed to load resource: net::ERR_FAILED/, /^\[astro-island\] Error hydrating /],
      { scope: "test" },
    ],
  });

  test("the phone menu still opens and closes, and the chat button still opens the panel", async ({ page }) => {
    await page.route("**/assets/*.js", (route) => route.abort());
    const m = MESSAGES["fr-CA"];
    await page.goto("/fr/contact");
    const menu = page.getByRole("dialog", { name: m.common.menu.title });
    await page.getByRole("button", { name: m.common.menu.open }).click();
    await expect(menu).toBeVisible();
    await menu.getByRole("button", { name: m.common.menu.close }).click();
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: m.chat.open }).click();
    await expect(page.getByRole("dialog", { name: m.chat.title })).toBeVisible();
  });
});

test.describe("where the browser lacks invoker commands", () => {
  test.use({ viewport: PHONE });

  test("the site script opens and closes the phone menu", async ({ page }) => {
    // The browser's own handling is switched off: only the site script can open the menu.
    await page.addInitScript(() => {
      delete (HTMLButtonElement.prototype as { command?: string }).command;
      addEventListener("command", (event) => event.preventDefault(), true);
    });
    await page.goto("/");
    await waitForHydration(page, "en-CA");
    const m = MESSAGES["en-CA"];
    const menu = page.getByRole("dialog", { name: m.common.menu.title });
    await page.getByRole("button", { name: m.common.menu.open }).click();
    await expect(menu).toBeVisible();
    await menu.getByRole("button", { name: m.common.menu.close }).click();
    await expect(menu).toBeHidden();
  });
});
