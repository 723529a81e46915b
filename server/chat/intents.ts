/**
 * Intents recognised before retrieval, in both languages whatever the page language: asking for a person,
 * asking whether this is a bot, off-topic requests, small talk, accepting or declining an offer of a person,
 * and the two requests whose reply always offers the team (a price, a meeting).
 *
 * Rules read the folded words of the message (text.ts), after misspelt intent words ("humna", "apeller",
 * "somone") have been mapped back to the word they stand for.
 */
import { LEADERSHIP } from "../../core/company.ts";
import { allowedEdits, chatWords, editDistance } from "./text.ts";

export type Intent =
  | "human"
  | "bot-question"
  | "off-topic"
  | "greeting"
  | "thanks"
  | "goodbye"
  | "acknowledge"
  | "accept"
  | "decline"
  | "pricing"
  | "meeting"
  | "what-we-do";

/** The words of a space-separated list: the rules' vocabularies read better as plain text. */
function wordList(list: string): string[] {
  return list.split(/\s+/).filter((word) => word !== "");
}

/** Leaders' first and last names, folded: "I'd like to speak with Claire" asks for a person. */
const LEADER_NAMES = LEADERSHIP.flatMap((leader) => leader.name.toLowerCase().split(" "));

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

const names = LEADER_NAMES.join("|");

/** Someone to talk to: people, roles and the studio's leaders. */
const PERSON = `(human|humans|person|someone|somebody|anyone|anybody|agent|rep|representative|operator|employee|manager|supervisor|boss|owner|founders?|sales|consultants?|expert|specialist|advisor|adviser|team member|staff member|member of (your|the) (team|staff|studio)|members? of your (team|staff)|cofounders?|co founders?|real one|whoever|one of your (people|staff|team|folks|crew|consultants|experts)|${names}|humain|humaine|humains|personne|quelqu un|agente?|conseill\\w*|representant\\w*|employee?|gerante?|gerant|superviseure?|responsables?|directeur|directrice|patron|vendeur|vendeuse|service client|vrai monde|membre de (votre|l) equipe|membre (de votre|du) personnel|fondateurs?|fondatrices?|cofondateurs?|cofondatrices?|celui qui|celle qui|la personne qui|un de vos (employes|conseillers|experts|gens))`;
const TEAM = "(team|staff|your people|the studio|equipe|membre|personnel)";
/** Someone of the studio by what they do: "one of your designers", "la direction". */
const ROLE =
  "(designers?|developers?|devs?|engineers?|strategists?|project managers?|project leads?|account managers?|producers?|directors?|management|leadership|developpeurs?|developpeuses?|ingenieurs?|ingenieures?|strateges?|charges? de projet|chargees? de projet|chefs? de projet|producteurs?|productrices?|direction|directeur|directrice|gestionnaires?|preposes?|preposees?)";

/** Someone to ask for, without "someone", "quelqu'un": "we need someone to build our site" asks for a service. */
const NAMED_PERSON =
  "(real |actual |live |vrai |vraie )?(human|humans|person|humain|humaine|personne|representative|rep|agent|agente|operator|representant|representante|conseiller|conseillere|manager|supervisor|gerant|gerante|responsable|staff member|team member|member of (your|the) (team|staff)|one of your (people|staff|team|folks|crew|consultants|experts)|membre (de votre|de l|du) (equipe|personnel)|un de vos (employes|conseillers|experts))";

