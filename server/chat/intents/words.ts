/**
 * The words the intent rules read: the message's folded words (text.ts), after misspelt intent words ("humna",
 * "apeller", "somone") have been mapped back to the word they stand for.
 */
import { LEADERSHIP } from "../../../core/company.ts";
import { allowedEdits, chatWords, editDistance } from "../text.ts";
import { wordList } from "./rule.ts";

/** Leaders' first and last names, folded: "I'd like to speak with Claire" asks for a person. */
export const LEADER_NAMES = LEADERSHIP.flatMap((leader) => leader.name.toLowerCase().split(" "));

/**
 * Words the rules below look for, to which a misspelt word is mapped back (within 1 edit, or 2 for long
 * words), unless the word is a known word of its own. Not the leaders' names: "clair" is a word.
 */
const INTENT_LEXICON = [
  // asking for a person
  ...wordList(`
    human humans person someone somebody anyone anybody agent representative operator talk speak contact connect
    call phone transfer manager consultant real actual humain humaine personne quelqu conseiller conseillere
    representant representante parler discuter jaser appeler appelez appelle rappeler rappelez rappelle telephoner
    contacter contactez contacte contacted called phoned joindre transferer transferez responsable vraie reelle
  `),
  // prices and meetings
  ...wordList(`
    price pricing prices cost costs quote budget expensive affordable meeting appointment schedule prix tarif tarifs
    couts coute soumission dispendieux rendez rencontre reunion planifier
  `),
  // small talk
  ...wordList("hello thanks thank goodbye bonjour bonsoir merci revoir journee salut"),
];
const LEXICON_SET = new Set(INTENT_LEXICON);

/** Repeated letters at the end of a word are emphasis: "hiii", "merciii", "byeee". */
function trimEmphasis(word: string): string {
  return word.length > 2 ? word.replace(/(\p{L})\1+$/u, "$1") : word;
}

/** The message's words with misspelt intent words corrected; `knownWords` are never "corrected". */
export function intentWords(message: string, knownWords: ReadonlySet<string>): string[] {
  const corrected = new Map<string, string>();
  return chatWords(message).map((raw) => {
    const known = corrected.get(raw);
    if (known !== undefined) return known;
    const word = correctIntentWord(raw, knownWords);
    corrected.set(raw, word);
    return word;
  });
}

/** A word as typed, or the intent word it misspells ("humna" → "human", "apeler" → "appeler"). */
export function correctIntentWord(raw: string, knownWords: ReadonlySet<string>): string {
  const word = knownWords.has(raw) || LEXICON_SET.has(raw) ? raw : trimEmphasis(raw);
  if (LEXICON_SET.has(word) || knownWords.has(word)) return word;
  const edits = allowedEdits(word.length);
  if (edits === 0) return word;
  let best = word;
  let bestDistance = edits + 1;
  for (const candidate of INTENT_LEXICON) {
    // A four-letter word may only be a swap or a missing or extra letter: "tlak", "helo", not "walk".
    if (
      word.length === 4 &&
      candidate.length === 4 &&
      word.split("").sort().join("") !== candidate.split("").sort().join("")
    )
      continue;
    const distance = editDistance(word, candidate, edits);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}
