/**
 * Asking for a person (ADR 019): talk to someone, call me back, un agent svp. Requests stay rules a person can
 * read; each rule carries the requests it is there for and the look-alikes it must let through
 * (`rules.test.ts`). Sentences about people that ask for nobody are set aside first (EXCEPTIONS); the topic
 * classifier is a second opinion for requests no rule foresaw, when the message names a person (`namesPerson`).
 */
import { wordList, type IntentException, type IntentRule } from "./rule.ts";
import { LEADER_NAMES } from "./words.ts";

/**
 * The leaders' names; "claire" is also French for "clear", so after a noun's determiner or an adverb ("une
 * position claire", "pas très claire") it names no one.
 */
const names = LEADER_NAMES.map((name) =>
  name === "claire"
    ? "claire(?<!\\b(une|un|la|le|les|des|cette|ce|sa|son|ma|mon|votre|notre|plus|tres|bien|pas|assez|moins|si|aussi|toute|tout) (\\w+ )?claire)"
    : name,
).join("|");

/** Someone to talk to: people, roles and the studio's leaders. */
const PERSON = `(human|humans|person|someone|somebody|anyone|anybody|agent|rep|representative|operator|employee|manager|supervisor|boss|owner|founders?|sales|consultants?|expert|specialist|advisor|adviser|team member|staff member|member of (your|the) (team|staff|studio)|members? of your (team|staff)|cofounders?|co founders?|real one|whoever|one of your (people|staff|team|folks|crew|consultants|experts)|${names}|humain|humaine|humains|personne|quelqu un|agente?|conseill\\w*|representant\\w*|employee?|gerante?|gerant|superviseure?|responsables?|directeur|directrice|patron|vendeur|vendeuse|service client|vrai monde|membre de (votre|l) equipe|membre (de votre|du) personnel|fondateurs?|fondatrices?|cofondateurs?|cofondatrices?|celui qui|celle qui|la personne qui|un de vos (employes|conseillers|experts|gens)|spokesperson|spokesman|spokeswoman|porte parole|press officer|attache de presse|decision makers?|decideurs?|decideuses?|dirigeants?|dirigeantes?|executives?|associes?|associees?|partners)`;
const TEAM = "(team|staff|your people|the studio|equipe|membre|personnel)";
/** Someone of the studio by what they do: "one of your designers", "la direction". */
const ROLE =
  "(designers?|developers?|devs?|engineers?|strategists?|project managers?|project leads?|account managers?|producers?|directors?|management|leadership|developpeurs?|developpeuses?|ingenieurs?|ingenieures?|strateges?|charges? de projet|chargees? de projet|chefs? de projet|producteurs?|productrices?|direction|directeur|directrice|gestionnaires?|preposes?|preposees?)";

/**
 * The visitor's own public, whom a wish may be for: "we want students to message an advisor", "we need visitors to
 * reach a staff member from the kiosk" describe a product, not a wish for a person.
 */
const AUDIENCE =
  "(students|visitors|users|members|patrons|customers|guests|kids|children|learners|patients|citizens|residents|etudiants|etudiantes|eleves|visiteurs|visiteuses|usagers|membres|jeunes|enfants|apprenants|citoyens|citoyennes|donors|donateurs|callers|tourists|touristes|attendees|participants|festivaliers)";

/** A wish denied after its verb: "je veux pas déranger personne" wants nobody. */
const DENIED = "(pas|jamais|not|never)";

/** Someone to ask for, without "someone", "quelqu'un": "we need someone to build our site" asks for a service. */
const NAMED_PERSON =
  "(real |actual |live |vrai |vraie )?(human|humans|person|humain|humaine|personne|representative|rep|agent|agente|operator|representant|representante|conseiller|conseillere|manager|supervisor|gerant|gerante|responsable|staff member|team member|member of (your|the) (team|staff)|one of your (people|staff|team|folks|crew|consultants|experts)|membre (de votre|de l|du) (equipe|personnel)|un de vos (employes|conseillers|experts))";

/**
 * Someone of the studio's set against the bot: "je veux un employé, pas un bot", or said to be real: "I need an actual
 * employee". Alone, "we need an employee for the summer" is a job.
 */
const STAFF_NOT_BOT =
  "(employee|employe|staff|worker|travailleur|travailleuse)(?= (not|pas|plutot qu|instead of|au lieu d) (a |an |un |une |le |la |l |the |this |ce |cette )?(bot|robot|chatbot|machine|ai|ia|assistant)\\b)|(actual|real|vrai|vraie|veritable) (employee|employe|staff member|membre du personnel)";

/**
 * At most this many words between talking and the person talked to ("talk to one of your"): further apart, the
 * person is part of the visitor's story ("we've been talking about AI for months… our IT person").
 */
const TALK_GAP = 5;
/**
 * What follows a person who is wanted for the work, not to be reached: "someone who can build", "someone to teach
 * them", "quelqu'un pour former l'équipe", "someone who knows Unity", "one person accountable".
 */
const DOES_THE_WORK =
  " (who|that|qui|pour|to) (can |could |peut |pourrait )?(build|make|design|code|develop|teach|train|coach|batir|faire|concevoir|developper|former|enseigner|animer|know|knows|connait)(?! (the|la|les) (answer|answers|reponse|reponses)\\b)| (accountable|in charge|dedicated to|assigned to|on (the|our|this) project|attitree?|dediee? a|imputable)\\b";

/**
 * A wish to be called or written to, said outright: "j'aimerais que votre directrice me téléphone", "je voudrais que
 * vous m'appeliez demain", "I'd like you to call me", "can someone from the lab reach out to us", "I want to be
 * contacted", "un recruteur peut-il me revenir", "alors qu'un de vos conseillers m'envoie une soumission". A request
 * even in a message the classifier is sure is about a topic (`wishesForPerson`): "…que vous m'appeliez demain matin"
 * names the hours but asks for a call. The visitor's own people ("que les gens de notre musée nous contactent") are
 * no one to reach.
 */
const WISH_TO_BE_REACHED =
  /\b(aimerais|aimerait|aimerions|voudrais|voudrait|voudrions|veux|veut|souhaite|souhaitons|souhaiterais|souhaiterait|prefererais|apprecierais|demande) (que |qu )(\w+ ){1,4}(me|m|nous) (telephone|telephonent|telephoniez|telephonez|appelle|appellent|appeliez|appelez|rappelle|rappellent|rappeliez|rappelez|contacte|contactent|contactiez|contactez|recontacte|ecrive|ecrivent|ecriviez|joigne|joignent|joigniez|texte)\b|\b(want|like|need|prefer) (you|your team|someone|somebody|one of you)( \w+){0,2} to (call|phone|ring|contact|email|text|reach|get back to) (me|us)\b|\b(can|could) (you|your team|someone|somebody|one of you|(a|an|one of your|your) (recruiter|recruiters|hiring manager|recruiting team|hr person|consultant|consultants|advisor|advisors|specialist|specialists|expert|experts|team member|rep|representative))( \w+){0,3} (call|phone|ring|contact|email|text|reach out to|reach|get back to|get in touch with) (me|us)\b|\b(quelqu un|qqn|vous|votre equipe|(un|une|votre|vos) (recruteur|recruteuse|recruteurs|recruteuses|responsable du recrutement|conseiller|conseillere|conseillers|consultant|consultante|consultants|specialiste|specialistes|expert|experte|experts|representant|representante|membre de (votre|l) equipe))( \w+){0,3} (peut|pourrait|pouvez|pourriez|peuvent|pourraient)( juste| simplement| tu)? (me|m|nous) (contacter|appeler|rappeler|ecrire|joindre|texter|envoyer un (courriel|email|mail|message|texto))\b|\b(someone|somebody|anyone|quelqu un|qqn)( \w+){0,5} (who|that|qui) (could|can|would|pourrait|peut|pourra) (call|phone|contact|email|reach|get in touch with|reach out to|get back to) (me|us)\b|\b(quelqu un|qqn)( \w+){0,5} qui (pourrait|peut|pourra) (me|m|nous) (contacter|appeler|joindre|ecrire|rappeler)\b|\b(put|get) (me|us) in touch\b|\b(easier|simpler|better|faster|quicker) (if|when) (someone|somebody|you|your team)( \w+){0,4} (contacts|calls|emails|texts|reaches out to|gets in touch with|contact|call|email|text|reach out to|get in touch with) (me|us)\b|\b(plus simple|plus facile|mieux|plus vite|plus rapide) (si|que) (quelqu un|vous|votre equipe)( \w+){0,4} (me|m|nous) (contacte|contactez|contactiez|appelle|appelez|appeliez|ecrit|ecrivez|ecriviez|joint|joignez|joigniez|rappelle|rappelez|rappeliez)\b|\b(mets|mettez) (moi|nous) en (contact|relation)\b|\b(me|m|nous) mettre en (contact|relation|lien)\b(?! avec)|(?<!\b(don t|do not|dont|never) )\b(want|would like|d like|wish|need|prefer) to be (contacted|called|called back|phoned|reached|emailed)\b|\b(veux|voudrais|aimerais|souhaite|souhaiterais|prefererais) etre (contacte|contactee|contactes|appele|appelee|rappele|rappelee|joint|jointe)\b|\b(quelqu un|qqn|un recruteur|une recruteuse|votre equipe|quelqu un de votre equipe) (peut il|peut elle|pourrait il|pourrait elle|peut t il|peut t elle|pourrait t il|pourrait t elle) (me|m|nous) (contacter|appeler|rappeler|ecrire|joindre|revenir|repondre)\b|\b(aimerais|aimerait|aimerions|voudrais|voudrait|voudrions|veux|veut|souhaite|souhaitons) (que|qu) (les gens|quelqu un|qqn|une personne|quelqu une|l equipe) (de|du|des|d)( (?!(notre|nos|mon|ma|mes)\b)\w+){1,3} (me|m|nous) (telephonent|telephone|appellent|appelle|rappellent|rappelle|contactent|contacte|ecrivent|ecrive|joignent|joigne)\b|\b(want|like|need|prefer) (someone|somebody|the people|your people|one of you) (from|at|in|of|on)( (?!(our|my)\b)\w+){1,3} to (call|phone|contact|email|reach|get back to) (me|us)\b|(^|\b(alors|donc|bon|ok|ben|faque) )(que|qu) (quelqu un|qqn|un de vos \w+|une de vos \w+|votre equipe|vous|un \w+|une \w+)( \w+){0,3} (me|m|nous) (envoie|envoyiez|appelle|appeliez|contacte|contactiez|ecrive|ecriviez|rappelle|rappeliez|telephone|telephoniez|joigne|joigniez)\b/;

/**
 * Only a request word and politeness: "human", "agent svp", "real human now", "a quick call with Claire", "un
 * humain, pas une machine. merci". A message made of it asks for a person, and so does its last sentence after a
 * complaint ("ok enough robot. real human now", embedded-engine.ts).
 */
export const PERSON_ALONE = new RegExp(
  `^(i want |i need |give me |get me |just |some |je veux |je voudrais |un |une |a |an |de l |real |vrai |vraie )*(human help|human assistance|aide humaine|assistance humaine|(parler|talk|speak|jaser)( (a|avec|to|with))?( (l|votre|the|your|un|une|a|an))? (equipe|team|humain|human|personne|person|agent|quelqu un|someone)|(quick |short |petit )?(call|phone call|appel|coup de fil) (with|avec) (${names}|someone|a person|a human|quelqu un|une personne|un humain)|human|agent|operator|representative|rep|person|humain|personne|conseiller|representant|prepose|preposee|sales|ventes|callback|call back|rappel|(${names})( (${names}))?)( live| en direct| en ligne| please| now| asap| s il vous plait| s il te plait| maintenant| svp| merci| thanks| thank you| not (a|an) (machine|bot|robot|ai)| pas (un|une) (machine|bot|robot|ia))*$`,
);

