/**
 * Finding where the site says what a question asks: BM25 over the sentences of the site's passages, on the
 * Snowball stems of both languages (text.ts, accents folded). Each sentence is indexed with its section's
 * title and in both languages, so that "Mission" finds the sentence under that heading and a question typed
 * in either language finds it.
 */
import { LANGUAGES, type Language } from "../../../core/language.ts";
import { allStopwords, chatWords, stems } from "../text.ts";
import type { Passage } from "./site-passages.ts";

/**
 * Function words, and the question and helper verbs that the classifier keeps (text.ts) but that say nothing
 * about where on the site an answer is.
 */
const STOPWORDS = new Set([
  ...allStopwords(),
  ...`do does did done doing who where when how fait fais faites faire font qui ou quand comment chez use used using
  work need needs like get make help want know tell see show read lots kind thing things stuff anyone anything utiliser
  besoin aimer voir montrer savoir lire genre chose choses`.split(/\s+/),
]);
/** BM25's usual constants: how fast repeated terms stop counting, and how much length matters. */
const K1 = 1.2;
const B = 0.75;

/** The words of a text that can lead to a passage (function words and one-letter words left out). */
export function searchWords(text: string): string[] {
  return [...new Set(chatWords(text).filter((word) => word.length >= 2 && !STOPWORDS.has(word)))];
}

/** The terms of a text: each word's stems in both languages. */
export function searchTerms(text: string): Set<string> {
  return new Set(searchWords(text).flatMap((word) => stems(word)));
}

function termCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const word of chatWords(text)) {
    if (word.length < 2 || STOPWORDS.has(word)) continue;
    for (const stem of new Set(stems(word))) counts.set(stem, (counts.get(stem) ?? 0) + 1);
  }
  return counts;
}

export interface PassageMatch {
  passage: Passage;
  /** The BM25 score of the passage's best sentence, in the better of its two languages. */
  score: number;
  /**
   * The share of the question's informative weight (the inverse document frequency of its terms that the site
   * knows) that the best sentence holds, in [0, 1].
   */
  coverage: number;
  /** The question's words that the best sentence (with its title) holds, by one of their stems. */
  matched: string[];
  /** The language whose sentences matched best (the question's, most often). */
  language: Language;
  /** The indexes of that language's sentences that answer, best first (at most two). */
  sentences: number[];
}

export interface PassageIndex {
  /** The passages with a sentence that shares a term with the text, best first. */
  search(text: string): PassageMatch[];
  /** How rare a word is among the site's sentences: the inverse document frequency of its rarer stem. */
  idf(word: string): number;
}

interface Sentence {
  passage: Passage;
  language: Language;
  index: number;
  counts: Map<string, number>;
  length: number;
  /** The same sentence in the other language, when the page's strings run side by side (as many sentences). */
  counterpart?: Sentence;
}

/**
 * What a word held only by the other language's side of a sentence scores, as a share of holding it: half, so
 * that a sentence holding the word itself still leads (a translation is looser than the words it renders).
 * Read on every answer of the tuning sets: 52 of 36,254 changed, most to the section asked about.
 */
const COUNTERPART_SHARE = 0.5;
/** A sentence answers beside the best one when it scores at least this share of it. */
const SECOND_SENTENCE_SHARE = 0.6;

