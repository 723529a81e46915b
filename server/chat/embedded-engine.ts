/**
 * The embedded chat engine: no network, no key (ADR 006, ADR 013). Intent rules first (intents/): asking for
 * a person, asking about the assistant, off-topic requests, small talk, prices and meetings. Then a topic
 * classifier trained on the knowledge base and the training phrasings (classifier.ts) reads what is asked:
 * a clear winner is answered, two topics about as likely get a short clarifying question, and a question
 * that fits no topic gets a polite reply that offers the team. Replies are always in the request's language.
 */
import { CHAT_MESSAGE_MAX_LENGTH, offersHuman, type ChatTurn } from "../../core/chat.ts";
import type { Language } from "../../core/language.ts";
import { COUNTERS } from "../../core/motion.ts";
import { createClassifier, type Prediction, type TopicClassifier } from "./classifier.ts";
import type { ChatAnswer, ChatEngine } from "./engine.ts";
import { detectIntent, intentWords, LEADER_NAMES, namesPerson, type Intent } from "./intents/index.ts";
import { asksAboutTheHandoff, PERSON_ALONE } from "./intents/human.ts";
import { smallTalk } from "./intents/small-talk.ts";
import { KNOWLEDGE, type KnowledgeEntry } from "./knowledge/index.ts";
import { clarification, clarifiedTitles, reply, type ReplyKind } from "./replies.ts";
import { lastSentence, read, withoutGuessAtWho, type Clause } from "./reading.ts";
import { allStopwords, splitWords } from "./text.ts";
import { loadOrTrainModel } from "./model-file.ts";
import { createPassageAnswers, FOLLOW_UP_DETAIL_MIN_WEIGHT } from "./passages/answers.ts";
import { CHAT_KEPT_PASSAGE, chatKept, howLongKept, RETENTION_PASSAGE, whoReads } from "./who-reads.ts";
import type { RetentionSettings } from "../../core/privacy.ts";
import {
  isBroaderOf,
  JOB_TOPICS,
  OPENING_FILLERS,
  SERVICES,
  WORK_TOPICS,
  withinExamples,
  withinFamily,
  withinJobs,
} from "./topic-family.ts";
import { HUMAN, loadRealWords, OUT_OF_SCOPE, trainingVocabulary } from "./training/index.ts";

/** Up to how many words a message may join two things without a question word for each (`twoThings`). */
const TWO_THINGS_MAX_WORDS = 16;
/** How sure of its own topic each side of such a message must be. */
const TWO_THINGS_SURE = 0.8;
/** Where two things may be joined: "and", "et", "pis" ("aussi" is no place: "au Québec aussi ou juste en Ontario"). */
const JOINING_WORD = /[\s,]+(?:and also|and|et aussi|et|pis|puis|ainsi que|as well as)[\s,]+/giu;
/**
 * How likely the whole message must find each side's topic: "how long does it take to design and build an
 * exhibit" asks one thing, whatever "build an exhibit" alone is about.
 */
const TWO_THINGS_IN_WHOLE = 0.05;
/** A clause of a message that asks two things is answered beside the other from this probability. */
const PART_MIN_SCORE = 0.4;
/** From this many words, a message with clauses that ask nothing is read for the clauses that ask. */
const FOCUS_MIN_WORDS = 20;
/** How much the asking clauses weigh against the whole message in the ranking of such a message. */
const FOCUS_WEIGHT = 0.7;
/** The asking clauses of such a message decide when their own best topic is this likely. */
const FOCUS_SURE = 0.6;
/** The intents that only what is asked decides, never a word of the visitor's story. */
const FOCUSED_INTENTS = new Set<Intent>(["pricing", "meeting", "what-we-do", "off-topic"]);

/** Below this probability the best topic is a guess: the visitor is offered the team instead. */
export const MIN_PROBABILITY = 0.2;
/**
 * When the second topic comes this close to the first (in probability), the engine asks which one the visitor
 * means rather than guess.
 */
export const CLARIFY_MARGIN = 0.05;
/** Longer replies to a clarifying question are read as new questions unless they name one of its topics. */
const CLARIFY_ANSWER_MAX_WORDS = 6;
/** Questions this short may lean on the previous question ("le lien ?", "and the price?", "when will I hear"). */
const FOLLOW_UP_MAX_WORDS = 6;
/**
 * A question that points back ("and how long?", "is it paid?") is read as much with the previous one as alone up
 * to this many words; longer ones ask something of their own ("and the other one that travels?").
 */
const POINTING_MAX_WORDS = 5;
/**
 * How much a short question weighs against the conversation before it when it does not point back: what it
 * asks decides, what it is about may come from before ("when will I hear something" after an application).
 */
const CONTEXT_WEIGHT = 0.7;
/**
 * Words that ask for more of whatever was just discussed ("more details?", "le lien ?", "tell me more"): a
 * message made of these and function words alone has no topic of its own.
 */
const MORE_OF_IT = new Set(
  `more details detail info infos information link links url learn tell explain elaborate else plus precisions
  savoir lien liens dites expliquez expliquer explique davantage encore autre please s plait thanks merci`.split(/\s+/),
);
const STOPWORDS = allStopwords();

function probabilityIn(ranking: readonly Prediction[], label: string): number {
  return ranking.find((item) => item.label === label)?.probability ?? 0;
}
function contentWords(text: string): number {
  return splitWords(text).filter((word) => !STOPWORDS.has(word)).length;
}

/** Words by which a short message points back to the previous one: "and…?", "is it…", "c'est…", "elle…". */
const FIRST_WORDS_BACK = new Set(["and", "also", "so", "then", "but", "et", "aussi", "alors", "donc", "pis", "mais"]);
const WORDS_BACK = new Set(
  "it its that this those them they there ca cela celle celui celles ceux elle elles il ils y".split(" "),
);

/** "Pis elle date de quand ?" asks the date: the word that points back is no word of the detail asked. */
function withoutLeadingConjunction(question: string): string {
  const [first] = splitWords(question);
  return first && FIRST_WORDS_BACK.has(first) ? question.replace(/^\W*\p{L}+[\s,]*/u, "") : question;
}

/**
 * An asking clause that says "it" ("…a platform that models a building. What exactly does it do?") is read
 * with the sentence before it, which says what "it" is, whether that one tells or asks too ("I'd like to understand
 * what your readiness assessment involves. What would it look at?"), unless it is about money or a meeting
 * (`strays`): "…the council approved an amount this year. Could you build that?" asks to build.
 */
function withWhatItPointsTo(clause: Clause, clauses: readonly Clause[], strays: (text: string) => boolean): string {
  const before = clauses[clauses.indexOf(clause) - 1];
  const words = splitWords(clause.text);
  // A sentence that ends with a colon opens the question, it names nothing ("The one thing that worries me:").
  return before && !/:\s*$/.test(before.text) && asksAboutWhatWasSaid(words, clause.text) && !strays(before.text)
    ? `${before.text} ${clause.text}`
    : clause.text;
}

/**
 * The question of a long message may be longer ("What exactly does it let us do with a building like ours?") or
 * say "that" ("What is that exactly?"): the sentence before it says what it is. A "that" that opens a relative
 * clause ("something that answers them") points to nothing before.
 */
