/**
 * Small talk (hello, thanks, bye, ok) and the answers to an offer of the team (yes, no thanks): short messages
 * made only of the words below, so that "thanks, and how long does a site take?" is still a question.
 */
import { openingBeforeRemark } from "../reading.ts";
import { splitWords } from "../text.ts";
import { wordList } from "./rule.ts";

export type SmallTalk = "greeting" | "thanks" | "goodbye" | "acknowledge" | "accept" | "decline";

const GREETING_WORDS = new Set(
  wordList(
    "hi hello hey heya hiya yo howdy greetings bonjour bonsoir salut allo alo coucou hola morning afternoon matin",
  ),
);
const THANKS_WORDS = new Set(
  wordList("thanks thank thankyou tysm cheers appreciate appreciated merci mercis apprecie"),
);
const GOODBYE_WORDS = new Set(
  wordList("bye goodbye byebye cya later revoir ciao tchao farewell adieu bientot tantot ttyl"),
);
const ACK_WORDS = new Set(
  wordList(`
  ok okay k kk cool great nice alright understood perfect awesome accord dac parfait compris super genial entendu
  noted gotcha
`),
);
const ACCEPT_WORDS = new Set(
  wordList(
    "yes yeah yea yep yup sure absolutely definitely oui ouais ouin volontiers certainement certes absolument exactement entendu ok okay accord please svp",
  ),
);
/** The accepting words that say yes on their own, even beside thanks ("yes please, thanks"). */
const YES_WORDS = new Set(
  wordList(
    "yes yeah yea yep yup sure absolutely definitely please oui ouais ouin volontiers certainement absolument svp",
  ),
);
const DECLINE_WORDS = new Set(wordList("no nope nah non pas"));
/** Words that may stand beside the ones above without changing what the message means. */
const FILLER = new Set(
  wordList(`
  there team everyone all folks guys you today really gotta run au beau needed northlight studio good day evening night how are is it going doing whats up ben bin gros one s c tout clair pour aujourd hui instant maintenant
  talk so much very a lot for the help info information answer answers see take care have nice weekend soon then that i
  got makes sense sounds oh ah well and just too go ahead do would be please thats fine not now right thank ok again
  comment ca va vous allez bien tout le monde l equipe bonne journee soiree fin de semaine plus prochaine beaucoup
  mille c est gentil top je vois d s il plait te merci pour votre ton aide reponse reponses sur maintenant pas
  besoin ira tres oui non parfait super avec plaisir allons y vas no problem worries thanks yes sure cool nope nah
  great need ne m interesse interested moi bon la le les helps helped helpful useful utile prochaine fois
  bunch ton tons heaps million your everything et midi tous toute toutes people toi pis
`),
);

export function smallTalk(words: readonly string[], offered: boolean): SmallTalk | undefined {
  if (words.length === 0 || words.length > 12) return undefined;
  const all = [GREETING_WORDS, THANKS_WORDS, GOODBYE_WORDS, ACK_WORDS, ACCEPT_WORDS, DECLINE_WORDS, FILLER];
  // "Bon après-midi": "après" only in the afternoon ("ok et après ?" asks what comes next).
  const known = (word: string, index: number) =>
    (word === "apres" && words[index + 1] === "midi") || all.some((set) => set.has(word));
  if (!words.every(known)) return undefined;
  const has = (set: Set<string>) => words.some((word) => set.has(word));
  const text = ` ${words.join(" ")} `;
  if (offered) {
    if (has(DECLINE_WORDS) || / (not now|pas maintenant|pas besoin|no thanks|non merci) /.test(text)) return "decline";
    // "Great, that helps, thank you" closes the question; only a plain yes takes the offer with thanks.
    const closes = has(THANKS_WORDS) || has(GOODBYE_WORDS);
    if (
      has(YES_WORDS) ||
      (!closes && (has(ACCEPT_WORDS) || has(ACK_WORDS) || / go ahead | (sounds|that s) (good|great) /.test(text)))
    )
      return "accept";
  }
  // "Allo! bonne journée à toute l'équipe" opens the conversation; "salut" may close it too.
  const [first = ""] = words;
  if (GREETING_WORDS.has(first) && !FAREWELL.test(` ${first} `) && !has(GOODBYE_WORDS) && !has(THANKS_WORDS))
    return "greeting";
  if (
    has(GOODBYE_WORDS) ||
    / (see you|see ya|take care|talk (to you )?soon|have a (good|nice|great) (day|evening|weekend|night|one)|that s all( for (now|today))?|a plus|a la prochaine|bonne (journee|soiree|fin de semaine|fin de journee|fin de soiree)|c est tout( pour (moi|aujourd hui|l instant|maintenant))?) /.test(
      text,
    )
  ) {
    return "goodbye";
  }
  if (has(THANKS_WORDS)) return "thanks";
  if (
    has(GREETING_WORDS) ||
    / (good (morning|afternoon|evening)|bon apres midi|bonne apres midi|how are you|comment (ca va|allez vous)|ca va) /.test(
      text,
    )
  ) {
    return "greeting";
  }
  if (has(ACK_WORDS) || has(ACCEPT_WORDS)) return "acknowledge";
  return undefined;
}