/**
 * A meeting the visitor asks the studio to arrange for them: "please set up a meeting for me with your team",
 * "pouvez-vous me fixer une rencontre ?", "organisez-le pour moi", "could someone set up a call with me". Only the
 * team can, so it is an outright wish for a person even where the classifier is sure the message is about meetings;
 * "how do I set up a meeting" and "can I book a call for me and my director?" ask for the booking page (meeting.ts).
 * Read on the message before the exceptions, which set booking a meeting with someone aside as the meeting topic.
 */
const ARRANGE_FOR_ME =
  /(^|\b(please|pls|plz|can you|could you|would you|will you))( please)? ?(set up|setup|book|arrange|schedule|organi[sz]e|line up)( \w+){0,3} (meeting|call|appointment)( \w+){0,6} (for|with) (me|us)\b|\b(pouvez vous|pourriez vous|vous pouvez|vous pourriez|peux tu|pourrais tu|tu peux|tu pourrais|svp) (me|m|nous) (fixer|organiser|planifier|booker|ceduler|arranger|prevoir) (une|un) (rencontre|rendez vous|reunion|appel|meeting)\b|\b(pouvez vous|pourriez vous|vous pouvez|vous pourriez|peux tu|pourrais tu|tu peux|tu pourrais|svp) (fixer|organiser|planifier|booker|ceduler|arranger|prevoir) (une|un) (rencontre|rendez vous|reunion|appel|meeting)( \w+){0,4} pour (moi|nous)\b|\b(for |can |could |would )?(someone|somebody|your team|one of you)( \w+){0,3} (to )?(set up|setup|book|schedule|arrange|organi[sz]e|line up) (a |an )?(meeting|call|appointment) (with|for) (me|us)\b|(?<!(^|[^z] )vous )\b(organisez|fixez|planifiez|bookez|cedulez|arrangez) (le|la|moi|nous|m en|nous en)\b/;

