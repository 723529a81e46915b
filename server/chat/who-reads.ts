/**
 * What becomes of what the visitor sends:
 * - "Will a real person review my application, or does an AI screen it?", "does a human read what I send
 *   through the contact form?": whether a person, not a machine, reads it is answered by the page that says so
 *   for that thing. The privacy policy says applications are reviewed by people, after the application's own
 *   answer (we review every one and reply within 48 hours), which is what such a visitor waits for; the contact
 *   form's answer says who receives a message; the chatbot's, what the assistant is.
 * - "How long do you keep my resume after I apply?", "vous gardez mon CV combien de temps ?": how long it is
 *   kept is the privacy policy's retention.
 * - "Is this chat recorded?", "le clavardage garde-t-il ce que j'écris ?": whatever topic answers it, the privacy
 *   policy's sentence on what the chatbot collects says whether it is kept (`chatKept`).
 */

/** A person reading, reviewing or sorting, or a thing read or sorted by someone or something. */
const READ_BY =
  /\b(person|persons|people|human|humans|humain|humains|personne|personnes|quelqu un|someone|somebody|anyone|recruiter|recruiters|recruteur|recruteurs)( \w+){0,4} (read|reads|review|reviews|see|sees|look at|looks at|answer|answers|reply|replies|respond|responds|lit|lisent|lire|voit|voient|regarde|regardent|evalue|evaluent|traite|traitent|repond|repondre|reponde)\b|\b(read|reviewed|screened|filtered|sorted|lu|lue|lus|lues|evalue|evaluee|evaluees|trie|triee|triees|filtre|filtree|filtrees) (\w+ ){0,2}(by|par) (a |an |une |un |des )?(real |actual |vrai |vraie |vrais |vraies )?(person|human|humain|personne|people|ai|ia|algorithm|algorithme|bot|robot|machine|software|logiciel)\b/;
/** A person as opposed to a machine: "a real person", "an actual human", "ou c'est trié par une IA". */
const NOT_A_MACHINE =
  /\b(real|actual|actually|vrai|vraie|vraiment|human|humans|humain|humains|ai|ia|algorithm|algorithme|bot|robot|automatic|automatically|automated|automatique|automatiquement|machine|software|logiciel)\b/;
/** When it will be read asks for a delay, which other answers give ("quand j'envoie…" only says when it is sent). */
const WHEN =
  /\b(when (will|would|do|does|is|are|can|should)|how long|how soon|how quickly|soon|it s been|combien de temps|quand est ce|quand (vais|va|vas|allez|vont|pourrai|pourrais|aurai)|delai|d ici|bientot|ca fait)\b/;

export interface WhoReads {
  /** The topic whose page says who reads the thing. */
  topic: string;
  /** What to look for among that topic's passages: the sentence that says it, when the topic's reply does not. */
  passage?: string;
  /** The topic of what becomes of the thing, whose answer comes first: an application's review and reply. */
  after?: string;
}

/** The things a visitor sends, each with where the site says who reads it, in the order they are tried. */
const THINGS: readonly (readonly [RegExp, WhoReads])[] = [
  [
    /\b(applications?|resumes?|cv|candidatures?)\b/,
    { topic: "privacy", passage: "applications reviewed by people", after: "application-response-time" },
  ],
  [/\b(forms?|formulaire|formulaires)\b/, { topic: "contact-form" }],
  [/\b(chat|chatbot|here|ici|clavardage|type|tape|ecris|write)\b/, { topic: "chatbot" }],
];

/** The visitor's personal data, asked about beside who reads: the privacy policy answers both, alone. */
const PERSONAL_DATA =
  /\b(personal (data|information|info|details)|my data|donnees personnelles|mes donnees|renseignements personnels|mes renseignements)\b/;

/** Where the site says whether a person reads what the folded text names, or undefined. */
export function whoReads(text: string): WhoReads | undefined {
  if (!READ_BY.test(text) || !NOT_A_MACHINE.test(text) || WHEN.test(text)) return undefined;
  const found = THINGS.find(([thing]) => thing.test(text))?.[1];
  return found && PERSONAL_DATA.test(text) ? { topic: found.topic, passage: found.passage } : found;
}

/** Keeping something: "keep", "hang on (to)", "conservez", "gardez" (one word each). */
const KEPT =
  /^(keep|keeps|kept|hold|hang|store|stores|stored|retain|retains|retained|conserve|conservez|conservent|conserver|conserves|garde|gardez|gardent|garder|gardes)$/;
/** For how long: "how long", "combien de temps", "until when". */
const HOW_LONG = /\b(how long|for how long|until when|combien de temps|pendant combien|jusqu a quand)\b/;
/** What a visitor sends, that the policy says how long it keeps. */
const SENT =
  /^(applications?|resumes?|cv|candidatures?|files?|fichiers?|data|donnees|information|informations|renseignements|messages?|conversations?|infos?)$/;

/** What to look for among the privacy policy's passages: the sentence that gives the retention periods. */
export const RETENTION_PASSAGE =
  "messages sent through the contact form deleted automatically days after we receive them";

/** Whether the folded text asks how long what the visitor sends is kept: the privacy policy's retention. */
export function howLongKept(text: string): boolean {
  if (!HOW_LONG.test(text)) return false;
  // The thing kept stands near the keeping: "keep my resume", "les candidatures, vous les conservez".
  const words = text.split(" ");
  return words.some(
    (word, index) =>
      KEPT.test(word) &&
      words.slice(Math.max(0, index - 7), index + 8).some((near) => near !== word && SENT.test(near)),
  );
}

/** Recording or keeping: "recorded", "saved", "a record of", "enregistrée", "garde une trace". */
const RECORDED =
  /\b(record|records|recorded|recording|save|saves|saved|saving|store|stores|stored|storing|keep|keeps|kept|log|logs|logged|enregistre|enregistree|enregistres|enregistrees|enregistrez|enregistrent|enregistrer|conserve|conservee|conservez|conservent|conserver|garde|gardee|gardez|gardent|garder|sauvegarde|sauvegardee|sauvegardez|trace|historique)\b/;
/** The chat itself, or what is typed in it. */
const THE_CHAT =
  /\b(chat|chatbot|chats|conversation|conversations|clavardage|clavarder|what i type|what i write|ce que j ecris|ce que je tape|ce que j tape)\b/;
/** What to look for among the privacy policy's passages: the sentence on what the chatbot collects. */
export const CHAT_KEPT_PASSAGE = "support chatbot collect the messages you type";

/** Whether the folded text asks if the chat keeps what the visitor types (not for how long: `howLongKept`). */
export function chatKept(text: string): boolean {
  return RECORDED.test(text) && THE_CHAT.test(text) && !HOW_LONG.test(text);
}
