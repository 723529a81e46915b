/**
 * The site with a keyboard only (WCAG 2.1.1, 2.1.2, 2.4.1, 2.4.3, 2.4.7, 2.4.11, 3.3.1): every interaction here
 * goes through `page.keyboard` (Tab, Shift+Tab, Enter, Space, Escape, arrows), never the mouse, and every Tab
 * stop met on the way must show where focus is and must not sit entirely under the sticky header, the cookie
 * banner or anything else the site draws on top. The axe scans (a11y.spec.ts, routes.spec.ts) cannot see any
 * of this.
 */
import type { Locator, Page } from "@playwright/test";
import { CONSENT_STORAGE_KEY } from "../../core/consent.ts";
import { SERVICE_OPTIONS } from "../../core/forms.ts";
import { JOB_KEYS } from "../../core/jobs.ts";
import { LANGUAGES, localizedPath, otherLanguage, type Language } from "../../core/language.ts";
import { screenPath } from "../../core/routes.ts";
import {
  DESKTOP,
  FIRST_VISIT,
  MESSAGES,
  emptyFormErrors,
  PHONE,
  endingWith,
  expect,
  expectedHeading,
  gotoHydrated,
  storedValue,
  test,
  toast,
  uniqueEmail,
} from "./fixtures.ts";

test.use({ reducedMotion: "reduce", viewport: DESKTOP });

/** The expected header navigation, in order. */
const HEADER_NAV = ["about", "services", "portfolio", "contact"] as const;

// ---------------------------------------------------------------------------------------------------------
// Where focus is, and whether a sighted keyboard user can see it

interface FocusStop {
  /** The same number each time the same element has focus (within one page load). */
  key: number;
  /** Tag, id, href and name of the focused element, for the messages. */
  element: string;
  /** What shows focus: the outline or ring found, or undefined when nothing does. */
  indicator: string | undefined;
  /** How many of 25 points spread over the element are painted by it (0: entirely hidden or off screen). */
  visiblePoints: number;
}

/**
 * Describes the focused element, or returns undefined when focus is on the page itself (`<body>`), which is
 * where Tab goes after the last stop before it wraps around.
 *
 * Indicator: a non-transparent outline of some width (the site's `:focus-visible` style), or a box-shadow ring
 * (Tailwind's `ring`: no offset, no blur, a spread). Transitions are finished first, so the colours read are
 * the final ones. A visually hidden control (the file inputs are `sr-only` inside their drop zone) shows its
 * focus on its label, so the label is what is checked.
 *
 * Not obscured (2.4.11): `elementFromPoint` on a 5×5 grid over the element, clipped to the viewport; a point
 * counts when the element (or something inside it) is what is painted there.
 */
