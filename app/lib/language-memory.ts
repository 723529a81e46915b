import LanguageDetector from "i18next-browser-languagedetector";
import { LANGUAGE_STORAGE_KEY, languagePrefixOf, type Language } from "../../core/language.ts";

/**
 * i18next-browser-languagedetector with the order of spec §4: the path's `/fr` or `/en` segment, then the
 * stored choice, then the browser's languages. It discards values that look like injected script, and
 * caches the page's language under LANGUAGE_STORAGE_KEY.
 */
let detector: LanguageDetector | undefined;

function browserDetector(): LanguageDetector {
  detector ??= new LanguageDetector(undefined, {
    order: ["sitePath", "localStorage", "navigator"],
    lookupLocalStorage: LANGUAGE_STORAGE_KEY,
    caches: ["localStorage"],
  }).addDetector({ name: "sitePath", lookup: () => languagePrefixOf(window.location.pathname) });
  return detector;
}

/** Remembers the language the visitor is reading, so a later visit without a path can use it. */
export function rememberLanguage(language: Language): void {
  browserDetector().cacheUserLanguage(language);
}