/** Requests for a person, read once the exceptions below are set aside. */
export const HUMAN_RULES: IntentRule[] = [
  {
    pattern: ARRANGE_FOR_ME,
    examples: [
      "please set up a meeting for me with your team, tuesday afternoon works for me",
      "could you schedule a call with us next week?",
      "set up a meeting with your team for me next week",
      "pouvez-vous m'organiser un appel avec Claire?",
      "pouvez-vous me fixer une rencontre avec quelqu'un de chez vous la semaine prochaine?",
      "je veux un rendez-vous, organisez-le pour moi et confirmez-moi ça par courriel",
      "would it be possible for someone to set up a call with me next week?",
      "pourriez-vous organiser une rencontre avec votre équipe pour moi la semaine prochaine?",
      "can you set up a call with one of your leads for me? any time thursday works",
    ],
    lookAlikes: [
      "how do I set up a meeting for us?",
      "can I book a call for me and my director?",
      "vous organisez la rencontre ou c'est moi qui la réserve?",
      "does someone on your side set up the call or do I book it myself?",
      "pouvez-vous organiser une rencontre pour nos bénévoles dans vos locaux?",
    ],
  },
  {
    // Talking with a person or the team.
    pattern: new RegExp(
      `(?<!\\b(the|your|this|that|le|votre|ce|cette) )\\b(talk|talking|speak|speaking|chat|chatting|discuss|converse|a conversation|an interview|interview|deal|parler|une conversation|un entretien|une entrevue|parle|discuter|jaser|clavarder|echanger|m entretenir|m adresser|s adresser|traiter|faire affaire|avoir affaire)\\b( \\w+){0,${TALK_GAP}} ${PERSON}\\b`,
    ),
    examples: [
      "talk to a rep",
      "talk to person",
      "I need to speak with one of your decision makers",
      "I'd like a conversation with one of your experts, not the bot",
      "je voudrais une entrevue avec un de vos dirigeants pour un reportage",
      "j'aimerais m'entretenir avec une de vos associées",
    ],
    // "The chat" is the widget, not a talk: "where do I find the chat on the site? someone told me…"
    lookAlikes: ["where do I find the chat on the site? someone told me there's an assistant"],
  },
  {
    // Wanting a person: "I'd prefer a person", "want human", "je veux un agent", "j'ai besoin d'un humain".
    pattern: new RegExp(
      `\\b(want|wanna|need|prefer|rather|(?<=\\b(d|would|i|we) )like|veux|veut|voudrais|prefere|prefererais|aimerais|besoin)( (?!${DENIED}\\b)\\w+){0,2} (a |an |some |one |un |une |d un |d une |de l |le |la |l )?(${NAMED_PERSON}|${STAFF_NOT_BOT})\\b(?!${DOES_THE_WORK})`,
    ),
    examples: [
      "I'd prefer a person",
      "want human",
      "je veux un agent",
      "j'ai besoin d'un humain",
      "tes réponses m'aident pas. je veux un employé, pas un bot",
      "I want an actual employee, not a chatbot",
      "this isn't working. I need a real employee",
    ],
    // Someone to do the work is a need the services meet: "we need someone to teach them the basics safely".
    // "Je veux pas déranger personne": "personne" after a denied verb is nobody.
    lookAlikes: [
      // "Like" as a comparison (dev set 118).
      "can you answer questions like a person would or is it just canned replies",
      "if we hire you, who actually leads the project on your side? we want one person accountable",
      "our managers are nervous about AI tools. We need someone to teach them the basics safely.",
      "vos heures d'ouverture? je veux pas déranger personne à l'heure du souper",
      "do you need an employee for the summer? I'm a design student",
    ],
  },
  {
    pattern:
      /\b(want|wanna|need|veux|voudrais|besoin d)( \w+)? (someone|somebody|quelqu un)( please| pls| now| asap| svp| maintenant| s il vous plait)?$/,
    examples: ["le robot comprend rien, je veux quelqu'un"],
  },
  {
    // A call from someone: "est-ce que je pourrais avoir un appel de quelqu'un chez vous demain ?"
    pattern: new RegExp(
      `\\b(un appel|un coup de fil|un rappel|a call|a phone call|a callback|a call back) (de|from) (la part d )?${PERSON}\\b`,
    ),
    examples: ["could I get a call from someone on your team tomorrow?", "je pourrais avoir un appel de quelqu'un?"],
  },
  {
    // Someone who can answer: "is there anyone who can actually answer me?", "y'a personne qui peut me répondre?"
    pattern:
      /\b(anyone|anybody|someone|somebody|person|human) (who|that) (can|could) (actually |really |please )?(answer|help|respond to|talk to|talk with) me\b|\b(personne|quelqu un|humain|vrai monde) qui (peut|pourrait|peux) (vraiment )?(me repondre|m aider|me parler)\b/,
    examples: ["is there anyone who can actually answer me?", "y'a personne qui peut me répondre?"],
  },
  {
    // A person asked for outright: "person please", "humain svp", "real human needed".
    pattern:
      /\b(human|person|humain|personne|agent|operator|representative|rep|someone|somebody|quelqu un) (please|pls|svp|s v p|stp|s t p|now|asap|needed|required|s il vous plait|s il te plait|maintenant|tout de suite)\b/,
    examples: ["person please", "humain svp", "real human needed"],
  },
  {
    // Not wanting the bot: "I don't want to talk to a bot", "je veux pas jaser avec un robot".
    pattern:
      /\b(dont|don t|do not|not|no longer|pas|plus)\b( \w+){0,3} (talk|talking|chat|chatting|speak|speaking|deal|parler|jaser|discuter|clavarder|parle)( to| with| a| avec)? (a |an |the |this |un |une |le |la |ce |cette )?(bot|robot|machine|chatbot|ai|ia|ordi|ordinateur)\b/,
    examples: ["I don't want to talk to a bot", "je veux pas jaser avec un robot"],
  },
  {
    pattern:
      /\b(talk|speak|chat|parler|jaser|discuter)\b.*\b(not|pas|no|non) (to |with |a |avec )?(a |an |un |une |the |le |la )?(bot|robot|machine|chatbot)\b/,
    examples: ["i need to talk to a real person not a bot", "je veux parler à un humain, pas à un robot"],
  },
  {
    // The person just asked about: "who handles partnerships? I'd like to speak with them directly".
    pattern:
      /\b(i d like|i would like|i want|i d love|i wanna|j aimerais|je voudrais|je veux|j voudrais) (to )?(speak|talk|chat|parler|jaser|discuter) (with|to|avec|a) (them|him|her|lui|elle|eux)\b|\b(j aimerais|je voudrais|je veux|j voudrais) (lui|leur) (parler|ecrire)\b/,
    examples: [
      "who runs your lab partnerships? I'd like to talk to them directly",
      "c'est qui votre directrice? j'aimerais lui parler",
    ],
  },
  {
    // Whom to talk to: "who can I talk to about a project", "à qui puis-je parler".
    pattern:
      /\bwho (is|s) the (right|best|correct) (person|contact|one) to (contact|talk to|speak (to|with)|reach|write to|email)\b|\b(qui est|c est qui) la (bonne|meilleure) personne (a|pour) (contacter|joindre|parler|ecrire|rejoindre)\b|\bwho (can|could|should|do|would) (i|we)( actually| really| even| best)? (talk|speak|chat) (to|with)\b|\ba qui (je peux |puis je |est ce que je peux |pourrais je |je pourrais |dois je |je dois |je devrais |devrais je |est ce que je devrais |est ce que je dois )?(parler|m adresser|jaser|discuter)\b/,
    examples: [
      "who can I talk to about a project",
      "à qui puis-je parler",
      "à qui je devrais parler pour un partenariat",
    ],
  },
  {
    // Someone there to talk or write to: "is there a person I can email", "y a-t-il un humain avec qui jaser".
    pattern:
      /\b(is there|are there|y a t il|y a tu|il y a|est ce qu il y a) (a |an |un |une |any )?(real |vrai |vraie )?(someone|somebody|anyone|anybody|person|human|humans|quelqu un|personne|humain|people)( i| we| que je| a qui je| avec qui je| avec qui| qui)( can| could| peux| pourrais| puisse)? (talk|speak|chat|email|call|write|reach|contact|message|parler|jaser|ecrire|appeler|joindre|contacter|m aider|help)\b/,
    examples: ["is there someone i can talk to"],
  },
  {
    pattern: new RegExp(
      `\\b(is there|are there|y a t il|y a tu|il y a|est ce qu il y a|do you have|have you got|avez vous|vous avez) (a |an |un |une |any )?(${PERSON}|${ROLE}|project lead|account manager|lead)( en chair et en os| in the flesh| \\w+)? (i|we|que je|a qui je|avec qui je|avec qui)( can| could| peux| pourrais| puisse)? (talk|speak|chat|email|call|write|reach|contact|explain|parler|jaser|ecrire|appeler|joindre|contacter|expliquer)\\b`,
    ),
    examples: [
      "is there someone i can talk to",
      "is there a human i can chat with",
      // Someone the studio has, to explain a project to (dev set 19, CV).
      "Avez-vous quelqu'un en chair et en os à qui je pourrais expliquer mon projet?",
      "do you have someone i could explain our exhibit project to?",
    ],
  },
  {
    // Is anybody there: "anyone there?", "any humans around?", "y a quelqu'un ?".
    pattern:
      /^(hello |hi |hey |allo |bonjour )?((is |are )?(there )?(anyone|anybody|someone|somebody|any humans?|a human|a real person|anyone real|humans)( real| human)?( there| here| around| home| out there| on the other end)?|(y a|y a t il|il y a|y a tu|est ce qu il y a) (quelqu un|un humain|une personne|du monde|un vrai humain|une vraie personne)( la| ici| en ligne| au bout)?)$/,
    examples: ["anyone there?", "any humans around?", "y a quelqu'un ?"],
  },
  {
    // Human help: "need human help", "some human assistance", "l'aide d'un humain".
    pattern:
      /\b(human|real|live) (help|assistance|support|contact|interaction)\b|\b(aide|assistance|soutien|contact) (humaine?|d un humain|d une personne|d une vraie personne|d un vrai humain|reelle?)\b/,
    examples: ["need human help", "some human assistance", "l'aide d'un humain"],
  },
  {
    // An answer from a person: "a real answer from a person".
    pattern:
      /\b(answer|reply|response|help|reponse|aide)( \w+)? (from|by|d|de|par) (a |an |une |un )?(real |actual |vraie |vrai |live )?(person|human|humain|personne)\b|\b(real|actual|vraie|vrai) (answer|reply|response|reponse) (from|of|de|d) (your|the|votre|l) (team|staff|people|equipe|personnel)\b/,
    examples: ["a real answer from a person"],
  },
  {
    // A follow-up from a person: "un suivi par courriel d'une personne de votre équipe".
    pattern:
      /\b(suivi|follow up|followup|retour)( \w+){0,3} (d une personne|d un membre|d un humain|de votre equipe|de quelqu un|from someone|from a person|from your team|from a human|(par|by) (une |un |a |an )?(vraie |vrai |real |actual )?(personne|humain|human|person)|par quelqu un|by someone)\b/,
    examples: [
      "un suivi par courriel d'une personne de votre équipe",
      "je voudrais un suivi par une vraie personne, pas par le robot",
    ],
  },
  {
    // On the phone: "est-ce que je peux avoir quelqu'un au téléphone".
    pattern:
      /\b(quelqu un|someone|somebody|a person|une personne|un humain|a human) (au telephone|on the phone|on the line|au bout du fil)\b/,
    examples: ["est-ce que je peux avoir quelqu'un au téléphone"],
  },
  {
    // Handing the conversation over: "can you hand this conversation off to one of your colleagues".
    pattern:
      /\b(hand|pass|transfer|transferer|passer)( this| the| this conversation| the conversation| this chat| me| la conversation| cette conversation)?( off| over)? (to|a) (one of your|your|a|an|un de vos|une de vos|votre|vos)( \w+)? (colleagues?|coworkers?|co workers?|people|staff|team|humans?|person|collegues?|equipe|personnel)\b/,
    examples: ["can you hand this conversation off to one of your colleagues"],
  },
  {
    // Passing a question on: "forward my question to your team", "transmettez ma question à votre équipe".
    pattern:
      /\b(forward|forwarded|pass|passed|send|sent|transmit|escalate|escalated|transmettez|transmettre|transmise|transmis|transferez|transferer|transferee|transfere|acheminee|acheminer|envoyez|passez|faire suivre|faites suivre|relayer|relayez|relayee)( \w+){0,3} (to|a|au|aux) (a |an |the |your |un |une |l |la |les |votre |vos )?(someone|somebody|a person|person|human|team|staff|sales|sales team|manager|supervisor|quelqu un|personne|humain|equipe|personnel|conseiller|agent|ventes|equipe des ventes|service des ventes|gestionnaire|superviseur|superviseure|responsable)\b/,
    examples: [
      "forward my question to your team",
      "transmettez ma question à votre équipe",
      "je voudrais que ma plainte soit transmise à un responsable",
    ],
  },
  {
    // Asking to write or talk to someone directly: "can I message someone on your team".
    pattern:
      /\b(can|could|may) (i|we) (message|email|write to|text|call|phone|ask|reach|contact) (someone|somebody|a person|a human|a team member|one of your|a member)\b|\b(puis je|je peux|pourrais je|je pourrais|est ce que je peux|est ce que je pourrais) (ecrire|parler|poser une question|jaser|m adresser|ecrire directement|parler directement) (directement )?(a|avec) (quelqu un|une personne|un humain|un membre|une vraie personne)\b/,
    examples: ["can I message someone on your team"],
  },
  {
    // Someone of the studio: "someone from sales please"; not one the visitor knows there.
    pattern:
      /(?<!\b(know|knows|knew|connais|connait|connaissez) )\b(someone|somebody|quelqu un) (from|at|of|de|chez) (sales|your team|the team|your crew|your company|your office|your staff|northlight|the studio|l equipe|votre equipe|chez vous|the office|votre bureau|votre personnel)\b/,
    examples: ["someone from sales please"],
    lookAlikes: ["do i need to know someone at the studio to get hired, or can anyone apply?"],
  },
  {
    // Someone to help: "can someone help me".
    pattern:
      /\b(can|could|would|will) (someone|somebody|a person|a human|anyone|anybody|a real person) (help|assist) (me|us)( out| please| now| here| with this| with that| with my question)?$/,
    examples: ["can someone help me"],
  },
  {
    // Being transferred: "transfer to agent".
    pattern: new RegExp(
      `\\btransfer(er|ez)? (me |moi )?(to|a|au|vers) (a |an |un |une |the |l |your |votre )?(${PERSON}|${TEAM})\\b`,
    ),
    examples: ["transfer to agent"],
  },
  {
    // A call wished for: "I'd appreciate a call from your team", "j'apprécierais un appel de votre équipe".
    pattern:
      /\b(appreciate|like|love|want|prefer|apprecierais|aimerais|voudrais|souhaite|prefererais)( also| really| aussi| vraiment| bien)?( to get| to have| avoir| recevoir)? (a |an |un )?(call|phone call|callback|appel|appel telephonique|coup de fil)( back)? (from|de|d) (your|the|someone|somebody|votre|l|quelqu|un|une)\b/,
    examples: [
      "I'd appreciate a call from your team",
      "j'apprécierais un appel de votre équipe",
      "j'apprécierais aussi un appel de votre équipe",
    ],
  },
  {
    // A call back: "faites-moi rappeler", "je voudrais un rappel", "faites-moi signe" (get back to me).
    pattern:
      /\bfaites moi (rappeler|appeler|contacter|signe)\b|\b(veux|voudrais|aimerais|demande|demander|obtenir|avoir|souhaite) (un )?rappel\b|\b(please|pls|svp) (call|phone|text|ring)\b/,
    examples: [
      "faites-moi rappeler",
      "je voudrais un rappel",
      "mon courriel c'est j.tremblay@exemple.ca, faites-moi signe svp",
    ],
  },
  {
    // Going over something with someone of the studio: "walk through our RFP with your team", "faire le point avec votre équipe".
    pattern: new RegExp(
      `\\b(discuss|go over|go through|walk through|talk through|review|faire le point|discuter|jaser|revoir|passer en revue|regarder)\\b( \\w+){0,8} (with|avec) (someone|somebody|quelqu un|whoever|your team|the team|someone on your (side|team|end)|one of your \\w+|votre equipe|l equipe|un membre de (votre|l) equipe|(un|une|l un|l une) de vos \\w+|(the |your |a |le |la |l |un |une |votre )?(${ROLE}|project lead|account manager))\\b`,
    ),
    examples: ["walk through our RFP with your team", "faire le point avec votre équipe"],
  },
  {
    // Someone of the studio by role: "can I speak to one of your designers", "parler à un des développeurs".
    pattern: new RegExp(
      `\\b(talk|speak|chat|discuss|parler|discuter|jaser|m entretenir|echanger)( \\w+)? (to|with|a|avec|au|aux) (a |an |the |your |one of your |one of the |un |une |le |la |l |votre |vos |un des |une des |l un des |l une des |un de vos |une de vos )?(\\w+ )?(ceo|pdg|president|presidente|lead|leads|gestion|${ROLE})\\b`,
    ),
    examples: ["can I speak to one of your designers", "parler à un des développeurs"],
  },
  {
    // A ring or a call given: "could somebody give me a ring", "me passer un coup de fil".
    pattern:
      /\b(give|pass) (me|us) (a )?(ring|buzz|shout|call|phone call|coup de fil)\b|\b(me|m) (passer|donner|faire) un (coup de fil|coup de telephone|appel)\b/,
    examples: ["could somebody give me a ring", "me passer un coup de fil"],
  },
  {
    // A person to take it on: "a staff member should handle this".
    pattern:
      /\b(a |an |one of your )?(staff member|team member|human|real person|person|someone|somebody|quelqu un|une personne|un humain|un membre de (votre|l) equipe) (should|could|can|must|needs to|has to|doit|devrait|pourrait|peut) (handle|look at|take over|take|help|review|step in|s en occuper|s occuper|prendre le relais|regarder)\b/,
    examples: ["a staff member should handle this"],
  },
  {
    pattern:
      /\bput (a |an |one of your )?(person|human|team member|staff member|someone|somebody|real person) on (this|it|my (case|request|question))\b/,
    examples: ["put a team member on this"],
  },
  {
    // Talking with a real one: "je veux jaser avec un vrai".
    pattern: /\b(parler|jaser|discuter|talk|speak|chat) (a|avec|to|with) (un|une|a) (vrai|vraie|real one)$/,
    examples: ["je veux jaser avec un vrai"],
  },
  {
    // At most a few words apart, as for talking to a person (TALK_GAP): further, the person is the visitor's story.
    // "This chat", "le chat" is the widget: "is there someone watching this chat live?" asks about it.
    pattern: new RegExp(
      `\\b${PERSON}( \\w+){0,${TALK_GAP + 1}} (?<!\\b(this|the|that|your|our|ce|cette|le|la|votre|du) )(talk|speak|chat|discuss|parler|discuter|jaser|clavarder)\\b`,
    ),
    examples: ["is there someone i can talk to", "is there a human i can chat with"],
    lookAlikes: ["is there someone watching this chat live?"],
  },
  {
    pattern: new RegExp(
      `\\b(talk|speak|chat|discuss|parler|discuter|jaser|clavarder)\\b( directly| direct| directement| right away| tout de suite)? (to|with|a|avec|au|aux) (a |an |one of |someone from |the |your |un |une |la |le |l |quelqu un de l |votre |vos )*${TEAM}\\b`,
    ),
    examples: [
      "speak to staff",
      "chat with staff",
      "dans ce cas je préfère parler direct à l'équipe, tu peux arranger ça?",
    ],
  },
  {
    // Being put in touch or reached.
    pattern: new RegExp(
      `\\b(contact|reach|get in touch with|connect me with|connect with|put me in touch with|joindre|contacter|rejoindre|communiquer avec|mettre en contact avec)\\b (a |an |un |une )?(real |actual |vrai |vraie )?${PERSON}\\b`,
    ),
    examples: ["connect me with sales", "how can i reach a human"],
  },
  {
    pattern: new RegExp(
      `\\b(put me in touch with|connect me (with|to)|mettre en (contact|lien|relation|communication) avec|mettez moi en (contact|lien|relation|communication) avec|me mettre en (contact|lien|relation|communication) avec)\\b (a |an |the |your |one of your |un |une |un de vos |une de vos |la |le |l |votre |vos )?(\\w+ )?(${PERSON}|${TEAM}|${ROLE}|whoever|the person who|la personne qui|celui qui|celle qui)\\b`,
    ),
    examples: ["connect me with sales", "connect me with your team"],
  },
  {
    pattern:
      /(?<!\b(de|du|le|au|formulaire|page) )\b(call|phone|ring|text|email|e mail|contact|reach|write to|get back to|reach out to|get in touch with) me\b|(?<!\b(have|has|had|they|people|visitors|teachers|schools|customers|guests|parents|groups|who|constantly|often|usually|regularly|sometimes|never) (to )?)\b(call|phone|ring) us\b/,
    examples: [
      "please contact me",
      "can someone call me",
      "could you call us back tomorrow",
      "please reach me by email, I can't stay on the chat",
      "can one of your recruiters call me about the AI job?",
    ],
    // French: "le formulaire de contact me donne une erreur"; visitors who phone the visitor's own museum, often.
    lookAlikes: [
      "le formulaire de contact me donne une erreur",
      "la page contact me dit que c'est envoyé",
      "schools have to phone us to book a visit, we want online booking",
      "our researchers constantly call us because the search is so bad, can you rebuild it?",
    ],
  },
  {
    // Being put in touch: "I'd appreciate being put in touch with one of your consultants", "être mis en relation avec un de vos conseillers".
    pattern: new RegExp(
      `\\b(be|being|get|getting) (put )?(in touch|in contact|connected) with (a |an |the |your |one of your |someone from )?(${PERSON}|${TEAM}|${ROLE})\\b|\\b(mis|mise|mises|mettre) en (contact|lien|relation|communication) avec (un de vos |une de vos |l un de vos |l une de vos |l un des |l une des |un des |une des |un |une |votre |vos |la |le |l |quelqu un de )?(${PERSON}|${TEAM}|${ROLE})\\b`,
    ),
    examples: [
      "I'd appreciate being put in touch with one of your consultants",
      "être mis en relation avec un de vos conseillers",
      "vous pourriez me mettre en relation avec l'une des fondatrices?",
    ],
  },
  {
    pattern:
      /\b(call me|call back|callback|give me a call|give us a call|get a call|a call from|phone call from|connect me|put me through|put me in touch|get me in touch|transfer me|redirect me|transfere moi|transferez moi|redirige moi|redirigez moi|connecte moi|connectez moi|escalate|escaladez|escalader)\b/,
    examples: [
      "can i get a call",
      "I need a callback",
      "redirige-moi vers ton équipe",
      "redirect me to your team",
      "can you put me in touch with your AI lead?",
      "connecte-moi avec l'équipe",
    ],
  },
  {
    pattern:
      /(?<!\b(you|vous|don t|dont|do not|didn t|did not|doesn t|does not|never|not) )\b(have|get) (someone|somebody|a person|your team|the team)\b(?! (who|that|with|on|in|at|there|available|qui|run|build|make|design|do|create|develop|deliver|lead|give|host|present|teach|train|work))/,
    examples: ["get someone to call me"],
    lookAlikes: ["we don't have the team to build a new exhibit every year, could we host yours?"],
  },
  {
    pattern: new RegExp(
      `\\b(get|give|find|bring|send|put|pass) (me|us) (through |over |along |on )?(to |with )?(a |an |the |your |one of your )?${PERSON}\\b(?!${DOES_THE_WORK})|\\b(donne|donnez|trouve|trouvez|passe|passez|amene|amenez) (moi|nous) (a |avec )?(un |une |la |le |l |votre |vos |un de vos |une de vos )?${PERSON}\\b(?!${DOES_THE_WORK})`,
    ),
    examples: [
      "Donne-moi quelqu'un qui connaît la réponse, stp.",
      "get me an employee",
      "send me to a person",
      "could you pass us along to whoever does sales?",
      // "Forget it" is no product that passes people on (the hand-off look-alike below).
      "ok forget it, just pass me to someone who can talk about a contract",
    ],
    // Someone to do the work is a service (DOES_THE_WORK).
    lookAlikes: ["trouvez-moi quelqu'un qui connaît Unity pour notre expo"],
  },
  {
    // The visitor's details handed on for someone to follow up: "can you pass my details on so someone follows up?"
    pattern:
      /\b(can|could|would|will) you (please )?(pass|forward|send|give|hand) (on |along )?(my|our) (details|info|information|contact info|contact details|coordinates|email|number) (on |along )?(so\b|to (someone|somebody|your team|the team|a person|the right person))|\b(pouvez vous|peux tu|pourriez vous|vous pouvez|tu peux) (transmettre|passer|faire suivre|donner) (mes|nos) (coordonnees|informations|infos|renseignements|courriel|numero) (a (quelqu un|votre equipe|l equipe|une personne)|pour (qu on|que quelqu un))\b/,
    examples: [
      "Can you pass my details on so someone follows up? I'm Tom, tom.b@example.net",
      "pouvez-vous transmettre mes coordonnées à quelqu'un de l'équipe?",
    ],
    lookAlikes: [
      "do you pass my details on to third parties?",
      "est-ce que vous transmettez mes coordonnées à des tiers?",
    ],
  },
  {
    pattern: /\b(be|get|being) (called|phoned|contacted|called back|reached)\b/,
    examples: [
      "i'd like to be contacted by your team",
      "I want to be contacted by a real person about your AI consulting services.",
    ],
  },
  {
    // Someone named or by role asked to get in touch: "please have Aisha get in touch", "ask a designer to call me".
    pattern: new RegExp(
      `(?<!\\b(you|vous|we|i|they) )\\b(have|get|ask|let) (${PERSON}|(a |an |the |one of your )?${ROLE})( \\w+)?( to)? (get in touch|contact me|call me|email me|reach out|reach me|get back to me|follow up with me|phone me|write to me|write me|message me|text me|ring me)\\b`,
    ),
    examples: ["please have Aisha get in touch", "ask a designer to call me", "get daniel to message me"],
  },
  {
    pattern: new RegExp(
      `\\b(someone|somebody|anyone|a person|your team|the team|one of your (people|staff|team|folks|crew)|your ${ROLE}|your (project |team |ai |design )?leads?)( from \\w+( \\w+)?)? ((to |can |could |should |will |would )?(call|phone|contact|email|reach|get back|get in touch|write)|(calls|phones|contacts|emails|reaches|gets back to|gets in touch with|writes|writes to) (me|us))\\b`,
    ),
    examples: [
      "can someone call me",
      "have someone reach out",
      "Can your project lead get in touch? We're ready to move forward.",
      "can I leave my number so one of your staff calls me tomorrow about a quote?",
    ],
    lookAlikes: ["my director calls me every morning about the budget"],
  },
  {
    pattern: /\b(is|are) (there )?(anyone|anybody|someone|somebody|a person)( there)? (who|that) (can|could) help\b/,
    examples: ["is anyone there who can help me"],
  },
  {
    // French: call me, contact me, put me through.
    pattern:
      /\b(appelez|appelle|appeler|rappelez|rappelle|rappeler|telephonez|telephoner|contactez|contacte|recontactez|joignez|passez|textez|texte) moi\b/,
    examples: ["rappelez-moi svp", "contactez-moi svp"],
  },
  {
    pattern: /\b(ecrivez|ecris) moi\b(?! (un|une|des|du) )/,
    examples: ["écrivez-moi svp"],
  },
  {
    // A person wished to answer: "y aurait-il moyen qu'un employé me réponde directement ?"
    pattern: new RegExp(
      `\\bqu (un|une) (\\w+ ){0,2}${PERSON} (\\w+ ){0,2}me (reponde|repondent|reponds|parle|parlent)\\b`,
    ),
    examples: ["est-ce possible qu'un vrai humain me réponde?"],
  },
  {
    pattern:
      /\b(me|m) (appeler|appelle|appelez|rappeler|rappelle|rappelez|telephoner|contacter|contacte|recontacter|joindre|joigne|joignent|ecrire|ecrive|ecrivent|texter|textez|mettre en contact)\b|\b(faites|fais) moi (appeler|rappeler|telephoner|contacter|recontacter|joindre|ecrire)\b/,
    examples: [
      "qu'on me rappelle",
      "faites-moi rappeler par quelqu'un de l'équipe, je dois partir",
      // Being reached by email is asked for, not the address to write to.
      "vous pouvez me joindre par courriel svp",
      "svp faites-moi contacter par courriel, je peux pas rester sur le chat",
      "qqn peut m'appeler",
      "j'aimerais qu'un de vos designers me joigne cette semaine",
      // "N'importe quand" says when to call, not how soon an answer comes.
      "vous pouvez me rappeler demain, n'importe quand en matinée",
    ],
  },
  {
    pattern:
      /\b(qu on|quelqu un|qui que ce soit|un membre|une personne|un humain|une humaine|un conseiller|une conseillere|un employe|une employee|votre equipe|l equipe)( de votre equipe| de l equipe| de chez vous)? ((me |m |nous )(rappelle|appelle|contacte|ecrive|joigne)|peut me|pourrait me|puisse me|(peut|pourrait|puisse) nous (contacter|appeler|rappeler|ecrire|joindre|revenir|telephoner))\b/,
    examples: ["qu'on me rappelle", "je veux qu'on m'appelle"],
    // Calling someone, not being called: "before we call anyone" is the visitor's plan.
    lookAlikes: ["mon patron veut savoir combien ça coûte avant qu'on appelle qui que ce soit"],
  },
  {
    pattern:
      /\b(quelqu un|une personne|un humain|une humaine|votre equipe|l equipe|(un|une|l un|l une) de vos \w+)( (de|des|du|de l|d)( \w+){1,2})? (peut il |pourrait il |peut elle |pourrait elle |peut tu |peux tu |pourrait tu |peut |pourrait |va |doit )?(me|m) (rappeler|appeler|contacter|ecrire|revenir|joindre|telephoner|repondre|aider|relancer)\b/,
    examples: [
      "qqn peut m'appeler",
      "quelqu'un peut m'aider?",
      "une de vos designers pourrait-elle me relancer?",
      "quelqu'un du studio créatif peut-tu me revenir?",
    ],
  },
  {
    pattern:
      /\b(y a t il|y a tu|il y a|est ce qu il y a) (quelqu un|une personne|un humain)( qui (peut|pourrait)| pour) m aider\b/,
    examples: ["y a-t-il quelqu'un pour m'aider", "y a-t-il quelqu'un qui peut m'aider"],
  },
  {
    pattern:
      /\b(communiquer|communiquez|communique|entrer en contact|prendre contact|faire un suivi) avec moi\b|\b(communicate|follow up|get in contact) with me\b|\b(me|nous) (faire|fasse|fassent|fassiez) (un suivi|signe)\b/,
    examples: [
      "can a team member follow up with me by email?",
      "Have a human follow up with me by email, please.",
      // Asked to "faire signe" or "faire un suivi", beside a question on prices.
      "votre chargé de projet peut-il me faire signe?",
      "c'est combien un site? aussi j'aimerais qu'un vendeur me fasse un suivi",
    ],
  },
  {
    // Transferring something ("le transférer à ma directrice") is no transfer of the visitor.
    pattern:
      /\b(mettez|mets|mettre) moi en contact\b|(?<!\b(le|la|les|l|lui) )\btransfer(er|ez) (moi|a)\b|\bpassez moi\b/,
    examples: ["passez-moi un humain", "passez-moi un employé", "pouvez-vous transférer à un agent?"],
    lookAlikes: ["c'est quoi votre courriel, je veux le transférer à ma directrice"],
  },
  {
    pattern: /\b(etre|me faire|se faire) (rappel\w*|recontact\w*|contact\w*|appel\w*|joint|jointe)\b/,
    examples: [
      "j'aimerais être contacté par votre équipe",
      "Je souhaite être contacté par une vraie personne au sujet de vos services-conseils en IA.",
    ],
  },
  {
    pattern: WISH_TO_BE_REACHED,
    examples: [
      "j'aimerais que votre directrice me téléphone",
      "je voudrais que vous m'appeliez demain matin si possible",
      "I'd like you to call me tomorrow morning",
      // One of the studio's consultants, named by their role (issue 28, in a two-question message).
      "est-ce qu'un conseiller peut m'appeler?",
      "could one of your consultants call me",
      // Asked to reach out by email, which is no question about the studio's address (dev set 120).
      "Could one of your consultants reach out to me by email? We're a cultural centre looking at an AI-guided tour.",
      // Put in touch, said with the pronoun first (dev set 117).
      "pouvez-vous me mettre en relation?",
    ],
    lookAlikes: [
      "can a consultant help me pick a service?",
      "un expert pourrait nous aider avec notre musée?",
      "pouvez-vous nous mettre en contact avec des musées de la région?",
    ],
  },
  {
    // A call with someone: "a quick call with Claire".
    pattern: new RegExp(
      `\\b(call|phone call|word|conversation|appel|coup de fil|discussion|entretien) (with|avec) ${PERSON}\\b`,
    ),
    examples: ["a quick call with Claire"],
  },
  {
    // Someone of the studio to go over something with the visitor: "one of your strategists to look at our RFP with me".
    pattern: new RegExp(
      `\\b(one of your|your|un de vos|une de vos|l un de vos|l une de vos|vos) (${ROLE}|people|staff|consultants|experts|specialists|conseillers|conseilleres|gens|experts|specialistes)\\b( \\w+){0,6} (with me|avec moi)\\b`,
    ),
    examples: ["one of your strategists to look at our RFP with me"],
  },
  {
    // Someone taking the conversation over: "can a staff member take over this conversation".
    pattern:
      /\b(can|could|would|will|may|should|peut|pourrait|est ce qu) (a |an |one of your |some |un |une )?(staff member|team member|human|real person|person|someone|somebody|colleague|member of your team|membre (de votre|du) (equipe|personnel)|humain|quelqu un|conseiller|conseillere)( \w+)? (take over|step in|jump in|take this over|handle this|prendre le relais|prendre la releve|s en occuper)\b/,
    examples: ["can a staff member take over this conversation"],
  },
  {
    // Someone asked to get back to the visitor: "demander à quelqu'un de me revenir sur le prix".
    pattern: new RegExp(
      `\\b(demander|demandez|dites) a (quelqu un|une personne|un membre|un conseiller|une conseillere|votre equipe|l equipe|${names})( \\w+){0,3} de (me|m) (revenir|rappeler|contacter|joindre|ecrire|repondre|appeler|telephoner)\\b`,
    ),
    examples: ["demander à quelqu'un de me revenir sur le prix"],
  },
  {
    // A person named outright.
    pattern:
      /\b(real person|actual person|live person|real human|actual human|live agent|human agent|real agent|human being|(?<!\b(checked|verified|reviewed|approved|vetted|screened|moderated|supervised|validated|edited|proofread) by )a human(?! (review|reviewer|reviewed|in the loop|touch|check|oversight|centered|centred|element|factor|side|eye))|a representative|a rep|an operator|sales rep|someone real|to a person|with a person)\b/,
    examples: ["live agent", "human agent"],
    namesOnly: true,
    // Who checks the assistant's answers is a question about the chat (dev set 70).
    lookAlikes: ["are your answers checked by a human before they are sent?"],
  },
  {
    pattern:
      /\b(vraie personne|personne reelle|vrai humain|(?<!\b(verifiee?s?|revisee?s?|relue?s?|validee?s?|approuvee?s?|supervisee?s?|corrigee?s?|controlee?s?) par )un humain(?! (verifie|revise|valide|relit|controle|supervise|dans la boucle))|une humaine|etre humain|agent humain|agente humaine|un agent|une agente|un conseiller|une conseillere|un representant|une representante|au responsable)\b/,
    examples: ["agent humain", "un agent svp"],
    namesOnly: true,
    lookAlikes: ["vos réponses sont-elles vérifiées par un humain avant d'être envoyées?"],
  },
  {
    // Customer service as a department to reach, not as the subject of a project ("a chatbot for our customer
    // service", "service à la clientèle pour nos visiteurs").
    pattern:
      /(?<!\b(for|pour) (our |your |the |a |an |notre |votre |le |un )?)(?<!\b(our|my|their|notre|nos|mon|ma|leur|in|en|dans)( own| propre)? )\b(customer (service|support)|service a la clientele|service client)\b(?! (for|chatbots?|bots?|tools?|apps?|systems?|agents?|software|ai|platforms?|portals?|portail|website|site|en ligne|online|pour|de|des|du|d|automatise|automatique))/,
    examples: ["I need customer service"],
    lookAlikes: [
      "a chatbot for our customer service",
      "service à la clientèle pour nos visiteurs",
      "merci, t'as été plus utile que notre propre service à la clientèle lol",
    ],
  },
  {
    // A message made only of a request word and politeness: "human", "agent svp", "representative please".
    pattern: PERSON_ALONE,
    examples: ["human", "agent svp", "representative please", "parler à l'équipe svp", "talk to team"],
    lookAlikes: ["team", "l'équipe?"],
  },
];

