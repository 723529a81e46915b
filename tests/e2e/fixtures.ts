/**
 * Shared helpers of the browser tests. Expected wording always comes from the translation files (`en`, `fr`),
 * routes from core/routes.ts, storage keys from core/: nothing here is a second copy of the product.
 */
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { CONSENT_STORAGE_KEY } from "../../core/consent.ts";
import { LANGUAGE_STORAGE_KEY, LANGUAGES, type Language } from "../../core/language.ts";
import type { ScreenKey } from "../../core/routes.ts";
import { en } from "../../locales/en-CA/index.ts";
import { fr } from "../../locales/fr-CA/index.ts";
import type { Messages } from "../../locales/types.ts";
import { BASE_URL, MAILBOX_URL } from "../../playwright.config.ts";
import type { ReceivedMail } from "../support/smtp-sink.ts";

export { expect };
export { en, fr };

export const MESSAGES: Record<Language, Messages> = { "en-CA": en, "fr-CA": fr };

/**
 * What a form sent empty shows, in the form's order: each required field's id and its message (the optional
 * fields show none).
 */
export function emptyFormErrors(form: "contact" | "application", m: Messages): [id: string, message: string][] {
  const v = m.validation;
  const errors: Record<typeof form, [string, string][]> = {
    contact: [
      ["firstName", v.firstNameMin],
      ["lastName", v.lastNameMin],
      ["email", v.emailInvalid],
      ["message", v.messageRequired],
    ],
    application: [
      ["position", v.positionRequired],
      ["firstName", v.firstNameMin],
      ["lastName", v.lastNameMin],
      ["email", v.emailInvalid],
      ["phone", v.phoneInvalid],
      ["motivation", v.motivationMin],
      ["availableStart", v.availabilityRequired],
    ],
  };
  return errors[form].map(([field, message]) => [`${form}-${field}`, message]);
}

/** A storage state where the visitor already answered the cookie banner, so it never covers the page. */
export const CONSENTED = {
  cookies: [],
  origins: [{ origin: BASE_URL, localStorage: [{ name: CONSENT_STORAGE_KEY, value: "accepted" }] }],
};
/** A first visit: nothing stored, the cookie banner shows. */
export const FIRST_VISIT = { cookies: [], origins: [] };

// ---------------------------------------------------------------------------------------------------------
// Expected wording

