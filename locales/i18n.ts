import i18next, { type i18n as I18n, type Module } from "i18next";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../core/language.ts";
import type { Messages } from "./types.ts";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: Messages };
    returnNull: false;
  }
}

/** Translations to start an instance with: all of them on the server, what a page needs in the browser. */
export type Resources = Partial<Record<Language, object>>;

/**
 * An i18next instance fixed to one language, ready synchronously. The site adds react-i18next and gives it
 * the page's language only (app/i18n.ts); the server uses it bare, with everything, for API messages and
 * emails.
 */
export function createI18n(language: Language, messages: Resources, modules: Module[] = [], escapeValue = false): I18n {
  const instance = i18next.createInstance();
  for (const module of modules) instance.use(module);
  void instance.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES,
    resources: Object.fromEntries(
      LANGUAGES.flatMap((code) => (messages[code] ? [[code, { translation: messages[code] }]] : [])),
    ),
    initAsync: false,
    interpolation: { escapeValue },
    returnEmptyString: false,
  });
  return instance;
}