/** What an exception leaves in place of the words it sets aside. */
interface Neutralizer extends IntentException {
  replacement: string;
}

/**
 * Sentences about people that ask for nobody: whether a person reads the chat, a bot that talks like a person,
 * a contact person, someone the visitor already talked to. Applied in order, each replaced by a neutral word.
 */
/**
 * What happens when one asks for a person: "if I ask to speak to a person here, what happens?", "si je te dis que je
 * veux parler à quelqu'un…", "how does this chatbot decide when to hand a conversation over?".
 */
const HANDOFF_QUESTION =
  /\b(decide|decides|know|knows|choose|chooses|decider|decident|sait|savent|choisit) (when|whether|if|quand|si) (to |de |d )?(hand|pass|transfer|escalate|forward|transferer|passer|refiler|escalader)( \w+){0,6}|\b(if|si) (i|je|j) (te |vous )?(tell you|say|said|dis|disais|ecris) (that |que )?(i|je|j) (want|wanted|veux|voulais)( to)? (speak|talk|parler|jaser)( \w+){0,6}|\b(if|when|what if|once|si|si jamais|quand|lorsque|une fois que) (i|je|j|on|we) ((te |vous |t )?(ask|asked|request|demande|demandais|demandes)( \w+){0,2} (to )?(speak|talk|connect|transfer|put|hand|pass|get|find|bring|parler|jaser|a parler|a jaser|me mettre|mettre|transferer|passer|me passer|me transferer|trouver|chercher)|(asked|requested|demandais)( for)?( a| an| un| une)? (callback|call back|phone call|rappel)|demandais (qu on|que vous|que quelqu un) (me|m) (rappelle|rappeliez|appelle|appeliez|contacte|contactiez))( \w+){0,6}|\b(does|do|will|would|can|could) (it|this( assistant| bot| chat| chatbot)?|the (bot|assistant|chatbot|chat)) ever (pass|hand|transfer|forward|escalate|send)( \w+){0,6}|\b(il|ca|le (robot|bot|chatbot|clavardage)|l assistant) (transfere|passe|refile|envoie)( \w+){0,2} (parfois|des fois|a l occasion)( \w+){0,6}/;

