/**
 * Full-text retrieval over the knowledge base with MiniSearch (BM25+), one index per language, each with that
 * language's Snowball stemmer and stop words (text.ts). Fuzzy and prefix matching absorb typos and
 * truncated words.
 *
 * Each entry is indexed as several small documents: its title and keywords, each sample question, and its
 * reply with the site text it was built from. An entry scores as its best document plus a share of its
 * other kinds of documents, so that a question matching one sample question closely beats one that
 * scatters common words over a long entry; the sum is then scaled by the share of the question's terms the
 * entry matched.
 */
import MiniSearch from "minisearch";
import { COMPANY } from "../../core/company.ts";
import { LANGUAGES, type Language } from "../../core/language.ts";
import type { KnowledgeEntry } from "./knowledge/index.ts";
import { chatWords, indexTerm } from "./text.ts";

type DocumentKind = "keywords" | "question" | "text";

interface IndexedDocument {
  id: string;
  entryId: string;
  kind: DocumentKind;
  content: string;
}

export interface SearchHit {
  /** The knowledge entry id. */
  id: string;
  /** The entry's score: MiniSearch's BM25+ scores of its documents, weighted and combined (unbounded). */
  score: number;
  /** How many of the question's terms matched something in the entry. */
  matchedTerms: number;
}

export interface SearchOutcome {
  hits: SearchHit[];
  /** How many distinct index terms the question has once stop words are removed. */
  queryTerms: number;
}

/** How much a match counts in each kind of document. */
const KIND_WEIGHTS: Record<DocumentKind, number> = { keywords: 2, question: 1.5, text: 0.6 };
/** Longer "words" are not words (the longest French and English words in use are around 25 letters). */
const MAX_WORD_LENGTH = 30;
/** The share of an entry's other kinds of documents added to its best one. */
const SUPPORT_SHARE = 0.35;

/** Misspellings allowed per term, by length of the (stemmed) term. */
function fuzziness(term: string): number {
  if (term.length >= 9) return 2;
  if (term.length >= 5) return 1;
  return 0;
}

/**
 * The studio's name is in many replies and says nothing about their topic; it stays in the keywords of the
 * entries about the company, and is left out of the reply text that is indexed.
 */
const COMPANY_NAME = new RegExp(`\\b(${COMPANY.name}|${COMPANY.name.split(" ")[0] ?? COMPANY.name})\\b`, "g");

function documentsOf(entry: KnowledgeEntry, language: Language): IndexedDocument[] {
  const text = entry.text[language];
  return [
    {
      id: `${entry.id}#keywords`,
      entryId: entry.id,
      kind: "keywords",
      content: [text.title, ...text.keywords].join(" ; "),
    },
    ...text.questions.map((question, index): IndexedDocument => ({
      id: `${entry.id}#q${index}`,
      entryId: entry.id,
      kind: "question",
      content: question,
    })),
    {
      id: `${entry.id}#text`,
      entryId: entry.id,
      kind: "text",
      content: [text.answer, ...(text.context ?? [])].join(" ; ").replace(COMPANY_NAME, " "),
    },
  ];
}

function createIndex(language: Language, entries: readonly KnowledgeEntry[]): MiniSearch<IndexedDocument> {
  const index = new MiniSearch<IndexedDocument>({
    fields: ["content"],
    storeFields: ["entryId", "kind"],
    tokenize: chatWords,
    processTerm: (term) => indexTerm(term, language),
    searchOptions: {
      combineWith: "OR",
      fuzzy: (term) => fuzziness(term),
      prefix: (term) => term.length >= 4,
      weights: { fuzzy: 0.45, prefix: 0.3 },
      boostDocument: (_id, _term, stored) => KIND_WEIGHTS[(stored?.kind as DocumentKind | undefined) ?? "text"],
    },
  });
  index.addAll(entries.flatMap((entry) => documentsOf(entry, language)));
  return index;
}

export interface KnowledgeSearch {
  search(question: string, language: Language): SearchOutcome;
}

export function createKnowledgeSearch(entries: readonly KnowledgeEntry[]): KnowledgeSearch {
  const indexes = Object.fromEntries(LANGUAGES.map((language) => [language, createIndex(language, entries)])) as Record<
    Language,
    MiniSearch<IndexedDocument>
  >;
  return {
    search(question, language) {
      // Each word once ("talk talk talk" asks no more than "talk"), and no run-on strings of letters that no
      // language has a word for: a long message stays fast.
      const words = [...new Set(chatWords(question))].filter((word) => word.length <= MAX_WORD_LENGTH);
      const queryTerms = new Set(
        words.map((word) => indexTerm(word, language)).filter((term): term is string => term !== null),
      );
      if (queryTerms.size === 0) return { hits: [], queryTerms: 0 };

      // Best score of each kind of document per entry, and the question terms each entry matched.
      const byEntry = new Map<string, { best: Record<DocumentKind, number>; terms: Set<string> }>();
      for (const result of indexes[language].search(words.join(" "))) {
        const entryId = String(result["entryId"]);
        const kind = result["kind"] as DocumentKind;
        const found = byEntry.get(entryId) ?? { best: { keywords: 0, question: 0, text: 0 }, terms: new Set<string>() };
        found.best[kind] = Math.max(found.best[kind], result.score);
        for (const term of result.queryTerms) found.terms.add(term);
        byEntry.set(entryId, found);
      }
      // Lucene's classic coordination factor: an entry that matches more of the question's terms beats one
      // that matches a single term many times, and a question mostly made of unknown words scores low.
      const hits = [...byEntry].map(([id, { best, terms }]): SearchHit => {
        const scores = Object.values(best);
        const top = Math.max(...scores);
        const rest = scores.reduce((sum, score) => sum + score, 0) - top;
        return { id, score: (top + SUPPORT_SHARE * rest) * (terms.size / queryTerms.size), matchedTerms: terms.size };
      });
      hits.sort((a, b) => b.score - a.score);
      return { queryTerms: queryTerms.size, hits };
    },
  };
}
