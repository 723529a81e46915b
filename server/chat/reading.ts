/**
 * Reading a whole message before answering it (issue 28): its clauses, which of them ask something, and
 * whether it is a long message that carries the visitor's context around its question. The engine answers
 * each asking clause of a message that asks two things, and weighs the asking clause of a long message over
 * the sentences that only tell about the visitor (embedded-engine.ts).
 */
import { allStopwords, splitWords } from "./text.ts";

const STOPWORDS = allStopwords();

export interface Clause {
  text: string;
  /** Whether the clause asks something: a question mark, a question word or verb first, or a request. */
  asks: boolean;
}

export interface Reading {
  clauses: Clause[];
  /** The clauses that ask something (every clause when none does). */
  asking: Clause[];
  /** A message this long tells about the visitor around what it asks: its asking clauses weigh more. */
  long: boolean;
}

/** Words from which a message is long enough to carry context (the issue's long messages have 40–80). */
export const LONG_MESSAGE_WORDS = 30;

/** Words that open a question in either language, folded. */
const QUESTION_OPENERS = new Set(
  `what whats which who whom whose where when why how is are am was were do does did can could would will shall
  should may might have has any tell explain describe show list give send share
  quoi que qu quel quelle quels quelles qui ou quand pourquoi comment combien est sont etes avez as avons ont
  pouvez peux peut pourriez pourrais pourrait faites fais fait offrez offre travaillez travailles acceptez
  prenez cherchez y c dites dis parlez donnez montrez expliquez`.split(/\s+/),
);

/** Phrases by which a visitor asks without a question word: "we need…", "on cherche…", "I'd like to know…". */
const REQUEST_OPENERS =
  /\b(i d like|i would like|i d rather|i would rather|we d rather|je prefererais|j aimerais mieux|on prefererait|i d appreciate|we d appreciate|j apprecierais|nous apprecierions|we d like|we would like|i want|we want|i d love to know|i wonder|i m wondering|we re wondering|i m curious|we need|we re looking for|i m looking for|looking for|interested in|please|let me know|put me through|connect me|transfer me|j aimerais|j voudrais|je voudrais|je veux|on veut|nous voulons|nous aimerions|on aimerait|on voudrait|nous voudrions|je me demande|on se demande|on cherche|nous cherchons|je cherche|(?:je|on) (?:peux|peut|pourrais|pourrait) avoir|on a besoin|nous avons besoin|j ai besoin|dites moi|dis moi|svp|s il vous plait)\b/;
/** A wondering that a conjunction opens mid-sentence asks: "…and I'm wondering whether…", "…et je me demande si…". */
const WONDERING_AFTER_AND =
  /\b(?:and|but|so|et|mais|alors|donc) (?:i wonder|i m wondering|we re wondering|we were wondering|i was wondering|je me demande|on se demande|nous nous demandons)\b/;

/**
 * Where a message divides into clauses: after a sentence's end (. ! ? ; or a line break), and before a
 * conjunction that opens another question ("…, and where are you?", "… et vous êtes où ?", "… also, how…",
 * "… et vendez-vous…").
 */
const SENTENCE_END = /(?<=[.!?;:])\s+|\n+|\s+[-–—]\s+/;
const CONJUNCTION = "(?:and|et|pis|puis|ainsi que|\\+|&)";
/** A question word after a comma starts a question of its own: "…but I couldn't tell, whereabouts are you". */
const WH_QUESTION =
  "(?:what|whats|what's|which|where|whereabouts|when|why|how)\\s+(?:is|are|do|does|did|can|could|would|will|much|many|long|soon|exactly)\\b";
/**
 * A word that may stand between the conjunction and the question: "…, and roughly what would it cost?", "… et après
 * combien de temps vous répondez ?".
 */
const HEDGE =
  "(?:roughly|approximately|about|generally|usually|typically|then|afterwards|environ|approximativement|generalement|normalement|sinon|ensuite|après|apres)";
/** "Also" and "aussi" open a question after a comma only: "do you also do…" is one question. */
const AFTER_COMMA = "(?:also|plus|aussi)";
const QUESTION_START =
  "(?:(?:en|dans|depuis|pour|avec|à|a|par|auprès\\s+de|in|for|with|to|by|of)\\s+(?:combien|quel|quelle|quels|quelles|qui|quoi|what|which|how)|what|whats|what's|which|who|where|when|why|how|whether|is|are|do|does|can|could|would|will|(?:have|did)\\s+you|has\\s+(?:your|the)|c\\s+quoi|quoi|que\\s+\\p{L}+-(?:vous|tu|on|il|elle)|qu['’]est-ce|quel|quelle|quels|quelles|qui|où|ou|quand|pourquoi|comment|combien|est-ce|c'est|c’est|ça|ca|vous|tu|y|[\\p{L}]+-(?:vous|tu|on|il|elle|ils|elles|je)|\\p{L}+(?:ez|es|as|ont)\\s(?:vous|tu)|(?:dites|montrez|expliquez|donnez|envoyez)-moi|(?:tell|show|send|give)\\s+me|(?:je|on|i|we)\\s+(?:peux|peut|pourrais|pourrait|can|could))(?![\\p{L}])";