/**
 * Whether the folded text asks what happens when one asks for a person: a question about the chat, whatever
 * person it names, so the classifier's word that it is a request is not taken.
 */
export function asksAboutTheHandoff(text: string): boolean {
  return HANDOFF_QUESTION.test(text);
}

export const HUMAN_EXCEPTIONS: Neutralizer[] = [
  {
    // Someone of the team in the visitor's story, not asked for: "when someone from the team gets back to me, how
    // long…", "quelqu'un de chez vous m'a parlé d'un poste…", "the person who calls me".
    pattern:
      /\b(when|once|after|quand|lorsque|une fois que|apres que)( (can|should|will|do) (i|we) expect)? (someone|somebody|quelqu un)( \w+){0,4} (gets back|get back|replies|reply|responds|respond|answers|writes|calls|call|me repond|repond|me revient|revient|m ecrit|me rappelle|rappelle)\b|\b(the|la) (person|personne) (who|qui) (calls|will call|contacts|will contact|m appelle|me rappelle|va m appeler|va me rappeler|me contacte|va me contacter)\b|\b(someone|somebody|quelqu un)( \w+){1,4} (told|mentioned|said|showed|talked|spoke|m a (parle|parler|dit|mentionne|montre)|nous a (parle|parler|dit)|a mentionne)\b/g,
    replacement: "they",
    lookAlikes: [
      "when someone from your team replies, how long does it usually take?",
      // A call expected, or the caller's language (probes of look-alikes).
      "when can i expect someone to call me back?",
      "can i speak french with the person who calls me?",
      "est-ce que la personne qui m'appelle peut parler anglais?",
      "quand quelqu'un de l'équipe me répond, c'est en combien de temps?",
      "someone from your studio told me about an AI job at a fair, is it still open?",
      "quelqu'un de chez vous m'a parlé d'un poste en IA, est-il encore ouvert?",
    ],
  },
  {
    // An interview or a call the visitor has elsewhere, told: "i have an interview with a hiring manager at
    // shopify tomorrow, any tips?"; someone to talk to at another organisation whose number the visitor asks:
    // "c'est quoi le numéro de Parcs Ontario? je veux parler à quelqu'un pour un permis" (dev set 110).
    pattern: new RegExp(
      `\\b(i have|i ve got|i got|i had|we have|we had|j ai|j avais|on a|on avait) (an |a |my |une |un |mon |ma )?(job )?(interview|entrevue|entretien|entretien d embauche)( \\w+){0,4} (with|avec)\\b|\\b(phone number|telephone number|number|numero de telephone|numero|telephone) (of|for|at|de|du|des|de la|d|chez) (?!(the |la |le |l |your |votre |vos |ton |tes )?(northlight|you|vous|studio|office|bureau|${PERSON}|${TEAM})\\b)(\\w+ ){0,15}(talk|speak|parler|jaser)( to| with| a| avec)? (someone|somebody|a person|quelqu un|une personne)\\b`,
      "g",
    ),
    replacement: "my appointment",
    lookAlikes: [
      "i have an interview with a hiring manager at shopify tomorrow, any tips?",
      "j'ai une entrevue avec une gestionnaire chez Desjardins demain, des conseils?",
      "c'est quoi le numéro de téléphone de Parcs Ontario? je veux parler à quelqu'un pour un permis",
      "what's the phone number for the city's parks department? i need to talk to someone about a permit",
    ],
  },
  {
    // The visitor's own public talking to someone, in the product they want: "a federal department that wants
    // citizens to be able to talk to an agent online", "un projet où les visiteurs jasent avec un guide".
    pattern: new RegExp(
      `\\b${AUDIENCE}( \\w+){0,6} (talk|talks|speak|speaks|chat|chats|parler|parlent|jaser|jasent|discuter|discutent|clavarder|clavardent)( \\w+){0,2} (to|with|avec|a) (a |an |un |une |the |le |la |l |real |actual |live |vrai |vraie )*(${PERSON}|${ROLE}|characters?|personnages?|guides?|curators?|conservat\\w+)\\b(?! (from|at|on|of|de|du|chez) (your|the|votre|vos|l|vous|northlight)\\b)( (or|ou|and|et) (a |an |un |une |the |le |la |real |vrai |vraie )*\\w+)?`,
      "g",
    ),
    replacement: "the public talks to people",
    lookAlikes: [
      "I'm with a federal department that wants citizens to talk to an agent online. is public sector work your thing?",
      "have you built anything where visitors talk to a character or a person on a screen?",
      "un ministère veut que les citoyens puissent jaser avec un agent en ligne, vous faites ce genre de projet?",
    ],
  },
  {
    // Whom to ask about applying is how to apply: "who do I talk to about applying for the AI role?"
    pattern:
      /\b(who|whom|a qui)( \w+){1,4} (about|regarding|for|pour|concernant|au sujet d) (applying|an application|a job|the job|jobs|postuler|une candidature|ma candidature|un poste|le poste)\b/g,
    replacement: "how to apply",
    lookAlikes: [
      "who should I speak to about applying for the developer job?",
      "à qui parler pour postuler au poste en IA?",
    ],
  },
  {
    // Whether a message on a social network gets an answer: "si je vous écris sur Instagram, quelqu'un va répondre ?"
    pattern:
      /\b(on|sur|via|par) (instagram|facebook|linkedin|twitter|tiktok|youtube|messenger|les reseaux sociaux|social media)\b( \w+){0,3} (quelqu un|someone|somebody|anyone|a person|une personne)( \w+){0,3} (repondre|repond|answer|answers|reply|replies|respond|responds)\b|\b(reach|contact|write to|message|joindre|ecrire a|contacter)( \w+)? (someone|somebody|anyone|quelqu un|a person|une personne)( \w+){0,2} (through|via|on|sur|par) (your |votre |vos |the )?(linkedin|facebook|instagram|twitter|tiktok|youtube|social|reseaux)\b|\b(linkedin|facebook|instagram|twitter|tiktok|youtube)( \w+){0,5} (ecrire a|joindre|contacter|write to|reach|contact|message) (quelqu un|someone|somebody|a person|une personne)\b/g,
    replacement: "social media reply",
    lookAlikes: [
      "if I message you on LinkedIn, will someone reply?",
      "si on vous écrit sur Facebook, est-ce que quelqu'un va répondre?",
      "could I contact someone via your Instagram instead?",
      "avez-vous un compte LinkedIn où je pourrais contacter quelqu'un?",
    ],
  },
  {
    // When one can reach someone asks for the office hours: "je peux joindre quelqu'un le soir après 18 h ?"
    pattern:
      /\b(joindre|rejoindre|reach|contact|call|appeler|parler a|talk to|speak to)( \w+)? (quelqu un|someone|somebody|anyone|votre equipe|your team|the team|l equipe)( \w+){0,3} (le soir|en soiree|la fin de semaine|les fins de semaine|le samedi|le dimanche|le weekend|apres \d+|after \d+|in the evening|evenings|on weekends|on the weekend|on saturdays?|on sundays?|at night|avant \d+|before \d+)\b/g,
    replacement: "office hours",
    lookAlikes: ["can I reach someone on your team on weekends?", "est-ce que je peux appeler quelqu'un le samedi?"],
  },
  {
    // Writing to the studio asks for its address: "how do I get in touch with your team in writing?",
    // "comment écrire à quelqu'un chez vous, vous avez un courriel ?".
    pattern:
      /(?<!\b(me|m|moi|nous) )\b(get in touch|reach|contact|write to|ecrire a|joindre|contacter|rejoindre)(?!( out to)? (me|us)\b)( \w+){0,4} (in writing|by email|by e mail|par courriel|par ecrit)\b|\b(ecrire|write|email)( a| to)? (quelqu un|someone|somebody|a person|une personne)( (de|chez|on|from|at) (l equipe|votre equipe|vous|your team|the team|the studio))?\b(?=.*\b(courriel|email|e mail|adresse|address)\b)|\b(adresse|address|courriel|email)\b( \w+){0,8} (joindre|rejoindre|reach|contact|contacter|ecrire a|write to) (quelqu un|someone|somebody|a person|une personne|votre equipe|your team)( chez vous| at the studio| on your team)?\b/g,
    replacement: "email address",
    lookAlikes: [
      "how do I contact someone on your team by email?",
      "je veux écrire à quelqu'un de l'équipe, c'est quoi votre adresse?",
      "what email address do I use to reach someone at the studio?",
    ],
  },
  {
    // Code or text to write for the visitor: "peux-tu m'écrire une requête SQL", "write me a poem".
    pattern:
      /\b(m|me) (ecrire|ecris|ecrivez|rediger|redige|redigez|coder|codez) (un|une|du|des|le|la|les|mon|ma|mes) (petit |petite |court |courte )?(requetes?|code|fonctions?|script|programme|poeme|chanson|texte|essai|dissertation|formule|boucle)\b|\b(write|code) me (a|an|some|the) (\w+ )?(query|function|script|program|poem|song|essay|code|formula|loop|regex)\b/g,
    replacement: "write code",
    lookAlikes: [
      "pouvez-vous m'écrire une fonction pour trier une liste?",
      "can you write me a short poem about Ottawa?",
    ],
  },
  {
    // What happens when one asks for a person is a question about the chat: "if I ask to speak to a person here,
    // what happens?"
    pattern: new RegExp(HANDOFF_QUESTION.source, "g"),
    replacement: "the handoff",
    lookAlikes: [
      "just curious: if I asked this chat to hand me over to a person, how would that work?",
      "when I ask to talk to a human in the chat, what happens next?",
      "si je demande à parler à quelqu'un ici, ça se passe comment?",
      "if I ask the bot to connect me with a person, what happens next?",
      "what happens if I ask the chatbot to get a human, does someone email me?",
      "if I asked for a callback, how would that work?",
      "si jamais je demandais qu'on me rappelle, ça marche comment?",
      "Is this assistant fully automated, and does it ever pass a conversation on to a real member of your team?",
      "est-ce que le robot transfère parfois la conversation à un humain?",
    ],
  },
  {
    // Whether a step needs a person asks how it is done: "do I need to talk to someone to apply?"
    pattern:
      /\b(do|does|will|would|must) (i|we|you) (need|have|got) to (talk|speak|call|meet|contact)( \w+){0,4} (to|in order to|before)( i| we)? (apply|applying|book|booking|sign|signing|order|register|get|submit|know|find out|see)\b|\b(je dois|on doit|faut il|faut tu|faut il que je|est ce que je dois) (parler|appeler|rencontrer|contacter|jaser)( \w+){0,4} (pour|avant de) (postuler|reserver|s inscrire|commander|soumettre|avoir|obtenir|connaitre|savoir)\b/g,
    replacement: "how to",
    lookAlikes: [
      "do I have to speak with someone to apply, or is the form enough?",
      "do i need to talk to someone before i apply?",
      "est-ce que je dois parler à quelqu'un pour postuler ou tout se fait en ligne?",
      "faut-il parler à un représentant pour avoir une idée du prix?",
    ],
  },
  {
    // Who takes the intro call is a question about the call: "is the intro call with an actual person?"
    pattern:
      /\b(is|will|would) (the |that |this |your |a )?(intro |introductory |first |discovery |free )?(call|meeting|appointment|consultation) (be )?(with|led by|done by|run by) (a |an |the )?(actual |real |live )?(person|human|someone|somebody|people)( (from|on|of) (the|your) (team|studio|staff))?\b|\b(l appel|la rencontre|le rendez vous|la consultation)( de presentation| d introduction| initiale| initial)? (est il |est elle |c est tu |se fait |sera |va etre )?(avec|par) (une |un )?(vraie |vrai )?(personne|humain|quelqu un)( de (votre|l) equipe)?\b/g,
    replacement: "meeting",
    lookAlikes: [
      "will the discovery call be with a real person from your studio?",
      "la rencontre de présentation se fait avec une vraie personne?",
    ],
  },
  {
    // Which days or hours the team is around asks for the office hours, not for a call.
    pattern:
      /\b(what|which) (days?|hours|times)( \w+){0,5} (around|available|in|there|reachable|working)\b|\b(quels jours|quelles heures|quelles journees)( \w+){0,4} (disponibles?|la|au bureau|joignables?|en poste)\b/g,
    replacement: "office hours",
    lookAlikes: [
      "which days is someone from your studio available to talk?",
      "quels jours votre monde est disponible pour jaser?",
    ],
  },
  {
    // Booking a slot oneself "without waiting for a call back" asks for no call.
    pattern:
      /\b(without waiting|instead of waiting|rather than waiting|sans attendre|au lieu d attendre|plutot que d attendre)( \w+){0,6}\b/g,
    replacement: "myself",
    lookAlikes: [
      "can I book a call with your team myself, without waiting for someone to call me back?",
      "je peux-tu prendre rendez-vous moi-même au lieu d'attendre qu'on me rappelle?",
    ],
  },
  {
    // "Personne n'a envie de…": nobody, not a person to reach; "passer en personne", "drop by in person": a way of
    // coming, no one asked for.
    pattern:
      /\b(en personne|in person)\b|\bpersonne (n|ne|ici|icitte|pour l instant|pour le moment)\b|\b(mais|et|pis|car|comme) personne (\w+ )?(connait|sait|comprend|a|veut|peut)\b|\b(parler|jaser|discuter|parle) (a|avec) personne\b/g,
    replacement: "nobody",
    lookAlikes: [
      "c'est quoi votre adresse? je voudrais passer en personne mardi",
      "We'd like to come see your studio and chat in person rather than over video. Where exactly is your office?",
      "Mon équipe est petite et personne n'a envie de faire trois heures de route, vous êtes où?",
      "on voudrait essayer l'IA pis personne connait ça ici, vous offrez quoi au juste?",
      "je veux jaser avec personne tout de suite, c'est quoi vos délais?",
    ],
  },
  {
    // An AI agent is something we build, not someone to talk to.
    pattern: /\b(agents?|assistant) (ia|ai|conversationnels?|virtuels?|intelligents?)\b|\b(ai|ia) agents?\b/g,
    replacement: "ai system",
    lookAlikes: ["do you build AI agents", "Vous construisez des agents IA?"],
  },
  {
    // Talking as a condition of something else: "before I talk numbers with anyone, is this something you build".
    pattern:
      /\b(before|avant de|avant d|avant que)( i| we| je| j| nous| on)? (talk|speak|discuss|parler|parle|discuter|jaser)\b(( \w+){0,2} (with|to|avec|a) (anyone|anybody|someone|somebody|quelqu un)\b)?/g,
    replacement: "before deciding",
    lookAlikes: [
      "Before I talk numbers with anyone, I want to know if this is something your team designs and builds.",
      "Avant de parler budget avec quelqu'un, je veux savoir si vous concevez ce genre de salle.",
    ],
  },
  {
    // Speaking a language is a question about languages, not a wish to speak with someone.
    pattern:
      /\b(speak|speaks|speaking|talk|parler|parle|parlent|parlez|parles)( en| in)? (french|english|spanish|francais|anglais|espagnol|german|allemand|italian|italien|chinese|chinois|arabic|arabe|mandarin|punjabi|portuguese|portugais|other languages|d autres langues|both languages|les deux langues)\b/g,
    replacement: "language",
    lookAlikes: ["do you speak Spanish?", "can your team speak spanish"],
  },
  {
    pattern:
      /\b(does|do|did|will|would|is|are|est ce qu|est ce que|y a tu|y a t il|il y a)( there| il y a| y a t il)?( a| an| un| une)? (real |actual |vrai |vraie )?(person|human|humain|personne|people|someone|somebody|anyone|anybody|quelqu un)( at the studio| at northlight| at your company| on your team| from your team| on your end| chez vous| du studio| de northlight| de votre equipe| de l equipe)?( who| that| qui)?( actually| really| ever| even| vraiment| reellement)? (looks? at|regarde|regardent|screens?|sorts?|trie|read|reads|reading|review|reviews|reviewing|get|gets|receive|receives|recoit|recoivent|see|sees|check|checks|monitor|monitors|watch|watches|write|wrote|writes|writing|answer|answers|answering|type|typing|lit|lisent|lire|verifie|regarde|voit|va lire|ecrit|ecrire|repond|tape)\b|\b(person|human|humain|personne|someone|somebody|anyone|anybody|quelqu un)( (from|at|of|on|de|chez) \w+( \w+)?)? (can |could |will |peut |pourrait |va |vont )?(read|see|look at|access|lire|lit|voir|voit|regarde|consulter)( il| elle)?( (our|my|this|the|notre|nos|mes|ma|mon|ce|cette|la|le|les|l))? (conversation|conversations|chat|chats|messages?|echange|echanges|clavardage|transcript|what i (type|write|wrote|say)|ce que (j ecris|je tape|j ai ecrit|je dis|j envoie))\b/g,
    replacement: "people",
    lookAlikes: [
      "is a human reading this",
      "can someone from your team read our conversation later?",
      "est-ce que quelqu'un de votre équipe peut lire notre conversation plus tard?",
      "quelqu'un de votre équipe voit-il ce que j'écris?",
      "is a human reading this?",
      "is there a real person typing these replies",
      "will a real person actually read my resume or does software sort them?",
      "if I fill in your form, does an actual person receive it?",
      "is there a real human who looks at applications or is it sorted by AI",
      "does someone at your company see which pages I visit here?",
      "y a-tu un vrai humain qui regarde les candidatures ou c'est trié par l'IA",
    ],
  },
  {
    // Read or seen by someone, said in the passive: "est-ce que cette conversation est lue par quelqu'un de chez
    // vous ?". Answered or handled by a person stays a wish ("je veux être servi par une vraie personne").
    pattern:
      /\b(read|seen|reviewed|looked at|recorded and read|lu|lue|lus|lues|vu|vue|vus|vues|relu|relue|consulte|consultee|consultes|consultees|ecoute|ecoutee) (by|par) (a |an |un |une )?(real |actual |vrai |vraie )?(person|human|someone|somebody|anyone|quelqu un|personne|humain|humaine|staff|employe|employee)( (at|from|on|de|chez|du|of) (your|the|chez|votre|l|vous|studio|northlight|team|equipe)( \w+)?)?/g,
    replacement: "people",
    lookAlikes: [
      "est-ce que cette conversation est enregistrée et lue par quelqu'un de chez vous?",
      "are the messages I send here seen by someone at the studio?",
    ],
  },
  {
    pattern:
      /\b(talks?|talking|speaks?|sounds?|parle|parler|parlent|sonne) (like|comme) (a |an |un |une )?(real )?(person|human|humain|personne|vraie personne)\b/g,
    replacement: "people",
    lookAlikes: ["i want a chatbot that talks like a person", "je veux un robot qui parle comme une personne"],
  },
  {
    // The person a project will have, not one asked for now: "a different person each time?".
    pattern:
      /\b(contact person|point of contact|personne ressource|personne contact|(the same|a different|one|la meme|une autre) (person|personne) (each time|every time|throughout|the whole time|a chaque fois|chaque fois|tout le long|du debut a la fin))\b/g,
    replacement: "people",
    lookAlikes: [
      "who is the contact person for partnerships",
      "who will be my contact person during the project",
      "will we have one main contact person during the project or a different person each time?",
      "est-ce que ce sera la même personne du début à la fin du projet?",
    ],
  },
  {
    // When the studio will answer: "how soon will someone get back to me", "quand allez-vous me rappeler".
    pattern:
      /\b(when|how long before|how long until|how soon|how quickly|quand|dans combien de temps)( will| would| does| do| can| est ce que| est ce qu)? (you|vous|allez vous|vas tu|someone|somebody|anyone|a person|your team|the team|quelqu un|une personne|votre equipe|l equipe)( \w+){0,4}? (get back to me|contact me|call me|reach me|email me|write to me|reply|respond|answer|me contacter|me rappeler|me repondre|me revenir|m appeler|me joindre|me recontacter|m ecrire)\b/g,
    replacement: "people",
    lookAlikes: [
      "how soon will someone get back to me",
      "quand allez-vous me rappeler",
      "Quand est-ce que quelqu'un de l'équipe va me revenir pour ma candidature?",
    ],
  },
  {
    // A meeting with someone is a meeting, and so is the call asked about: "un rendez-vous Zoom avec quelqu'un de
    // chez vous", "is the discovery call with someone senior?" ("a call with someone" stays a request).
    pattern:
      /\b(meeting|appointment|appt|consultation|zoom|video call|rendez vous|rencontre|reunion|visio|visioconference)( \w+){0,2} (with|avec) (someone|somebody|quelqu un|une personne|un membre|a member)\b|\b(the|this|that|your|l|cet|votre) (free |intro |introductory |discovery |first |initial |quick )?(call|appel)( \w+){0,2} (with|avec) (someone|somebody|quelqu un|une personne|un membre|a member)\b/g,
    replacement: "people",
    lookAlikes: [
      "un rendez-vous Zoom avec quelqu'un de chez vous",
      "is the discovery call with someone senior, and is it free?",
      "l'appel avec quelqu'un de votre équipe, ça dure combien de temps?",
    ],
  },
  {
    // Whether a person checks something: "does a human on our staff still check what it produces".
    pattern:
      /\b(does|do|did|will|would|is|are|est ce qu|est ce que)( a| an| un| une)? (human|humans|person|people|someone|somebody|humain|humains|personne|quelqu un)( \w+){0,3} (still |always |actually |toujours |vraiment )?(check|checks|review|reviews|validate|validates|approve|approves|verify|verifies|oversee|oversees|edit|edits|proofread|proofreads|valide|valident|verifie|verifient|revise|revisent|relit|relisent|approuve|approuvent|supervise|supervisent)\b/g,
    replacement: "people",
    lookAlikes: ["does a human on our staff still check what it produces"],
  },
  {
    // Who a job is for: "anything open for someone like me", "un poste pour quelqu'un comme moi".
    pattern:
      /\b(for|pour) (someone|somebody|a person|people|quelqu un|une personne|des gens|des personnes) (like me|like us|comme moi|comme nous|with my|with a|with an|avec mon|avec ma|avec mes|avec un|avec une|who|that|qui)\b/g,
    replacement: "people",
    lookAlikes: ["anything open for someone like me", "un poste pour quelqu'un comme moi"],
  },
  {
    // Whether someone will get in touch at a later step: "will a recruiter call me after I apply", "if I apply,
    // will someone call me back or email me?", "si je postule, est-ce qu'on va m'appeler ?".
    pattern:
      /\b(will|would|does|do)\b( \w+){1,4} (call|email|contact|phone|reach|text|get back to) (me|us)\b(( or| and) (call|email|contact|phone|text) (me|us))?( \w+){0,2} (after|if|once|when|for an interview)\b|\b(if|after|once|when|si|apres que|quand|une fois que) (i|we|je|j|on)( \w+)? (apply|applied|postule|ai postule|envoie ma candidature|send my application)\b( \w+){0,3} (will|would|est ce que|est ce qu)( \w+){1,4} ((call|email|contact|phone|reach|text|get back to) (me|us)( back)?(( or| and) (call|email|contact|phone|text|write to) (me|us))?|(va|vont) (m|me) (appeler|rappeler|contacter|ecrire|joindre|texter)( ou (m|me) (appeler|rappeler|contacter|ecrire|joindre|texter))?)\b/g,
    replacement: "people",
    lookAlikes: [
      "will a recruiter call me after I apply",
      "if I apply, will someone call me back or email me?",
      "after i apply will the hiring person call me or email me",
      "si je postule, est-ce que quelqu'un va m'appeler ou m'écrire?",
    ],
  },
  {
    pattern:
      /\b(quelqu un|on|vous|une personne|un recruteur|une recruteuse|les rh|votre equipe|l equipe)( de \w+| des \w+| du \w+| de l \w+)? (va|vont|allez)( tu| t il| t elle| t on)? (m|me) (appeler|rappeler|contacter|ecrire|joindre|texter|repondre)\b( \w+){0,3}? (pour une entrevue|pour un entretien|si|apres|quand|lorsque|une fois)\b/g,
    replacement: "people",
    lookAlikes: [
      "Est-ce que les RH vont m'écrire après ma candidature?",
      "j'ai postulé mardi, un recruteur va-t-il me contacter pour une entrevue?",
    ],
  },
  {
    // A recruiter's call is a step of applying: "will a recruiter call me back or is it by email".
    pattern:
      /(?<!\b(like|want|need|have|get|ask|prefer|can|could|of|aimerais|voudrais|veux|que|qu|peut|peuvent|pourrait)( a| an| the| un| une| le| la| les| des| your| vos| votre)? )\b(recruiter|recruiters|hiring managers?|employers?|hr|human resources|recruteur|recruteuse|recruteurs|employeurs?|rh|ressources humaines)\b( \w+){0,2} (call|phone|email|text|contact|reach|get back to|appeler|rappeler|contacter|ecrire|joindre|m appeler|me rappeler|me contacter|m ecrire|m ecrivent|m appellent|me contactent)\b/g,
    replacement: "people",
    lookAlikes: [
      "will a recruiter call me back or is it by email",
      "do i have to give my phone number when i apply? i'd rather employers email me",
    ],
  },
  {
    // What a product does: "does your chatbot hand off to a human agent when it gets stuck".
    pattern:
      /\b(chatbots?|bots?|products?|produits?|assistants?|clavardage|systems?|systemes?|apps?|applications?|tools?|outils?)( \w+){0,4} (hand off|hands off|handoff|transfer|transfers|escalate|escalates|route|routes|pass|passes|transferer|transfere|transferer|passer|acheminer|refiler)( \w+){0,2} (to|a) (a |an |un |une |the |le |la )?(real |live |vrai |vraie )?(human|humain|agent|person|personne|staff|personnel)( agent| humain| humaine)?\b/g,
    replacement: "people",
    lookAlikes: [
      "does your chatbot hand off to a human agent when it gets stuck",
      "on veut un assistant IA qui transfère à une vraie personne de notre équipe, vous faites ça?",
    ],
  },
  {
    // A product handing off: "could it hand off to a live agent when it gets stuck", "il pourrait transférer à un agent".
    pattern:
      /(?<!\b(forget|skip|drop|leave|oublie|oubliez|laisse|laissez|lache|lachez) )\b(it|il|elle|the bot|the chatbot|the assistant|le bot|le robot|l assistant|votre clavardage|your chat)( \w+){0,3} (hand off|hands off|handoff|transfer|transfers|escalate|route|pass|transferer|transfere|passer|refiler)( \w+){0,2} (to|a) (a |an |un |une |the |le |la |l )?(live |real |human |vrai |vraie )?(human|humain|agent|person|personne|staff|personnel|team|equipe|employee|employe|membre|quelqu un|someone)( humain| humaine| human)?( de l equipe| de notre equipe| de votre equipe| du personnel| de notre personnel| on our team| from our team| on our staff)?\b|\b(when|whenever|if|quand|lorsque|si) (someone|somebody|a user|a visitor|a patron|quelqu un|un usager|une usagere|un visiteur|une visiteuse|un client|une cliente) (asks|wants|needs|le demande|la demande|demande|veut|en a besoin)\b/g,
    replacement: "people",
    lookAlikes: [
      "could it hand off to a live agent when it gets stuck",
      "il pourrait transférer à un agent",
      "paraît que votre clavardage peut passer la main à quelqu'un, ça marche comment?",
      "votre assistant pourrait-il transférer à un agent humain de notre équipe quand un usager le demande?",
    ],
  },
  {
    // Having talked: "ma collègue a parlé avec votre équipe hier", "I talked to Claire last week".
    pattern:
      /\b((a|ont|avons|avez|ai|had|has|have|ve) (deja )?(parle|discute|jase|talked|spoken|chatted)|spoke|talked|chatted)( (avec|with|to|a)( (your|the|votre|vos|l|la|le|un|une|one of your))? \w+)?\b/g,
    replacement: "people",
    lookAlikes: ["ma collègue a parlé avec votre équipe hier", "I talked to Claire last week"],
  },
  {
    // Being responsible for something: "que quelqu'un de notre côté soit responsable du projet".
    pattern: /\b(soit|sera|etre|est|be|is|are) (responsable|responsables|responsible|in charge)\b/g,
    replacement: "people",
    lookAlikes: ["que quelqu'un de notre côté soit responsable du projet"],
  },
  {
    // The visitor's own people: "someone on our side", "quelqu'un de notre côté".
    pattern:
      /\b(someone|somebody|a person|quelqu un|une personne|un membre)( \w+)? (on our side|from our side|of ours|in our team|on our team|de notre cote|de notre equipe|chez nous|de chez nous|de notre organisation)\b/g,
    replacement: "people",
    lookAlikes: ["someone on our side", "quelqu'un de notre côté"],
  },
  {
    pattern:
      /\b(a )?human (guides?|docents?|staff|curators?|moderators?|reviewers?|translators?|touch|oversight|judgment|judgement|element|voices?|review|in the loop)\b|\b(un )?humain dans la boucle\b|\b(guides?|conservateurs?|conservatrices?|moderateurs?|moderatrices?|traducteurs?|traductrices?|mediateurs?|mediatrices?) humaine?s?\b/g,
    replacement: "people",
    lookAlikes: ["does a human review the chatbot answers", "Can visitors chat with a human guide in the app?"],
  },
  {
    // What a product needs to run: "do you need a person on site to run it".
    pattern:
      /\b(do|does|will|would|est ce que) (you|it|we|they|this|that|the \w+|vous|il|elle|ca)( \w+)? (need|needs|require|requires|faut|besoin d|necessite) (a |an |some |one |any |une |un |du )?(person|people|human|staff|someone|somebody|staff member|technician|operator|personne|humain|personnel|quelqu un|technicien|technicienne)\b/g,
    replacement: "people",
    lookAlikes: ["do you need a person on site to run it"],
  },
  {
    // The visitor's own people: "ma collègue a parlé avec votre équipe", "my boss wants a quote".
    pattern:
      /\b(my|our|ma|mon|mes|notre|nos) (colleagues?|coworkers?|co workers?|boss|collegues?|patron|patronne|team|teams|staff|board|manager|managers|director|directors|equipe|equipes|personnel|gestionnaire|gestionnaires|directeur|directrice|superieur|superieure|adjoint|adjointe|assistant|assistante|conseil d administration)\b/g,
    replacement: "people",
    lookAlikes: ["ma collègue a parlé avec votre équipe", "my boss wants a quote"],
  },
  {
    // A request declined: "I don't need a human", "no need to connect me with anyone", "pas besoin d'un humain".
    pattern:
      /\b(don t need|dont need|do not need|no need|don t transfer|dont transfer|do not transfer|don t connect|do not connect|pas besoin|pas la peine|ne me transferez pas|transferez moi pas)( \w+){0,2} (humans?|person|people|anyone|anybody|someone|agent|transfer|transferer|connect|contact|mettre en contact|humain|humaine|personne|quelqu un|agente?)(( with| to| me| moi| avec| a| an| un| une| anyone| anybody| someone| personne| qui que ce soit| human| humain| get back| call| contact| reach| email| write| reply| respond))*\b|\b(don t|do not|dont|never) (call|phone|ring|email|text|contact) me\b|\b(appelez|appelle|rappelez|rappelle|textez|ecrivez|contactez) moi pas\b|\bne m (appelez|appelle|rappelez|rappelle|ecrivez|contactez) pas\b/g,
    replacement: "people",
    lookAlikes: [
      "I don't need a human",
      "no need to connect me with anyone",
      "thanks, no need for anyone to get back to me, but where are you located?",
      "pas besoin d'un humain",
      "don't call me, I'm in a meeting, but are you open on Fridays?",
      "appelez-moi pas, j'ai juste une question : vous faites des audits d'accessibilité?",
    ],
  },
  {
    pattern:
      /\b(don t|dont|do not|never) (transfer|connect|escalate|pass|forward|hand) (me|this|it|my (question|message|chat))( on| off| over)?\b|\b(ne me|ne la|ne le) (transferez|transfere|transferer|passez|passe) pas\b/g,
    replacement: "people",
    lookAlikes: ["Please don't transfer me, I just want to know if you do Android apps too."],
  },
  {
    // Someone of the studio coming over: "will someone from your team come on site".
    pattern:
      /\b(will|would|does|do|can|could|est ce que|est ce qu)( \w+)? (someone|somebody|anyone|people|quelqu un)( from| of| de| chez)?( \w+){0,3} (actually |really |vraiment )?(come|travel|visit|be on site|be there|install|venir|se deplacer|installer|etre sur place)\b/g,
    replacement: "people",
    lookAlikes: ["will someone from your team come on site"],
  },
  {
    // Not wanting to talk to anyone yet is the opposite of a request.
    pattern:
      /\b(not ready to|not looking to|no need to|don t need to|do not need to|pas pret a|pas prete a|pas besoin de|pas besoin d|pas besoin qu on)( \w+){0,3} (talk|speak|chat|contact|call|reach|parler|jaser|contacter|appeler|rappeler|joindre)( (to|with|a|avec) (anyone|anybody|someone|somebody|a person|quelqu un|personne|un humain))?\b/g,
    replacement: "just browsing",
    lookAlikes: [
      "not ready to talk to anyone yet, what do your services cost roughly?",
      "pas besoin de me contacter, je veux juste savoir si vous faites des projections",
    ],
  },
  {
    // A choice of who or how, asked: "is the call with a designer or someone from sales?", "does someone call or
    // email?", "quelqu'un m'appelle ou m'écrit?".
    pattern:
      /\b(with|avec) (a |an |un |une |the |le |la )?\w+( \w+)? (or|ou)( with| avec)? (someone|somebody|quelqu un|a person|une personne)\b|\b(someone|somebody|quelqu un) (call|calls|phone|phones|text|texts|contact|contacts|email|emails|write|writes|m appelle|me rappelle|me telephone|me texte|me contacte|m ecrit|me repond|appelle|ecrit)( me (or|ou)( \w+( me)?)?| (or|ou))\b/g,
    replacement: "either way",
    lookAlikes: [
      "is the intro call with a designer, or with someone from sales?",
      "after the form, does someone call or email?",
      "after the form, would someone phone me or text me?",
      "Quelqu'un m'appelle ou m'écrit après le formulaire?",
    ],
  },
  {
    // What someone of the team does, asked: "est-ce que quelqu'un de chez vous donne des conférences?".
    pattern:
      /\b(does|is there|est ce que|est ce qu|y a t il)( someone| somebody| anyone| quelqu un) (from|at|of|de|chez) (\w+ ){0,2}(do|does|give|gives|speak|speaks|work|works|teach|teaches|donne|donnent|fait|font|travaille|parle|enseigne|anime)\b/g,
    replacement: "studio activity",
    lookAlikes: ["Est-ce que quelqu'un de chez vous donne des conférences? On organise un colloque."],
  },
];

