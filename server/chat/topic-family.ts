/**
 * Short follow-ups that keep to what was just discussed, whatever the classifier reads in them alone:
 * - the topics that belong to a broader one: each service to the services, each lab project to the lab. Right
 *   after one of them, a follow-up the classifier reads as the broader topic ("what kinds exactly?" after web
 *   apps, "is it an actual product?" after the digital twin) is still about the one just discussed, and "the
 *   other one" of a pair is its sibling ("and the other lab project?"); right after the broader one, "the
 *   second one" is the second it lists ("le deuxième projet" after the lab), and "the AI one" the one it names;
 * - after past work, "what about AI consulting ones?" asks for those examples;
 * - after the openings, "celui en IA, faut-il connaître Python ?" is about that job, and so is where it is done
 *   ("c'est à Ottawa ?").
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

/** Words that name one of a broader topic's children: "the AI one", "celui qui voyage". */
const NAMES_CHILD: Readonly<Record<string, ReadonlySet<string>>> = {
  "ai-consulting": new Set("ai ia consulting conseil".split(" ")),
  "web-apps": new Set("web app apps application applications".split(" ")),
  "creative-studio": new Set("creative creatif creation studio".split(" ")),
  "digital-twin": new Set("twin jumeau".split(" ")),
  "touring-experience": new Set(
    "touring tour tours travels travelling traveling voyage voyagent itinerant itinerante".split(" "),
  ),
};

/** A follow-up this long may still be about the thing just discussed. */
const FAMILY_FOLLOW_UP_MAX_WORDS = 12;
/** Below this probability, "the other one" after one of a pair is its sibling whatever the classifier says. */
const SURE = 0.5;

/** Topics whose answer holds for each thing a broader answer lists. */
const ASKED_OF_ANY = new Set(["timeline", "pricing"]);
/** Words that pick one of the things a broader answer lists, by its place in the list. */
const PLACES: readonly (readonly string[])[] = [
  ["first", "1st", "premier", "premiere"],
  ["second", "2nd", "deuxieme", "seconde", "2e"],
  ["third", "3rd", "troisieme", "3e"],
];
const LAST = new Set(["last", "latter", "dernier", "derniere"]);
/** Words by which a follow-up points at one of a list: "the AI one", "celui qui voyage", "celle en IA". */
const ONE = new Set("one celui celle".split(" "));
/** An ordinal of something else than the list: "the first step", "la première rencontre". */
const NOT_A_PICK = new Set(
  "step steps time call meeting meetings visit phase etape etapes fois appel rencontre rencontres visite".split(" "),
);

/** The topics a broader one lists, in the order its answer names them. */
function childrenOf(topic: string): string[] {
  return Object.keys(BROADER).filter((child) => BROADER[child] === topic);
}

/**
 * "The second one", "le deuxième projet" right after a broader answer: the child at that place in its list; "the
 * AI one", "celui qui voyage": the one child it names.
 */
function pickedByPlace(words: readonly string[], children: readonly string[]): string | undefined {
  if (words.some((word) => NOT_A_PICK.has(word))) return undefined;
  const named = children.filter((child) => words.some((word) => NAMES_CHILD[child]?.has(word)));
  if (named.length === 1 && words.some((word) => ONE.has(word))) return named[0];
  if (words.some((word) => LAST.has(word))) return children.at(-1);
  const place = PLACES.findIndex((names) => words.some((word) => names.includes(word)));
  return place >= 0 ? children[place] : undefined;
}

/** "The other one", "l'autre", but not "d'un musée à l'autre", "from one site to another": from one to the next. */
function saysTheOther(words: readonly string[]): boolean {
  return words.some(
    (word, index) => OTHER.has(word) && words[index - 1] !== "to" && words.slice(index - 2, index).join(" ") !== "a l",
  );
}

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
  const words = splitWords(question);
  if (words.length > FAMILY_FOLLOW_UP_MAX_WORDS) return chosen;
  // How long or how much the one it picks takes ("how long does the creative one take?") is answered as for any.
  const picks = !ASKED_OF_ANY.has(chosen) || probability < SURE;
  const picked = picks ? pickedByPlace(words, childrenOf(previousTopic)) : undefined;
  if (picked) return picked;
  const broader = BROADER[previousTopic];
  if (!broader) return chosen;
  // "Et le deuxième projet ?" right after the first: the one at that place in the broader topic's list.
  const pickedAmongSiblings = picks ? pickedByPlace(words, childrenOf(broader)) : undefined;
  if (pickedAmongSiblings !== undefined && pickedAmongSiblings !== previousTopic) return pickedAmongSiblings;
  const [sibling, ...more] = siblingsOf(previousTopic);
  if (saysTheOther(words)) {
    // "The other one" of a pair, never the one just discussed; of three, the visitor asks about the broader topic.
    const other = chosen === broader || chosen === previousTopic || probability < SURE;
    return sibling && more.length === 0 && other ? sibling : chosen;
  }
  if (chosen !== broader) return chosen;
  return words.some((word) => NAMES_BROADER[broader]?.has(word)) ? chosen : previousTopic;
}