/** A question whose asking word comes last, as French puts it: "…, pis les conditions datent de quand ?". */
const ASKED_LAST =
  "[^,.!?;]{3,60}?\\s(?:(?:quand|combien|où|ou|quoi|comment|when|where)|(?:quand|combien|où|quoi|when|where)(?:\\s+[\\p{L}'’-]+){1,5})\\s*\\?";
/** After a comma, a French question by inversion a few words in: "…, et le jumeau numérique est-il prêt ?". */
const INVERTED_LATER = "(?:[\\p{L}'’]+\\s+){1,4}\\p{L}+-(?:t-)?(?:il|elle|ils|elles|on|vous|tu)(?![\\p{L}])";
const NEXT_QUESTION = new RegExp(
  `\\s*,?\\s+(?=${CONJUNCTION},?\\s+(?:${HEDGE}\\s+)?${QUESTION_START})|\\s*,\\s*(?=${AFTER_COMMA},?\\s+${QUESTION_START})|\\s*,\\s*(?=${WH_QUESTION})|\\s*,?\\s+(?=${CONJUNCTION}\\s+${ASKED_LAST})|\\s*,\\s*(?=${CONJUNCTION}\\s+${INVERTED_LATER})|\\s*,\\s*(?=(?:and|et|pis)\\s+(?:also|aussi)\\s)`,
  "iu",
);
/**
 * A condition that opens a sentence before a comma ("Before we talk budget,", "Avant de prendre rendez-vous avec
 * vous,", "Setting the price aside for now,"): a clause of its own, which tells when or on what the visitor asks.
 */
const CONDITION_FIRST =
  /^\s*((?:before|avant (?:de|d|que|qu)\b|avant d['’]|avant qu['’]|setting\b[^,]{1,40}\baside|leaving\b[^,]{1,40}\baside|aside from|apart from)[^,?]{0,100}),\s*/iu;
/** A clause shorter than this is a fragment of its neighbour ("and do you" before "also do…"). */
const MIN_CLAUSE_WORDS = 3;
/**
 * Interrogative words that ask wherever they stand in a short clause: "vous êtes où", "ça coûte combien",
 * "vous êtes ouverts jusqu'à quelle heure".
 */
const ASKING_WORDS = new Set(
  "quoi ou quand combien comment pourquoi quel quelle quels quelles where whereabouts when".split(" "),
);
const SHORT_CLAUSE_WORDS = 8;
/** A request phrase asks when it stands among a clause's first words. */
const REQUEST_WITHIN_WORDS = 6;

/** A French question by inversion: "utilisez-vous…", "peut-on…". */
const INVERTED = /^\W*(?:\p{L}+\W+)?\p{L}+-(?:t-)?(?:vous|tu|on|il|elle|ils|elles|je)\b/iu;

const LEADING_CONJUNCTION =
  /^(?:(?:and|also|plus|so|et|pis|puis|aussi|alors|ainsi que)\b|[+&])(?:[\s,]*(?:also|aussi)\b)?[\s,]*/iu;

/** "Vous embauchez ?", "you hiring?": a question of two words that opens with who is asked. */
const ASKING_SUBJECTS = new Set("vous tu you u".split(" "));
/** "Your email? And how fast do you reply?": a thing of the studio's, named and question-marked, asks for it. */
const ASKED_POSSESSIVES = new Set("your ur votre vos ton ta tes".split(" "));

const LEADING_FILLER = new Set(
  // "If so, can you…", "si oui, pouvez-vous…": the condition on the answer before, not one of its own.
  "and also so ok okay et pis puis aussi alors donc mais but hi hello hey bonjour allo salut if si oui separately".split(
    " ",
  ),
);
/** Words that soften a question without asking it: "roughly how much…", "environ combien…". */
const HEDGES = new Set(
  "roughly approximately generally usually typically ballpark environ approximativement generalement normalement".split(
    " ",
  ),
);
/**
 * What asks a delay, an amount or a number wherever it stands in a clause of a few words: "si je postule, je vais
 * avoir une réponse en combien de temps".
 */