const REQUEST_PATTERNS: RegExp[] = [
  // Talking with a person or the team.
  new RegExp(
    `\\b(talk|talking|speak|speaking|chat|chatting|discuss|converse|deal|parler|parle|discuter|jaser|clavarder|echanger|m entretenir|m adresser|s adresser|traiter|faire affaire|avoir affaire)\\b.*\\b${PERSON}\\b`,
  ),
  // Wanting a person: "I'd prefer a person", "want human", "je veux un agent", "j'ai besoin d'un humain".
  new RegExp(
    `\\b(want|wanna|need|prefer|rather|like|veux|veut|voudrais|prefere|prefererais|aimerais|besoin)( \\w+){0,2} (a |an |some |one |un |une |d un |d une |de l |le |la |l )?${NAMED_PERSON}\\b(?! (who|that|qui|pour) (can |could |peut |pourrait )?(build|make|design|code|develop|batir|faire|concevoir|developper|know|knows|connait))`,
  ),
  /\b(want|wanna|need|veux|voudrais|besoin d)( \w+)? (someone|somebody|quelqu un)( please| pls| now| asap| svp| maintenant| s il vous plait)?$/,
  // A person asked for outright: "person please", "humain svp", "real human needed".
  /\b(human|person|humain|personne|agent|operator|representative|rep|someone|somebody|quelqu un) (please|pls|svp|s v p|stp|s t p|now|asap|needed|required|s il vous plait|s il te plait|maintenant|tout de suite)\b/,
  // Not wanting the bot: "I don't want to talk to a bot", "je veux pas jaser avec un robot".
  /\b(dont|don t|do not|not|no longer|pas|plus)\b( \w+){0,3} (talk|talking|chat|chatting|speak|speaking|deal|parler|jaser|discuter|clavarder|parle)( to| with| a| avec)? (a |an |the |this |un |une |le |la |ce |cette )?(bot|robot|machine|chatbot|ai|ia|ordi|ordinateur)\b/,
  /\b(talk|speak|chat|parler|jaser|discuter)\b.*\b(not|pas|no|non) (to |with |a |avec )?(a |an |un |une |the |le |la )?(bot|robot|machine|chatbot)\b/,
  // Whom to talk to: "who can I talk to about a project", "à qui puis-je parler".
  /\bwho (is|s) the (right|best|correct) (person|contact|one) to (contact|talk to|speak (to|with)|reach|write to|email)\b|\b(qui est|c est qui) la (bonne|meilleure) personne (a|pour) (contacter|joindre|parler|ecrire|rejoindre)\b|\bwho (can|could|should|do|would) (i|we)( actually| really| even| best)? (talk|speak|chat) (to|with)\b|\ba qui (je peux |puis je |est ce que je peux |pourrais je |je pourrais |dois je |je dois )?(parler|m adresser|jaser|discuter)\b/,
  // Someone there to talk or write to: "is there a person I can email", "y a-t-il un humain avec qui jaser".
  /\b(is there|are there|y a t il|y a tu|il y a|est ce qu il y a) (a |an |un |une |any )?(real |vrai |vraie )?(someone|somebody|anyone|anybody|person|human|humans|quelqu un|personne|humain|people)( i| we| que je| a qui je| avec qui je| avec qui| qui)( can| could| peux| pourrais| puisse)? (talk|speak|chat|email|call|write|reach|contact|message|parler|jaser|ecrire|appeler|joindre|contacter|m aider|help)\b/,
  new RegExp(
    `\\b(is there|are there|y a t il|y a tu|il y a|est ce qu il y a) (a |an |un |une |any )?(${PERSON}|${ROLE}|project lead|account manager|lead)( \\w+)? (i|we|que je|a qui je|avec qui je|avec qui)( can| could| peux| pourrais| puisse)? (talk|speak|chat|email|call|write|reach|contact|parler|jaser|ecrire|appeler|joindre|contacter)\\b`,
  ),
  // Is anybody there: "anyone there?", "any humans around?", "y a quelqu'un ?".
  /^(hello |hi |hey |allo |bonjour )?((is |are )?(there )?(anyone|anybody|someone|somebody|any humans?|a human|a real person|anyone real|humans)( real| human)?( there| here| around| home| out there| on the other end)?|(y a|y a t il|il y a|y a tu|est ce qu il y a) (quelqu un|un humain|une personne|du monde|un vrai humain|une vraie personne)( la| ici| en ligne| au bout)?)$/,
  // Human help: "need human help", "some human assistance", "l'aide d'un humain".
  /\b(human|real|live) (help|assistance|support|contact|interaction)\b|\b(aide|assistance|soutien|contact) (humaine?|d un humain|d une personne|d une vraie personne|d un vrai humain|reelle?)\b/,
  // An answer from a person: "a real answer from a person".
  /\b(answer|reply|response|help|reponse|aide)( \w+)? (from|by|d|de|par) (a |an |une |un )?(real |actual |vraie |vrai |live )?(person|human|humain|personne)\b|\b(real|actual|vraie|vrai) (answer|reply|response|reponse) (from|of|de|d) (your|the|votre|l) (team|staff|people|equipe|personnel)\b/,
  // A follow-up from a person: "un suivi par courriel d'une personne de votre équipe".
  /\b(suivi|follow up|followup|retour)( \w+){0,3} (d une personne|d un membre|d un humain|de votre equipe|de quelqu un|from someone|from a person|from your team|from a human)\b/,
  // On the phone: "est-ce que je peux avoir quelqu'un au téléphone".
  /\b(quelqu un|someone|somebody|a person|une personne|un humain|a human) (au telephone|on the phone|on the line|au bout du fil)\b/,
  // Handing the conversation over: "can you hand this conversation off to one of your colleagues".
  /\b(hand|pass|transfer|transferer|passer)( this| the| this conversation| the conversation| this chat| me| la conversation| cette conversation)?( off| over)? (to|a) (one of your|your|a|an|un de vos|une de vos|votre|vos)( \w+)? (colleagues?|coworkers?|co workers?|people|staff|team|humans?|person|collegues?|equipe|personnel)\b/,
  // Passing a question on: "forward my question to your team", "transmettez ma question à votre équipe".
  /\b(forward|pass|send|transmit|escalate|transmettez|transmettre|transferez|transferer|envoyez|passez|faire suivre|faites suivre|relayer|relayez)( \w+){0,3} (to|a|au|aux) (a |an |the |your |un |une |l |la |les |votre |vos )?(someone|somebody|a person|person|human|team|staff|sales|sales team|quelqu un|personne|humain|equipe|personnel|conseiller|agent|ventes|equipe des ventes|service des ventes)\b/,
  // Asking to write or talk to someone directly: "can I message someone on your team".
  /\b(can|could|may) (i|we) (message|email|write to|text|call|phone|ask|reach|contact) (someone|somebody|a person|a human|a team member|one of your|a member)\b|\b(puis je|je peux|pourrais je|je pourrais|est ce que je peux|est ce que je pourrais) (ecrire|parler|poser une question|jaser|m adresser|ecrire directement|parler directement) (directement )?(a|avec) (quelqu un|une personne|un humain|un membre|une vraie personne)\b/,
  // Someone of the studio: "someone from sales please".
  /\b(someone|somebody|quelqu un) (from|at|of|de|chez) (sales|your team|the team|your crew|your company|your office|your staff|northlight|the studio|l equipe|votre equipe|chez vous|the office|votre bureau|votre personnel)\b/,
  // Someone to help: "can someone help me", "quelqu'un peut m'aider ?".
  /\b(can|could|would|will) (someone|somebody|a person|a human|anyone|anybody|a real person) (help|assist) (me|us)( out| please| now| here| with this| with that| with my question)?$/,
  // Being transferred: "transfer to agent".
  new RegExp(
    `\\btransfer(er|ez)? (me |moi )?(to|a|au|vers) (a |an |un |une |the |l |your |votre )?(${PERSON}|${TEAM})\\b`,
  ),
  // A call wished for: "I'd appreciate a call from your team", "j'apprécierais un appel de votre équipe".
  /\b(appreciate|like|love|want|prefer|apprecierais|aimerais|voudrais|souhaite|prefererais)( to get| to have| avoir| recevoir)? (a |an |un )?(call|phone call|callback|appel|appel telephonique|coup de fil)( back)? (from|de|d) (your|the|someone|somebody|votre|l|quelqu|un|une)\b/,
  // A call back: "faites-moi rappeler", "je voudrais un rappel".
  /\bfaites moi (rappeler|appeler|contacter)\b|\b(veux|voudrais|aimerais|demande|demander|obtenir|avoir|souhaite) (un )?rappel\b|\b(please|pls|svp) (call|phone|text|ring)\b/,
  // Going over something with someone of the studio: "walk through our RFP with your team", "faire le point avec votre équipe".
  new RegExp(
    `\\b(discuss|go over|go through|walk through|talk through|review|faire le point|discuter|jaser|revoir|passer en revue|regarder)\\b( \\w+){0,8} (with|avec) (someone|somebody|quelqu un|whoever|your team|the team|someone on your (side|team|end)|one of your \\w+|votre equipe|l equipe|un membre de (votre|l) equipe|(un|une|l un|l une) de vos \\w+|(the |your |a |le |la |l |un |une |votre )?(${ROLE}|project lead|account manager))\\b`,
  ),
  // Someone of the studio by role: "can I speak to one of your designers", "parler à un des développeurs".
  new RegExp(
    `\\b(talk|speak|chat|discuss|parler|discuter|jaser|m entretenir|echanger)( \\w+)? (to|with|a|avec|au|aux) (a |an |the |your |one of your |one of the |un |une |le |la |l |votre |vos |un des |une des |l un des |l une des |un de vos |une de vos )?(\\w+ )?(ceo|pdg|president|presidente|lead|leads|gestion|${ROLE})\\b`,
  ),
  // A ring or a call given: "could somebody give me a ring", "me passer un coup de fil".
  /\b(give|pass) (me|us) (a )?(ring|buzz|shout|call|phone call|coup de fil)\b|\b(me|m) (passer|donner|faire) un (coup de fil|coup de telephone|appel)\b/,
  // A person to take it on: "a staff member should handle this", "put a team member on this".
  /\b(a |an |one of your )?(staff member|team member|human|real person|person|someone|somebody|quelqu un|une personne|un humain|un membre de (votre|l) equipe) (should|could|can|must|needs to|has to|doit|devrait|pourrait|peut) (handle|look at|take over|take|help|review|step in|s en occuper|s occuper|prendre le relais|regarder)\b/,
  /\bput (a |an |one of your )?(person|human|team member|staff member|someone|somebody|real person) on (this|it|my (case|request|question))\b/,
  // Talking with a real one: "je veux jaser avec un vrai".
  /\b(parler|jaser|discuter|talk|speak|chat) (a|avec|to|with) (un|une|a) (vrai|vraie|real one)$/,
  new RegExp(`\\b${PERSON}\\b.*\\b(talk|speak|chat|discuss|parler|discuter|jaser|clavarder)\\b`),
  new RegExp(
    `\\b(talk|speak|chat|discuss|parler|discuter|jaser|clavarder)\\b (to|with|a|avec|au|aux) (a |an |one of |someone from |the |your |un |une |la |le |l |quelqu un de l |votre |vos )*${TEAM}\\b`,
  ),
  // Being put in touch or reached.
  new RegExp(
    `\\b(contact|reach|get in touch with|connect me with|connect with|put me in touch with|joindre|contacter|rejoindre|communiquer avec|mettre en contact avec)\\b (a |an |un |une )?(real |actual |vrai |vraie )?${PERSON}\\b`,
  ),
  new RegExp(
    `\\b(put me in touch with|connect me (with|to)|mettre en (contact|lien|relation|communication) avec|mettez moi en (contact|lien|relation|communication) avec|me mettre en (contact|lien|relation|communication) avec)\\b (a |an |the |your |one of your |un |une |un de vos |une de vos |la |le |l |votre |vos )?(${PERSON}|${TEAM}|${ROLE}|whoever|the person who|la personne qui|celui qui|celle qui)\\b`,
  ),
  /\b(call|phone|ring|text|email|e mail|contact|reach|write to|get back to|reach out to|get in touch with) me\b|\b(call|phone|ring) us\b/,
  // Being put in touch: "I'd appreciate being put in touch with one of your consultants", "être mis en relation avec un de vos conseillers".
  new RegExp(
    `\\b(be|being|get|getting) (put )?(in touch|in contact|connected) with (a |an |the |your |one of your |someone from )?(${PERSON}|${TEAM}|${ROLE})\\b|\\b(mis|mise|mises|mettre) en (contact|lien|relation|communication) avec (un de vos |une de vos |l un de vos |un |une |votre |vos |la |le |l |quelqu un de )?(${PERSON}|${TEAM}|${ROLE})\\b`,
  ),
  /\b(call me|call back|callback|give me a call|give us a call|get a call|a call from|phone call from|connect me|put me through|transfer me|escalate|escaladez|escalader)\b/,
  /(?<!\b(you|vous) )\b(have|get) (someone|somebody|a person|your team|the team)\b(?! (who|that|with|on|in|at|there|available|qui|run|build|make|design|do|create|develop|deliver|lead|give|host|present|teach|train|work))/,
  new RegExp(
    `\\b(get|give|find|bring|send|put|pass) (me|us) (through |over )?(to |with )?(a |an |the |your |one of your )?${PERSON}\\b`,
  ),
  /\b(be|get|being) (called|phoned|contacted|called back|reached)\b/,
  // Someone named or by role asked to get in touch: "please have Aisha get in touch", "ask a designer to call me".
  new RegExp(
    `(?<!\\b(you|vous|we|i|they) )\\b(have|get|ask|let) (${PERSON}|(a |an |the |one of your )?${ROLE})( \\w+)?( to)? (get in touch|contact me|call me|email me|reach out|reach me|get back to me|follow up with me|phone me|write to me)\\b`,
  ),
  /\b(someone|somebody|anyone|a person|your team|the team)( from \w+( \w+)?)? (to |can |could |should |will |would )?(call|phone|contact|email|reach|get back|write)\b/,
  /\b(is|are) (there )?(anyone|anybody|someone|somebody|a person)( there)? (who|that) (can|could) help\b/,
  // French: call me, contact me, put me through.
  /\b(appelez|appelle|appeler|rappelez|rappelle|rappeler|telephonez|telephoner|contactez|contacte|recontactez|joignez|passez|textez|texte) moi\b/,
  /\b(ecrivez|ecris) moi\b(?! (un|une|des|du) )/,
  /\b(me|m) (appeler|appelle|appelez|rappeler|rappelle|rappelez|telephoner|contacter|contacte|recontacter|joindre|ecrire|texter|textez|mettre en contact)\b/,
  /\b(qu on|quelqu un|qui que ce soit|un membre|une personne|un humain|une humaine|un conseiller|une conseillere|un employe|une employee|votre equipe|l equipe)( de votre equipe| de l equipe| de chez vous)? (me |m |nous )?(rappelle|appelle|contacte|ecrive|joigne|peut me|pourrait me|puisse me|(peut|pourrait|puisse) nous (contacter|appeler|rappeler|ecrire|joindre|revenir|telephoner))\b/,
  /\b(quelqu un|une personne|un humain|une humaine|votre equipe|l equipe)( (de|des|du|de l|d) \w+)? (peut il |pourrait il |peut elle |pourrait elle |peut |pourrait |va |doit )?(me|m) (rappeler|appeler|contacter|ecrire|revenir|joindre|telephoner|repondre|aider)\b/,
  /\b(y a t il|y a tu|il y a|est ce qu il y a) (quelqu un|une personne|un humain)( qui (peut|pourrait)| pour) m aider\b/,
  /\b(communiquer|communiquez|communique|entrer en contact|prendre contact|faire un suivi) avec moi\b|\b(communicate|follow up|get in contact) with me\b/,
  /\b(mettez|mets|mettre) moi en contact\b|\btransfer(er|ez) (moi|a)\b|\bpassez moi\b/,
  /\b(etre|me faire|se faire) (rappel\w*|recontact\w*|contact\w*|appel\w*|joint|jointe)\b/,
  /\b(aimerais|voudrais|veux|souhaite|souhaiterais|prefererais|apprecierais|demande) (que |qu )(\w+ ){1,3}(me|m|nous) (telephone|telephonent|appelle|appellent|rappelle|rappellent|contacte|contactent|recontacte|ecrive|ecrivent|joigne|joignent|texte)\b/,
  // A call with someone: "a quick call with Claire", "un appel avec un conseiller".
  new RegExp(`\\b(call|phone call|word|conversation|appel|coup de fil|discussion|entretien) (with|avec) ${PERSON}\\b`),
  // Someone of the studio to go over something with the visitor: "one of your strategists to look at our RFP with me".
  new RegExp(
    `\\b(one of your|your|un de vos|une de vos|l un de vos|l une de vos|vos) (${ROLE}|people|staff|consultants|experts|specialists|conseillers|conseilleres|gens|experts|specialistes)\\b( \\w+){0,6} (with me|avec moi)\\b`,
  ),
  // Someone taking the conversation over: "can a staff member take over this conversation".
  /\b(can|could|would|will|may|should|peut|pourrait|est ce qu) (a |an |one of your |some |un |une )?(staff member|team member|human|real person|person|someone|somebody|colleague|member of your team|membre (de votre|du) (equipe|personnel)|humain|quelqu un|conseiller|conseillere)( \w+)? (take over|step in|jump in|take this over|handle this|prendre le relais|prendre la releve|s en occuper)\b/,
  // Someone asked to get back to the visitor: "demander à quelqu'un de me revenir sur le prix".
  new RegExp(
    `\\b(demander|demandez|dites) a (quelqu un|une personne|un membre|un conseiller|une conseillere|votre equipe|l equipe|${names})( \\w+){0,3} de (me|m) (revenir|rappeler|contacter|joindre|ecrire|repondre|appeler|telephoner)\\b`,
  ),
  // A person named outright.
  /\b(real person|actual person|live person|real human|actual human|live agent|human agent|real agent|human being|a human(?! (review|reviewer|reviewed|in the loop|touch|check|oversight|centered|centred|element|factor|side|eye))|a representative|a rep|an operator|sales rep|someone real|to a person|with a person)\b/,
  /\b(vraie personne|personne reelle|vrai humain|un humain(?! (verifie|revise|valide|relit|controle|supervise|dans la boucle))|une humaine|etre humain|agent humain|agente humaine|un agent|une agente|un conseiller|une conseillere|un representant|une representante|au responsable)\b/,
  // Customer service as a department to reach, not as the subject of a project ("a chatbot for our customer
  // service", "service à la clientèle pour nos visiteurs").
  /(?<!\b(for|pour) (our |your |the |a |an |notre |votre |le |un )?)(?<!\b(our|my|their|notre|nos|mon|ma|leur|in|en|dans) )\b(customer (service|support)|service a la clientele|service client)\b(?! (for|chatbots?|bots?|tools?|apps?|systems?|agents?|software|ai|platforms?|portals?|portail|website|site|en ligne|online|pour|de|des|du|d|automatise|automatique))/,
];

