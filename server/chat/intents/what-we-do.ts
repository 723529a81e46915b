/**
 * "What do you do?", "vous faites quoi ?", "so what does Northlight offer?": the question is only the verb, so
 * retrieval has nothing to go on; it asks for the overview of the services.
 */
import { wordList } from "./rule.ts";

const WHAT_WE_DO_VERBS = new Set(wordList("do does doing offer fait faites fais faire offrez offre proposez"));
const WHAT_WE_DO_WORDS = new Set([
  ...WHAT_WE_DO_VERBS,
  ...wordList(`
  what whats so exactly you your guys all folks northlight studio company team it is that do there hey hi hello vous
  tu que qu quoi ce c est exactement au juste alors donc bonjour salut allo votre entreprise equipe comme travail in
  general en gros here ici the a does des les services
`),
]);

export function asksWhatWeDo(words: readonly string[]): boolean {
  const asks = words.some((word) => ["what", "whats", "quoi", "que", "qu"].includes(word));
  return asks && words.some((word) => WHAT_WE_DO_VERBS.has(word)) && words.every((word) => WHAT_WE_DO_WORDS.has(word));
}