/** Words that name a person or the people of the studio ("quelqu" for "quelqu'un": "un" alone names nobody). */
const PERSON_NOUNS = new Set(
  wordList(`
  someone somebody anyone anybody person human humans real live rep representative agent operator staff member
  members team founder founders cofounder manager employee consultant colleague colleagues quelqu personne humain
  humaine humains collegue collegues gars ventes head lead leads strategist strategists designer designers charge
  chargee chef
  vrai vraie monde equipe personnel membre membres fondateur fondateurs fondatrice cofondateur responsable employe
  conseiller conseillere representant representante agente decideur decideurs decideuse
`),
);

/** The text with the sentences about people that ask for nobody set aside. */
function neutralized(text: string): string {
  return HUMAN_EXCEPTIONS.reduce((current, { pattern, replacement }) => current.replace(pattern, replacement), text);
}

/**
 * Whether a message names a person to reach, once the sentences about people that ask for nobody are set
 * aside ("is a human reading this", "a bot that talks like a person"): the condition on which the engine takes
 * the classifier's word that a message asks for a person.
 */
export function namesPerson(words: readonly string[]): boolean {
  return neutralized(words.join(" "))
    .replace(SPEAKS_A_LANGUAGE, "")
    .split(" ")
    .some((word) => PERSON_NOUNS.has(word));
}

