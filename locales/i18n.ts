import i18next, { type i18n as I18n, type Module } from "i18next";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../core/language.ts";
import { MESSAGES, type Messages } from "./index.ts";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: Messages };
    returnNull: false;
  }
}

/**
 * An i18next instance fixed to one language, with every bundled translation, ready synchronously. The site
 * adds react-i18next; the server uses it bare for API messages and emails.
 */
export function createI18n(language: Language, modules: Module[] = [], escapeValue = false): I18n {
  const instance = i18next.createInstance();
  for (const module of modules) instance.use(module);
  void instance.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES,
    resources: Object.fromEntries(LANGUAGES.map((code) => [code, { translation: MESSAGES[code] }])),
    initAsync: false,
    interpolation: { escapeValue },
    returnEmptyString: false,
  });
  return instance;
}