/** Saying yes to an offer of the team in other words than small talk: "let's do it", "j'aimerais ça". */
const ACCEPT_PHRASE =
  /^(yes|yeah|yea|yep|sure|ok|okay|oui|ouais|ouin|bien sur|bien entendu|tout a fait|d accord|absolutely|absolument|definitely|certainement|of course|please|svp)\b|\b(let s do (it|that)|go for it|why not|i d (like|love) (that|it)|that d be (great|good|nice|perfect)|that would (be great|help)|faisons (ca|le)|allons y|j aimerais (ca|bien)|ca serait (super|parfait|bien|genial|apprecie)|ce serait (super|parfait|bien|genial|apprecie)|pourquoi pas|je veux bien|avec plaisir|do it|please do|that works|works for me|go ahead|ca me va|ca marche|ca me convient|j apprecierais|allez y|vas y)\b/;
/**
 * Words that make a short reply a new question ("ok and how long would it take?"). A "who" or "qui" after a noun
 * and its article tells who someone is ("a student who found you", "mon prof qui m'a montré le site"): no question.
 */
const QUESTION_WORDS =
  /\b(what|how|where|when|which|why|whats|quoi|comment|ou|quand|quel|quelle|quels|quelles|combien|pourquoi|est ce|(?<!\b(a|an|the|my|our|his|her|their|un|une|le|la|les|mon|ma|mes|notre|nos|son|sa|ses|leur|leurs|des)( \w+){1,2} )(who|qui))\b/;
const ACCEPT_MAX_WORDS = 7;

/** Whether a short reply to an offer of the team says yes in other words than small talk. */
export function acceptsOffer(text: string, wordCount: number, message: string): boolean {
  return (
    wordCount <= ACCEPT_MAX_WORDS &&
    ACCEPT_PHRASE.test(text) &&
    !asksSomethingElse(text.replace(/\b(why not|pourquoi pas)\b/, ""), message)
  );
}

/** A yes/no question after the yes ("ok, do you also do apps?", "oui, avez-vous des exemples?"). */
const YES_NO_QUESTION =
  /\b(do|does|did|can|could|will|would|have|has) (you|u|ya|they|your)\b|\b(is|are) (there|it|this|that|you|your)\b|\b(avez|faites|etes|pouvez|offrez|travaillez|acceptez) vous\b|\b(est ce|y a t il|y a tu)\b|\bvous (faites|avez|etes|offrez|travaillez)\b/;

/** Whether a short reply to an offer asks something of its own, and so is a new question rather than a yes. */
function asksSomethingElse(text: string, message: string): boolean {
  return QUESTION_WORDS.test(text) || YES_NO_QUESTION.test(text) || /\?/.test(message);
}

const FAREWELL =
  / (bye|goodbye|byebye|cya|ttyl|see you|see ya|take care|have a (good|nice|great) (day|evening|weekend|night|one)|a plus|a la prochaine|bonne (journee|soiree|fin de semaine|fin de journee)|salut) $/;
const FAREWELL_MAX_WORDS = 14;

/**
 * A farewell said around other words ("alright I'll check the portfolio later, have a good one", "cool je vais
 * regarder ça, a+"): the message ends on a goodbye and asks nothing.
 */
export function saysGoodbye(words: readonly string[], message: string): boolean {
  const text = ` ${words.join(" ")} `.replace(/ a $/, " a plus ");
  const endsOnPlus = /\ba\s*\+\s*[!.]*\s*$/i.test(message);
  return (
    words.length <= FAREWELL_MAX_WORDS &&
    !message.includes("?") &&
    !QUESTION_WORDS.test(text) &&
    (FAREWELL.test(text) || endsOnPlus)
  );
}

/**
 * Small talk, then a remark that asks nothing: thanks or a goodbye close the conversation ("thanks, this was really
 * helpful, i'll tell my team about you", "ok bye, going to run this by my director first"), a greeting opens it
 * ("hi! my coworker told me about you", "allo, je suis coordonnatrice des bénévoles dans un centre
 * d'interprétation"); "thanks, we need a site for our museum" still asks for something.
 */
export function smallTalkBeforeRemark(message: string, offered: boolean): SmallTalk | undefined {
  const opening = openingBeforeRemark(message);
  const small = opening === undefined ? undefined : smallTalk(splitWords(opening), offered);
  if (small === "thanks" || small === "goodbye") return small;
  // A greeting opens a conversation whose question may come in the same breath without a question mark ("allo,
  // vous faites quel genre d'affaires", "bonjour… j'aimerais savoir quel accompagnement vous offrez"), further in
  // than the remark's reading looks for one: a question word or a wish anywhere keeps it the question.
  const text = splitWords(message).join(" ");
  return small === "greeting" && !QUESTION_WORDS.test(text) && !WISHES.test(text) ? small : undefined;
}

/**
 * A wish or a need said without a question: "j'aimerais savoir", "we're looking for", "need a site"; curious about
 * something, not "just curious" or "a curious person".
 */
const WISHES =
  /\b(want|wants|wanted|need|needs|like|love|looking|interested|wonder|wondering|curious(?= (about|to|if|whether|as|on|re)\b)|veux|voudrais|voudrait|aimerais|aimerait|aimerions|souhaite|souhaitons|cherche|cherchons|besoin|interesse|interessee|interesses|savoir)\b/;
