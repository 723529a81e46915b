/**
 * The page works before its code arrives (ADR 011). Nothing is fetched for hydration before the first paint,
 * and every control a visitor can reach meanwhile works, or its action is kept and answered once the code is
 * there. Each test holds back every script of the page from the start, acts, and then lets the scripts through.
 */
import type { Page } from "@playwright/test";
import { CONSENT_STORAGE_KEY } from "../../core/consent.ts";
import { HYDRATED_MARK } from "../../core/hydration.ts";
import { LANGUAGES, localizedPath, otherLanguage } from "../../core/language.ts";
import { COUNTERS } from "../../core/motion.ts";
import { allPages } from "../../core/routes.ts";
import {
  CONSENTED,
  FIRST_VISIT,
  MESSAGES,
  PHONE,
  TEAM_ADDRESS,
  expect,
  expectedHeading,
  fetchRaw,
  holdScripts,
  mailTo,
  storedValue,
  test,
  toast,
  uniqueEmail,
  waitForHydration,
} from "./fixtures.ts";

/** Opens a page with its scripts held, and waits until it has loaded and painted (and asked for them). */
async function openWithoutScripts(page: Page, path: string) {
  const scripts = await holdScripts(page);
  await page.goto(path, { waitUntil: "load" });
  await expect.poll(scripts.held, "the page asks for its code once it has painted").toBeGreaterThan(0);
  return scripts;
}

async function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate((mark) => performance.getEntriesByName(mark).length > 0, HYDRATED_MARK);
}

test.describe("nothing is fetched for hydration before the first paint", () => {
  test("no page lists its modules in its head or imports them from its HTML", async ({ request }) => {
    for (const { path } of allPages()) {
      const { html } = await fetchRaw(request, path);
      expect(html, path).not.toContain('rel="modulepreload"');
      expect(html, path).not.toMatch(/<script[^>]*type="module"/);
      expect(html, path).toContain('id="hydration-plan"');
    }
  });

  for (const path of ["/", "/fr/contact"]) {
    test(`${path}: its code is fetched after the first paint, runs only when the visitor acts, then hydrates`, async ({
      page,
    }) => {
      await page.goto(path, { waitUntil: "load" });
      const plan = JSON.parse((await page.locator("#hydration-plan").textContent()) ?? "{}") as {
        modules: string[];
        routes: string[][];
        entry: string;
      };
      const code = new Set([...plan.modules, ...plan.routes.flatMap(([, ...modules]) => modules), plan.entry]);
      const fetched = () =>
        page.evaluate(() =>
          (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
            .filter((entry) => /\/assets\/.*\.js$/.test(entry.name) && entry.responseEnd > 0)
            .map((entry) => new URL(entry.name).pathname),
        );
      await expect.poll(async () => new Set(await fetched()).size, "the page fetches all its code").toBe(code.size);
      expect(new Set(await fetched())).toEqual(code);
      const { paint, firstScript } = await page.evaluate(() => ({
        paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
        firstScript: Math.min(
          ...performance
            .getEntriesByType("resource")
            .filter((entry) => /\/assets\/.*\.js$/.test(entry.name))
            .map((entry) => entry.startTime),
        ),
      }));
      expect(paint).toBeGreaterThan(0);
      expect(firstScript).toBeGreaterThan(paint);
      // Fetched, not run: a page someone only reads never spends a phone's time on hydrating.
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
      expect(await isHydrated(page), "not hydrated before the visitor acts").toBe(false);

      await page.keyboard.press("Shift");
      await expect.poll(() => isHydrated(page), "hydrated once the visitor acts").toBe(true);
      // Fetched once: what hydration asks for again comes from the browser's cache.
      const refetched = await page.evaluate(() => {
        const entries = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter((entry) =>
          /\/assets\/.*\.js$/.test(entry.name),
        );
        return entries
          .filter((entry, index) => entries.findIndex((other) => other.name === entry.name) !== index)
          .filter((entry) => entry.transferSize > 0)
          .map((entry) => entry.name);
      });
      expect(refetched, "no file of the page's code comes over the network twice").toEqual([]);
    });
  }

  test("a scroll is enough to start hydration", async ({ page }) => {
    await page.goto("/about", { waitUntil: "load" });
    expect(await isHydrated(page)).toBe(false);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => isHydrated(page), "hydrated once the visitor scrolls").toBe(true);
  });
});