const POINTING_QUESTION_MAX_WORDS = 14;
/** "Could you give me a general idea?", "pouvez-vous m'en dire plus ?": a question that names nothing. */
const VAGUE = new Set(
  "give idea general rough sense share overview donner donnez idee generale apercu portrait dire".split(" "),
);
const WHAT_IS_THAT = /\b(what is|whats|what s) (that|this)\b|\b(that|this|cela|ceci) (exactly|exactement|au juste)\b/;
function asksAboutWhatWasSaid(words: readonly string[], question: string): boolean {
  return (
    words.length <= POINTING_QUESTION_MAX_WORDS &&
    (words.some((word) => IT.has(word)) ||
      WHAT_IS_THAT.test(words.join(" ")) ||
      words.every((word) => STOPWORDS.has(word) || MORE_OF_IT.has(word) || VAGUE.has(word))) &&
    !picksItsOwnThing(words, question)
  );
}

/** "The first one", "the AI one", "le premier", "la dernière", "on peut la voir": one of the things just named. */
const POINTS_TO_ONE_OF_THEM =
  /\b(the (first|second|third|last|other|\w+) one|le premier|la premiere|le deuxieme|la deuxieme|le second|la seconde|le dernier|la derniere|l autre)\b|\b(la|le|les|l) (voir|visiter|essayer|utiliser|trouver|reserver|tester|louer|acheter|accueillir|avoir)\b/;
/** Up to how many words such a question stays on the topic just discussed, below what probability of its own. */
const STAYS_ON_TOPIC_MAX_WORDS = 8;
const STAYS_ON_TOPIC_BELOW = 0.6;

/** "Est-ce que c'est payant ?", "c'est bilingue ?": a short question on "c'est" asks of the thing just discussed. */
const C_EST = /\bc est\b/;
const IS_IT_MAX_WORDS = 6;

function pointsBack(words: readonly string[]): boolean {
  return (
    FIRST_WORDS_BACK.has(words[0] ?? "") ||
    words.some((word) => WORDS_BACK.has(word)) ||
    (words.length <= IS_IT_MAX_WORDS && C_EST.test(words.join(" ")))
  );
}

/**
 * A longer question still about the thing just discussed: it says "it" or "ça" ("is it an actual product I can
 * buy?"), and neither chooses among several ("celui sur les bâtiments") nor names its own thing first ("le volet
 * conseil, ça comprend quoi ?").
 */
const IT = new Set("it its ca".split(" "));
/** "Le volet conseil, ça comprend quoi ?" names its own thing before it says "ça". */
const NAMES_ITS_OWN_THING = /\p{L}[^,]*,\s*(ça|ca)\b/iu;
const CHOOSES = new Set("celui celle ceux celles one other autre".split(" "));
const IT_MAX_WORDS = 10;

function asksAboutIt(words: readonly string[], question: string): boolean {
  return words.length <= IT_MAX_WORDS && words.some((word) => IT.has(word)) && !picksItsOwnThing(words, question);
}

/** "Celui sur les bâtiments", "le volet conseil, ça…": the question chooses or names its own thing. */
function picksItsOwnThing(words: readonly string[], question: string): boolean {
  return words.some((word) => CHOOSES.has(word)) || NAMES_ITS_OWN_THING.test(question);
}

/**
 * Two rankings of the same labels made one: the weighted geometric mean of each label's probabilities
 * (`weight` for the first, the rest for the second), normalized.
 */
export function blend(first: readonly Prediction[], second: readonly Prediction[], weight = 0.5): Prediction[] {
  const other = new Map(second.map((item) => [item.label, item.probability]));
  const mixed = first.map((item) => ({
    label: item.label,
    probability: item.probability ** weight * (other.get(item.label) ?? 0) ** (1 - weight),
  }));
  const total = mixed.reduce((sum, item) => sum + item.probability, 0) || 1;
  return mixed
    .map((item) => ({ ...item, probability: item.probability / total }))
    .sort((a, b) => b.probability - a.probability);
}

/**
 * A question that names one of the studio's leaders ("qu'est-ce qu'Aisha fait au studio", "Marc's background") is
 * about the team, unless it asks how to reach them or meet them. "Claire" counts with a capital only: "une
 * feuille de route claire" names nobody.
 */
const LEADER_WORDS = new Set(LEADER_NAMES.filter((word) => word !== "claire"));
function namesLeader(question: string): boolean {
  return /\bClaire\b/.test(question) || splitWords(question).some((word) => LEADER_WORDS.has(word));
}
const ABOUT_SOMEONE_ELSE = new Set(["contact-email", "meeting", "careers", "how-to-apply", "social-media"]);
/**
 * "Does she have a LinkedIn?", "les liens sous les photos des dirigeants": a leader's profile is linked from their
 * bio on the About page (the team's answer), the studio's own accounts are social media.
 */
const PERSONAL_PROFILE = /\b(linkedin|profile|profiles|profil|profils|links?|liens?)\b/;
/** "Where can I see their LinkedIn profiles?": several people's, not the studio's one account. */
const THEIR_PROFILES =
  /\b(their|leurs?|ils ont|elles ont) (\w+ )?(linkedin|profiles?|profils?)\b|\b(profiles|profils)\b/;
const THE_LEADERS =
  /\b(membres? de la direction|direction|leadership team|founders?|co founders?|cofounders?|leaders|leadership|dirigeants?|dirigeantes?|fondateurs?|fondatrices?|cofondateurs?|cofondatrices?|co fondateurs?)\b/;

/**
 * "Does she also do design?", "il a fait quoi avant ?", "pis la personne en IA ?", "et lequel s'occupe de l'IA ?":
 * right after a question about the team, one of its leaders.
 */
const SOMEONE = new Set("he she him her his hers il elle lui lequel laquelle gars guy personne person".split(" "));
function speaksOfSomeone(words: readonly string[]): boolean {
  const opening = words.findIndex((word) => !OPENING_FILLERS.has(word));
  return words.length - Math.max(0, opening) <= IT_MAX_WORDS && words.some((word) => SOMEONE.has(word));
}

/** The delay a conversation about a job or an application asks about (JOB_TOPICS, topic-family.ts). */
const APPLICATION_DELAY = "application-response-time";
/** The answers a question about a delay may get: the studio's answers to messages, a project's length. */
const DELAYS = new Set(["response-time", "timeline"]);
/** A visitor who says they have applied asks about the application when they ask how long. */
const APPLIED =
  /\b(i applied|i ve applied|i have applied|just applied|applied (for|to|last|on|yesterday|this)|sent (in )?my (application|resume|cv)|submitted my (application|resume|cv)|j ai postule|jai postule|j ai envoye ma candidature|j ai soumis ma candidature|ma candidature (est|a ete) envoyee)\b/;
/** A question that names a message or an email asks about the studio's answers to messages, whatever came before. */
const MESSAGE_WORDS = /\b(e-?mails?|courriels?|messages?|contact form|formulaire de contact)\b/i;

/**
 * "J'ai rempli le formulaire de contact ce matin", then "j'ai rien reçu, c'est normal ?": in a conversation that
 * says nothing of a job, the contact form's answer (a confirmation email is sent), or how soon the studio replies
 * when the visitor is waiting for an answer ("it's been a day and nothing yet"). "The form" with no job named is
 * the contact form: an applicant says they applied.
 */
const THE_CONTACT_FORM =
  /\b(contact form|formulaire de contact|contact page|page nous joindre|(the|your|le|votre) (form|formulaire))\b/;
const WAITING_FOR_AN_ANSWER =
  /\b(nouvelles|hear|heard|reply|replies|respond|response|reponse|answer|repondre|repondu|how long|combien de temps|quand|when|days?|jours?|hours?|heures?)\b/;