function focusStop(page: Page): Promise<FocusStop | undefined> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return undefined;

    const box = element.getBoundingClientRect();
    const hidden = box.width <= 1 || box.height <= 1;
    const label = element.closest("label") ?? (element as HTMLInputElement).labels?.[0];
    const shown: Element = hidden && label ? label : element;
    for (const animation of shown.getAnimations()) if (animation instanceof CSSTransition) animation.finish();

    const transparent = (color: string) =>
      color === "transparent" || /,\s*0(\.0+)?\)$/.test(color) || /\/\s*0(\.0+)?\)$/.test(color);
    const style = getComputedStyle(shown);
    const indicators: string[] = [];
    if (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0 && !transparent(style.outlineColor))
      indicators.push(`outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`);
    for (const shadow of style.boxShadow === "none" ? [] : style.boxShadow.split(/,(?![^(]*\))/)) {
      const color = /(rgba?|color|oklch|oklab|lab|lch|hsla?)\([^)]*\)/.exec(shadow)?.[0] ?? "";
      const [x = 0, y = 0, blur = 0, spread = 0] = (shadow.replace(color, "").match(/-?[\d.]+px/g) ?? []).map(
        parseFloat,
      );
      if (x === 0 && y === 0 && blur === 0 && spread > 0 && !transparent(color))
        indicators.push(`ring ${spread}px ${color}`);
    }

    const rect = shown.getBoundingClientRect();
    const left = Math.max(rect.left, 0);
    const right = Math.min(rect.right, document.documentElement.clientWidth);
    const top = Math.max(rect.top, 0);
    const bottom = Math.min(rect.bottom, document.documentElement.clientHeight);
    let visiblePoints = 0;
    if (right > left && bottom > top) {
      for (let i = 0; i < 5; i += 1) {
        for (let j = 0; j < 5; j += 1) {
          const x = left + ((right - left) * (i + 0.5)) / 5;
          const y = top + ((bottom - top) * (j + 0.5)) / 5;
          const painted = document.elementFromPoint(x, y);
          if (painted && (shown.contains(painted) || element.contains(painted))) visiblePoints += 1;
        }
      }
    }

    const registry = window as unknown as { focusKeys?: Map<Element, number> };
    registry.focusKeys ??= new Map();
    const key = registry.focusKeys.get(element) ?? registry.focusKeys.size;
    registry.focusKeys.set(element, key);

    const name = (element.getAttribute("aria-label") ?? element.textContent).replace(/\s+/g, " ").trim();
    const href = element.getAttribute("href");
    return {
      key,
      element: `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${href ? `[href="${href}"]` : ""} "${name.slice(0, 40)}"`,
      indicator: indicators.length > 0 ? indicators.join(", ") : undefined,
      visiblePoints,
    };
  });
}

/** The problems of one Tab stop, in words (empty when it is fine). */
function focusProblems(stop: FocusStop, where: string): string[] {
  const problems: string[] = [];
  if (!stop.indicator) problems.push(`${where}: ${stop.element} has no visible focus indicator`);
  if (stop.visiblePoints === 0) problems.push(`${where}: ${stop.element} is entirely hidden or off screen`);
  return problems;
}

/** Expects the focused element to show its focus and to be at least partly visible. */
async function expectVisibleFocus(page: Page, where: string) {
  const stop = await focusStop(page);
  expect(stop, `${where}: something is focused`).toBeDefined();
  expect(focusProblems(stop as FocusStop, where)).toEqual([]);
}

/**
 * Presses `key` (Tab or Shift+Tab) from wherever focus is until focus reaches the page itself (`<body>`) or comes
 * back round, checking every stop on the way; returns the stops in order. Problems are reported together at
 * the end, so one failure lists every stop that has one.
 */
async function walkFocus(page: Page, where: string, key: "Tab" | "Shift+Tab" = "Tab", limit = 150) {
  const stops: FocusStop[] = [];
  const problems: string[] = [];
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press(key);
    const stop = await focusStop(page);
    // Done when focus reaches the page itself, or comes back round to the first stop without doing so.
    if (!stop || stop.key === stops[0]?.key) break;
    stops.push(stop);
    problems.push(...focusProblems(stop, `${where}, ${key} #${press + 1}`));
  }
  expect(stops.length, `${where}: ${key} comes back to the page within ${limit} presses`).toBeLessThan(limit);
  expect(problems, `${where}: every stop shows focus and is not hidden`).toEqual([]);
  return stops.map((stop) => stop.element);
}

/** Presses `key` until `target` has focus (at most `limit` times), checking every stop on the way. */
async function pressUntilFocused(page: Page, target: Locator, where: string, key = "Tab", limit = 60) {
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press(key);
    await expectVisibleFocus(page, `${where}, ${key} #${press + 1}`);
    if (await target.evaluate((element) => element === document.activeElement)) return press + 1;
  }
  throw new Error(`${where}: ${key} never reached ${target.toString()} in ${limit} presses`);
}

/** Is focus inside `container`? */
function holdsFocus(container: Locator): Promise<boolean> {
  return container.evaluate((element) => element.contains(document.activeElement));
}

// ---------------------------------------------------------------------------------------------------------
// Header