/** A message made only of a request word and politeness: "human", "agent svp", "representative please". */
const BARE_REQUEST = new RegExp(
  `^(i want |i need |give me |get me |just |je veux |je voudrais |un |une |a |an |real |vrai |vraie )*(human|agent|operator|representative|rep|person|humain|personne|conseiller|representant|prepose|preposee|sales|ventes|callback|call back|rappel|(${names})( (${names}))?)( live| en direct| en ligne| please| now| asap| s il vous plait| s il te plait| maintenant| svp)*$`,
);

/**
 * Sentences about people that ask for nobody: whether a person reads the chat, a bot that talks like a person,
 * a contact person, someone the visitor already talked to.
 */
const ABOUT_PEOPLE: RegExp[] = [
  /\b(does|do|did|will|would|is|are|est ce qu|est ce que)( a| an| un| une)? (real |actual |vrai |vraie )?(person|human|humain|personne|people|someone|somebody|anyone|anybody|quelqu un)( at the studio| at northlight| on your team| from your team| on your end| chez vous| du studio| de northlight| de votre equipe| de l equipe)? (read|reads|reading|review|reviews|reviewing|see|sees|check|checks|monitor|monitors|watch|watches|write|wrote|writes|writing|answer|answers|answering|type|typing|lit|lisent|lire|verifie|regarde|voit|va lire|ecrit|ecrire|repond|tape)\b/g,
  /\b(talks?|talking|speaks?|sounds?|parle|parler|parlent|sonne) (like|comme) (a |an |un |une )?(real )?(person|human|humain|personne|vraie personne)\b/g,
  /\b(contact person|point of contact|personne ressource|personne contact)\b/g,
  // When the studio will answer: "how soon will someone get back to me", "quand allez-vous me rappeler".
  /\b(when|how long before|how long until|how soon|how quickly|quand|dans combien de temps)( will| would| does| do| can| est ce que| est ce qu)? (you|vous|allez vous|vas tu|someone|somebody|anyone|a person|your team|the team|quelqu un|une personne|votre equipe|l equipe)( \w+){0,3}? (get back to me|contact me|call me|reach me|email me|write to me|reply|respond|answer|me contacter|me rappeler|me repondre|me revenir|m appeler|me joindre|me recontacter|m ecrire)\b/g,
  // Office hours: "till what time can I reach someone", "jusqu'à quelle heure peut-on joindre quelqu'un".
  /\b(what time|till what time|until what time|till when|until when|what hours|which hours|which days|what days|jusqu a quelle heure|a quelle heure|a partir de quelle heure|quelles heures|quels jours|jusqu a quand)( \w+){0,4} (reach|call|contact|get|talk to|speak to|speak with|talk with|joindre|appeler|contacter|rejoindre|parler a|parler avec) (someone|somebody|anyone|a person|you|your team|the team|quelqu un|une personne|vous|votre equipe|l equipe)\b/g,
  // A meeting with someone is a meeting: "un rendez-vous Zoom avec quelqu'un de chez vous".
  /\b(meeting|appointment|appt|consultation|zoom|video call|rendez vous|rencontre|reunion|visio|visioconference)( \w+){0,2} (with|avec) (someone|somebody|quelqu un|une personne|un membre|a member)\b/g,
  /\b(video|zoom|teams|schedule a|book a|set up a|quick) chat\b/g,
  // Whether a person checks something: "does a human on our staff still check what it produces".
  /\b(does|do|did|will|would|is|are|est ce qu|est ce que)( a| an| un| une)? (human|humans|person|people|someone|somebody|humain|humains|personne|quelqu un)( \w+){0,3} (still |always |actually |toujours |vraiment )?(check|checks|review|reviews|validate|validates|approve|approves|verify|verifies|oversee|oversees|edit|edits|proofread|proofreads|valide|valident|verifie|verifient|revise|revisent|relit|relisent|approuve|approuvent|supervise|supervisent)\b/g,
  // Who a job is for: "anything open for someone like me", "un poste pour quelqu'un comme moi".
  /\b(for|pour) (someone|somebody|a person|people|quelqu un|une personne|des gens|des personnes) (like me|like us|comme moi|comme nous|with my|with a|with an|avec mon|avec ma|avec mes|avec un|avec une|who|that|qui)\b/g,
  // A chat or a call to be booked is a meeting: "set up a 30 min chat with your team next week".
  /\b(book|schedule|set up|setup|arrange|organize|organise|plan|line up)( \w+){0,3} (chat|call|conversation)( with (you|your team|the team|someone|somebody|one of your \w+))?\b/g,
  // Whether someone will answer by some time: "will anyone get back to me before monday".
  /\b(will|would|does|do|is|est ce qu|est ce que)( \w+)? (anyone|anybody|someone|somebody|a person|your team|the team|quelqu un|une personne|votre equipe|l equipe)( \w+)? (get back to me|get back to us|reply|respond|answer|write back|me repondre|me revenir|nous repondre|nous revenir|repondre)( \w+){0,4} (before|by|within|in|over|during|on|the same day|today|tomorrow|tonight|this week|avant|d ici|dans|pendant|durant|la fin de semaine|le weekend|le week end|aujourd hui|demain|cette semaine|la meme journee)\b/g,
  /\b(me|nous) joindre a (votre|l|ton|la|vos) (equipe|studio|entreprise)\b/g,
  /\b(j ai|on a|nous avons|i ve|i have) (deja )?(parle|parler|discute|discuter|jase|jaser|talked|spoken|spoke)\b/g,
  // Whether someone will get in touch at a later step: "will a recruiter call me after I apply".
  /\b(will|would|does|do)\b( \w+){1,4} (call|email|contact|phone|reach|text|get back to) (me|us)\b(( or| and) (call|email|contact|phone|text) (me|us))?( \w+){0,2} (after|if|once|when|for an interview)\b/g,
  /\b(quelqu un|on|vous|une personne|un recruteur|une recruteuse|les rh|votre equipe|l equipe)( de \w+| des \w+| du \w+| de l \w+)? (va|vont|allez)( tu| t il| t elle| t on)? (m|me) (appeler|rappeler|contacter|ecrire|joindre|texter|repondre)\b( \w+){0,3}? (pour une entrevue|pour un entretien|si|apres|quand|lorsque|une fois)\b/g,
  // A recruiter's call is a step of applying: "will a recruiter call me back or is it by email".
  /(?<!\b(like|want|need|have|get|ask|prefer|aimerais|voudrais|veux|que|qu)( a| an| the| un| une| le| la| les| des| your| vos| votre)? )\b(recruiter|recruiters|hiring manager|hr|human resources|recruteur|recruteuse|rh|ressources humaines)\b( \w+){0,2} (call|phone|email|contact|reach|get back to|appeler|rappeler|contacter|ecrire|joindre|m appeler|me rappeler|me contacter|m ecrire)\b/g,
  // How the studio gets in touch: "if I apply, how will you contact me", "comment allez-vous me contacter".
  /\bhow (will|would|do|does) (you|they|someone|your team|the team|a recruiter)( \w+)? (contact|reach|call|email|get back to|notify|let) (me|us|applicants|candidates)\b|\bcomment (allez vous|vous allez|va t on|on va|est ce que vous allez|vas tu)( me| m)? (contacter|joindre|rejoindre|appeler|ecrire|aviser|repondre)\b/g,
  // What a product does: "does your chatbot hand off to a human agent when it gets stuck".
  /\b(chatbots?|bots?|products?|produits?|assistants?|clavardage|systems?|systemes?|apps?|applications?|tools?|outils?)( \w+){0,4} (hand off|hands off|handoff|transfer|transfers|escalate|escalates|route|routes|pass|passes|transferer|transfere|transferer|passer|acheminer|refiler)( \w+){0,2} (to|a) (a |an |un |une |the |le |la )?(human|humain|agent|person|personne|staff|personnel)( agent| humain| humaine)?\b/g,
  // A product handing off: "could it hand off to a live agent when it gets stuck", "il pourrait transférer à un agent".
  /\b(it|il|elle|the bot|the chatbot|the assistant|le bot|le robot|l assistant)( \w+){0,3} (hand off|hands off|handoff|transfer|transfers|escalate|route|pass|transferer|transfere|passer|refiler)( \w+){0,2} (to|a) (a |an |un |une |the |le |la |l )?(live |real |human |vrai |vraie )?(human|humain|agent|person|personne|staff|personnel|team|equipe|employee|employe)\b/g,
  // A person reading, inverted in French: "une vraie personne lit-elle les CV".
  /\b(une |un )?(vraie |vrai )?(personne|humain|quelqu un) (lit|lisent|regarde|verifie|trie|evalue|voit)( elle| il| t elle| t il)\b/g,
  // Having talked: "ma collègue a parlé avec votre équipe hier", "I talked to Claire last week".
  /\b((a|ont|avons|avez|ai|had|has|have|ve) (deja )?(parle|discute|jase|talked|spoken|chatted)|spoke|talked|chatted)( (avec|with|to|a)( (your|the|votre|vos|l|la|le|un|une|one of your))? \w+)?\b/g,
  // Being responsible for something: "que quelqu'un de notre côté soit responsable du projet".
  /\b(soit|sera|etre|est|be|is|are) (responsable|responsables|responsible|in charge)\b/g,
  // The visitor's own people: "someone on our side", "quelqu'un de notre côté".
  /\b(someone|somebody|a person|quelqu un|une personne|un membre)( \w+)? (on our side|from our side|of ours|in our team|on our team|de notre cote|de notre equipe|chez nous|de chez nous|de notre organisation)\b/g,
  // Whether the studio has someone with a skill: "is there someone on your team who knows WCAG".
  /\b(is there|are there|do you have|have you got|does your team have|y a t il|y a tu|il y a|avez vous|vous avez|est ce qu il y a|est ce que vous avez) (someone|somebody|anyone|anybody|quelqu un|une personne|people|des gens)( on your team| in your team| at northlight| there| dans votre equipe| chez vous| de votre equipe| dans l equipe)? ((dedicated|devoted|assigned) to|specialized in|specialised in|in charge of|dedie a|dediee a|specialise en|specialisee en|affecte a|affectee a)|\b(is there|are there|do you have|have you got|does your team have|y a t il|y a tu|il y a|avez vous|vous avez|est ce qu il y a|est ce que vous avez) (someone|somebody|anyone|anybody|quelqu un|une personne|people|des gens)( on your team| in your team| at northlight| there| dans votre equipe| chez vous| de votre equipe| dans l equipe)? (who|that|qui) (knows|know|has|have|does|speaks|speak|is|are|can do|works|work|specializes|connait|connaissent|a|ont|parle|parlent|fait|font|sait|savent|travaille|travaillent|maitrise|maitrisent|est|sont)\b/g,
  // Whom visitors of a client's site talk to: "can visitors chat with a human guide in the app".
  /\b(visitors|users|customers|students|guests|patrons|visiteurs|visiteuses|usagers|utilisateurs|clients|eleves|etudiants)( \w+){0,2} (chat|talk|speak|jaser|parler|discuter|clavarder)\b/g,
  /\b(a )?human (guides?|docents?|staff|curators?|moderators?|reviewers?|translators?|touch|oversight|judgment|judgement|element|voices?|review|in the loop)\b|\b(un )?humain dans la boucle\b|\b(guides?|conservateurs?|conservatrices?|moderateurs?|moderatrices?|traducteurs?|traductrices?|mediateurs?|mediatrices?) humaine?s?\b/g,
  // Whether someone of the studio has a skill: "does anyone on your team have museum experience".
  /\b(anyone|anybody|someone|somebody|quelqu un|une personne)( \w+){0,4} (have|has|had|a t il|a t elle|ont) (any |de l |d |des |une |un |deja )?(experience|background|expertise|knowledge|worked|travaille)\b/g,
  // What a product needs to run: "do you need a person on site to run it".
  /\b(do|does|will|would|est ce que) (you|it|we|they|this|that|the \w+|vous|il|elle|ca)( \w+)? (need|needs|require|requires|faut|besoin d|necessite) (a |an |some |one |any |une |un |du )?(person|people|human|staff|someone|somebody|staff member|technician|operator|personne|humain|personnel|quelqu un|technicien|technicienne)\b/g,
  // The visitor's own people: "ma collègue a parlé avec votre équipe", "my boss wants a quote".
  /\b(my|our|ma|mon|mes|notre|nos) (colleagues?|coworkers?|co workers?|boss|collegues?|patron|patronne|team|teams|staff|board|manager|managers|director|directors|equipe|equipes|personnel|gestionnaire|gestionnaires|directeur|directrice|superieur|superieure|adjoint|adjointe|assistant|assistante|conseil d administration)\b/g,
  // "Personne ne m'a répondu": nobody, not a person.
  /\bpersonne (ne|n)\b/g,
  // A request declined: "I don't need a human", "no need to connect me with anyone", "pas besoin d'un humain".
  /\b(don t need|dont need|do not need|no need|don t transfer|dont transfer|do not transfer|don t connect|do not connect|pas besoin|pas la peine|ne me transferez pas|transferez moi pas)( \w+){0,2} (humans?|person|people|anyone|anybody|someone|agent|transfer|transferer|connect|contact|mettre en contact|humain|humaine|personne|quelqu un|agente?)(( with| to| me| moi| avec| a| an| un| une| anyone| anybody| someone| personne| qui que ce soit| human| humain))*\b/g,
  /\b(don t|dont|do not|never) (transfer|connect|escalate|pass|forward|hand) (me|this|it|my (question|message|chat))( on| off| over)?\b|\b(ne me|ne la|ne le) (transferez|transfere|transferer|passez|passe) pas\b/g,
  // Where a form or a message goes: "does the contact form go to a real person", "mon courriel va-tu à une vraie personne".
  /\b(forms?|formulaire|formulaires|messages?|emails?|courriels?|applications?|candidatures?|cv|resumes?)( \w+){0,3} (go|goes|get|gets|reach|reaches|sent|read|va|vont|arrive|arrivent|rendre|rend|rendent|lu|lus)( \w+){0,2} (to|by|a|par|chez) (a |an |une |un )?(real |actual |vrai |vraie )?(person|human|humain|personne|people|someone|quelqu un)\b/g,
  // Someone of the studio coming over: "will someone from your team come on site".
  /\b(will|would|does|do|can|could|est ce que|est ce qu)( \w+)? (someone|somebody|anyone|people|quelqu un)( from| of| de| chez)?( \w+){0,3} (actually |really |vraiment )?(come|travel|visit|be on site|be there|install|venir|se deplacer|installer|etre sur place)\b/g,
  // Whether a person reads the chat: "y a-tu un vrai humain qui lit ça".
  /\b(y a t il|y a tu|il y a|y a|est ce qu il y a|is there|are there)( \w+)? (un |une |a |an |des |some )?(real |vrai |vraie |vrais |actual )?(person|human|humans|humain|humains|personne|quelqu un|someone|people) (qui|who|that) (lit|lisent|reads|read|is reading|are reading|regarde|voit|sees|checks|verifie|surveille|monitors)\b/g,
];