const NAMES_AN_APPLICATION =
  /\b(applications?|apply|applied|applying|resumes?|cv|jobs?|positions?|roles?|candidatures?|postuler|postule|poste|postes|emploi|emplois|entrevue|interview)\b/;

/** Words that name languages: a need "in English and French" is still the need. */
const LANGUAGE_WORDS = new Set(
  `english anglais french francais bilingual bilingue bilingues language languages langue langues official
  officielles multilingual multilingue multilingues`.split(/\s+/),
);
/**
 * "Someone on your team who speaks Spanish?", "du monde qui parle français dans l'équipe?": which languages the
 * team works in, not who the team is.
 */
const ASKS_WHO_SPEAKS =
  /\b(speak|speaks|speaking|parle|parlent|parler)( \w+)? (english|french|spanish|arabic|mandarin|cantonese|chinese|german|italian|portuguese|cree|ojibwe|inuktitut|anglais|francais|espagnol|arabe|mandarin|chinois|allemand|italien|portugais|cri|langues?|languages?)\b/;
/**
 * "Do people on your team usually reply the same day?", "votre équipe répond-elle rapidement ?": how soon the
 * studio answers a message, not who the team is.
 */
const ASKS_HOW_SOON_TEAM_REPLIES =
  /\b(reply|replies|respond|responds|answer|answers|get back|gets back|write back|repond|repondent|repondre|revient|revenez|reviennent|revenir)\b( \w+){0,4} (same day|within|quickly|fast|soon|today|tomorrow|jour meme|journee meme|rapidement|vite|dans la journee|en dedans|d ici)\b/;
/**
 * "Does this chat widget only show up on the contact page?", "le bouton de clavardage est sur toutes les
 * pages ?", "the round button in the bottom right corner": a question about the chat itself when the classifier
 * is unsure, whatever else it hears in it (the contact page); "do you keep what I type in this chat window?"
 * stays the privacy policy's, of which it is sure.
 */
const NAMES_THE_CHAT =
  /\b(chat|chatbot|live chat) (widget|button|bubble|window|box|panel|icon)s?\b|\b(widget|bouton|fenetre|bulle|boite|icone|panneau|boutons|fenetres) (de |du )?(clavardage|chat|chatbot|clavarder)\b|\b(clavardage|chat)( \w+){0,2} (disponible|offert|accessible|available|shown|offered)\b|\b(button|bubble|icon|bouton|bulle|icone|chat|chatbot|clavardage)\b( \w+){0,4} (bottom right|lower right|en bas a droite|coin inferieur droit)\b|\b(where is|where s|wheres|ou est|ou se trouve|ou trouver) (the |your |this |le |la |votre )?(chat|chatbot|clavardage)\b/;
/**
 * "Le 30+ sur la page d'accueil, ça veut dire quoi ?": a figure of the home page's counters, as they show it,
 * which the studio's own answer explains (years of experience, projects, clients).
 */
const COUNTER_FIGURE = new RegExp(
  `(?<![\\d.,])(${COUNTERS.map(({ target, suffix }) => `${target}\\s?${suffix.replace(/[+*?]/g, "\\$&")}`).join("|")})`,
);
/**
 * "Qu'est-ce qu'on trouve sur la page portfolio ?", "where's the careers page?": a page of one topic, named in a
 * question the classifier is unsure of, is what the question is about.
 */
const PAGES_OF_ONE_TOPIC: readonly (readonly [RegExp, string])[] = [
  [/\bportfolio page\b|\bpage (du )?portfolio\b/, "portfolio"],
  [/\b(careers?|jobs) page\b|\bpage (des )?(carrieres?|emplois)\b/, "careers"],
  [/\b(privacy|privacy policy) page\b|\bpage (de |de la )?(confidentialite|politique de confidentialite)\b/, "privacy"],
  [/\b(terms|terms of use) page\b|\bpage (des )?conditions\b/, "terms"],
  [/\bcookies? (policy )?page\b|\bpage (des )?temoins\b/, "cookies"],
];
/** Using what a page shows ("a screenshot of your portfolio page") is a question for the terms of use. */
const USES_THE_CONTENT =
  /\b(screenshots?|capture d ecran|captures d ecran|copy|copier|reuse|reutiliser|reproduce|reproduire)\b/;
const NAMES_THE_FORM = /\b(form|forms|formulaire|formulaires)\b/;
const NAMES_AN_ADDRESS = /\b(e ?mails?|courriels?|mail|adresse|address|addresses|phone|telephone)\b/;
/** "Who runs Northlight Studio?", "qui a fondé le studio ?": its leaders (the team), not the studio's story. */
const WHO_RUNS_IT =
  /^(so |and |ok |et |pis )?(who (runs|leads|founded|started|manages|heads|is behind|s behind)|qui (dirige|a fonde|gere|est derriere|mene|a cree|a demarre))\b(?!.*\b(content|contenu|images?|photos?)\b)/;
/** "9 to 6 EST, is that Ottawa time?": a time of day or time zone, as the contact page gives the hours. */
const TIME_OF_DAY =
  /\b(eastern time|heure de l est|ottawa time|heure d ottawa|time zone|timezone|fuseau horaire)\b|\b\d{1,2} ?(h|am|pm)?( to | a | - )\d{1,2} ?(h|am|pm)?\b/;
/**
 * "The 'visit the project' buttons on the lab cards take me to another site, why?": the lab's projects, which have
 * sites of their own.
 */
const LAB_LINK_ELSEWHERE =
  /^(?=.*\b(lab|labs|labo|laboratoire|visit the project|visiter le projet)\b)(?=.*\b(another site|other site|different site|new tab|autre site|un autre site|nouvel onglet|nouvelle fenetre|ce site la|quel site)\b)/;
/**
 * "Y'a un site où je peux le voir ?", "avez-vous un lien vers le site du projet ?" right after a lab project: that
 * project, whose answer gives its own site, not the portfolio; "other projects like that?" stays the portfolio's.
 */
const SEE_IT = /\b(see|visit|link|links|site|website|url|voir|visiter|lien|liens)\b/;
const THE_PROJECT = /\b(the project|this project|that project|du projet|le projet|ce projet|de ce projet)\b/;
const OTHER_WORK = /\b(other|others|another|more|autres?|plus d)\b/;
/** "What's the best time of day to call you?", "when are you guys in the office?": the office hours. */
const WHEN_REACHABLE =
  /\bbest time( of day| of the day)? to (call|reach|contact|phone)\b|\bwhen are (you|u)( guys| folks)? (in the office|in|at the office|around|available|reachable)\b|\bquand (etes vous|vous etes|est ce que vous etes) (au bureau|disponibles?|joignables?)\b|\bmeilleur moment (de la journee )?pour (appeler|vous appeler|vous joindre|joindre)\b/;
/** In capitals only: "est" is also French for "is". */
const TIME_ZONE_ABBREVIATION = /\b(EST|EDT|HNE|HAE)\b/;
/**
 * "How many people work at Northlight?", "vous êtes combien d'employés ?": the size of the company, which the
 * studio's own answer gives in figures; "how big is your team?" stays the team's.
 */
const HEADCOUNT =
  /\bhow many (people|employees|staff|persons)( \w+){0,3} (work|works|working|employed)\b|\bhow many employees\b|\bhow (big|large) is (the|your) (studio|company|firm|business|agency)\b|\bcombien d employes\b|\bcombien (de personnes|de monde|de gens)( \w+){0,2} (travaillent|travaille|bossent|employez)\b/;
