/**
 * Each built page carries only the CSS rules it can use (ADR 011, scripts/page-css.ts). Every page must be
 * styled exactly as it is with the whole stylesheet: at a phone's and a desktop's width, with the cookie
 * banner, with the phone menu open, and in what its islands show once awake (a form's errors, the open chat).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { allPages } from "../../core/routes.ts";
import { SITE_DIR } from "../../playwright.config.ts";
import { DESKTOP, FIRST_VISIT, MESSAGES, PHONE, RESOURCE_404, expect, gotoHydrated, test } from "./fixtures.ts";

test.use({ storageState: FIRST_VISIT, reducedMotion: "reduce", allowedConsoleErrors: [RESOURCE_404] });

/**
 * Every page is looked at in its fallback font. The site's font is `font-display: optional`: on a busy machine
 * it can miss its first 100 ms, leave the page in the fallback, and be swapped in when the added stylesheet
 * restyles the page, which changes every box's size for a reason that has nothing to do with the page's CSS.
 */
test.beforeEach(async ({ page }) => {
  await page.route(/\/assets\/.*\.woff2(\?.*)?$/, (route) => route.fulfill({ status: 404 }));
});

/**
 * The whole stylesheet, as the build made it before cutting each page's (written beside the site), without its
 * font faces: the page's own CSS declares them, and a second declaration is a new face the browser swaps in
 * from its cache even where `font-display: optional` kept the page in the fallback (a slow first load).
 */
const WHOLE_STYLESHEET = readFileSync(join(SITE_DIR, "..", "whole-stylesheet.css"), "utf8").replace(
  /@font-face\s*\{[^}]*\}/g,
  "",
);

/**
 * Every computed style of every element of the page and of its pseudo-elements, in document order. Custom
 * properties are left out: the page's own CSS drops the ones nothing on it uses, and they render nothing.
 */
async function computedStyles(page: Page): Promise<string[]> {
  // Its font has failed (above); wait until the browser has settled on the fallback.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // A transition under way (a focus ring's colour, 150 ms) is a style between two states: wait for it.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"));
  return page.evaluate(() => {
    // A ::before or ::after exists only with content; most elements have none.
    const generated = (element: Element, which: string) => getComputedStyle(element, which).content !== "none";
    const pseudoElements = (element: Element) => [
      null,
      ...["::before", "::after"].filter((which) => generated(element, which)),
      ...(element.matches("input, textarea") ? ["::placeholder"] : []),
      ...(element.matches("li, summary") ? ["::marker"] : []),
      ...(element.matches("dialog") ? ["::backdrop"] : []),
    ];
    return [document.documentElement, ...document.querySelectorAll("body, body *")].flatMap((element) =>
      pseudoElements(element).map((which) => {
        const style = getComputedStyle(element, which);
        const label = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${which ?? ""} ${element.getAttribute("class") ?? ""}`;
        const properties = [...style].filter((property) => !property.startsWith("--"));
        return `${label} {${properties.map((property) => `${property}: ${style.getPropertyValue(property)}`).join("; ")}}`;
      }),
    );
  });
}

/**
 * The page with its own CSS, then with the whole stylesheet added: every element must be styled the same.
 * (Computed styles rather than screenshots: what changes on screen while a page settles, a lazy image
 * arriving, would make a picture differ for reasons that have nothing to do with CSS.)
 */
async function expectSameWithWholeStylesheet(page: Page, label: string) {
  // No hover state: the browser would apply it anew when the added stylesheet restyles the page.
  await page.mouse.move(0, 0);
  const own = await computedStyles(page);
  await page.addStyleTag({ content: WHOLE_STYLESHEET });
  const whole = await computedStyles(page);
  expect.soft(whole.length, `${label}: the same elements`).toBe(own.length);
  const differing = own
    .map((style, index) => ({ own: style, whole: whole[index] ?? "" }))
    .filter((pair) => pair.own !== pair.whole)
    .map((pair) => {
      const ownProperties = pair.own.split("; ");
      const changed = pair.whole.split("; ").filter((property) => !ownProperties.includes(property));
      return `${pair.own.slice(0, pair.own.indexOf("{"))}: ${changed.join("; ").slice(0, 300)}`;
    });
  expect.soft(differing, `${label}: elements styled differently by the page's own CSS`).toEqual([]);
}

/** Holds back every script of the site, so that what shows is the HTML and its inline CSS alone. */
async function showOwnCssOnly(page: Page) {
  await page.route(/\/assets\/.*\.js(\?.*)?$/, () => undefined);
}

for (const viewport of [PHONE, DESKTOP]) {
  test(`every page at ${viewport.width}px is styled the same by its own CSS as by the whole stylesheet`, async ({
    page,
  }) => {
    test.setTimeout(360_000); // 41 s here, 72 s on CI
    await page.setViewportSize(viewport);
    await showOwnCssOnly(page);
    for (const { path } of allPages()) {
      await page.goto(path, { waitUntil: "commit" });
      await page.locator("footer").waitFor({ state: "attached" });
      await expect(page.getByTestId("cookie-banner")).toBeVisible();
      await expectSameWithWholeStylesheet(page, `${path} at ${viewport.width}px`);
    }
  });
}

test("the open phone menu is styled the same by the page's own CSS", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await showOwnCssOnly(page);
  for (const path of ["/", "/fr/contact"]) {
    await page.goto(path, { waitUntil: "commit" });
    await page.locator("footer").waitFor({ state: "attached" });
    const m = MESSAGES[path.startsWith("/fr") ? "fr-CA" : "en-CA"];
    // By keyboard: no pointer over the button, whose hover state would change later.
    await page.getByRole("button", { name: m.common.menu.open }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: m.common.menu.title })).toBeVisible();
    await expectSameWithWholeStylesheet(page, `${path}, phone menu open`);
  }
});

test.describe("what the islands show once awake", () => {
  test.use({ storageState: { cookies: [], origins: [] }, viewport: DESKTOP });

  for (const path of ["/contact", "/fr/application"]) {
    test(`${path}: the form's errors after an empty submission`, async ({ page }) => {
      const m = MESSAGES[path.startsWith("/fr") ? "fr-CA" : "en-CA"];
      await gotoHydrated(page, path);
      const form = path.includes("contact") ? m.contact.form : m.application;
      await page.getByRole("button", { name: form.submit, exact: true }).click();
      await expect(page.locator("[data-slot=field-error]").first()).toBeVisible();
      await expectSameWithWholeStylesheet(page, `${path}, errors shown`);
    });
  }

  test("/fr/contact: the open chat with a question and its answer", async ({ page }) => {
    const m = MESSAGES["fr-CA"];
    await gotoHydrated(page, "/fr/contact");
    await page.getByRole("button", { name: m.chat.open }).click();
    const panel = page.getByRole("dialog", { name: m.chat.title });
    await panel.getByLabel(m.chat.inputLabel).fill("Bonjour");
    await panel.getByRole("button", { name: m.chat.send }).click();
    await expect(panel.locator("[data-role=assistant]")).toHaveCount(2);
    await expectSameWithWholeStylesheet(page, "/fr/contact, chat open");
  });
});
