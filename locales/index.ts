import type { Language } from "../core/language.ts";
import { en } from "./en-CA/index.ts";
import { fr } from "./fr-CA/index.ts";
import type { Messages } from "./types.ts";

export const MESSAGES: Record<Language, Messages> = { "en-CA": en, "fr-CA": fr };
export type { Messages };
