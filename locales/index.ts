import type { Language } from "../core/language.ts";
import { en } from "./en-CA/index.ts";
import { fr } from "./fr-CA/index.ts";
import { translator, type Translate } from "./translate.ts";
import type { Messages } from "./types.ts";

export const MESSAGES: Record<Language, Messages> = { "en-CA": en, "fr-CA": fr };
export type { Messages };
export type Translator = Translate<Messages>;

const TRANSLATORS: Record<Language, Translator> = {
  "en-CA": translator<Messages>(() => en),
  "fr-CA": translator<Messages>(() => fr),
};

/** Every string of a language, for the server (API messages, emails) and prerendering. */
export function translatorFor(language: Language): Translator {
  return TRANSLATORS[language];
}
