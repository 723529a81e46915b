import { LANGUAGES, languageFromPath, type Language } from "../core/language.ts";
import { screenForPath, type ScreenKey } from "../core/routes.ts";
import { translator, type Translate } from "../locales/translate.ts";
import type { Messages, Namespace } from "../locales/types.ts";
import { useLanguage } from "./lib/language";

/**
 * The translations in the browser: a page gets the strings of its language and of what it shows, no more.
 * Prerendering writes them into the page as JSON (`PageMessages` in root.tsx), so hydration starts without a
 * download; a client-side navigation first loads the namespaces of the page it goes to (root.tsx
 * middleware). Prerendering, on the build machine, has every language at hand.
 */
type BrowserNamespace = Exclude<Namespace, "api" | "emails">;

/** What each page shows beyond `meta` and `common`, which every page needs. */
const PAGE_NAMESPACES: Record<ScreenKey | "notFound", BrowserNamespace[]> = {
  home: ["home"],
  // The call to action at the foot of the page is the home page's.
  about: ["about", "home"],
  // The inclusive-design section is the about page's.
  services: ["services", "about"],
  // The Innovation Lab cards are the home page's.
  portfolio: ["portfolio", "home"],
  careers: ["careers"],
  application: ["application", "careers", "validation", "toasts"],
  contact: ["contact", "chat", "validation", "toasts"],
  privacy: ["legal"],
  terms: ["legal"],
  cookies: ["legal"],
  notFound: ["notFound"],
};

export function pageNamespaces(pathname: string): BrowserNamespace[] {
  return ["meta", "common", ...PAGE_NAMESPACES[screenForPath(pathname)?.key ?? "notFound"]];
}

const everything: Record<Language, Messages> | undefined = import.meta.env.SSR
  ? (await import("../locales/index.ts")).MESSAGES
  : undefined;
const loaded: Record<Language, Partial<Messages>> = { "en-CA": {}, "fr-CA": {} };
const translators = Object.fromEntries(
  LANGUAGES.map((language) => [language, translator<Messages>(() => everything?.[language] ?? loaded[language])]),
) as Record<Language, Translate<Messages>>;

export function translatorFor(language: Language): Translate<Messages> {
  return translators[language];
}

/** The translator of the page's language. */
export function useTranslation(): { t: Translate<Messages> } {
  return { t: translatorFor(useLanguage()) };
}

/** The strings the page at `pathname` shows, as prerendering writes them into it. */
export function pageMessages(pathname: string): Partial<Messages> {
  const messages = everything?.[languageFromPath(pathname)];
  if (!messages) throw new Error("Page messages are written by prerendering only.");
  return Object.fromEntries(pageNamespaces(pathname).map((namespace) => [namespace, messages[namespace]]));
}

/** Takes in the strings a prerendered page carries (see `pageMessages`). */
export function addPageMessages(pathname: string, messages: Partial<Messages>): void {
  Object.assign(loaded[languageFromPath(pathname)], messages);
}

/** One module per namespace and language (file names in kebab case: `notFound` is `not-found.ts`). */
const MODULES = import.meta.glob<Partial<Messages>>([
  "../locales/*-CA/*.ts",
  "!../locales/*/index.ts",
  "!../locales/*/api.ts",
  "!../locales/*/emails.ts",
]);

const pending = new Map<string, Promise<void>>();

function load(language: Language, namespace: BrowserNamespace): Promise<void> {
  const file = `../locales/${language}/${namespace.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.ts`;
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

/** Loads what the page at `pathname` needs and does not have yet: its language's namespaces. */
export async function loadPageTranslations(pathname: string): Promise<void> {
  if (everything) return;
  const language = languageFromPath(pathname);
  const missing = pageNamespaces(pathname).filter((namespace) => !(namespace in loaded[language]));
  await Promise.all(missing.map((namespace) => load(language, namespace)));
}
