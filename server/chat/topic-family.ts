/**
 * The topics that belong to a broader one: each service to the services, each lab project to the lab. Right
 * after one of them, a follow-up the classifier reads as the broader topic ("what kinds exactly?" after web
 * apps, "is it an actual product?" after the digital twin) is still about the one just discussed, and "the
 * other one" of a pair is its sibling ("and the other lab project?").
 */
import { splitWords } from "./text.ts";

const BROADER: Readonly<Record<string, string>> = {
  "ai-consulting": "services",
  "web-apps": "services",
  "creative-studio": "services",
  "digital-twin": "innovation-lab",
  "touring-experience": "innovation-lab",
};

/** Words that ask about the broader topic itself ("your other services", "les projets du labo"). */
const NAMES_BROADER: Readonly<Record<string, ReadonlySet<string>>> = {
  services: new Set("services offer offers offering offerings offrez offre offres".split(" ")),
  "innovation-lab": new Set("lab labs labo laboratoire innovation projects projets".split(" ")),
};

const OTHER = new Set("other others another autre autres".split(" "));

/** A follow-up this long may still be about the thing just discussed. */
const FAMILY_FOLLOW_UP_MAX_WORDS = 12;
/** Below this probability, "the other one" after one of a pair is its sibling whatever the classifier says. */
const SURE = 0.5;

function siblingsOf(topic: string): string[] {
  const broader = BROADER[topic];
  return Object.keys(BROADER).filter((other) => other !== topic && BROADER[other] === broader);
}

/**
 * The topic a follow-up keeps to, given the topic the classifier chose for it (`chosen`, with its probability)
 * and the topic of the visitor's previous question; `chosen` when the family has nothing to say.
 */
export function withinFamily(
  question: string,
  chosen: string,
  probability: number,
  previousTopic: string | undefined,
): string {
  if (previousTopic === undefined) return chosen;
  const broader = BROADER[previousTopic];
  if (!broader) return chosen;
  const words = splitWords(question);
  if (words.length > FAMILY_FOLLOW_UP_MAX_WORDS) return chosen;
  const [sibling, ...more] = siblingsOf(previousTopic);
  if (words.some((word) => OTHER.has(word))) {
    // "The other one" of a pair; of three, the visitor asks about the broader topic.
    return sibling && more.length === 0 && (chosen === broader || probability < SURE) ? sibling : chosen;
  }
  if (chosen !== broader) return chosen;
  return words.some((word) => NAMES_BROADER[broader]?.has(word)) ? chosen : previousTopic;
}