/**
 * "Someone on your team who speaks Spanish": whether the team has a skill, not a person to reach (a request
 * such as "can I talk to someone who speaks French" is a rule's, read before the classifier's word is asked).
 */
const SPEAKS_A_LANGUAGE = /\b\w+( \w+){0,4} ((who|that|qui) )?language\b/g;

/**
 * "I'd like someone from the hiring side to…", "j'aimerais échanger avec quelqu'un", "j'apprécierais un appel de
 * votre équipe", "let me talk to someone", "y a-t-il moyen de joindre une vraie personne", "donne-moi quelqu'un": a
 * wish, a demand or a way asked for, then a person or the team.
 */
const WISH_FOR_PERSON = new RegExp(
  `(?<!\\b(if|si|when|whenever|quand|lorsque) (i|we|je|j|on|nous)( d| would| ever)? |\\b(don t|do not|dont|didn t|did not|never|ne|n) )\\b(want|wants|wanna|need|needs|prefer|rather|(?<=\\b(d|would|i|we) )like|appreciate|veux|veut|voudrais|voudrait|prefere|prefererais|aimerais|aimerait|aimerions|voudrions|souhaite|souhaitons|souhaiterais|souhaiterait|apprecierais|apprecierions|besoin|faut que (je|j|on)|(je|on|nous) (dois|doit|devons)|faudrait que (je|j|on)|(can|could|may) (i|we) (speak|talk|chat)|let (me|us) (speak|talk|chat)|(get|give|find|bring|pass) (me|us)|(donne|donnez|trouve|trouvez|passe|passez) (moi|nous)|(is there( any)?|any|y a t il|y a tu|y a|est ce qu il y a|il y a) (a |un |une )?(way|moyen|facon) (to|de|d)|(laisse|laissez) (moi|nous) (parler|jaser)|(puis je|pourrais je|je peux|je pourrais|est ce que je peux|on peut|peut on) (parler|jaser|clavarder|discuter|echanger)|(transfer|redirect|connect|put|patch) me|(transfere|transferez|redirige|redirigez|connecte|connectez) moi|(like|love|want|wish|aimerais|aimerait|aimerions|voudrais|voudrait|voudrions|souhaite|souhaiterais) (to )?(be|etre) (put|mis|mise|mises) (in touch|in contact|en contact|en lien|en relation|en communication) (with|avec))( (?!(${AUDIENCE}|${DENIED})\\b)\\w+){0,5} (${PERSON}|${TEAM})\\b(?!${DOES_THE_WORK})`,
);