/** Speaking a language is a question about languages, not a wish to speak with someone. */
const SPEAKS_LANGUAGE =
  /\b(speak|speaks|speaking|talk|parler|parle|parlent|parlez|parles)( en| in)? (french|english|spanish|francais|anglais|espagnol|german|allemand|italian|italien|chinese|chinois|arabic|arabe|mandarin|punjabi|portuguese|portugais|other languages|d autres langues|both languages|les deux langues)\b/g;

/** An AI agent is something we build, not someone to talk to. */
const AI_AGENT = /\b(agents?|assistant) (ia|ai|conversationnels?|virtuels?|intelligents?)\b|\b(ai|ia) agents?\b/g;

/** Asking whether the assistant is a person or a machine. */
const BOT_QUESTION = [
  /\b(is|are) (this|the|these|your) (chat|chats|messages?|conversations?|replies|answers|assistant|chatbot)( \w+)? (answered|run|staffed|handled|operated|monitored|written|read|powered) by\b/,
  /^(so )?(what|who) (are|r) (you|u)( exactly| really)?$|^(t es|tu es|vous etes) (quoi|qui)( toi| vous| au juste)?$/,
  /\b(are|is) (you|this|that|it) (using |powered by |based on |running on )?(an? )?(chatgpt|gpt|openai|claude|gemini|copilot|llm|language model)\b/,
  /\b(es tu|etes vous|t es|tu es|c est) (un |une )?(chatgpt|gpt|openai|claude|gemini|copilot|llm|modele de langage)\b/,
  /\b(are|is) (you|this|that|it)( chat| chatbot| bot| assistant| thing| service)? (a |an |really a |even a )?(real|human|bot|robot|ai|machine|chatbot|person|computer|automated|live)\b/,
  /\bam i (talking|speaking|chatting|typing|writing|messaging) (to|with) (a |an )?(real|human|bot|robot|ai|machine|person|computer|chatbot)\b/,
  // "Is there a person behind this chat?"
  /\b(is there|y a t il|y a tu|il y a|est ce qu il y a) (a |an |un |une )?(real |vrai |vraie )?(person|human|humain|personne|someone|quelqu un) (behind|derriere|at the other end|on the other end|au bout)\b/,
  /\b(es tu|etes vous|t es|tu es|vous etes) (un |une |vraiment un |vraiment une )?(vrai|vraie|humain|humaine|robot|bot|ia|machine|personne|ordinateur|automate)\b/,
  /\b(est ce|c est|c etait) (un |une |vraiment un |vraiment une )?(vrai humain|vraie personne|humain|humaine|robot|bot|ia|machine|personne|ordinateur|automate)\b/,
  /\bje (parle|parler|jase|jaser|discute|discuter|clavarde)( tu| t)? (a|avec) (un |une )?(robot|ia|machine|humain|vrai|vraie|personne|programme|logiciel|ordi|ordinateur)\b.*\b(ou|or)\b/,
  /\bje (parle|parler|jase|jaser|discute|discuter) (a|avec) (un |une )?(robot|ia|machine|humain|vrai|vraie)\b/,
  /\b(suis je|je suis|est ce que je suis|je suis tu)( en train)? (de |d )?(parler|jaser|discuter|clavarder|ecrire|echanger) (a|avec) (un |une )?(robot|bot|chatbot|ia|machine|humain|humaine|vrai|vraie|personne|programme|logiciel|ordi|ordinateur)\b/,
  /\b(es tu|etes vous|t es|tu es|vous etes|c est) (un |une )?(assistant|assistante|agent|programme|logiciel|systeme|chatbot|robot conversationnel)( \w+)? (automatise|automatisee|automatique|virtuel|virtuelle|ia|d ia|intelligent|intelligente)\b/,
  /\b(est il|est elle|c est tu) (un |une )?(vrai|vraie|humain|humaine|robot|bot|ia|machine|personne|automatise)\b/,
];

