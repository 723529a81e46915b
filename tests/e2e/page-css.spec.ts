/**
 * Each built page carries only the CSS rules its HTML uses (ADR 011); the whole stylesheet arrives with the
 * page's code. Before hydration, with its scripts held back, every page must be styled exactly as it is with
 * the whole stylesheet: at a phone's and a desktop's width, with the cookie banner, and with the phone menu
 * open.
 */
import type { Page } from "@playwright/test";
import { allPages } from "../../core/routes.ts";
import { DESKTOP, FIRST_VISIT, MESSAGES, PHONE, expect, test } from "./fixtures.ts";

test.use({ storageState: FIRST_VISIT, reducedMotion: "reduce" });

/** The whole stylesheet, as the page's hydration plan names it. */
async function wholeStylesheet(page: Page): Promise<string> {
  const plan = JSON.parse((await page.locator("#hydration-plan").textContent()) ?? "{}") as { stylesheets?: string[] };
  const [href] = plan.stylesheets ?? [];
  if (!href) throw new Error("the page's hydration plan names no stylesheet");
  return href;
}

/**
 * Every computed style of every element of the page and of its pseudo-elements, in document order. Custom
 * properties are left out: the page's own CSS drops the ones nothing on it uses, and they render nothing.
 */
async function computedStyles(page: Page): Promise<string[]> {
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
  // A distinct address, which `showOwnCssOnly` lets through.
  const href = `${await wholeStylesheet(page)}?whole`;
  await page.evaluate(
    (url) =>
      new Promise<void>((resolve, reject) => {
        const link = document.createElement("link");
        link.rel = "stylesheet";
        link.href = url;
        link.onload = () => resolve();
        link.onerror = () => reject(new Error(`${url} did not load`));
        document.head.append(link);
      }),
    href,
  );
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

/**
 * Holds back every script and stylesheet of the site (the boot script asks for them once the page has
 * painted), so that what shows is the HTML and its inline CSS alone.
 */
async function showOwnCssOnly(page: Page) {
  await page.route(/\/assets\/.*\.(js|css)(\?.*)?$/, async (route) => {
    if (route.request().url().endsWith("?whole")) await route.continue();
  });
}

for (const viewport of [PHONE, DESKTOP]) {
  test(`every page at ${viewport.width}px is styled the same by its own CSS as by the whole stylesheet`, async ({
    page,
  }) => {
    test.setTimeout(360_000); // 41 s here, 72 s on CI
    await page.setViewportSize(viewport);
    await showOwnCssOnly(page);
    for (const { path } of allPages()) {
      await page.goto(path, { waitUntil: "load" });
      await expect(page.getByTestId("cookie-banner")).toBeVisible();
      await expectSameWithWholeStylesheet(page, `${path} at ${viewport.width}px`);
    }
  });
}

test("the open phone menu is styled the same by the page's own CSS", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await showOwnCssOnly(page);
  for (const path of ["/", "/fr/contact"]) {
    await page.goto(path, { waitUntil: "load" });
    const m = MESSAGES[path.startsWith("/fr") ? "fr-CA" : "en-CA"];
    // By keyboard: no pointer over the button, whose hover state would change later.
    await page.getByRole("button", { name: m.common.menu.open }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: m.common.menu.title })).toBeVisible();
    await expectSameWithWholeStylesheet(page, `${path}, phone menu open`);
  }
});
