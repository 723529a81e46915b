import { LANGUAGE_STORAGE_KEY, type Language } from "../../core/language.ts";
import { writeStorage } from "./storage.ts";

/**
 * Remembers the language the visitor is reading, so a later visit without a path can use it (detection order:
 * the path, then the stored choice, then the browser's languages; see detectLanguage in core/language.ts).
 * A plain storage write: a language-detection library would do the same with six kilobytes of code on every
 * page.
 */
export function rememberLanguage(language: Language): void {
  writeStorage(LANGUAGE_STORAGE_KEY, language);
}