/** Words that turn a question about the assistant into a request ("I'd rather talk to a real person"). */
const WANTS =
  /\b(want|need|rather|prefer|let me|give me|get me|connect|transfer|please|veux|voudrais|aimerais|prefere|preferer|passez|svp)\b/;

const OFF_TOPIC = [
  // weather, sports, jokes, games
  /\b(weather|forecast|raining|snowing|meteo|pleuvoir|pleut|neiger)\b/,
  /\b(fait|va faire|fera|faire) (quel temps|beau|chaud|froid|soleil)\b|\bquel temps (il )?(fait|va faire|fera|fait il|va t il faire)\b/,
  /\b(hockey|nhl|nba|nfl|mlb|soccer|baseball|basketball|stanley cup|world cup|playoffs|senators|leafs|habs|raptors|lnh|coupe stanley)\b|\bwho won\b|\bqui a gagne\b|\b(le|du|des) match\b/,
  /\b(jokes?|make me laugh|riddle|blagues?|fais moi rire|devinette)\b/,
  // coding and homework help
  /\b(debug|debugging|deboguer|debugger|stack trace|syntax error|compile error|segfault|leetcode|homework|devoirs?)\b/,
  /\b(my|this|the following|mon|ce|ma) (code|script|function|program|programme|fonction|regex|sql query)\b/,
  // Asking what the studio does is not a task: "do you actually write code".
  /(?<!\b(you|u|vous|tu|team|equipe|northlight|developers|devs)( actually| really| guys| vraiment| aussi)? )\b(write|ecris|ecrivez|do|fais|faire) (me )?(moi )?(a |an |some |my |un |une |du |mon |ma |mes )?(code|script|function|program|poem|essay|story|song|homework|poeme|texte|dissertation|chanson)\b/,
  // recipes, money, trivia
  /\b(recipe|recipes|bake|baking|recettes?|cuisiner)\b|(?<!\bwhat s |\bwhats )\bcooking\b/,
  /\b(to buy|should i buy|a acheter|devrais je acheter)\b|\b(buy|acheter) (a |an |un |une |des )?(laptop|phone|car|computer|ordi|ordinateur|portable|cellulaire|voiture|tv|tele)\b/,
  /\b(best|good|great|meilleur|meilleure|meilleurs|bon|bonne) (place|spot|resto|restaurant|sushi|pizza|burger|cafe|coffee|bar|brunch|poutine)s?\b/,
  /\b(flight|flights|hotel|airbnb|uber|taxi|billet d avion|vol pour|vol vers|un vol|hotel)\b/,
  /\b(cell phone plans?|phone plans?|data plans?|forfaits? (cellulaires?|de cellulaire|mobiles?|internet|de telephone))\b/,
  /\b(bitcoin|crypto|cryptocurrency|stock market|stock price|horoscope|lottery|netflix|lyrics|bourse|loterie|paroles de)\b/,
  /\b(recommend|suggest|recommande|recommandez|suggere) (me |moi )?(a |an |some |un |une |des |de )?(good |great |bon |bonne |bons |bonnes )?(movie|film|book|song|show|series|restaurant|livre|chanson|serie|emission)s?\b/,
  /\b(legault|trudeau|poilievre|trump|caquistes)\b/,
  /\b(capital of|meaning of life|prime minister|election|what time is it|capitale du|capitale de|sens de la vie|premier ministre|quelle heure est il)\b/,
];

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
    "yes yeah yep yup sure absolutely definitely oui ouais volontiers certainement certes absolument exactement entendu ok okay accord please svp",
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
`),
);

function smallTalk(words: readonly string[], offered: boolean): Intent | undefined {
  if (words.length === 0 || words.length > 12) return undefined;
  const all = [GREETING_WORDS, THANKS_WORDS, GOODBYE_WORDS, ACK_WORDS, ACCEPT_WORDS, DECLINE_WORDS, FILLER];
  if (!words.every((word) => all.some((set) => set.has(word)))) return undefined;
  const has = (set: Set<string>) => words.some((word) => set.has(word));
  const text = ` ${words.join(" ")} `;
  if (offered) {
    if (has(DECLINE_WORDS) || / (not now|pas maintenant|pas besoin|no thanks|non merci) /.test(text)) return "decline";
    if (has(ACCEPT_WORDS) || has(ACK_WORDS) || / go ahead | (sounds|that s) (good|great) /.test(text)) return "accept";
  }
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
    / (good (morning|afternoon|evening)|how are you|comment (ca va|allez vous)|ca va) /.test(text)
  ) {
    return "greeting";
  }
  if (has(ACK_WORDS) || has(ACCEPT_WORDS)) return "acknowledge";
  return undefined;
}

const PRICING = [
  /\b(price|prices|pricing|priced|cost|costs|costing|quote|quotes|quotation|budget|budgets|rate|rates|hourly rate|fees|expensive|cheap|cheaper|affordable|afford|ballpark|how much|estimate|estimates)\b/,
  /\b(prix|tarif|tarifs|tarification|cout|couts|coute|coutent|couter|soumission|soumissions|devis|budget|budgets|cher|chere|dispendieux|abordable|frais|taux horaire|facturez|chargez|combien ca|c est combien|estimation|estime|forfait|forfaits|(votre|vos|ton|tes) taux)\b/,
  // "Combien de temps, de projets, de pieds carrés" counts something else than money.
  /\bcombien\b(?! (de|d|des) (?!(argent|dollars?|piasses?)\b))/,
];
const NOT_PRICING =
  /\b(etes|sont|etes vous|vous etes|on est|y a) combien\b|\bcombien (dans|a) (l equipe|votre equipe|le bureau|northlight)\b|\bvous (envoyer|faire parvenir|soumettre|transmettre) (un |une |notre |nos )?(devis|soumission|appel d offres)\b|\b(send|submit|forward) (you |to you )?(a |an |our )?(rfp|request for proposals?|tender|brief)\b|\bbudget (cycle|year|approval|process|season|planning)\b|\b(cycle|annee|exercice) budgetaire\b|\b(rate|rates|taux|pay|paid|salary|salaire|wage|remuneration)\b.*\b(job|jobs|position|role|contract|contractor|contractors|freelancer|freelancers|developer|engineer|internship|poste|postes|emploi|contrat|pigiste|pigistes|stage)\b|\bquote (text|from|a passage|a sentence|a line|you|your (text|content|website|site|words|article|page))\b|\b(mesure|mesurent|pese|pesent|fait|font) combien\b|\bcombien (mesure|mesurent|pese|pesent|de kilometres|de km|de metres|de calories|d habitants)\b|\bhow much (time|experience|longer|notice|space|room|floor space|square feet|power|electricity|bandwidth|storage|data)\b|\b(ou|a qui) (envoyer|soumettre|transmettre|faire parvenir) (un |une |notre |nos |mon |ma )?(devis|soumission|appel d offres|cahier des charges)\b|\bwhere (do i|can i|should i|do we|can we|should we|to) (send|submit) (a |an |our |my )?(brief|rfp|quote request|request for proposals?|project brief)\b|\bin charge\b|\bhow many (projects|clients|customers|people|employees|staff|years|museums|organizations|orgs|sites|team members|languages|positions|jobs|openings|installations|exhibits|apps)\b|\b(estimate|estimation|estime)( \w+){0,3} (time|timeline|duration|delivery|delai|duree|temps|echeancier)\b/;

const MEETING = [
  /\b(book|schedule|set up|setup|arrange|organize|organise|plan|request|hop on|jump on|line up)\b( \w+){0,3} (meeting|call|chat|appointment|appt|video call|video chat|zoom|consultation|intro call|demo)\b/,
  /\b(meeting|appointment|intro call|introductory call|discovery call|video call|zoom call|teams call|calendly|calendar link)\b|\b(can|could) we meet\b|\bmeet (up|with you|in person)\b/,
  /\b(do|have|set up|faire|organiser) (a |an |un |une )?(zoom|teams call|google meet|visio)\b/,
  /\b(prendre|fixer|planifier|reserver|organiser|ceduler|booker|obtenir|avoir)\b( \w+){0,3} (rendez vous|rencontre|reunion|appel|visio|visioconference|videoconference|consultation)\b/,
  /\b(rendez vous|reunion|visioconference|videoconference|appel de presentation|appel video|se rencontrer|nous rencontrer|vous rencontrer)\b/,
];

/** The visitor's own meetings are a date, not a wish to meet: "an AI roadmap before our board meeting". */
const NOT_MEETING =
  /\b(board|staff|team|council|committee|annual|general|budget|our|my) (meeting|meetings)\b|\breunion (du ca|du conseil|d equipe|annuelle|budgetaire|de (notre|mon|ma|nos) \w+)\b|\b(notre|nos|ma|mon|leur) (reunion|reunions|rencontre|rencontres)\b/;

/**
 * "What do you do?", "vous faites quoi ?", "so what does Northlight offer?": the question is only the verb, so
 * retrieval has nothing to go on; it asks for the overview of the services.
 */
const WHAT_WE_DO_VERBS = new Set(wordList("do does doing offer fait faites fais faire offrez offre proposez"));
const WHAT_WE_DO_WORDS = new Set([
  ...WHAT_WE_DO_VERBS,
  ...wordList(`
  what whats so exactly you your guys all folks northlight studio company team it is that do there hey hi hello vous
  tu que qu quoi ce c est exactement au juste alors donc bonjour salut allo votre entreprise equipe comme travail in
  general en gros here ici the a does des les services
