/**
 * The translations in the browser: a page gets the strings of its language and of what it shows, no more, in
 * one module (`scripts/vite-page-strings.ts`). The page's hydration plan lists it with the rest of its code
 * (ADR 011), so it arrives after the first paint and before hydration; a client-side navigation first loads the
 * strings of the page it goes to (root.tsx middleware). Prerendering, on the build machine, has every language
 * at hand.
 */
import { LANGUAGES, languageFromPath, type Language } from "../core/language.ts";
import { pageForPath } from "../core/routes.ts";
import PAGE_STRINGS from "virtual:page-strings";
import { failLoudly, missingValue, translator, type Translate } from "../locales/translate.ts";
import type { Messages } from "../locales/types.ts";
import { useLanguage } from "./lib/language";

const everything: Record<Language, Messages> | undefined = import.meta.env.SSR
  ? (await import("../locales/index.ts")).MESSAGES
  : undefined;
const loaded: Record<Language, Partial<Messages>> = { "en-CA": {}, "fr-CA": {} };
/**
 * A key the page's strings do not hold (a namespace the page forgot to declare): the development server and
 * prerendering stop on it; a built page logs it, which fails the browser tests, and shows the key.
 */
function onMissing(key: string): unknown {
  if (import.meta.env.DEV || import.meta.env.SSR) return failLoudly(key);
  console.error(`Missing translation: ${key}`);
  return missingValue(key);
}

const translators = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    translator<Messages>(() => everything?.[language] ?? loaded[language], onMissing),
  ]),
) as Record<Language, Translate<Messages>>;

export function translatorFor(language: Language): Translate<Messages> {
  return translators[language];
}

/** The translator of the page's language. */
export function useTranslation(): { t: Translate<Messages> } {
  return { t: translatorFor(useLanguage()) };
}

/** Where the browser finds each page's strings; prerendering lists a page's in its hydration plan. */
const files: Record<string, string> | undefined = import.meta.env.SSR
  ? (await import("virtual:page-strings-files")).default
  : undefined;

/** The module of the strings the page at `pathname` shows, for its hydration plan (prerendering only). */
export function pageTranslationModules(pathname: string): string[] {
  if (!files) throw new Error("The page's translation modules are listed by prerendering only.");
  const key = `${languageFromPath(pathname)}/${pageForPath(pathname)}`;
  const file = files[key];
  if (!file) throw new Error(`No strings module for ${key}`);
  return [file];
}

const pending = new Map<string, Promise<void>>();

/** Loads the strings of the page at `pathname`, in its language, unless the browser has them already. */
export function loadPageTranslations(pathname: string): Promise<void> {
  if (everything) return Promise.resolve();
  const language = languageFromPath(pathname);
  const key = `${language}/${pageForPath(pathname)}`;
  let promise = pending.get(key);
  if (!promise) {
    const module = PAGE_STRINGS[key];
    if (!module) throw new Error(`No strings module for ${key}`);
    promise = module().then((exports) => void Object.assign(loaded[language], exports as Partial<Messages>));
    // A failed download (offline for a moment) may be tried again by the next navigation.
    promise.catch(() => pending.delete(key));
    pending.set(key, promise);
  }
  return promise;
}
