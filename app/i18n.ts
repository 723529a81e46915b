import i18next, { type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../core/language.ts";
import { MESSAGES, type Messages } from "../locales/index.ts";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: Messages };
    returnNull: false;
  }
}

const instances = new Map<Language, I18n>();

/**
 * One i18next instance per language, created once with every bundled translation. A page renders with the
 * instance of its path's language, so the prerendered HTML and the hydrated page agree and a language switch
 * never renders a frame in the old language.
 */
export function i18nFor(language: Language): I18n {
  const existing = instances.get(language);
  if (existing) return existing;
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES,
    resources: Object.fromEntries(LANGUAGES.map((code) => [code, { translation: MESSAGES[code] }])),
    initAsync: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    returnEmptyString: false,
  });
  instances.set(language, instance);
  return instance;
}
