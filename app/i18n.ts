import type { i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { Language } from "../core/language.ts";
import { createI18n } from "../locales/i18n.ts";

const instances = new Map<Language, I18n>();

/**
 * One i18next instance per language (React escapes what it renders). A page renders with the instance of its
 * path's language, so the prerendered HTML and the hydrated page agree and a language switch never renders a
 * frame in the old language.
 */
export function i18nFor(language: Language): I18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = createI18n(language, [initReactI18next]);
    instances.set(language, instance);
  }
  return instance;
}