`),
]);

function asksWhatWeDo(words: readonly string[]): boolean {
  const asks = words.some((word) => ["what", "whats", "quoi", "que", "qu"].includes(word));
  return asks && words.some((word) => WHAT_WE_DO_VERBS.has(word)) && words.every((word) => WHAT_WE_DO_WORDS.has(word));
}

export interface IntentContext {
  /** The message as typed (arithmetic needs its symbols). */
  message: string;
  /** Whether the assistant's last reply offered to put the visitor in touch with the team. */
  offered: boolean;
}

/** "2+2", "12 x 7": a calculation, not a question about the studio. */
const ARITHMETIC =
  /\d\s*[+*/×÷=]\s*\d|\d\s+[-x]\s+\d|\d+ (times|plus|minus|divided by|multiplied by|fois|moins|divise par|multiplie par) \d|\d\s*(%|percent|per cent|pour cent|pourcent) (of|de|d) \d/;

/** Words that name a person or the people of the studio ("quelqu" for "quelqu'un": "un" alone names nobody). */
const PERSON_NOUNS = new Set(
  wordList(`
  someone somebody anyone anybody person human humans real live rep representative agent operator staff member
  members team founder founders cofounder manager employee consultant colleague colleagues quelqu personne humain
  humaine humains collegue collegues gars ventes
  vrai vraie monde equipe personnel membre membres fondateur fondateurs fondatrice cofondateur responsable employe
  conseiller conseillere representant representante agente