test.describe("header", () => {
  for (const language of LANGUAGES) {
    const m = MESSAGES[language];

    test(`skip link first, then the header in order; Enter follows a link and switches the language (${language})`, async ({
      page,
    }) => {
      await gotoHydrated(page, localizedPath("/", language), language);
      const banner = page.getByRole("banner");

      await test.step("the skip link is the first stop and moves focus to the main content", async () => {
        await page.keyboard.press("Tab");
        const skip = page.getByRole("link", { name: m.common.skipToContent });
        await expect(skip).toBeFocused();
        await expectVisibleFocus(page, "skip link");
        await page.keyboard.press("Enter");
        await expect(page.getByRole("main")).toBeFocused();
        // The next stop is the first one inside the main content, not back in the header.
        await page.keyboard.press("Tab");
        expect(await holdsFocus(page.getByRole("main"))).toBe(true);
        await expectVisibleFocus(page, "first stop in the main content");
      });

      await test.step("Tab goes through logo, navigation, language toggle and Get Started", async () => {
        await gotoHydrated(page, localizedPath("/", language), language);
        const expected: Locator[] = [
          page.getByRole("link", { name: m.common.skipToContent }),
          banner.getByRole("link", { name: m.common.homeLink }),
          ...HEADER_NAV.map((key) => banner.getByRole("link", { name: m.common.nav[key], exact: true })),
          banner.getByRole("link", { name: m.common.languageToggle.name }),
          banner.getByRole("link", { name: m.common.getStarted }),
        ];
        for (const [index, stop] of expected.entries()) {
          await page.keyboard.press("Tab");
          await expect(stop, `Tab stop ${index + 1}`).toBeFocused();
          await expectVisibleFocus(page, `header stop ${index + 1}`);
        }
        for (const key of HEADER_NAV) {
          await expect(banner.getByRole("link", { name: m.common.nav[key], exact: true })).toHaveAttribute(
            "href",
            localizedPath(screenPath(key), language),
          );
        }
        // Shift+Tab walks back the same way.
        for (const stop of expected.slice(0, -1).reverse()) {
          await page.keyboard.press("Shift+Tab");
          await expect(stop).toBeFocused();
        }
      });

      await test.step("Enter on a navigation link navigates", async () => {
        await page.keyboard.press("Tab"); // home link
        await page.keyboard.press("Tab"); // about
        await page.keyboard.press("Tab"); // services
        const services = banner.getByRole("link", { name: m.common.nav.services, exact: true });
        await expect(services).toBeFocused();
        await page.keyboard.press("Enter");
        await expect(page).toHaveURL(localizedPath("/services", language));
        await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName(
          expectedHeading("services", language),
        );
        await expect(services).toHaveAttribute("aria-current", "page");
      });

      await test.step("Enter on the language toggle (a link) opens the same page in the other language", async () => {
        const toggle = banner.getByRole("link", { name: m.common.languageToggle.name });
        await pressUntilFocused(page, toggle, "to the language toggle");
        await page.keyboard.press("Enter");
        const other = otherLanguage(language);
        await expect(page).toHaveURL(localizedPath("/services", other));
        await expect(page.locator("html")).toHaveAttribute("lang", other);
        await expect(
          page.getByRole("banner").getByRole("link", { name: MESSAGES[other].common.languageToggle.name }),
        ).toBeVisible();
      });
    });
  }
});

// ---------------------------------------------------------------------------------------------------------
// Mobile sheet