const ASKS_AN_AMOUNT = /\b(combien|how (long|much|many|soon))\b/;
const AMOUNT_CLAUSE_WORDS = 14;
/** "Les conditions, ça dit quoi sur…", "c'est combien pour…": French asks with "ça" or "c'est" and a question word. */
const TOO = /\b(aussi|too|also|as well)$/;
const SAYS_WHAT = /\b(ca|c est)( \w+)? (quoi|combien)\b/;

/**
 * "Applied 3 days ago, no answer yet", "toujours pas de nouvelles": waiting for an answer said as a fact asks
 * after it.
 */
const STILL_WAITING =
  /\b(no (answer|reply|response|news|word) yet|still no (answer|reply|response|news|word)|nothing yet|still nothing|haven t heard|havent heard|not heard back|toujours (pas|rien)|pas (encore )?(eu )?de (nouvelles|reponse|retour)|aucune (nouvelle|reponse)|aucun retour|rien recu|rien eu)\b/;

/** "Have a good one, say hi to the team": "have" opens a wish, not a question. */
const WISHES_WELL = /^have a (good|nice|great|lovely|wonderful) (one|day|evening|weekend|night|week|afternoon)\b/;

function asks(text: string, opensQuestion: boolean): boolean {
  if (opensQuestion || /\?\s*$/.test(text) || INVERTED.test(text)) return true;
  const words = splitWords(text);
  const folded = words.join(" ");
  const first = words.find((word) => !LEADING_FILLER.has(word) && !HEDGES.has(word));
  if (first !== undefined && QUESTION_OPENERS.has(first) && !WISHES_WELL.test(folded)) return true;
  if (words.length <= SHORT_CLAUSE_WORDS && words.some((word) => ASKING_WORDS.has(word))) return true;
  if (words.length <= AMOUNT_CLAUSE_WORDS && ASKS_AN_AMOUNT.test(folded)) return true;
  if (SAYS_WHAT.test(folded) || STILL_WAITING.test(folded)) return true;
  // A request opens its clause: "we need…" asks, "we don't know what we need yet" tells; so does a wondering that
  // a conjunction opens mid-sentence.
  return REQUEST_OPENERS.test(words.slice(0, REQUEST_WITHIN_WORDS).join(" ")) || WONDERING_AFTER_AND.test(folded);
}

/**
 * A short question that stands alone: a question word, what it asks about, and a question mark or "and" and
 * another question after it ("Comment postuler ?", "comment postuler et quand…"); "…, et comment ?" alone
 * still belongs to the question before it.
 */
function wholeQuestion(text: string, beforeAnd: boolean): boolean {
  const words = splitWords(text).filter((word) => !LEADING_FILLER.has(word));
  const opener = words[0] ?? "";
  const marked = /\?\s*$/.test(text);
  return (
    (beforeAnd || marked) &&
    words.length >= 2 &&
    (QUESTION_OPENERS.has(opener) || ASKING_SUBJECTS.has(opener) || (marked && ASKED_POSSESSIVES.has(opener)))
  );
}

/**
 * "Vos projets sont accessibles ? Et bilingues ?": a question of a word or two, marked and joined by a
 * conjunction, right after a marked question, asks the same of another thing.
 */
function asksMoreOf(previous: string, fragment: string): boolean {
  return (
    /\?\s*$/.test(previous) &&
    /\?\s*$/.test(fragment) &&
    LEADING_CONJUNCTION.test(fragment) &&
    splitWords(fragment).some((word) => !LEADING_FILLER.has(word) && !STOPWORDS.has(word))
  );
}

/**
 * One question word for two things: "what's your email and office hours?", "c quoi votre courriel pis vos heures
 * de bureau": the opener, the first thing, the conjunction, the second thing.
 */