`),
);

/**
 * Whether a message names a person to reach, once the sentences about people that ask for nobody are set
 * aside ("is a human reading this", "a bot that talks like a person"): the condition on which the engine takes
 * the classifier's word that a message asks for a person.
 */
export function namesPerson(words: readonly string[]): boolean {
  return neutralized(words.join(" "))
    .split(" ")
    .some((word) => PERSON_NOUNS.has(word));
}

function neutralized(text: string): string {
  return ABOUT_PEOPLE.reduce(
    (current, pattern) => current.replace(pattern, "people"),
    text.replace(AI_AGENT, "ai system").replace(SPEAKS_LANGUAGE, "language"),
  );
}

/** Saying yes to an offer of the team in other words than small talk: "let's do it", "j'aimerais ça". */
const ACCEPT_PHRASE =
  /^(yes|yeah|yep|sure|ok|okay|oui|ouais|bien sur|bien entendu|tout a fait|d accord|absolutely|absolument|definitely|certainement|of course|please|svp)\b|\b(let s do (it|that)|go for it|why not|i d (like|love) (that|it)|that d be (great|good|nice|perfect)|that would (be great|help)|faisons (ca|le)|allons y|j aimerais (ca|bien)|ca serait (super|parfait|bien|genial|apprecie)|ce serait (super|parfait|bien|genial|apprecie)|pourquoi pas|je veux bien|avec plaisir)\b/;
/** Words that make a short reply a new question ("ok and how long would it take?"). */
const QUESTION_WORDS =
  /\b(what|how|where|when|which|who|why|whats|quoi|comment|ou|quand|quel|quelle|quels|quelles|combien|pourquoi|qui|est ce)\b/;
const ACCEPT_MAX_WORDS = 7;

/** The intent of a message, or undefined when it is a question for the knowledge base. */
export function detectIntent(words: readonly string[], context: IntentContext): Intent | undefined {
  const text = words.join(" ");
  const small = smallTalk(words, context.offered);
  if (small === "accept" || small === "decline") return small;
  if (
    context.offered &&
    words.length <= ACCEPT_MAX_WORDS &&
    ACCEPT_PHRASE.test(text) &&
    !QUESTION_WORDS.test(text.replace(/\b(why not|pourquoi pas)\b/, ""))
  )
    return "accept";

  const botQuestion = BOT_QUESTION.some((pattern) => pattern.test(text));
  const requestText = neutralized(text);
  const request = REQUEST_PATTERNS.some((pattern) => pattern.test(requestText)) || BARE_REQUEST.test(requestText);
  const offTopic = OFF_TOPIC.some((pattern) => pattern.test(text)) || ARITHMETIC.test(context.message);
  if (request && (!botQuestion || WANTS.test(text))) return "human";
  if (botQuestion) return "bot-question";
  if (offTopic) return "off-topic";
  if (small) return small;
  if (!NOT_PRICING.test(text) && PRICING.some((pattern) => pattern.test(text))) return "pricing";
  if (!NOT_MEETING.test(text) && MEETING.some((pattern) => pattern.test(text))) return "meeting";
  if (asksWhatWeDo(words)) return "what-we-do";
  return undefined;
}
