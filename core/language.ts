/**
 * The language rules of the site: the path decides, `/fr` is French, anything else English.
 * Pure functions, shared by the router, the prerender list, the server and the tests.
 */
export const LANGUAGES = ["en-CA", "fr-CA"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en-CA";

/** The first path segment that marks each language; English is also reachable without one. */
const PREFIX_OF: Record<Language, string> = { "en-CA": "en", "fr-CA": "fr" };
/** Only French carries a prefix in the links we make; English is the unprefixed default. */
export const FRENCH_PREFIX = "/fr";

/** Storage key of the visitor's language choice, kept in browser storage for later visits. */
export const LANGUAGE_STORAGE_KEY = "language";
/** Storage key of the visitor's answer to the offer of the French page (`accepted` or `declined`). */
export const LANGUAGE_SUGGESTION_STORAGE_KEY = "language-suggestion";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Values read from a URL, storage or the browser are untrusted. Anything that is not a plain language tag
 * (letters, digits, `-` and `_`, short) is discarded so that it can never reach the DOM or a storage write.
 */
export function isSafeLanguageValue(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8}){0,3}$/.test(value);
}

/** Maps a tag such as `fr`, `fr-FR` or `en_US` to one of our two languages, or undefined. */
export function matchLanguage(value: unknown): Language | undefined {
  if (!isSafeLanguageValue(value)) return undefined;
  const primary = value.slice(0, 2).toLowerCase();
  if (primary === "fr") return "fr-CA";
  if (primary === "en") return "en-CA";
  return undefined;
}

function firstSegment(pathname: string): string {
  return pathname.split("/").find((segment) => segment !== "") ?? "";
}

/** The language a path explicitly names with its first segment (`/fr/…` or `/en/…`), if any. */
export function languagePrefixOf(pathname: string): Language | undefined {
  const segment = firstSegment(pathname).toLowerCase();
  return LANGUAGES.find((language) => PREFIX_OF[language] === segment);
}

/** The language of a page: a path beginning with /fr is fr-CA, every other path en-CA. */
export function languageFromPath(pathname: string): Language {
  return languagePrefixOf(pathname) === "fr-CA" ? "fr-CA" : DEFAULT_LANGUAGE;
}

export interface LanguageSignals {
  /** The current path, when there is one (a page). */
  pathname?: string | undefined;
  /** The choice stored in the browser. */
  stored?: string | null | undefined;
  /** `navigator.languages`, most preferred first. */
  browser?: readonly string[] | undefined;
}

/**
 * Detection order: the path, then the stored choice, then the browser language, then en-CA.
 * On a page the path always answers (no prefix means English); the stored choice and the browser only
 * decide where there is no path to read. Unsafe values are skipped, never returned.
 */
export function detectLanguage({ pathname, stored, browser = [] }: LanguageSignals): Language {
  if (pathname !== undefined) return languageFromPath(pathname);
  return matchLanguage(stored) ?? browser.map(matchLanguage).find(isLanguage) ?? DEFAULT_LANGUAGE;
}

/** Removes a leading `/fr` or `/en` segment: `/fr/about` → `/about`, `/fr` → `/`. */
export function stripLanguagePrefix(pathname: string): string {
  if (languagePrefixOf(pathname) === undefined) return pathname || "/";
  const rest = pathname.replace(/^\/+[^/]+/, "");
  return rest === "" ? "/" : rest;
}

/**
 * The link to a site path in a language: `/about` stays `/about` in English and becomes `/fr/about` in
 * French; `/` becomes `/fr`. Query strings and fragments are kept. External or relative links are returned
 * as they are.
 */
export function localizedPath(to: string, language: Language): string {
  if (!to.startsWith("/") || to.startsWith("//")) return to;
  const match = /^([^?#]*)(.*)$/.exec(to);
  const pathname = stripLanguagePrefix(match?.[1] ?? "/");
  const suffix = match?.[2] ?? "";
  if (language === DEFAULT_LANGUAGE) return pathname + suffix;
  return (pathname === "/" ? FRENCH_PREFIX : FRENCH_PREFIX + pathname) + suffix;
}

/**
 * The address of the current page in the other language (the toggle's target), in its one form without a
 * trailing slash (prerendering renders `/fr/about/`).
 */
export function switchLanguagePath(location: { pathname: string; search?: string; hash?: string }, target: Language) {
  const pathname = stripLanguagePrefix(location.pathname).replace(/(.)\/+$/, "$1");
  return localizedPath(`${pathname}${location.search ?? ""}${location.hash ?? ""}`, target);
}

export function otherLanguage(language: Language): Language {
  return language === "fr-CA" ? "en-CA" : "fr-CA";
}

/** The `og:locale` / short form: en-CA → en. */
export function shortLanguage(language: Language): "en" | "fr" {
  return language === "fr-CA" ? "fr" : "en";
}
