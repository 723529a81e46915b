import type { i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { languageFromPath, type Language } from "../core/language.ts";
import { isLegalPath } from "../core/routes.ts";
import { createI18n, type Resources } from "../locales/i18n.ts";

/**
 * One i18next instance per language (React escapes what it renders). A page renders with the instance of its
 * path's language, so the prerendered HTML and the hydrated page agree and a language switch never renders a
 * frame in the old language.
 *
 * The browser downloads only the language it shows, and the legal pages' long texts only on those pages:
 * `loadPageTranslations` runs before hydration (entry.client.tsx) and before each navigation (root.tsx).
 * Prerendering, on the build machine, has every language at hand.
 */
const instances = new Map<Language, I18n>();
const everything: Resources | undefined = import.meta.env.SSR
  ? (await import("../locales/index.ts")).MESSAGES
  : undefined;

const SITE: Record<Language, () => Promise<object>> = {
  "en-CA": () => import("../locales/en-CA/site.ts").then((module) => module.site),
  "fr-CA": () => import("../locales/fr-CA/site.ts").then((module) => module.site),
};
const LEGAL: Record<Language, () => Promise<object>> = {
  "en-CA": () => import("../locales/en-CA/legal.ts").then((module) => module.legal),
  "fr-CA": () => import("../locales/fr-CA/legal.ts").then((module) => module.legal),
};

function create(language: Language, messages: Resources): I18n {
  const instance = createI18n(language, messages, [initReactI18next]);
  instances.set(language, instance);
  return instance;
}

/** The instance of a language whose translations are loaded. */
export function i18nFor(language: Language): I18n {
  const instance = instances.get(language) ?? (everything ? create(language, everything) : undefined);
  if (!instance) throw new Error(`The ${language} translations are not loaded (see loadPageTranslations).`);
  return instance;
}

const pending = new Map<string, Promise<void>>();

function once(key: string, load: () => Promise<void>): Promise<void> {
  let promise = pending.get(key);
  if (!promise) {
    promise = load();
    // A failed download (offline for a moment) may be tried again by the next navigation.
    promise.catch(() => pending.delete(key));
    pending.set(key, promise);
  }
  return promise;
}

/** Loads what the page at `pathname` needs: its language, and the legal texts on a legal page. */
export async function loadPageTranslations(pathname: string): Promise<void> {
  if (everything) return;
  const language = languageFromPath(pathname);
  await once(language, async () => {
    const site = await SITE[language]();
    if (!instances.has(language)) create(language, { [language]: site });
  });
  if (isLegalPath(pathname)) {
    await once(`${language}:legal`, async () => {
      const legal = await LEGAL[language]();
      i18nFor(language).addResourceBundle(language, "translation", { legal }, true, true);
    });
  }
}
