/**
 * Text handling shared by the intent rules and the topic classifier: folding (case, accents, apostrophes), word
 * splitting, chat shorthand, stop words and the Snowball stemmers of each language.
 *
 * Accents are removed before stemming, in the training phrasings and in the question alike, so that a visitor
 * who types "equipe" or "accessibilite" meets the same stems as the site's "équipe" and "accessibilité".
 */
import { stemmer as stemEnglish } from "@orama/stemmers/english";
import { stemmer as stemFrench } from "@orama/stemmers/french";
import { stopwords as englishStopwords } from "@orama/stopwords/english";
import { stopwords as frenchStopwords } from "@orama/stopwords/french";
import type { Language } from "../../core/language.ts";

/** Lower case, no accents, typographic apostrophes and ligatures made plain, non-breaking spaces made spaces. */
export function fold(text: string): string {
  return text
    .replace(/œ/g, "oe")
    .replace(/Œ/g, "OE")
    .replace(/æ/g, "ae")
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[’‘`´]/g, "'");
}

/** The words of a text, folded: letters and digits, split on everything else (apostrophes and hyphens too). */
export function splitWords(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== "");
}

/**
 * Chat shorthand, typed in either language, spelled out so that it meets the index's words. Keys and values
 * are folded; a value may hold several words.
 */
const SHORTHAND: Record<string, string> = {
  // English
  u: "you",
  ur: "your",
  w: "with",
  r: "are",
  ya: "you",
  yall: "you",
  pls: "please",
  plz: "please",
  thx: "thanks",
  ty: "thanks",
  wanna: "want",
  gonna: "going",
  whats: "what",
  wheres: "where",
  whos: "who",
  im: "i",
  cuz: "because",
  bc: "because",
  abt: "about",
  info: "information",
  biz: "business",
  wfh: "remote",
  asap: "soon",
  addy: "address",
  msg: "message",
  appt: "appointment",
  mtg: "meeting",
  hrs: "hours",
  yr: "year",
  yrs: "years",
  sb: "somebody",
  smb: "somebody",
  sbdy: "somebody",
  some1: "someone",
  any1: "anyone",
  ppl: "people",
  hooman: "human",
  hoomans: "humans",
  hmn: "human",
  // French
  qqn: "quelqu un",
  qq1: "quelqu un",
  qqun: "quelqu un",
  quelquun: "quelqu un",
  qqch: "quelque chose",
  cb: "combien",
  pk: "pourquoi",
  pq: "pourquoi",
  pcq: "parce que",
  bcp: "beaucoup",
  rdv: "rendez vous",
  tel: "telephone",
  dispo: "disponible",
  dispos: "disponibles",
  koi: "quoi",
  ki: "qui",
  kan: "quand",
  cmt: "comment",
  cmnt: "comment",
  jsuis: "je suis",
  chui: "je suis",
  jveux: "je veux",
  jvoudrais: "je voudrais",
  chu: "je suis",
  vs: "vous",
  ds: "dans",
  tjs: "toujours",
  svp: "s il vous plait",
  stp: "s il te plait",
  mrc: "merci",
  slt: "salut",
  bjr: "bonjour",
};

/** Folded words with chat shorthand spelled out. */
export function chatWords(text: string): string[] {
  return splitWords(text).flatMap((word) => (SHORTHAND[word] ?? word).split(" "));
}

/**
 * Words kept out of the stop lists: in a support chat they carry the intent ("where are you", "who runs it",
 * "what do you do", "vous faites quoi").
 */
const KEPT_WORDS = new Set(["where", "who", "when", "do", "does", "qui", "ou", "quand", "fait", "fais", "faites"]);

/** Chat filler that says nothing about the topic, on top of the usual stop words. */
const EXTRA_STOPWORDS: Record<Language, readonly string[]> = {
  "en-CA": `
    a hi hello hey please thanks thank want wanted like need know tell wondering wonder question quick just also
    anything something guys okay ok yes yeah hmm um uh lol let get got s t m re ve ll d don doesn didn isn aren
    won can could would really any give
  `.split(/\s+/),
  "fr-CA": `
    bonjour allo salut merci plait il veux voudrais voudrait aimerais aimerait savoir dire question peux pouvez
    peut pourriez pourrais est ce quoi ca cela faut oui ok bon alors donc aussi juste svp stp ya y a as etes es
    etre avez avoir genre comme tres plus bien
  `.split(/\s+/),
};

function foldedSet(words: Iterable<string>): Set<string> {
  const set = new Set<string>();
  for (const word of words) for (const part of splitWords(word)) if (!KEPT_WORDS.has(part)) set.add(part);
  return set;
}

const STOPWORDS: Record<Language, Set<string>> = {
  "en-CA": foldedSet([...englishStopwords, ...EXTRA_STOPWORDS["en-CA"]]),
  "fr-CA": foldedSet([...frenchStopwords, ...EXTRA_STOPWORDS["fr-CA"]]),
};

/** Every stop word of both languages, folded (they are known words, never typos). */
export function allStopwords(): Set<string> {
  return new Set([...STOPWORDS["en-CA"], ...STOPWORDS["fr-CA"]]);
}

/** Stems already computed: the same words come back in every phrasing, and stemming is the slow part. */
const STEM_CACHE = new Map<string, readonly string[]>();
const STEM_CACHE_LIMIT = 50_000;

/**
 * The stems of a folded word in both languages (one when they agree): a question may be typed in either
 * language whatever the page's, so both readings are kept.
 */
export function stems(word: string): readonly string[] {
  let found = STEM_CACHE.get(word);
  if (found === undefined) {
    const english = stemEnglish(word);
    const french = stemFrench(word);
    found = french === english ? [english] : [english, french];
    if (STEM_CACHE.size < STEM_CACHE_LIMIT) STEM_CACHE.set(word, found);
  }
  return found;
}

/**
 * Optimal string alignment distance (Levenshtein plus adjacent transpositions), stopping early once it is
 * over `max`. Used to recognise misspelt intent words ("humna", "appeller"), never to rank answers.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previousPrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (previousPrevious[j - 2] ?? 0) + 1);
      }
      current[j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previousPrevious = previous;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

/** How many edits a misspelling of a word of this length may have. */
export function allowedEdits(length: number): number {
  if (length >= 8) return 2;
  if (length >= 4) return 1;
  return 0;
}