/**
 * "Could a human please look at my situation?", "please have someone call": a person asked with "please". A message
 * that is only a request word ("some human assistance", PERSON_ALONE) is as outright.
 */
const PERSON_PLEASE = new RegExp(`\\b${PERSON} please\\b|\\bplease (have|get|ask|let) (${PERSON}|${TEAM})\\b`);

/** Whether the folded text says outright that the visitor wants a person. */
export function wishesForPerson(text: string): boolean {
  const said = neutralized(text);
  return (
    ARRANGE_FOR_ME.test(text) ||
    WISH_FOR_PERSON.test(said) ||
    WISH_TO_BE_REACHED.test(said) ||
    PERSON_PLEASE.test(said) ||
    PERSON_ALONE.test(said)
  );
}

/**
 * How the folded text asks for a person, if it does: with a rule that asks ("talk to someone", "call me back"), or
 * only with rules that name a person ("a real person", "un conseiller", ADR 023).
 */
export function requestForPerson(text: string): "asks" | "names" | undefined {
  if (ARRANGE_FOR_ME.test(text)) return "asks";
  const said = neutralized(text);
  const matched = HUMAN_RULES.filter((rule) => rule.pattern.test(said));
  if (matched.length === 0) return undefined;
  return matched.every((rule) => rule.namesOnly) ? "names" : "asks";
}

/** Whether the folded text asks for a person. */
export function asksForPerson(text: string): boolean {
  return requestForPerson(text) !== undefined;
}
