/**
 * The shape of the chatbot's knowledge base: one entry per topic a visitor asks about, with the reply and the
 * words that lead to it, in each language.
 */
import type { Language } from "../../../core/language.ts";
import { MESSAGES, type Messages } from "../../../locales/index.ts";

export interface EntryText {
  /** A short name of the topic; indexed with a high weight. */
  title: string;
  /** The reply, 1 to 3 sentences, in this language. */
  answer: string;
  /** Sample questions as visitors ask them; they feed the index (and must differ from the eval questions). */
  questions: readonly string[];
  /** Synonyms, colloquial words and related terms; they feed the index. */
  keywords: readonly string[];
  /** The site's own text about the topic (from the locales); it feeds the index with a low weight. */
  context?: readonly string[];
}

export interface KnowledgeEntry {
  /** Stable topic id, also the label of the evaluation questions. */
  id: string;
  /**
   * True when the reply offers to put the visitor in touch with a person, and so contains the escalation
   * phrase of its language (pricing, meetings, the assistant's limits). Every other reply must not.
   */
  offersTeam?: boolean;
  text: Record<Language, EntryText>;
}

/**
 * Builds an entry from one function called once per language, so each text is written next to its pair;
 * it is handed that language's site messages, which most replies quote.
 */
export function defineEntry(
  id: string,
  build: (language: Language, m: Messages) => EntryText,
  options: { offersTeam?: boolean } = {},
): KnowledgeEntry {
  return {
    id,
    ...options,
    text: { "en-CA": build("en-CA", MESSAGES["en-CA"]), "fr-CA": build("fr-CA", MESSAGES["fr-CA"]) },
  };
}

/** A comma-separated list of keywords, written as running text: "price, prices, how much". */
export function terms(list: string): string[] {
  return list
    .split(",")
    .map((term) => term.trim())
    .filter((term) => term !== "");
}