const TWO_THINGS =
  /^\s*(what's|whats|what is|what are|c quoi|c'est quoi|c’est quoi|quel est|quelle est|quels sont|quelles sont|where can i find|where do i find|o[uù] (?:(?:je peux|puis-je|peut-on|on peut|je) )?(?:trouver|trouve|consulter|consulte|lire|voir)|o[uù] sont|(?:can|could) you (?:explain|describe|tell me about)|tell me (?:more )?about|explain|parlez-moi (?:de|du|des)|pouvez-vous (?:m'expliquer|m’expliquer|expliquer|me parler de|me parler du|me parler des)|expliquez(?:-moi)?)\s+([\p{L}'’-]+(?:\s+[\p{L}'’-]+){0,3}?)\s*,?\s+(?:and|et|pis|&|\+)\s+(?:also\s+|aussi\s+)?([\p{L}'’-]+(?:\s+[\p{L}'’-]+){0,4})\s*\??\s*$/iu;
/**
 * "Do you do AI consulting and also videos?", "vous faites du conseil et aussi des vidéos ?": one question about
 * two things that "also" sets apart ("do you do AI and web apps" may name one service).
 */
const OFFERS = String.raw`(?:do|can) you (?:also )?(?:do|offer|make|build)|est-ce que vous faites|vous faites|faites-vous|vous offrez|offrez-vous`;
/** A thing named in a few words. */
const THING = String.raw`[\p{L}'’-]+(?:\s+[\p{L}'’-]+){0,5}?`;
const ALSO_THINGS = new RegExp(
  String.raw`^\s*(${OFFERS})\s+(${THING})\s*,?\s+(?:and also|as well as|et aussi|pis aussi|ainsi que)\s+(${THING})\s*\??\s*$`,
  "iu",
);
/** "Vous faites de la création pis du conseil aussi ?": the same with "also" last. */
const THINGS_TOO = new RegExp(
  String.raw`^\s*(${OFFERS})\s+(${THING})\s*,?\s+(?:and|et|pis)\s+(${THING})\s+(?:also|too|as well|aussi)\s*\??\s*$`,
  "iu",
);
/**
 * "Votre courriel svp et vos heures de bureau", "your email and your hours?": two things of the studio's, each named
 * with its possessive, asked for with a question mark or a please.
 */
const POSSESSIVE = `(?:${[...ASKED_POSSESSIVES].join("|")})`;
const PLEASE_WORDS = "svp|stp|please|pls|plz|merci";
const PLEASE = String.raw`(?:\s*,?\s*(?:${PLEASE_WORDS}))?`;
const TWO_OF_YOURS = new RegExp(
  String.raw`^\s*(${POSSESSIVE}\s+[\p{L}'’-]+(?:\s+[\p{L}'’-]+){0,3}?)${PLEASE}\s*,?\s+(?:and|et|pis|&|\+)\s+(?:also\s+|aussi\s+)?(${POSSESSIVE}\s+[\p{L}'’-]+(?:\s+[\p{L}'’-]+){0,3}?)${PLEASE}\s*(\?)?\s*$`,
  "iu",
);
const SAYS_PLEASE = new RegExp(String.raw`\b(${PLEASE_WORDS})\b`, "iu");

/** "What's the difference between the digital twin and the touring experience?": a question about each. */
const DIFFERENCE =
  /\b(?:differences?|différences?)\s+(?:between|entre)\s+([\p{L}'’-]+(?:\s+[\p{L}'’-]+){0,5}?)\s+(?:and|et|&|vs\.?|versus)\s+([\p{L}'’-]+(?:\s+[\p{L}'’-]+){0,5})\s*\??\s*$/iu;

/**
 * The clauses of a message, each with whether it asks something; a single one that asks about two things at
 * once is read as two questions.
 */
export function clausesOf(message: string): Clause[] {
  const clauses = sentenceClauses(message).flatMap((clause): Clause[] => {
    const compared = DIFFERENCE.exec(clause.text);
    return compared ? compared.slice(1, 3).map((text) => ({ text, asks: true })) : [clause];
  });
  const yours = TWO_OF_YOURS.exec(message);
  if (yours && (yours[3] === "?" || SAYS_PLEASE.test(message)))
    return yours.slice(1, 3).map((text) => ({ text, asks: true }));
  if (clauses.length !== 1) return clauses;
  const two = TWO_THINGS.exec(message) ?? ALSO_THINGS.exec(message) ?? THINGS_TOO.exec(message);
  if (!two) return clauses;
  const [, opener, first, second] = two;
  return [`${opener} ${first}`, `${opener} ${second}`].map((text) => ({ text, asks: true }));
}

/** The clauses between sentence ends and the conjunctions that open another question. */
function sentenceClauses(message: string): Clause[] {
  // A question-marked sentence that "and" divides asks in each part ("rough cost for a visitor app, and how long
  // would it take?"); "if I send it by email, when…?" opens with a condition.
  const pieces = message.split(SENTENCE_END).flatMap((sentence) => {
    // "Before we even talk budget, I'd like to know…": the condition first tells, the rest asks.
    const condition = CONDITION_FIRST.exec(sentence);
    const parts = condition?.[1]
      ? [condition[1], ...sentence.slice(condition[0].length).split(NEXT_QUESTION)]
      : sentence.split(NEXT_QUESTION);
    const asked = /\?\s*$/.test(sentence);
    return parts.map((text, index) => {
      const beforeAnd = LEADING_CONJUNCTION.test(parts[index + 1]?.trim() ?? "");
      return { text: text.trim(), opensQuestion: index > 0 || (asked && beforeAnd), beforeAnd };
    });
  });
  // A fragment joins the clause after it (or the one before, at the end).
  const merged: { text: string; opensQuestion: boolean }[] = [];
  let pending: { text: string; opensQuestion: boolean } | undefined;
  for (const piece of pieces) {
    if (splitWords(piece.text).length === 0) continue;
    const current = pending ? { text: `${pending.text} ${piece.text}`, opensQuestion: pending.opensQuestion } : piece;
    pending = undefined;
    const short = splitWords(current.text).length < MIN_CLAUSE_WORDS;
    const previous = merged.at(-1);
    if (
      short &&
      !wholeQuestion(current.text, piece.beforeAnd) &&
      !(previous && asksMoreOf(previous.text, current.text))
    )
      pending = current;
    else merged.push(current);
  }
  if (pending) {
    const last = merged.pop();
    merged.push(last ? { text: `${last.text} ${pending.text}`, opensQuestion: last.opensQuestion } : pending);
  }
  // "Pis c'est quoi…", "and where…": the conjunction that joined a clause to the one before is no part of it.
  return merged.map(({ text, opensQuestion }) => {
    const clause = text.replace(LEADING_CONJUNCTION, "");
    // "…? Et le jumeau numérique aussi": joined by a conjunction, the same asked of another thing.
    const words = splitWords(clause);
    const sameOfAnother = clause !== text && words.length <= SHORT_CLAUSE_WORDS && TOO.test(words.join(" "));
    return { text: clause, asks: asks(clause, opensQuestion || sameOfAnother) };
  });
}

/**
 * A long message whose visitor used a question mark asks what its question marks close: a request phrase or a
 * question word elsewhere is part of the story ("we'd like to train our teachers… is it realistic by September?").
 */
export function read(message: string): Reading {
  const clauses = clausesOf(message);
  // "Is it something that could work for us, and what does it let you do?": one question mark closes both.
  const questions = message.split(SENTENCE_END).filter((sentence) => /\?\s*$/.test(sentence));
  const marked = clauses.filter(
    (clause) =>
      /\?\s*$/.test(clause.text) || (clause.asks && questions.some((sentence) => sentence.includes(clause.text))),
  );
  const asking =
    marked.length > 0 && splitWords(message).length >= LONG_MESSAGE_WORDS
      ? marked
      : clauses.filter((clause) => clause.asks);
  return {
    clauses,
    asking: asking.length > 0 ? asking : clauses,
    long: splitWords(message).length >= LONG_MESSAGE_WORDS && clauses.length > 1,
  };
}

/** Up to how many words an opening and a remark after it make one short message (small talk, then a remark). */
const REMARK_MAX_WORDS = 20;

/**
 * The opening words of a short message that goes on, after a comma or a sentence's end, with a remark that asks
 * nothing: "thanks" in "thanks, this was really helpful, i'll tell my team about you". Undefined when the message
 * is longer, has a question mark, or its remark asks something ("thanks, we need a site for our museum").
 */
export function openingBeforeRemark(message: string): string | undefined {
  if (message.includes("?") || splitWords(message).length > REMARK_MAX_WORDS) return undefined;
  const [, opening, remark] = /^([^,.!;:]+)[,.!;:]+(.*)$/su.exec(message) ?? [];
  if (opening === undefined || remark === undefined) return undefined;
  return clausesOf(remark).every((clause) => !clause.asks) ? opening : undefined;
}

/** A question of who: "who reads it?", "ça tombe dans la boîte de qui ?". */
const ASKS_WHO = /\b(who|whom|whose|qui)\b[^?]*\?\s*$/iu;

/**
 * The message without a last sentence that guesses at the answer to its question of who: "ça tombe dans la boîte
 * de qui ? une vraie personne ?" asks who reads, it does not ask for "une vraie personne". Any other message as is.
 */
export function withoutGuessAtWho(message: string): string {
  const sentences = sentencesOf(message);
  const [before, last] = sentences.slice(-2);
  const guesses = last !== undefined && before !== undefined && /\?\s*$/u.test(last) && ASKS_WHO.test(before);
  return guesses ? sentences.slice(0, -1).join(" ") : message;
}

/** The last sentence of a message ("real human now" in "ok enough robot. real human now"). */
export function lastSentence(message: string): string {
  return sentencesOf(message).at(-1) ?? message;
}

/** The sentences of a message that have words. */
function sentencesOf(message: string): string[] {
  return message.split(SENTENCE_END).filter((sentence) => splitWords(sentence).length > 0);
}
