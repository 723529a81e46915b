/**
 * What the topic classifier learns from: each knowledge entry's title, sample questions and keywords in both
 * languages, and the training phrasings kept beside this file (visitor phrasings per topic, with
 * `out-of-scope` examples of what the assistant should decline). None of them may copy a question of an
 * evaluation set (a test checks it).
 */
import { readFileSync } from "node:fs";
import { LANGUAGES, type Language } from "../../../core/language.ts";
import type { Example } from "../classifier.ts";
import type { KnowledgeEntry } from "../knowledge/index.ts";

export const OUT_OF_SCOPE = "out-of-scope";

const FILES: Record<Language, string> = { "en-CA": "./phrasings.en.json", "fr-CA": "./phrasings.fr.json" };

/** The training phrasings of one language: topic id → phrasings. */
export function loadPhrasings(language: Language): Record<string, string[]> {
  return JSON.parse(readFileSync(new URL(FILES[language], import.meta.url), "utf8")) as Record<string, string[]>;
}

export function trainingExamples(knowledge: readonly KnowledgeEntry[]): Example[] {
  const examples: Example[] = [];
  for (const entry of knowledge) {
    for (const language of LANGUAGES) {
      const text = entry.text[language];
      for (const item of [text.title, ...text.questions, ...text.keywords])
        examples.push({ text: item, label: entry.id });
    }
  }
  const known = new Set([...knowledge.map((entry) => entry.id), OUT_OF_SCOPE]);
  for (const language of LANGUAGES) {
    for (const [label, phrasings] of Object.entries(loadPhrasings(language))) {
      if (!known.has(label)) throw new Error(`Training phrasings for an unknown topic: ${label} (${language})`);
      for (const text of phrasings) examples.push({ text, label });
    }
  }
  return examples;
}
