import { LANGUAGES, languageFromPath, type Language } from "../core/language.ts";
import { screenForPath, type ScreenKey } from "../core/routes.ts";
import { failLoudly, missingValue, translator, type Translate } from "../locales/translate.ts";
import type { Messages, Namespace } from "../locales/types.ts";
import { useLanguage } from "./lib/language";

/**
 * The translations in the browser: a page gets the strings of its language and of what it shows, no more,
 * one module per namespace. The page's hydration plan lists them with the rest of its code (ADR 011), so
 * they arrive after the first paint and before hydration; a client-side navigation first loads the
 * namespaces of the page it goes to (root.tsx middleware). Prerendering, on the build machine, has every
 * language at hand.
 */
type BrowserNamespace = Exclude<Namespace, "api" | "emails">;

/** What each page shows beyond `meta` and `common`, which every page needs. */
const PAGE_NAMESPACES: Record<ScreenKey | "notFound", BrowserNamespace[]> = {
  home: ["home", "lab"],
  about: ["about", "inclusive"],
  services: ["services", "inclusive"],
  portfolio: ["portfolio", "lab"],
  careers: ["careers"],
  application: ["application", "careers", "validation", "toasts"],
  contact: ["contact", "chat", "validation", "toasts"],
  privacy: ["legal", "privacy"],
  terms: ["legal", "terms"],
  cookies: ["legal", "cookies"],
  notFound: ["notFound"],
};

export function pageNamespaces(pathname: string): BrowserNamespace[] {
  return ["meta", "common", ...PAGE_NAMESPACES[screenForPath(pathname)?.key ?? "notFound"]];
}

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

/** Where the browser finds each namespace module; prerendering lists a page's in its hydration plan. */
const moduleUrls: Record<string, string> | undefined = import.meta.env.SSR
  ? (await import("virtual:locale-modules")).default
  : undefined;

/** The modules of the strings the page at `pathname` shows, for its hydration plan (prerendering only). */
export function pageTranslationModules(pathname: string): string[] {
  if (!moduleUrls) throw new Error("The page's translation modules are listed by prerendering only.");
  const language = languageFromPath(pathname);
  return pageNamespaces(pathname).map((namespace) => {
    const url = moduleUrls[`${language}/${fileOf(namespace)}`];
    if (!url) throw new Error(`No translation module for ${language}/${namespace}`);
    return url;
  });
}

/** Namespace files are in kebab case: `notFound` is `not-found.ts`. */
function fileOf(namespace: BrowserNamespace): string {
  return namespace.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** One module per namespace and language. */
const MODULES = import.meta.glob<Partial<Messages>>([
  "../locales/*-CA/*.ts",
  "!../locales/*/index.ts",
  "!../locales/*/api.ts",
  "!../locales/*/emails.ts",
]);

const pending = new Map<string, Promise<void>>();

function load(language: Language, namespace: BrowserNamespace): Promise<void> {
  const file = `../locales/${language}/${fileOf(namespace)}.ts`;
  let promise = pending.get(file);
  if (!promise) {
    const module = MODULES[file];
    if (!module) throw new Error(`No translation module ${file}`);
    promise = module().then((exports) => void Object.assign(loaded[language], exports));
    // A failed download (offline for a moment) may be tried again by the next navigation.
    promise.catch(() => pending.delete(file));
    pending.set(file, promise);
  }
  return promise;
}

/** Loads the namespaces of a language that the browser does not have yet. */
export async function loadTranslations(language: Language, namespaces: BrowserNamespace[]): Promise<void> {
  if (everything) return;
  const missing = namespaces.filter((namespace) => !(namespace in loaded[language]));
  await Promise.all(missing.map((namespace) => load(language, namespace)));
}

/** Loads what the page at `pathname` needs and does not have yet: its language's namespaces. */
export function loadPageTranslations(pathname: string): Promise<void> {
  return loadTranslations(languageFromPath(pathname), pageNamespaces(pathname));
}