/** `{{name}}` interpolation as the site's translator does it, for templates read from the translation files. */
export function interpolate(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`);
}

/** The document title a page should carry. */
export function expectedTitle(key: ScreenKey | "notFound", language: Language): string {
  const m = MESSAGES[language];
  if (key === "home") return m.home.metaTitle;
  const page = m[key].metaTitle;
  return interpolate(m.meta.titleTemplate, { page });
}

/** The text of a page's `<h1>` as a screen reader reads it. */
export function expectedHeading(key: ScreenKey | "notFound", language: Language): string {
  const m = MESSAGES[language];
  switch (key) {
    case "home":
      return m.home.hero.headlineStart + m.home.hero.headlineHighlight;
    case "about":
      return `${m.about.hero.title} ${m.about.hero.titleHighlight}`;
    case "notFound":
      return m.notFound.title;
    case "services":
    case "portfolio":
    case "careers":
    case "application":
    case "contact":
      return m[key].hero.title;
    default:
      return m[key].title;
  }
}

// ---------------------------------------------------------------------------------------------------------
// Raw HTML (what a crawler or a reader without JavaScript receives)

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, code: string) => {
    if (code[0] === "#")
      return String.fromCodePoint(
        code[1] === "x" || code[1] === "X" ? parseInt(code.slice(2), 16) : Number(code.slice(1)),
      );
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

const VOID_ELEMENTS = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);

/** The text of an HTML fragment without the parts hidden from assistive technology (`aria-hidden="true"`). */
export function accessibleText(fragment: string): string {
  let text = "";
  const stack: boolean[] = [];
  const hidden = () => stack.some(Boolean);
  for (const match of fragment.replace(/<!--[\s\S]*?-->/g, "").matchAll(/<(\/?)([a-zA-Z][\w-]*)([^>]*)>|([^<]+)/g)) {
    const [, closing, tag = "", attributes = "", content] = match;
    if (content !== undefined) {
      if (!hidden()) text += content;
    } else if (closing) {
      stack.pop();
    } else if (!VOID_ELEMENTS.has(tag.toLowerCase()) && !attributes.trimEnd().endsWith("/")) {
      stack.push(/\baria-hidden="true"/.test(attributes));
    }
  }
  return decodeEntities(text).replace(/\s+/g, " ").trim();
}

export interface RawPage {
  status: number;
  html: string;
  lang: string | undefined;
  title: string | undefined;
  /** Accessible text of every `<h1>`. */
  headings: string[];
  /**
   * Every link in the page with its href, accessible text, whether it is marked as the current page, and
   * whether it leads to the other language: the header's toggle, or the offer of the French page.
   */
  links: { href: string; text: string; current: boolean; languageSwitch: "toggle" | "offer" | undefined }[];
}

export async function fetchRaw(request: APIRequestContext, path: string): Promise<RawPage> {
  const response = await request.get(path, { maxRedirects: 0 });
  const html = await response.text();
  return {
    status: response.status(),
    html,
    lang: /<html[^>]*\slang="([^"]*)"/.exec(html)?.[1],
    title: decodeEntities(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? "") || undefined,
    headings: [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((match) => accessibleText(match[1] ?? "")),
    links: [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].map((match) => ({
      href: decodeEntities(/\shref="([^"]*)"/.exec(match[1] ?? "")?.[1] ?? ""),
      text: accessibleText(match[2] ?? ""),
      current: /\saria-current="page"/.test(match[1] ?? ""),
      languageSwitch: /\sdata-language-switch="(toggle|offer)"/.exec(match[1] ?? "")?.[1] as
        "toggle" | "offer" | undefined,
    })),
  };
}

/** Is this internal link in the given language? French ones carry `/fr`, English ones never do. */
export function isLocalizedHref(href: string, language: Language): boolean {
  const french = /^\/fr(?:[/?#]|$)/.test(href);
  return language === "fr-CA" ? french : !french;
}

// ---------------------------------------------------------------------------------------------------------
// Navigation

/**
 * Opens a page and waits until it is awake: its site script has run (it remembers the page's language in
 * browser storage) and every island on it has hydrated (Astro removes an island's `ssr` attribute then).
 * Nothing is touched: a page wakes by itself (ADR 011). The stored language is cleared first, so that a value
 * left by an earlier page cannot be mistaken for it.
 */
export async function gotoHydrated(
  page: Page,
  path: string,
  language: Language = path.startsWith("/fr") ? "fr-CA" : "en-CA",
) {
  await forgetLanguage(page);
  const response = await page.goto(path, { waitUntil: "domcontentloaded" });
  await waitForHydration(page, language);
  return response;
}

export async function reloadHydrated(page: Page, language: Language) {
  await forgetLanguage(page);
  await page.reload({ waitUntil: "domcontentloaded" });
  await waitForHydration(page, language);
}

async function forgetLanguage(page: Page) {
  if (page.url().startsWith(BASE_URL)) await page.evaluate((key) => localStorage.removeItem(key), LANGUAGE_STORAGE_KEY);
}

/** Waits, without touching the page, until its script has run and its islands have hydrated. */
export async function waitForHydration(page: Page, language: Language) {
  await expect
    .poll(
      () =>
        page
          .evaluate(
            (key) => (document.querySelector("astro-island[ssr]") ? "islands asleep" : localStorage.getItem(key)),
            LANGUAGE_STORAGE_KEY,
          )
          .catch(() => null), // the page is being replaced
      { timeout: 20_000, message: "the page wakes by itself" },
    )
    .toBe(language);
}

/**
 * A control's accessible description that ends with `message`: its error, after its hint where it has one
 * (the application's start date).
 */
export function endingWith(message: string): RegExp {
  return new RegExp(`${message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
}

export function storedValue(page: Page, key: string) {
  return page.evaluate((name) => localStorage.getItem(name), key);
}

export function headerNav(page: Page, language: Language): Locator {
  return page.getByRole("banner").getByRole("navigation", { name: MESSAGES[language].common.nav.label });
}

export function toast(page: Page): Locator {
  return page.locator("[data-sonner-toast]");
}

// ---------------------------------------------------------------------------------------------------------
// Accessibility

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 360, height: 800 };

