/**
 * The shape of the chatbot's knowledge base: one entry per topic a visitor asks about, with the reply and the
 * words that lead to it, in each language.
 *
 * The reply is code (it quotes the site's messages and core constants, so the chat and the pages never
 * disagree); the words that lead to it are data, kept in `words.en.json` and `words.fr.json` (topic id →
 * sample questions and comma-separated keywords), where they can be edited without reading TypeScript.
 */
import { readFileSync } from "node:fs";
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
 * What an entry's code gives: the reply in each language, written side by side, and the site's own text on
 * the topic, read from that language's messages.
 */
export type EntryReplies = {
  context?: (m: Messages) => readonly string[];
} & Record<Language, (m: Messages) => Pick<EntryText, "title" | "answer">>;

interface TopicWords {
  questions: string[];
  /** Running text: "price, prices, how much". */
  keywords: string;
}

const WORDS_FILES: Record<Language, string> = { "en-CA": "./words.en.json", "fr-CA": "./words.fr.json" };

const WORDS: Record<Language, Record<string, TopicWords>> = {
  "en-CA": readWords("en-CA"),
  "fr-CA": readWords("fr-CA"),
};

function readWords(language: Language): Record<string, TopicWords> {
  return JSON.parse(readFileSync(new URL(WORDS_FILES[language], import.meta.url), "utf8")) as Record<
    string,
    TopicWords
  >;
}

/** The topic ids of the words files, for the test that none is left without an entry. */
export function topicsWithWords(language: Language): string[] {
  return Object.keys(WORDS[language]);
}

function wordsOf(id: string, language: Language): Pick<EntryText, "questions" | "keywords"> {
  const words = WORDS[language][id];
  if (!words) throw new Error(`The chat topic "${id}" has no questions or keywords in ${WORDS_FILES[language]}.`);
  return { questions: words.questions, keywords: terms(words.keywords) };
}

/** Builds an entry from its replies and the words of `words.*.json` that lead to it. */
export function defineEntry(id: string, replies: EntryReplies, options: { offersTeam?: boolean } = {}): KnowledgeEntry {
  const textIn = (language: Language): EntryText => {
    const m = MESSAGES[language];
    return { ...replies[language](m), ...wordsOf(id, language), context: replies.context?.(m) };
  };
  return { id, ...options, text: { "en-CA": textIn("en-CA"), "fr-CA": textIn("fr-CA") } };
}

/**
 * Entries made alike, one per key of a site section (a service, a lab project): each has its own title in
 * both languages, and its reply and context come from the same two functions of that key.
 */
export function defineEntriesByKey<Key extends string>(
  titles: Record<string, { key: Key } & Record<Language, string>>,
  build: { answer: (key: Key, language: Language) => string; context: (key: Key, m: Messages) => readonly string[] },
): KnowledgeEntry[] {
  return Object.entries(titles).map(([id, { key, ...title }]) =>
    defineEntry(id, {
      context: (m) => build.context(key, m),
      "en-CA": () => ({ title: title["en-CA"], answer: build.answer(key, "en-CA") }),
      "fr-CA": () => ({ title: title["fr-CA"], answer: build.answer(key, "fr-CA") }),
    }),
  );
}

function terms(list: string): string[] {
  return list
    .split(",")
    .map((term) => term.trim())
    .filter((term) => term !== "");
}

/** Some texts of one section of the site's messages, in the order given: `pick(m.home.lab, "title", "subtitle")`. */
export function pick<Section, Key extends keyof Section>(section: Section, ...keys: Key[]): Section[Key][] {
  return keys.map((key) => section[key]);
}