const NEED_MIN_WORDS = 8;
/** How sure of a service a sentence of the visitor's story must be to name the service their question asks about. */
const STORY_SURE = 0.9;
const ASKS_WHICH = new Set("what whats which quel quels quelle quelles quoi".split(" "));
const NEED_SURE = 0.7;

/**
 * How sure of a topic the classifier must be for a request rule's match to need an outright wish for a person
 * (intents/index.ts, ADR 020; 70% since ADR 021, 65% once dev sets 71 to 78 were learnt, both chosen on the
 * cross-validated sets).
 */
const TOPIC_SURE_OVER_RULES = 0.65;
/**
 * Below this probability of "human", a request rule's match needs an outright wish for a person too (ADR 022): "why
 * does the application ask for my phone? will you call me?" asks about the form.
 */
const HUMAN_UNLIKELY = 0.15;
/**
 * Below this probability of "human", a match of rules that only name a person ("a human advisor if needed", "double
 * check with a person") needs an outright wish (ADR 023).
 */
const HUMAN_UNLIKELY_NAMED = 0.5;
/**
 * The classifier's "human" needs this much probability, and a person named, to hand the visitor over when no rule
 * asks for a person (90% since ADR 022, chosen on the cross-validated sets).
 */
const HUMAN_PROBABILITY = 0.9;

/** Whether the classifier is sure the message is about a topic other than `label` (and not a request). */
function sureOfOtherThan(ranking: readonly Prediction[], label: string): boolean {
  const [best] = ranking;
  return (
    best !== undefined && best.label !== label && best.label !== HUMAN && best.probability >= TOPIC_SURE_OVER_RULES
  );
}

/**
 * Whether the classifier doubts that a message a request rule matched asks for a person: it is sure of a topic
 * (ADR 020) or gives "human" almost no chance (ADR 022). Only an outright wish then hands the visitor over.
 */
export function doubtsRequest(ranking: readonly Prediction[], namesOnly = false): boolean {
  const human = ranking.find((item) => item.label === HUMAN)?.probability ?? 0;
  return sureOfOtherThan(ranking, HUMAN) || human < (namesOnly ? HUMAN_UNLIKELY_NAMED : HUMAN_UNLIKELY);
}

/**
 * A request for a person that no intent rule caught, on the classifier's word: its most likely label is
 * "human" with a probability of at least HUMAN_PROBABILITY, and the message names a person (intents/).
 * Precision is measured on every set (npm run bench:chat) and on the escalation phrasings' hard negatives.
 */
export function classifiedAsRequest(ranking: readonly Prediction[], words: readonly string[]): boolean {
  const [best] = ranking;
  return (
    best?.label === HUMAN &&
    best.probability >= HUMAN_PROBABILITY &&
    namesPerson(words) &&
    !asksAboutTheHandoff(words.join(" "))
  );
}

/**
 * A ranking without its "human" label, for a message not taken for a request: the topics share the probability
 * that label had, so that "is there someone on your team who speaks Spanish" is still sure of its topic.
 */
function withoutHuman(ranking: readonly Prediction[]): Prediction[] {
  const topics = ranking.filter((item) => item.label !== HUMAN);
  const total = topics.reduce((sum, item) => sum + item.probability, 0) || 1;
  return topics.map((item) => ({ ...item, probability: item.probability / total }));
}

/** Whether a message only asks for more of the previous topic. */
function asksForMore(words: readonly string[]): boolean {
  return (
    words.some((word) => MORE_OF_IT.has(word)) && words.every((word) => STOPWORDS.has(word) || MORE_OF_IT.has(word))
  );
}

export type Decision =
  | { kind: "answer"; entry: KnowledgeEntry; probability: number }
  | { kind: "clarify"; first: KnowledgeEntry; second: KnowledgeEntry; probability: number }
  | { kind: "unknown"; probability: number; declined?: boolean };

/**
 * What to do with the classifier's ranking: answer a clear winner, ask between two topics about as likely,
 * or offer the team when the best topic is a guess or is out of scope; a question sure to be out of scope
 * ("what's the weather like?") is `declined`, said outright to be outside what the assistant answers.
 */
export function decide(ranking: readonly Prediction[], entries: ReadonlyMap<string, KnowledgeEntry>): Decision {
  const [best, runnerUp] = ranking;
  const first = best && entries.get(best.label);
  if (!best || !first || best.probability < MIN_PROBABILITY)
    return {
      kind: "unknown",
      probability: best?.probability ?? 0,
      declined: best?.label === OUT_OF_SCOPE && best.probability >= NEED_SURE,
    };
  const second = runnerUp && runnerUp.label !== OUT_OF_SCOPE ? entries.get(runnerUp.label) : undefined;
  if (second && runnerUp && best.probability - runnerUp.probability < CLARIFY_MARGIN)
    return { kind: "clarify", first, second, probability: best.probability };
  return { kind: "answer", entry: first, probability: best.probability };
}

/** Whether a decision answers with the topic. */
function decidedOn(decision: Decision, id: string): boolean {
  return decision.kind === "answer" && decision.entry.id === id;
}

/** Whether a decision answers with the topic, or hesitates between it and another. */
function among(decision: Decision, id: string): boolean {
  if (decision.kind === "clarify") return decision.first.id === id || decision.second.id === id;
  return decidedOn(decision, id);
}

function lastTurn(history: readonly ChatTurn[], role: ChatTurn["role"]): ChatTurn | undefined {
  return history.findLast((turn) => turn.role === role);
}

/** The model is read from build/chat-model.bin (or trained once); every engine of the process shares it. */
let sharedClassifier: TopicClassifier | undefined;
function topicClassifier(warn?: (message: string) => void): TopicClassifier {
  sharedClassifier ??= createClassifier(loadOrTrainModel(warn ? { warn } : {}).model);
  return sharedClassifier;
}

export interface EmbeddedEngineOptions {
  /** A classifier of its own (experiments); by default the model of build/chat-model.bin. */
  classifier?: TopicClassifier;
  /** Where to say that the model file was missing or stale and the model was trained at start. */
  warn?: (message: string) => void;
  /** The retention periods the privacy page states, for answers quoting it (the defaults otherwise). */
  retention?: RetentionSettings;
}

