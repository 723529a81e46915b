/** Small wording helpers for replies built from the site's translations. */
import type { Language } from "../../../core/language.ts";
import { localizedPath } from "../../../core/language.ts";

const LIST_FORMATS: Record<Language, Intl.ListFormat> = {
  "en-CA": new Intl.ListFormat("en-CA", { style: "long", type: "conjunction" }),
  "fr-CA": new Intl.ListFormat("fr-CA", { style: "long", type: "conjunction" }),
};

/**
 * "a, b and c" in English, "a, b et c" in French. When an item holds the conjunction itself ("prototypes and
 * proofs of concept"), a comma goes before the last one so that the list still reads clearly.
 */
export function formatList(items: readonly string[], language: Language): string {
  const conjunction = language === "fr-CA" ? "et" : "and";
  if (items.length < 3 || !items.some((item) => item.includes(` ${conjunction} `))) {
    return LIST_FORMATS[language].format(items);
  }
  return `${items.slice(0, -1).join(", ")}, ${conjunction} ${items.at(-1) ?? ""}`;
}

/** Lower-cases the first letter of a list item, unless its first word is an acronym ("AI readiness…", "LLMs"). */
export function lowerFirst(text: string): string {
  const firstWord = text.split(/\s/, 1)[0] ?? "";
  if ((firstWord.match(/\p{Lu}/gu) ?? []).length > 1) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** A site path as the visitor would open it in their language: `/careers` or `/fr/careers`. */
export function sitePath(path: string, language: Language): string {
  return localizedPath(path, language);
}

/** Removes a final period so that a sentence can be continued with a colon or a link. */
export function withoutFinalPeriod(text: string): string {
  return text.replace(/\.\s*$/, "");
}