/** Whether a topic is the broader one of another ("services" of "web-apps", "innovation-lab" of "digital-twin"). */
export function isBroaderOf(broader: string, topic: string): boolean {
  return BROADER[topic] === broader;
}

/** The studio's services, each one the overview of the services names. */
export const SERVICES: ReadonlySet<string> = new Set(
  Object.entries(BROADER)
    .filter(([, broader]) => broader === "services")
    .map(([service]) => service),
);

/** The services and the lab's projects, each family with its broader topic. */
export const WORK_TOPICS: ReadonlySet<string> = new Set([...Object.keys(BROADER), ...Object.values(BROADER)]);
/** What the portfolio has examples of: kinds of work, sectors, the lab's projects. */
const KINDS_OF_WORK = new Set([...WORK_TOPICS, "accessibility", "clients"]);
/** How a short follow-up names one more kind of the same thing: "what about…", "and for…", "pis en…". */
const ONE_MORE = /^(what about|how about|and|also|any|et|pis|puis|aussi|pour|en)\b/;
const EXAMPLES_FOLLOW_UP_MAX_WORDS = 6;

/**
 * Right after a question about past work, a short follow-up that names a kind of work ("what about AI consulting
 * ones?", "pis en conseil IA?") asks for examples of it: the portfolio, whatever the classifier says.
 */
export function withinExamples(question: string, chosen: string, previousTopic: string | undefined): string {
  if (previousTopic !== "portfolio" || !KINDS_OF_WORK.has(chosen)) return chosen;
  const words = splitWords(question);
  return words.length <= EXAMPLES_FOLLOW_UP_MAX_WORDS && ONE_MORE.test(words.join(" ")) ? "portfolio" : chosen;
}

/** Words by which a follow-up picks one of several things just listed: "celui en IA", "le deuxième". */
const PICKS = new Set("celui celle premier premiere deuxieme second".split(" "));
/** The topics of a conversation about a job or an application. */
export const JOB_TOPICS: ReadonlySet<string> = new Set(["careers", "how-to-apply", "application-response-time"]);
const PICK_FOLLOW_UP_MAX_WORDS = 10;
/** Words that open a follow-up without making it longer: "ok pis…", "and so…". */
export const OPENING_FILLERS: ReadonlySet<string> = new Set("ok okay and so et pis puis alors".split(" "));

/**
 * Right after the openings, a follow-up that picks one of them ("celui en IA, faut-il connaître Python ?") is
 * about that job, not about the service its name shares.
 */
export function withinJobs(question: string, chosen: string, previousTopic: string | undefined): string {
  if (JOB_TOPICS.has(chosen)) return chosen;
  const words = splitWords(question);
  // "Can we work from home if we're hired?": where or how the job is done, whatever came before.
  if (JOB_PLACE_TOPICS.has(chosen) && ONCE_HIRED.test(words.join(" "))) return "careers";
  if (previousTopic !== "careers") return chosen;
  // "Ok pis…" opens the follow-up without making it longer.
  const opening = words.findIndex((word) => !OPENING_FILLERS.has(word));
  if (words.length - Math.max(0, opening) > PICK_FOLLOW_UP_MAX_WORDS) return chosen;
  if (words.some((word) => PICKS.has(word))) return "careers";
  // "C'est à Ottawa ? Faut aller au bureau ?" after a job: where the job is done, not where the studio is.
  const aboutTheJob = words.some((word) => WORK_PLACE.has(word)) || words.some((word) => THE_JOB.has(word));
  return JOB_PLACE_TOPICS.has(chosen) && aboutTheJob ? "careers" : chosen;
}

/** Topics a question about where, when or how a job is done reads as alone. */
const JOB_PLACE_TOPICS: ReadonlySet<string> = new Set(["location", "hours", "engagement-process"]);
/** Words of where a job is done, and of working itself ("on peut travailler de n'importe où ?"). */
const WORK_PLACE = new Set(
  `remote remotely hybrid onsite office bureau bureaux distance teletravail hybride presentiel place work working
  travailler travaille`.split(/\s+/),
);
/** Being hired, as a condition: "if I'm hired", "once hired", "si on est engagé", "si je suis embauchée". */
const ONCE_HIRED =
  /\b(if|once|when) (i m |i am |we re |we are |i get |i m getting )?(hired|the job)\b|\bsi (on est|je suis|j suis|je serais|on serait|nous sommes) (engage|engagee|engages|embauche|embauchee|embauches|retenu|retenue|retenus)\b/;
/** Words by which the follow-up says "the job": "is it in Ottawa?", "c'est à Ottawa ?". */
const THE_JOB = new Set("it c ce ca cela that job poste role position".split(" "));