export function createEmbeddedEngine(options: EmbeddedEngineOptions = {}): ChatEngine {
  const entries = new Map(KNOWLEDGE.map((entry) => [entry.id, entry]));
  const classifier = options.classifier ?? topicClassifier(options.warn);
  const knownWords = new Set([...allStopwords(), ...trainingVocabulary(), ...loadRealWords()]);
  for (const entry of KNOWLEDGE) {
    for (const text of Object.values(entry.text)) {
      for (const part of [text.title, text.answer, ...text.questions, ...text.keywords, ...(text.context ?? [])]) {
        for (const word of splitWords(part)) knownWords.add(word);
      }
    }
  }

  /** The classifier's ranking of the knowledge's topics (and out-of-scope), without its "human" label. */
  function topicsOf(text: string): Prediction[] {
    return withoutHuman(classifier.classify(text));
  }

  const passageAnswers = createPassageAnswers(entries, options.retention);

  function entryAnswer(id: string, language: Language, score = 1): ChatAnswer {
    const entry = entries.get(id);
    if (!entry) throw new Error(`Unknown knowledge entry ${id}`);
    return { text: entry.text[language].answer, wantsHuman: false, topic: entry.id, score };
  }

  /**
   * The topic's reply, or the passage of the site that gives the detail the question asks about. "Is this chat
   * recorded?" gets what the assistant is (or the policy's summary), then what the policy says the chat collects.
   */
  function topicAnswer(id: string, question: string, language: Language, score = 1): ChatAnswer {
    const answer = entryAnswer(id, language, score);
    const detail = passageAnswers.detail(question, id, language);
    const reply = detail ? { ...answer, text: detail.text } : answer;
    const kept =
      (id === "chatbot" || (id === "privacy" && !detail)) && chatKept(intentWords(question, knownWords).join(" "))
        ? passageAnswers.detail(CHAT_KEPT_PASSAGE, "privacy", language)
        : undefined;
    return kept ? { ...reply, text: `${reply.text}\n\n${kept.text}` } : reply;
  }

  function replyAnswer(kind: ReplyKind, language: Language, wantsHuman = false, score = 1): ChatAnswer {
    return { text: reply(kind, language), wantsHuman, topic: kind, score };
  }

  function answerIntent(intent: Intent, question: string, language: Language): ChatAnswer {
    switch (intent) {
      case "human":
      case "accept":
        return replyAnswer("human", language, true);
      case "bot-question":
        return entryAnswer("chatbot", language);
      case "pricing":
        return entryAnswer("pricing", language);
      case "meeting":
        return topicAnswer("meeting", question, language);
      case "what-we-do":
        return entryAnswer("services", language);
      case "off-topic":
        return { ...replyAnswer("off-topic", language), topic: "out-of-scope" };
      case "greeting":
      case "thanks":
      case "goodbye":
      case "acknowledge":
      case "decline":
        return replyAnswer(intent, language);
    }
  }

  /** After a clarifying question, the visitor's reply picks one of the two topics it offered. */
  function clarifiedChoice(message: string, lastAssistant: ChatTurn | undefined, language: Language) {
    const titles = lastAssistant && clarifiedTitles(lastAssistant.content);
    if (!titles) return undefined;
    const offered = titles.map((title) => KNOWLEDGE.find((entry) => entry.text[language].title === title));
    const [first, second] = offered;
    if (!first || !second) return undefined;
    const words = splitWords(message);
    if (words.some((word) => ["first", "1", "premier", "premiere", "former"].includes(word))) return first;
    if (
      words.some((word) =>
        ["second", "2", "deuxieme", "seconde", "latter", "last", "dernier", "derniere"].includes(word),
      )
    )
      return second;
    const ranking = topicsOf(message);
    const probabilityOf = (entry: KnowledgeEntry) => probabilityIn(ranking, entry.id);
    const [top] = ranking;
    // A new question rather than an answer to the clarifying one.
    const elsewhere = top !== undefined && top.label !== first.id && top.label !== second.id;
    if (elsewhere && (top.probability >= 0.5 || words.length > CLARIFY_ANSWER_MAX_WORDS)) return undefined;
    return probabilityOf(first) >= probabilityOf(second) ? first : second;
  }

  /**
   * One question answered: the intent rules, a reply to a clarifying question, the classifier (with the
   * previous question for a short follow-up). `focus`, for a message that tells about the visitor around
   * what it asks, is its asking clauses: they decide a price or meeting question and, with the sentence that
   * says what their "it" is (`focusRead`), weigh more in the ranking.
   */
  function answerOne(
    question: string,
    history: readonly ChatTurn[],
    language: Language,
    focus?: string,
    part = false,
    focusRead = focus,
  ): ChatAnswer {
    const lastAssistant = lastTurn(history, "assistant");
    const words = intentWords(question, knownWords);
    if (words.length === 0) return replyAnswer("out-of-scope", language, false, 0);

    const offered = lastAssistant !== undefined && offersHuman(lastAssistant.content);
    // Classified once, and only when needed: a greeting or a price question that a rule answers never is.
    let wholeRanking: Prediction[] | undefined;
    const rankWhole = () => (wholeRanking ??= classifier.classify(question));
    // "Who reads it? A real person?": the guess at who asks for no one.
    const asking = withoutGuessAtWho(question);
    const said = detectIntent(asking === question ? words : intentWords(asking, knownWords), {
      message: asking,
      offered,
      doubtsRequest: (namesOnly) => doubtsRequest(rankWhole(), namesOnly),
    });
    // "Ok this isn't working for me. Human?": a last sentence that only asks for a person is a request.
    const endsAsking =
      !part && said !== "human" && PERSON_ALONE.test(intentWords(lastSentence(asking), knownWords).join(" "));
    // "Le guide IA de l'expérience itinérante, c'est une personne ou un logiciel ?" asks whether something else is a
    // person, when the classifier is sure of that other thing.
    const asksOfSomethingElse = said === "bot-question" && sureOfOtherThan(rankWhole(), "chatbot");
    const intent = endsAsking ? "human" : asksOfSomethingElse ? undefined : said;
    const folded = words.join(" ");
    // What is asked, in a message that also tells a story ("my manager keeps asking…").
    const asked = focus === undefined ? folded : intentWords(focus, knownWords).join(" ");
    if (intent === undefined && howLongKept(asked)) {
      // "How long do you keep my data?" is answered by the periods, whatever sentence its words lead to, then by
      // the policy's summary: where it is kept and whom to write to have it deleted, which such visitors ask next.
      const periods = passageAnswers.detail(RETENTION_PASSAGE, "privacy", language);
      const summary = entryAnswer("privacy", language);
      return periods
        ? { ...summary, text: `${periods.text}\n\n${summary.text}` }
        : topicAnswer("privacy", question, language);
    }
    const readBy = intent === undefined || intent === "bot-question" ? whoReads(asked) : undefined;
    if (readBy) {
      const said = readBy.passage && passageAnswers.detail(readBy.passage, readBy.topic, language);
      const page = said
        ? { ...entryAnswer(readBy.topic, language), text: said.text }
        : topicAnswer(readBy.topic, question, language);
      if (readBy.after === undefined) return page;
      const first = entryAnswer(readBy.after, language);
      return { ...first, text: `${first.text}\n\n${page.text}`, topics: [first.topic, page.topic] };
    }
    // A stray "budget" or "meeting" in the visitor's story is no price or meeting question: what is asked
    // alone decides those.
    const focusRanking = focusRead === undefined ? undefined : topicsOf(focusRead);
    const focusSure = focusRanking !== undefined && (focusRanking[0]?.probability ?? 0) >= FOCUS_SURE;
    const focused =
      focus !== undefined && intent !== undefined && FOCUSED_INTENTS.has(intent)
        ? detectIntent(intentWords(focus, knownWords), { message: focus, offered })
        : intent;
    // "How long is it and does it cost anything?" right after the booking answer: the call is free, and the
    // meeting's answer says so.
    if (focused === "pricing" && aboutTheCall(words, history)) return topicAnswer("meeting", question, language);
    if (focused) return answerIntent(focused, focus ?? question, language);

    const chosen = clarifiedChoice(question, lastAssistant, language);
    if (chosen) return entryAnswer(chosen.id, language);

    const questions = questionsOf(history);
    const previous = questions.at(-1);
    // What the visitor's previous question was about, read once: the follow-up rules below all lean on it.
    const previousTopic = topicOfPrevious(questions);
    const more = asksForMore(words);
    const fullRanking = rankWhole();
    // The classifier's word on a request is taken for a whole message only: one clause of a longer message ("we'd
    // like to meet your team") is too little to hand the visitor over on a guess.
    if (!part && classifiedAsRequest(fullRanking, words)) return replyAnswer("human", language, true);
    const whole = withoutHuman(fullRanking);
    const ranking = focusRanking && focusSure ? blend(focusRanking, whole, FOCUS_WEIGHT) : whole;
    // "More details?" alone says nothing: the topic is the previous question's, or none. A short follow-up that
    // points back ("and how long?", "is it paid?", "elle est où ?") is read both alone and with the question
    // before it: what it asks comes from itself, what it is about from the earlier question.
    let decision: Decision = more
      ? { kind: "unknown", probability: 0 }
      : previous && ((words.length <= POINTING_MAX_WORDS && pointsBack(words)) || asksAboutIt(words, question))
        ? decide(blend(ranking, topicsOf(`${previous.content} ${question}`)), entries)
        : previous && words.length <= FOLLOW_UP_MAX_WORDS
          ? decide(blend(ranking, topicsOf(`${previous.content} ${question}`), CONTEXT_WEIGHT), entries)
          : decide(ranking, entries);
    // A short follow-up that is unclear on its own ("le lien ?", "and in French?") is read with the question
    // before it.
    if (decision.kind !== "answer" && previous && (more || words.length <= FOLLOW_UP_MAX_WORDS)) {
      const joined = decide(topicsOf(`${previous.content} ${question}`), entries);
      if (joined.kind === "answer") decision = joined;
    }
    // "Ok pis le premier, c'tu à distance ?", "what's the background of the AI one?", "comment on peut la voir ?":
    // a short question that points back, which the classifier cannot place alone, stays on the topic just discussed.
    const previousEntry = previousTopic === undefined ? undefined : entries.get(previousTopic);
    const unsureAlone = decision.kind !== "answer" || decision.probability < STAYS_ON_TOPIC_BELOW;
    if (
      previousEntry &&
      words.length <= STAYS_ON_TOPIC_MAX_WORDS &&
      unsureAlone &&
      // "C'est" points back too, but only here, in a question the classifier cannot place alone: "c'est combien
      // pour un site web ?" asks something of its own.
      (words.some((word) => WORDS_BACK.has(word) || word === "c") || POINTS_TO_ONE_OF_THEM.test(folded)) &&
      !NAMES_ITS_OWN_THING.test(question)
    ) {
      decision = { kind: "answer", entry: previousEntry, probability: decision.probability };
    }
    // "ok mais c'est stocké où, au Canada ?" after the privacy answer hesitates between privacy and the office:
    // a short message torn between the topic just discussed and another goes on with the conversation, up to the
    // length of a question that speaks of it ("le second, c'est en présentiel ou à distance ?" after the jobs).
    if (
      previousEntry &&
      words.length <= IT_MAX_WORDS &&
      decision.kind === "clarify" &&
      among(decision, previousEntry.id)
    ) {
      decision = { kind: "answer", entry: previousEntry, probability: decision.probability };
    }
    const aboutTheLeader = previousTopic === "team" && speaksOfSomeone(words);
    const someone = namesLeader(question) || aboutTheLeader;
    const leadersProfile =
      (decision.kind !== "answer" || decision.entry.id === "social-media") &&
      PERSONAL_PROFILE.test(folded) &&
      (someone || THE_LEADERS.test(folded) || THEIR_PROFILES.test(folded));
    if (leadersProfile || (someone && (decision.kind !== "answer" || !ABOUT_SOMEONE_ELSE.has(decision.entry.id)))) {
      const team = entries.get("team");
      if (team) decision = { kind: "answer", entry: team, probability: decision.probability };
    }
    // Readings that know better than the classifier: who the team is, asked of something else, and questions
    // it is unsure of that name the chat or a counter of the home page.
    const answerWith = (id: string | undefined) => {
      const entry = id === undefined ? undefined : entries.get(id);
      if (entry) decision = { kind: "answer", entry, probability: decision.probability };
    };
    // "Est-ce que c'est payant ?" right after the booking answer, as "does it cost anything?" above.
    if (decidedOn(decision, "pricing") && aboutTheCall(words, history)) answerWith("meeting");
    const unsure = decision.kind !== "answer" || decision.probability < NEED_SURE;
    const aboutTheTeam = decidedOn(decision, "team");
    // …or in doubt between the team and another topic ("votre équipe revient vers nous rapidement ?").
    const maybeTheTeam = among(decision, "team");
    if (maybeTheTeam && ASKS_WHO_SPEAKS.test(folded)) answerWith("languages");
    else if (maybeTheTeam && ASKS_HOW_SOON_TEAM_REPLIES.test(folded)) answerWith("response-time");
    if (unsure && NAMES_THE_CHAT.test(asked)) answerWith("chatbot");
    // The figure is the counters'; what is asked of it decides: "vos 100+ clients, c'est qui ?" is the clients'.
    if (COUNTER_FIGURE.test(question)) {
      const [withoutFigure] = topicsOf(question.replace(COUNTER_FIGURE, " "));
      answerWith(withoutFigure && withoutFigure.probability >= NEED_SURE ? withoutFigure.label : "about");
    }
    if ((unsure || aboutTheTeam) && HEADCOUNT.test(folded)) answerWith("about");
    // "If I ask to speak to a person here, what happens?": how the chat hands a visitor over.
    if (asksAboutTheHandoff(folded)) answerWith("chatbot");
    // …unless it names which project: "le lien du jumeau numérique ouvre un autre site" is that project's.
    const namesAProject = decision.kind === "answer" && isBroaderOf("innovation-lab", decision.entry.id);
    if (LAB_LINK_ELSEWHERE.test(folded) && !namesAProject) answerWith("innovation-lab");
    const seesTheLabProject =
      previousTopic !== undefined &&
      isBroaderOf("innovation-lab", previousTopic) &&
      decidedOn(decision, "portfolio") &&
      words.length <= IT_MAX_WORDS &&
      SEE_IT.test(folded) &&
      (pointsBack(words) || POINTS_TO_ONE_OF_THEM.test(folded) || THE_PROJECT.test(folded)) &&
      !OTHER_WORK.test(folded);
    if (seesTheLabProject) answerWith(previousTopic);
    if (unsure && (TIME_OF_DAY.test(folded) || TIME_ZONE_ABBREVIATION.test(question))) answerWith("hours");
    // "What's the best time of day to reach you by phone?" asks when, not where or at which number.
    const whereOrHow = among(decision, "location") || among(decision, "contact-email");
    if ((unsure || whereOrHow) && WHEN_REACHABLE.test(folded)) answerWith("hours");
    const aboutTheStudio = decidedOn(decision, "about");
    if ((unsure || aboutTheStudio) && WHO_RUNS_IT.test(folded) && !USES_THE_CONTENT.test(folded)) answerWith("team");
    // "Where is the contact form?", "y a-t-il un formulaire sur le site ?": the form, unless the visitor asks for the
    // address to write to instead.
    if (among(decision, "contact-email") && NAMES_THE_FORM.test(folded)) {
      if (!NAMES_AN_ADDRESS.test(folded)) answerWith("contact-form");
    }
    if (unsure && !USES_THE_CONTENT.test(folded))
      answerWith(PAGES_OF_ONE_TOPIC.find(([page]) => page.test(folded))?.[1]);
    // A long message's question ("…can the things you build support languages beyond English and French?") is read
    // alone for a need; a need stated with no question mark is read with the story that tells it.
    if (among(decision, "languages")) answerWith(needBesideLanguages(focus?.includes("?") ? focus : question));
    if (decidedOn(decision, APPLICATION_DELAY) && afterTheContactForm(folded, history, previousTopic))
      answerWith(WAITING_FOR_AN_ANSWER.test(folded) ? "response-time" : "contact-form");
    // "When should I expect to hear from you?" after "I just applied": the application's delay, even when the
    // classifier hesitates between it and the answer to messages.
    const delayInDoubt =
      decision.kind === "clarify" &&
      among(decision, APPLICATION_DELAY) &&
      [decision.first.id, decision.second.id].some((id) => DELAYS.has(id));
    const applicationDelay =
      (decision.kind === "answer" && inApplication(decision.entry.id, question, history, previousTopic)) ||
      (delayInDoubt && inApplication("response-time", question, history, previousTopic));
    // "Elle a été mise à jour quand ?" after the cookie policy: a detail of the page just discussed; so is a short
    // question the classifier cannot place at all ("how do I change my choice then?").
    const detailBefore =
      !applicationDelay &&
      previousTopic !== undefined &&
      words.length <= IT_MAX_WORDS &&
      (pointsBack(words) || decision.kind === "unknown") &&
      (unsureAlone || decision.kind !== "answer" || decision.entry.id !== previousTopic)
        ? passageAnswers.detail(
            withoutLeadingConjunction(question),
            previousTopic,
            language,
            FOLLOW_UP_DETAIL_MIN_WEIGHT,
          )
        : undefined;
    if (previousTopic !== undefined && detailBefore) {
      return { ...entryAnswer(previousTopic, language, round(decision.probability)), text: detailBefore.text };
    }
    switch (decision.kind) {
      case "answer": {
        const id = applicationDelay
          ? APPLICATION_DELAY
          : withinJobs(
              question,
              withinExamples(
                question,
                withinFamily(question, decision.entry.id, decision.probability, previousTopic),
                previousTopic,
              ),
              previousTopic,
            );
        return topicAnswer(id, question, language, round(decision.probability));
      }
      case "clarify":
        if (applicationDelay) return topicAnswer(APPLICATION_DELAY, question, language, round(decision.probability));
        return {
          text: clarification(decision.first.text[language].title, decision.second.text[language].title, language),
          wantsHuman: false,
          topic: "clarify",
          score: round(decision.probability),
        };
      case "unknown": {
        const score = round(Math.min(decision.probability, 0.499));
        return decision.declined
          ? { ...replyAnswer("off-topic", language, false, score), topic: OUT_OF_SCOPE }
          : replyAnswer("out-of-scope", language, false, score);
      }
    }
  }

  /**
   * "We'd like researchers to search our catalogue in plain English or French": the languages qualify a need
   * that one of the services meets. Read without its language words, a message that still clearly asks for a
   * service or a lab project (WORK_TOPICS) is about that; "can you work in French?" has nothing left to say.
   */
  function needBesideLanguages(question: string): string | undefined {
    const rest = splitWords(question).filter((word) => !LANGUAGE_WORDS.has(word));
    if (rest.filter((word) => !STOPWORDS.has(word)).length < NEED_MIN_WORDS) return undefined;
    const [best] = withoutHuman(topicsOf(rest.join(" ")));
    return best && WORK_TOPICS.has(best.label) && best.probability >= NEED_SURE ? best.label : undefined;
  }

  /** A short question that points back ("does it cost anything?") right after a question about the call. */
  function aboutTheCall(words: readonly string[], history: readonly ChatTurn[]): boolean {
    if (words.length > IT_MAX_WORDS || !pointsBack(words)) return false;
    const previous = previousQuestion(history);
    return previous !== undefined && sureTopic(previous.content) === "meeting";
  }

  /** Whether a sentence would make a price or meeting question of whatever is read with it. */
  function straysToPriceOrMeeting(text: string): boolean {
    const intent = detectIntent(intentWords(text, knownWords), { message: text, offered: false });
    return intent !== undefined && FOCUSED_INTENTS.has(intent);
  }

  /** The visitor's messages that asked something: "ok", "merci" or "cool" in between say nothing of the topic. */
  function questionsOf(history: readonly ChatTurn[]): ChatTurn[] {
    return history.filter(
      (turn) => turn.role === "user" && smallTalk(intentWords(turn.content, knownWords), false) === undefined,
    );
  }

  function previousQuestion(history: readonly ChatTurn[]): ChatTurn | undefined {
    return questionsOf(history).at(-1);
  }

  /**
   * What the visitor's previous question was about: its own sure topic, or, for a follow-up that is unsure alone
   * ("would it work outdoors?" after the digital twin), its sure topic read with the question before it.
   */
  function topicOfPrevious(questions: readonly ChatTurn[]): string | undefined {
    const previous = questions.at(-1);
    if (previous === undefined) return undefined;
    const alone = sureTopic(previous.content);
    if (alone !== undefined) return alone;
    const before = questions.at(-2);
    return before && sureTopic(`${before.content} ${previous.content}`);
  }

  /** The topic of a question when the classifier is sure of it. */
  function sureTopic(question: string): string | undefined {
    const [best] = topicsOf(question);
    return best !== undefined && best.probability >= 0.5 ? best.label : undefined;
  }

  /**
   * "When will I hear back?" right after a question about a job or an application asks about the application's
   * delay (48 hours), not a message's (24 hours).
   */
  function inApplication(
    id: string,
    question: string,
    history: readonly ChatTurn[],
    previousTopic: string | undefined,
  ): boolean {
    if (!DELAYS.has(id)) return false;
    // "I applied on Monday and haven't heard anything — how long does it usually take?", whatever it says of the
    // confirmation message.
    if (APPLIED.test(splitWords(question).join(" "))) return true;
    if (MESSAGE_WORDS.test(question)) return false;
    if (id !== "response-time") return false;
    // "How do I apply?", "ok found the form", "after I send it, how long until I hear back?"; "I just applied for
    // the developer position", then "when should I expect to hear from you?"
    const earlier = questionsOf(history).slice(-2);
    if (earlier.some((turn) => APPLIED.test(splitWords(turn.content).join(" ")))) return true;
    const beforePrevious = earlier.length === 2 ? earlier[0] : undefined;
    return [previousTopic, beforePrevious && sureTopic(beforePrevious.content)].some(
      (topic) => topic !== undefined && JOB_TOPICS.has(topic),
    );
  }

  /** Whether a question names, or follows one that names, the contact form, and no job is named (THE_CONTACT_FORM). */
  function afterTheContactForm(folded: string, history: readonly ChatTurn[], previousTopic: string | undefined) {
    const earlier = questionsOf(history)
      .slice(-2)
      .map((turn) => splitWords(turn.content).join(" "));
    if ([folded, ...earlier].some((text) => NAMES_AN_APPLICATION.test(text) || APPLIED.test(text))) return false;
    return (
      [folded, ...earlier.slice(-1)].some((text) => THE_CONTACT_FORM.test(text)) || previousTopic === "contact-form"
    );
  }

  /**
   * The one service that the message's clauses name, each sure of it, if only one: the story's, and the need it
   * states ("We need a new website where people can buy tickets…").
   */
  function serviceTold(clauses: readonly Clause[]): string | undefined {
    const named = new Set(
      clauses
        .map((clause) => topicsOf(clause.text)[0])
        .filter((best) => best !== undefined && SERVICES.has(best.label) && best.probability >= STORY_SURE)
        .map((best) => best?.label),
    );
    const [only] = named;
    return named.size === 1 ? only : undefined;
  }

  /**
   * "Votre courriel pis vos heures de bureau", "email address and are you open saturdays": a message that joins two
   * things with a conjunction and no question word to divide on asks about each when each side alone is sure of
   * its own topic.
   */
  function twoThings(message: string): Clause[] | undefined {
    if (splitWords(message).length > TWO_THINGS_MAX_WORDS) return undefined;
    let whole: Prediction[] | undefined;
    for (const join of message.matchAll(JOINING_WORD)) {
      const sides = [message.slice(0, join.index), message.slice(join.index + join[0].length)];
      const [first, second] = sides.map((side) => (contentWords(side) >= 2 ? topicsOf(side)[0] : undefined));
      if (!first || !second || first.label === second.label) continue;
      const eachSure = [first, second].every(
        (top) =>
          top.label !== OUT_OF_SCOPE &&
          top.probability >= TWO_THINGS_SURE &&
          probabilityIn((whole ??= topicsOf(message)), top.label) >= TWO_THINGS_IN_WHOLE,
      );
      if (eachSure) return sides.map((text) => ({ text: text.trim(), asks: true }));
    }
    return undefined;
  }

  /** Whether a clause's answer is one to give beside another: a topic of the knowledge or a request for a person. */
  function answersTopic(answer: ChatAnswer): boolean {
    return answer.topic === "human" || (entries.has(answer.topic) && answer.score >= PART_MIN_SCORE);
  }

  /**
   * The whole message read first (issue 28): a message that asks two things gets both answers in one reply,
   * its main topic first (the one the whole message is about, or the first asked); a message that tells
   * about the visitor around what it asks is read for its asking clauses.
   */
  function answer(message: string, history: readonly ChatTurn[], language: Language): ChatAnswer {
    const question = message.trim().slice(0, CHAT_MESSAGE_MAX_LENGTH);
    const reading = read(question);
    const focused = reading.asking.length < reading.clauses.length && splitWords(question).length >= FOCUS_MIN_WORDS;
    const focus = focused ? reading.asking.map((clause) => clause.text).join(" ") : undefined;
    const focusRead = focused
      ? reading.asking.map((clause) => withWhatItPointsTo(clause, reading.clauses, straysToPriceOrMeeting)).join(" ")
      : undefined;
    const whole = answerOne(question, history, language, focus, false, focusRead);
    // "…we need guidelines and training on generative AI. Is that part of what you offer?": a long message whose
    // question only asks whether the studio does it is answered with the one service its story names.
    // "What kinds of things do you do?" asks for the overview whatever the story says.
    const asksWhether = () => reading.asking.every((clause) => !ASKS_WHICH.has(splitWords(clause.text)[0] ?? ""));
    const [askedAlone] = focus === undefined ? [] : topicsOf(focus);
    const asksForServices =
      whole.topic === "services" ||
      (askedAlone?.label === "services" && askedAlone.probability >= NEED_SURE && whole.topic === "clarify");
    const needed = reading.long && asksForServices && asksWhether() ? serviceTold(reading.clauses) : undefined;
    if (needed) return topicAnswer(needed, question, language, whole.score);
    // Small talk, an answer to an offer of the team or to a clarifying question is one answer whatever it says.
    const answersQuestion = ["human", "clarify", "out-of-scope"].includes(whole.topic) || entries.has(whole.topic);
    const asking =
      reading.asking.filter((clause) => clause.asks).length >= 2 ? reading.asking : (twoThings(question) ?? []);
    // A message none of whose clauses asks is read whole: its parts are the visitor's story.
    if (asking.filter((clause) => clause.asks).length < 2 || !answersQuestion) return whole;
    // Each question is read with the sentence just before it when that one only tells ("I applied last week.
    // When will I hear back?"), never with the other question.
    const clauseTexts = asking.map((clause) => {
      const before = reading.clauses[reading.clauses.indexOf(clause) - 1];
      return before && !before.asks ? `${before.text} ${clause.text}` : clause.text;
    });
    const clauseAnswers = clauseTexts.map((text) => answerOne(text, history, language, undefined, true));
    // "How do I apply, and how long until I hear back?", "J'ai postulé il y a 3 jours, toujours rien… ça prend
    // combien de temps ?" ask about the application's delay.
    // "Le formulaire de contact a-tu marché ? j'ai rien reçu… pis vous répondez en combien de temps ?": a message
    // about the contact form that names no job asks how soon the studio answers messages.
    const aboutTheForm = afterTheContactForm(splitWords(question).join(" "), history, undefined);
    const aboutAJob = !aboutTheForm && clauseAnswers.some((part) => JOB_TOPICS.has(part.topic));
    // "…vous répondez en combien de temps ? et est-ce que je vais recevoir une confirmation ?": after the form,
    // each question gets whichever of the form's two answers (how soon, what it sends) it is nearer to.
    const formAnswer = (text: string) => {
      const ranking = topicsOf(text);
      return probabilityIn(ranking, "contact-form") > probabilityIn(ranking, "response-time")
        ? "contact-form"
        : "response-time";
    };
    // `clause` is the text a part answers; the whole message, which may hold both questions, takes how soon.
    const asApplicationDelay = (part: ChatAnswer, clause?: string) =>
      aboutAJob && DELAYS.has(part.topic)
        ? topicAnswer(APPLICATION_DELAY, message, language, part.score)
        : aboutTheForm && part.topic === APPLICATION_DELAY
          ? topicAnswer(clause === undefined ? "response-time" : formAnswer(clause), message, language, part.score)
          : part;
    const parts = clauseAnswers.map((part, index) => asApplicationDelay(part, clauseTexts[index]));
    const answered: ChatAnswer[] = [];
    for (const part of parts) {
      // A clause asks for a person only if the whole message does: "I want to talk to your team, how do I book
      // the intro call?" asks how to book it.
      if (part.wantsHuman && !whole.wantsHuman) continue;
      if (answersTopic(part) && !answered.some((other) => other.topic === part.topic)) answered.push(part);
    }
    // The whole message's answer stays the main one when it is sure of its topic; the clauses add a second. A whole
    // that only sums up two of its parts ("do you do AI strategy, and can you also build the app?": the services)
    // leaves them to answer.
    const sumsUp = answered.filter((part) => isBroaderOf(whole.topic, part.topic)).length >= 2;
    const wholeSure = answersTopic(whole) && !sumsUp;
    const wholeAnswer = asApplicationDelay(whole);
    const main = wholeSure ? (answered.find((part) => part.topic === wholeAnswer.topic) ?? wholeAnswer) : answered[0];
    const second = answered.find((part) => part.topic !== main?.topic);
    if (!main || !second) return wholeAnswer;
    const order = (part: ChatAnswer) => (parts.includes(part) ? parts.indexOf(part) : -1);
    const [first, then] = order(main) <= order(second) ? [main, second] : [second, main];
    return {
      text: `${first.text}\n\n${then.text}`,
      wantsHuman: main.wantsHuman || second.wantsHuman || wholeAnswer.wantsHuman,
      topic: main.topic,
      topics: [main.topic, second.topic],
      score: Math.min(main.score, second.score),
    };
  }

  return {
    name: "embedded",
    answer: ({ message, history, language }) => Promise.resolve(answer(message, history, language)),
  };
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