/**
 * One known conflict, waived for this one control only: the product fixes the language toggle's visible
 * label ("FR"/"EN") and its accessible name ("Switch to French"/"Passer à l'anglais"), while axe's
 * label-content-name-mismatch (WCAG 2.5.3, Label in Name) wants the visible text inside the name. Any other
 * element failing that rule, and every other rule, still fails the test.
 */
const TOGGLE_NAMES = LANGUAGES.map((language) => MESSAGES[language].common.languageToggle.name);
function isWaived(ruleId: string, html: string): boolean {
  return ruleId === "label-content-name-mismatch" && TOGGLE_NAMES.some((name) => html.includes(`aria-label="${name}"`));
}

/** axe with the WCAG 2.2 A and AA tags; the failure message lists each violation and its elements. */
export async function expectNoAxeViolations(page: Page, label: string, { soft = false }: { soft?: boolean } = {}) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const violations = results.violations
    .map((violation) => ({ ...violation, nodes: violation.nodes.filter((node) => !isWaived(violation.id, node.html)) }))
    .filter((violation) => violation.nodes.length > 0);
  const report = violations
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n` +
        violation.nodes
          .map((node) => `    ${node.target.join(" ")}: ${node.failureSummary?.replace(/\n/g, " ")}`)
          .join("\n"),
    )
    .join("\n");
  (soft ? expect.soft : expect)(violations, `axe violations on ${label}:\n${report}`).toEqual([]);
}

// ---------------------------------------------------------------------------------------------------------
// Console guard: every test fails on a console error or an uncaught page error, unless it names the ones it
// expects (for instance the browser's own "Failed to load resource" line for a deliberate 404).

export interface ConsoleEntry {
  type: string;
  text: string;
}

export const test = base.extend<{ allowedConsoleErrors: RegExp[]; consoleLog: ConsoleEntry[] }>({
  allowedConsoleErrors: [[], { option: true }],
  storageState: CONSENTED,
  consoleLog: [
    async ({ page, allowedConsoleErrors }, use) => {
      const entries: ConsoleEntry[] = [];
      page.on("console", (message) => entries.push({ type: message.type(), text: message.text() }));
      page.on("pageerror", (error) => entries.push({ type: "pageerror", text: `${error.name}: ${error.message}` }));
      await use(entries);
      const unexpected = entries.filter(
        (entry) =>
          (entry.type === "error" || entry.type === "pageerror") &&
          !allowedConsoleErrors.some((pattern) => pattern.test(entry.text)),
      );
      expect(unexpected, "console errors and page errors").toEqual([]);
    },
    { auto: true },
  ],
});

/** The browser's own console line for a response with status 404 (a deliberate one, e.g. a 404 page). */
export const RESOURCE_404 = /Failed to load resource: the server responded with a status of 404/;

// ---------------------------------------------------------------------------------------------------------
// Mail: the site delivers to a real SMTP server on loopback (playwright.config.ts) that lists what it got.

/** The team's inbox (MAIL_TO of the test server). */
export const TEAM_ADDRESS = "team@northlight.example";

/** An address no other test uses, so each test finds its own emails. */
export function uniqueEmail(name: string): string {
  return `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/** Waits for the email to `to` (optionally matching `where`) to reach the SMTP server. */
export async function mailTo(to: string, where: (mail: ReceivedMail) => boolean = () => true): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        const messages = (await (await fetch(MAILBOX_URL)).json()) as ReceivedMail[];
        found = messages.find((mail) => mail.to === to && where(mail));
        return found !== undefined;
      },
      { message: `an email to ${to}`, timeout: 30_000 },
    )
    .toBe(true);
  return found as ReceivedMail;
}

/** Holds every script of the site requested from now on until `release` is called; `held` counts the ones asked for. */
export async function holdScripts(page: Page): Promise<{ held: () => number; release: () => void }> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route("**/assets/*.js", async (route) => {
    held++;
    await gate;
    await route.continue().catch(() => undefined);
  });
  return { held: () => held, release };
}