test.describe("mobile sheet", () => {
  test.use({ viewport: PHONE });

  for (const language of LANGUAGES) {
    const m = MESSAGES[language];

    test(`opens with Enter, keeps focus inside, closes with Escape, follows a link with Enter (${language})`, async ({
      page,
    }) => {
      await gotoHydrated(page, localizedPath("/", language), language);
      const menu = page.getByRole("button", { name: m.common.menu.open });
      const dialog = page.getByRole("dialog", { name: m.common.menu.title });
      await pressUntilFocused(page, menu, "to the menu button");

      await test.step("Enter opens the sheet and focus moves into it", async () => {
        await page.keyboard.press("Enter");
        await expect(dialog).toBeVisible();
        await expect.poll(() => holdsFocus(dialog)).toBe(true);
        await expectVisibleFocus(page, "first stop in the sheet");
      });

      await test.step("Tab and Shift+Tab stay inside the sheet", async () => {
        const controls = await dialog.locator("a[href], button").count();
        const seen = new Set<string>();
        for (let press = 0; press < controls + 2; press += 1) {
          await page.keyboard.press("Tab");
          expect(await holdsFocus(dialog), `inside after Tab #${press + 1}`).toBe(true);
          await expectVisibleFocus(page, `sheet, Tab #${press + 1}`);
          seen.add((await focusStop(page))?.element ?? "");
        }
        expect(seen.size, "Tab reached every control of the sheet").toBe(controls);
        for (let press = 0; press < controls + 2; press += 1) {
          await page.keyboard.press("Shift+Tab");
          expect(await holdsFocus(dialog), `inside after Shift+Tab #${press + 1}`).toBe(true);
        }
      });

      await test.step("Escape closes it and focus returns to the menu button", async () => {
        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden();
        await expect(menu).toBeFocused();
        await expectVisibleFocus(page, "menu button after Escape");
      });

      await test.step("Space opens it again; Enter on a link closes it and navigates", async () => {
        await page.keyboard.press("Space");
        await expect(dialog).toBeVisible();
        const careers = dialog.getByRole("link", { name: m.common.nav.careers, exact: true });
        await pressUntilFocused(page, careers, "to Careers in the sheet");
        await page.keyboard.press("Enter");
        await expect(dialog).toBeHidden();
        await expect(page).toHaveURL(localizedPath("/careers", language));
        await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName(
          expectedHeading("careers", language),
        );
      });
    });
  }
});

// ---------------------------------------------------------------------------------------------------------
// Cookie banner