export function createPassageIndex(passages: readonly Passage[]): PassageIndex {
  const sentences: Sentence[] = passages.flatMap((passage) =>
    LANGUAGES.flatMap((language) => {
      const { title, sentences: texts } = passage.text[language];
      return texts.map((text, index): Sentence => {
        // The heading twice: a question that names a section ("your mission") asks for that section, more
        // than for a sentence elsewhere that uses the word in passing ("clients who share a public mission").
        const counts = termCounts(`${title} ${title} ${text}`);
        let length = 0;
        for (const count of counts.values()) length += count;
        return { passage, language, index, counts, length };
      });
    }),
  );
  const place = (passage: Passage, language: Language, index: number) => `${passage.id} ${language} ${index}`;
  const byPlace = new Map(
    sentences.map((sentence) => [place(sentence.passage, sentence.language, sentence.index), sentence]),
  );
  for (const sentence of sentences) {
    const { passage, language, index } = sentence;
    const other = LANGUAGES.find((candidate) => candidate !== language);
    if (!other || passage.text[other].sentences.length !== passage.text[language].sentences.length) continue;
    sentence.counterpart = byPlace.get(place(passage, other, index));
  }
  const averageLength = sentences.reduce((sum, sentence) => sum + sentence.length, 0) / sentences.length;
  const frequency = new Map<string, number>();
  const postings = new Map<string, Sentence[]>();
  for (const sentence of sentences) {
    for (const term of sentence.counts.keys()) {
      frequency.set(term, (frequency.get(term) ?? 0) + 1);
      postings.set(term, [...(postings.get(term) ?? []), sentence]);
    }
  }
  const idf = (term: string) => {
    const n = frequency.get(term) ?? 0;
    return n === 0 ? 0 : Math.log(1 + (sentences.length - n + 0.5) / (n + 0.5));
  };

  const wordIdf = (word: string) => Math.max(0, ...stems(word).map(idf));

  /** BM25 of one word in one sentence: by the stem of it the sentence holds (the rarer when it holds both). */
  function wordScore(sentence: Sentence, word: string): number {
    let best = 0;
    for (const term of stems(word)) {
      const count = sentence.counts.get(term);
      if (!count) continue;
      const termIdf = idf(term);
      const value = (termIdf * count * (K1 + 1)) / (count + K1 * (1 - B + (B * sentence.length) / averageLength));
      if (value > best) best = value;
    }
    return best;
  }

  /**
   * BM25 by word: a word counts once. A word the sentence lacks counts when its other language's side holds it:
   * a French visitor who writes "je change mon choix" means the sentence that says "modifier" in French and
   * "change" in English.
   */
  function scored(sentence: Sentence, words: readonly string[]) {
    let score = 0;
    let held = 0;
    const matched: string[] = [];
    for (const word of words) {
      let best = wordScore(sentence, word);
      if (best === 0 && sentence.counterpart) best = COUNTERPART_SHARE * wordScore(sentence.counterpart, word);
      if (best === 0) continue;
      score += best;
      held += wordIdf(word);
      matched.push(word);
    }
    return { sentence, score, held, matched };
  }

  return {
    idf: wordIdf,
    search(text) {
      const words = searchWords(text).filter((word) => stems(word).some((term) => frequency.has(term)));
      const weight = words.reduce((sum, word) => sum + wordIdf(word), 0);
      const candidates = new Set<Sentence>();
      for (const word of words)
        for (const term of stems(word)) for (const sentence of postings.get(term) ?? []) candidates.add(sentence);
      const byPassage = new Map<Passage, ReturnType<typeof scored>[]>();
      for (const sentence of candidates) {
        const result = scored(sentence, words);
        byPassage.set(sentence.passage, [...(byPassage.get(sentence.passage) ?? []), result]);
      }
      return [...byPassage.entries()]
        .map(([passage, results]): PassageMatch => {
          const ranked = results.sort((a, b) => b.score - a.score);
          const [best] = ranked;
          const chosen: number[] = [];
          for (const result of ranked) {
            if (chosen.length === 2 || result.score < (best?.score ?? 0) * SECOND_SENTENCE_SHARE) break;
            if (result.sentence.language === best?.sentence.language) chosen.push(result.sentence.index);
          }
          return {
            passage,
            score: best?.score ?? 0,
            coverage: weight > 0 ? (best?.held ?? 0) / weight : 0,
            matched: best?.matched ?? [],
            language: best?.sentence.language ?? "en-CA",
            sentences: chosen,
          };
        })
        .sort((a, b) => b.score - a.score);
    },
  };
}