for (const language of LANGUAGES) {
  const m = MESSAGES[language];
  const other = otherLanguage(language);

  test.describe(`before hydration (${language})`, () => {
    test("links, the skip link and the language switch work as plain links", async ({ page }) => {
      await openWithoutScripts(page, localizedPath("/about", language));
      expect(await isHydrated(page)).toBe(false);

      await page.keyboard.press("Tab");
      await expect(page.getByRole("link", { name: m.common.skipToContent })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("main")).toBeFocused();

      // The switch replaces the page: Back returns to where the visitor was before it.
      await page.goto(localizedPath("/about", language), { waitUntil: "load" });
      await page.getByRole("banner").getByRole("link", { name: m.common.nav.services, exact: true }).click();
      await expect(page).toHaveURL(localizedPath("/services", language));
      await page.getByRole("link", { name: m.common.languageToggle.name }).click();
      await expect(page).toHaveURL(localizedPath("/services", other));
      await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName(expectedHeading("services", other));
      await page.goBack();
      await expect(page).toHaveURL(localizedPath("/about", language));
    });

    test("the language switch keeps the query string", async ({ page }) => {
      await openWithoutScripts(page, `${localizedPath("/application", language)}?job=ai-engineer`);
      await page.getByRole("link", { name: m.common.languageToggle.name }).click();
      await expect(page).toHaveURL(`${localizedPath("/application", other)}?job=ai-engineer`);
    });

    test("the phone menu opens, keeps focus, closes with Escape, and its links lead on", async ({ page }) => {
      await page.setViewportSize(PHONE);
      await openWithoutScripts(page, localizedPath("/", language));
      const button = page.getByRole("button", { name: m.common.menu.open });
      const menu = page.getByRole("dialog", { name: m.common.menu.title });

      await button.click();
      await expect(menu).toBeVisible();
      await expect.poll(() => menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      for (let press = 0; press < 9; press++) await page.keyboard.press("Tab");
      expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(button).toBeFocused();

      await button.click();
      await menu.getByRole("link", { name: m.common.nav.careers, exact: true }).click();
      await expect(page).toHaveURL(localizedPath("/careers", language));
      await expect(page.getByRole("dialog", { name: m.common.menu.title })).toBeHidden();
      expect(await isHydrated(page)).toBe(false);
    });

    test.describe("cookie banner", () => {
      test.use({ storageState: FIRST_VISIT });

      for (const choice of ["accept", "decline", "close"] as const) {
        test(`"${m.common.cookieBanner[choice]}" is stored and the banner hides, then stays hidden`, async ({
          page,
        }) => {
          const scripts = await openWithoutScripts(page, localizedPath("/contact", language));
          const banner = page.getByRole("region", { name: m.common.cookieBanner.label });
          await expect(banner).toBeVisible();
          await banner.getByRole("button", { name: m.common.cookieBanner[choice], exact: true }).focus();
          await page.keyboard.press("Enter");
          await expect(banner).toBeHidden();
          expect(await storedValue(page, CONSENT_STORAGE_KEY)).toBe(choice === "accept" ? "accepted" : "declined");
          await expect(page.getByRole("main")).toBeFocused();
          expect(await isHydrated(page)).toBe(false);

          scripts.release();
          await waitForHydration(page, language);
          await expect(banner).toBeHidden();
          // The page no longer makes room for a banner that is gone: the chat button sits at the bottom.
          const launcher = await page.getByRole("button", { name: m.chat.open }).boundingBox();
          const viewport = page.viewportSize();
          expect((launcher?.y ?? 0) + (launcher?.height ?? 0)).toBeGreaterThanOrEqual((viewport?.height ?? 0) - 24);
        });
      }

      test("a returning visitor never sees it, even before hydration", async ({ page }) => {
        await page.addInitScript((key) => localStorage.setItem(key, "declined"), CONSENT_STORAGE_KEY);
        await openWithoutScripts(page, localizedPath("/about", language));
        await expect(page.getByRole("region", { name: m.common.cookieBanner.label })).toBeHidden();
      });
    });

    test.describe("with the visitor's consent stored", () => {
      test.use({ storageState: CONSENTED });

      test("a press on the chat button opens the chat once its code is there", async ({ page }) => {
        const scripts = await openWithoutScripts(page, localizedPath("/contact", language));
        await page.getByRole("button", { name: m.chat.open }).click();
        await expect(page.getByRole("dialog", { name: m.chat.title })).toHaveCount(0);

        scripts.release();
        const panel = page.getByRole("dialog", { name: m.chat.title });
        await expect(panel).toBeVisible();
        await expect(panel.getByLabel(m.chat.inputLabel)).toBeFocused();
        await expect(page.getByTestId("chat-launcher")).toHaveAttribute("aria-expanded", "true");
      });

      test("a message sent before the page's code arrives is sent once it has", async ({ page }) => {
        const scripts = await openWithoutScripts(page, localizedPath("/contact", language));
        const form = m.contact.form;
        const email = uniqueEmail("before-hydration");
        await page.getByLabel(form.firstName, { exact: true }).fill("Early");
        await page.getByLabel(form.lastName, { exact: true }).fill("Visitor");
        await page.getByLabel(form.email, { exact: true }).fill(email);
        await page.getByLabel(form.message, { exact: true }).fill("Written before the page had hydrated.");
        await page.getByRole("button", { name: form.submit, exact: true }).click();
        // Held: nothing left the page and no field went into the address.
        await expect(page).toHaveURL(new RegExp(`${localizedPath("/contact", language)}/?$`));
        expect(await isHydrated(page)).toBe(false);

        const answer = page.waitForResponse("**/api/contact");
        scripts.release();
        expect((await answer).status()).toBe(201);
        await expect(toast(page)).toHaveAttribute("data-type", "success");
        const team = await mailTo(TEAM_ADDRESS, (mail) => mail.replyTo === email);
        expect(team.text).toContain("Written before the page had hydrated.");
      });

      test("the home page shows its headline and counters whole", async ({ page }) => {
        await openWithoutScripts(page, localizedPath("/", language));
        await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName(
          m.home.hero.headlineStart + m.home.hero.headlineHighlight,
        );
        await expect(page.getByTestId("typed-headline")).toHaveText(
          m.home.hero.headlineStart + m.home.hero.headlineHighlight,
          { useInnerText: true },
        );
        await expect(page.getByTestId("counter-value")).toHaveText(
          COUNTERS.map((counter) => `${counter.target}${counter.suffix}`),
        );
      });
    });
  });
}

test.describe("where the browser lacks invoker commands", () => {
  test.use({ viewport: PHONE });

  test("the boot script opens and closes the phone menu", async ({ page }) => {
    // The browser's own handling is switched off: only the boot script can open the menu.
    await page.addInitScript(() => {
      delete (HTMLButtonElement.prototype as { command?: string }).command;
      addEventListener("command", (event) => event.preventDefault(), true);
    });
    await openWithoutScripts(page, "/");
    const m = MESSAGES["en-CA"];
    const menu = page.getByRole("dialog", { name: m.common.menu.title });
    await page.getByRole("button", { name: m.common.menu.open }).click();
    await expect(menu).toBeVisible();
    await menu.getByRole("button", { name: m.common.menu.close }).click();
    await expect(menu).toBeHidden();
  });
});