test.describe("cookie banner", () => {
  test.use({ storageState: FIRST_VISIT });

  const choices = [
    { language: "en-CA", choice: "accept", key: "Enter", stored: "accepted", viewport: DESKTOP },
    { language: "fr-CA", choice: "decline", key: "Space", stored: "declined", viewport: PHONE },
    { language: "en-CA", choice: "close", key: "Space", stored: "declined", viewport: PHONE },
  ] as const;

  for (const { language, choice, key, stored, viewport } of choices) {
    const m = MESSAGES[language];

    test(`reached with Tab past visible stops; ${key} on "${m.common.cookieBanner[choice]}" stores ${stored}, focus goes to the main content (${language}, ${viewport.width}px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await gotoHydrated(page, localizedPath("/contact", language), language);
      const banner = page.getByRole("region", { name: m.common.cookieBanner.label });
      await expect(banner).toBeVisible();

      // The banner comes last in the page; every stop before it must stay visible above it (2.4.11).
      const policy = banner.getByRole("link", { name: m.common.cookieBanner.policyLink });
      await pressUntilFocused(page, policy, "to the cookie banner", "Tab", 80);
      const order = (["accept", "decline", "close"] as const).map((control) =>
        banner.getByRole("button", { name: m.common.cookieBanner[control], exact: true }),
      );
      for (const control of order) {
        await page.keyboard.press("Tab");
        await expect(control).toBeFocused();
        await expectVisibleFocus(page, "cookie banner");
      }
      // Back to the chosen button (the close button is the last stop).
      const index = (["accept", "decline", "close"] as const).indexOf(choice);
      for (let press = index; press < order.length - 1; press += 1) await page.keyboard.press("Shift+Tab");
      await expect(order[index] as Locator).toBeFocused();

      await page.keyboard.press(key);
      await expect(banner).toBeHidden();
      expect(await storedValue(page, CONSENT_STORAGE_KEY)).toBe(stored);
      // Focus does not fall back to the page itself: it goes where the skip link goes, and Tab continues there.
      await expect(page.getByRole("main")).toBeFocused();
      await page.keyboard.press("Tab");
      expect(await holdsFocus(page.getByRole("main"))).toBe(true);
      await expectVisibleFocus(page, "first stop after the banner");
    });
  }

  test("the chat button and the open chat stay above the banner (at 640px; a phone gets it once the banner is answered)", async ({
    page,
  }) => {
    const m = MESSAGES["en-CA"];
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, "/contact");
    const banner = page.getByRole("region", { name: m.common.cookieBanner.label });
    await expect(banner).toBeVisible();
    const launcher = page.getByRole("button", { name: m.chat.open });
    await expect(launcher).toBeHidden();
    await page.setViewportSize({ width: 640, height: 800 });
    await pressUntilFocused(page, launcher, "to the chat button");
    await page.keyboard.press("Enter");
    const panel = page.getByRole("dialog", { name: m.chat.title });
    await expect(panel.getByLabel(m.chat.inputLabel)).toBeFocused();
    await expectVisibleFocus(page, "chat message box with the banner showing");
    const [panelBox, bannerBox] = await Promise.all([panel.boundingBox(), banner.boundingBox()]);
    expect((panelBox?.y ?? 0) + (panelBox?.height ?? 0)).toBeLessThanOrEqual(bannerBox?.y ?? 0);
  });
});

// ---------------------------------------------------------------------------------------------------------
// Forms

/** `id`'s control is invalid and its error message is what assistive technology reads with it. */
async function expectAnnouncedError(page: Page, id: string, message: string) {
  const control = page.locator(`#${id}`);
  await expect(control, id).toHaveAttribute("aria-invalid", "true");
  await expect(control, id).toHaveAttribute("aria-describedby", new RegExp(`(^| )${id}-error( |$)`));
  await expect(control, id).toHaveAccessibleDescription(endingWith(message));
  await expect(page.locator(`#${id}-error`), id).toHaveText(message);
  await expect(page.locator(`#${id}-error`), id).toBeVisible();
}

/** Types into the focused field, then checks it is the expected one and holds the text. */
async function typeInto(page: Page, field: Locator, text: string) {
  await expect(field).toBeFocused();
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

const LONG = "I have built bilingual, accessible web applications for museums for six years.";

for (const language of LANGUAGES) {
  const m = MESSAGES[language];

  test.describe(`forms by keyboard (${language})`, () => {
    test("contact: empty submit announces the errors and focuses the first; filled by keyboard, it is sent", async ({
      page,
    }) => {
      await gotoHydrated(page, localizedPath("/contact", language), language);
      const submit = page.getByRole("button", { name: m.contact.form.submit, exact: true });
      const field = (id: string) => page.locator(`#contact-${id}`);

      await test.step("Tab to the submit button past every field; Enter on it with nothing filled", async () => {
        await pressUntilFocused(page, submit, "to the contact submit button");
        await page.keyboard.press("Enter");
        await expect(field("firstName")).toBeFocused();
        await expectVisibleFocus(page, "first invalid field");
        for (const [id, message] of emptyFormErrors("contact", m)) await expectAnnouncedError(page, id, message);
        for (const id of ["company", "service"]) await expect(field(id)).not.toHaveAttribute("aria-invalid", "true");
        await expect(page.locator('[data-slot="field-error"]')).toHaveCount(4);
        await expect(toast(page)).toHaveCount(0);
      });

      await test.step("fill every field with the keyboard and send with Enter", async () => {
        await typeInto(page, field("firstName"), "Léa");
        await page.keyboard.press("Tab");
        await typeInto(page, field("lastName"), "Tremblay");
        await page.keyboard.press("Tab");
        await typeInto(page, field("email"), uniqueEmail("keyboard"));
        await page.keyboard.press("Tab");
        await typeInto(page, field("company"), "Musée");
        await page.keyboard.press("Tab");
        await expect(field("service")).toBeFocused();
        await page.keyboard.press("ArrowDown");
        await expect(field("service")).toHaveValue(SERVICE_OPTIONS[1]);
        await page.keyboard.press("Tab");
        await typeInto(page, field("message"), "We would like an AI guide for our museum.");
        await page.keyboard.press("Tab");
        await expect(submit).toBeFocused();
        await page.keyboard.press("Enter");

        await expect(toast(page)).toHaveAttribute("data-type", "success");
        await expect(toast(page)).toContainText(m.toasts.contactSuccess.title);
        await expect(toast(page)).toContainText(m.toasts.contactSuccess.description);
        await expect(field("message")).toHaveValue("");
        await expect(page.locator('[data-slot="field-error"]')).toHaveCount(0);
      });
    });

    test("application: empty submit announces the errors and focuses the first; filled by keyboard, it is sent", async ({
      page,
    }) => {
      await gotoHydrated(page, localizedPath("/application", language), language);
      const submit = page.getByRole("button", { name: m.application.submit });
      const field = (id: string) => page.locator(`#application-${id}`);

      await test.step("every field, both file inputs included, is a Tab stop before the submit button", async () => {
        const order = [
          "position",
          "firstName",
          "lastName",
          "email",
          "phone",
          "portfolioUrl",
          "motivation",
          "availableStart",
          "coverLetter",
          "resume",
        ];
        for (const id of order) {
          await pressUntilFocused(page, field(id), `to #${id}`, "Tab", id === "position" ? 30 : 1);
        }
        await page.keyboard.press("Tab");
        await expect(submit).toBeFocused();
        await expectVisibleFocus(page, "application submit button");
      });

      await test.step("Enter on submit with nothing filled", async () => {
        await page.keyboard.press("Enter");
        await expect(field("position")).toBeFocused();
        await expectVisibleFocus(page, "first invalid field");
        for (const [id, message] of emptyFormErrors("application", m)) await expectAnnouncedError(page, id, message);
        // No position chosen: the experience question is not shown, and neither is its message.
        await expect(page.locator('[data-slot="field-error"]:visible')).toHaveCount(7);
        await expect(toast(page)).toHaveCount(0);
      });

      await test.step("fill it with the keyboard (the arrow key chooses the position) and send with Enter", async () => {
        await page.keyboard.press("ArrowDown");
        await expect(field("position")).toHaveValue(JOB_KEYS[0]);
        await expect(page.locator("label[for=application-experience]")).toHaveText(
          m.application.fields.experience[JOB_KEYS[0]],
          { useInnerText: true },
        );
        await page.keyboard.press("Tab");
        await typeInto(page, field("firstName"), "Ada");
        await page.keyboard.press("Tab");
        await typeInto(page, field("lastName"), "Lovelace");
        await page.keyboard.press("Tab");
        await typeInto(page, field("email"), uniqueEmail("keyboard"));
        await page.keyboard.press("Tab");
        await typeInto(page, field("phone"), "613-555-0199");
        await page.keyboard.press("Tab");
        await typeInto(page, field("portfolioUrl"), "https://example.com/ada");
        await page.keyboard.press("Tab");
        await typeInto(page, field("experience"), LONG);
        await page.keyboard.press("Tab");
        await typeInto(page, field("motivation"), LONG);
        await page.keyboard.press("Tab");
        await typeInto(page, field("availableStart"), "2025-09-01");
        // The two optional file inputs stay empty.
        await page.keyboard.press("Tab");
        await expect(field("coverLetter")).toBeFocused();
        await page.keyboard.press("Tab");
        await expect(field("resume")).toBeFocused();
        await page.keyboard.press("Tab");
        await expect(submit).toBeFocused();
        await page.keyboard.press("Enter");

        await expect(toast(page)).toHaveAttribute("data-type", "success");
        await expect(toast(page)).toContainText(m.toasts.applicationSuccess.title);
        await expect(toast(page)).toContainText(m.toasts.applicationSuccess.description);
        await expect(field("firstName")).toHaveValue("");
        await expect(page.locator('[data-slot="field-error"]')).toHaveCount(0);
      });
    });
  });
}

// ---------------------------------------------------------------------------------------------------------
// Chat

test.describe("chat by keyboard", () => {
  for (const [language, question] of [
    ["en-CA", "What services do you offer?"],
    ["fr-CA", "Quels services offrez-vous ?"],
  ] as const satisfies readonly (readonly [Language, string])[]) {
    const m = MESSAGES[language];

    test(`Enter opens it on the message box, Enter sends, Escape and the close button return focus (${language})`, async ({
      page,
    }) => {
      await gotoHydrated(page, localizedPath("/contact", language), language);
      const launcher = page.getByRole("button", { name: m.chat.open });
      const panel = page.getByRole("dialog", { name: m.chat.title });
      const input = panel.getByLabel(m.chat.inputLabel);
      const log = panel.getByRole("log");
      await pressUntilFocused(page, launcher, "to the chat button");

      await page.keyboard.press("Enter");
      await expect(panel).toBeVisible();
      await expect(input).toBeFocused();
      await expectVisibleFocus(page, "chat message box");

      await page.keyboard.type(question);
      await page.keyboard.press("Enter");
      await expect(log.locator("[data-role=user]")).toContainText(question);
      await expect(log.locator("[data-role=assistant]")).toHaveCount(2);
      await expect(input).toHaveValue("");
      // After the reply, focus is back in the message box, ready for the next question.
      await expect(input).toBeFocused();

      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
      await expect(launcher).toBeFocused();
      await expectVisibleFocus(page, "chat button after Escape");

      // Open again with Space; the conversation is still there. Shift+Tab to the close button, Enter.
      await page.keyboard.press("Space");
      await expect(input).toBeFocused();
      await expect(log.locator("[data-role=user]")).toHaveCount(1);
      const close = panel.getByRole("button", { name: m.chat.close });
      await pressUntilFocused(page, close, "back to the close button", "Shift+Tab", 3);
      await page.keyboard.press("Enter");
      await expect(panel).toBeHidden();
      await expect(page.getByRole("button", { name: m.chat.open })).toBeFocused();
    });
  }
});

// ---------------------------------------------------------------------------------------------------------
// Visible focus on every stop of whole pages

test.describe("every Tab stop shows focus and is not hidden", () => {
  const pages = [
    { path: localizedPath("/", "en-CA"), language: "en-CA", viewport: DESKTOP },
    { path: localizedPath("/", "fr-CA"), language: "fr-CA", viewport: PHONE },
    { path: localizedPath("/contact", "fr-CA"), language: "fr-CA", viewport: DESKTOP },
    { path: localizedPath("/contact", "en-CA"), language: "en-CA", viewport: PHONE },
    { path: localizedPath("/application", "en-CA"), language: "en-CA", viewport: PHONE },
    { path: localizedPath("/about", "fr-CA"), language: "fr-CA", viewport: DESKTOP },
  ] as const;

  for (const { path, language, viewport } of pages) {
    test(`${path} at ${viewport.width}px: forwards and backwards, the same stops`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await gotoHydrated(page, path, language);
      const forwards = await walkFocus(page, `${path} at ${viewport.width}px`);
      expect(forwards[0]).toContain(MESSAGES[language].common.skipToContent);
      // Back from the end: the same stops in reverse order (a consistent focus order, 2.4.3).
      const backwards = await walkFocus(page, `${path} at ${viewport.width}px`, "Shift+Tab");
      expect(backwards).toEqual([...forwards].reverse());
    });
  }

  test.describe("with the cookie banner showing", () => {
    test.use({ storageState: FIRST_VISIT });

    for (const viewport of [PHONE, { width: 320, height: 640 }]) {
      test(`contact page at ${viewport.width}px: no stop is hidden under the banner`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await gotoHydrated(page, "/contact");
        await expect(page.getByRole("region", { name: MESSAGES["en-CA"].common.cookieBanner.label })).toBeVisible();
        const forwards = await walkFocus(page, `/contact with the banner at ${viewport.width}px`);
        const backwards = await walkFocus(page, `/contact with the banner at ${viewport.width}px`, "Shift+Tab");
        expect(backwards).toEqual([...forwards].reverse());
      });
    }
  });
});
