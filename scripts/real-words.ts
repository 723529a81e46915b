/**
 * `node scripts/real-words.ts`: writes server/chat/training/real-words.json, the words of the French and English
 * dictionaries (an-array-of-french-words, an-array-of-english-words) that the intent rules would otherwise take
 * for a misspelt intent word ("cote" for "coute", "clair" for "claire"). The engine never corrects them.
 * Run it again after changing the intent lexicon of server/chat/intents/words.ts (a test checks a sample).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { correctIntentWord } from "../server/chat/intents/index.ts";
import { splitWords } from "../server/chat/text.ts";

const require = createRequire(import.meta.url);
const dictionaries = ["an-array-of-french-words", "an-array-of-english-words"].map(
  (name) => JSON.parse(readFileSync(require.resolve(`${name}/index.json`), "utf8")) as string[],
);
const words = new Set(dictionaries.flat().flatMap((word) => splitWords(word)));
const none = new Set<string>();
const real = [...words].filter((word) => correctIntentWord(word, none) !== word).sort();
writeFileSync(
  new URL("../server/chat/training/real-words.json", import.meta.url),
  `${JSON.stringify(real, null, 0).replaceAll('","', '",\n"')}\n`,
);
console.log(`${real.length} dictionary words kept from correction (of ${words.size})`);
