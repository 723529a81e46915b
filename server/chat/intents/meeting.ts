/**
 * Asking for a meeting or a call to be booked: its reply always offers the team (the knowledge's `meeting`
 * entry). The visitor's own meetings are set aside first (MEETING_EXCEPTIONS). Booking phrasings ("prendre
 * un rendez-vous", "set up a zoom") are the topic classifier's `meeting` topic; the rule names the meeting
 * words it would not weigh enough alone (ADR 019).
 */
import type { IntentException, IntentRule } from "./rule.ts";

/**
 * How to book a call: the meeting's reply answers it (the booking page, and the team offered), even beside a
 * wish to talk with the team, which booking the call is the way to ("I'd love to talk with your team, how do I
 * schedule an intro call?").
 */
export const HOW_TO_BOOK: IntentRule = {
  pattern:
    /\b(how (do|can|could|would) (i|we) |where (do|can) (i|we) |comment (faire pour |on fait pour |fait on pour |est ce que )?(je |j |on )?(peux |peut |pourrais |pourrait |fais pour |fait pour )?|ou (est ce que )?(je|j|on) (peux |peut )?)(book|schedule|set up|arrange|reserve|get|reserver|prendre|planifier|booker|fixer|ceduler)\b( \w+){0,3} (meeting|call|appointment|appt|consultation|chat|rendez vous|rencontre|appel|reunion|visio|moment|creneau|plage horaire)\b|\bhow (do|can|could) (i|we) book (a |some )?time\b|\bhow (do|can|could) (i|we) ((book|schedule|arrange) (that|it|this|one)|set (that|it|this|one) up)\b|\bcomment (je fais|j fais|on fait|faire|je peux|on peut|est ce que je peux|est ce qu on peut)( pour)? (le|la|l) ?(reserver|booker|planifier|prendre|ceduler|fixer)\b|\b(calendar|booking|scheduling|calendly) link\b|\blink (where|to) (i|we) can (book|schedule|reserve|pick|choose|select)\b|\blien (pour|de) (reserver|prendre rendez vous|booker)\b/,
  examples: [
    "I'd love to talk with your team, how do I schedule an intro call?",
    "j'aimerais jaser avec votre équipe, comment je peux prendre un rendez-vous?",
    "comment on fait pour planifier un appel avec quelqu'un de votre équipe?",
    "I want to talk with one of your consultants, do you have a calendar link?",
    "is there a link where we can book a time with one of your people?",
    "comment faire pour réserver un créneau pour parler à quelqu'un de chez vous?",
    "I'd like to speak with your people over video, how can I set that up?",
    "is there a link where we can choose a time to talk with your people?",
    "il y a un appel de présentation de 30 minutes? j'aimerais en discuter avec votre équipe, comment je fais pour le réserver?",
  ],
};

export const MEETING_RULES: IntentRule[] = [
  HOW_TO_BOOK,
  {
    pattern:
      /\b(book|schedule|set up|setup|arrange|organize|organise|plan|request|hop on|jump on|line up)\b( \w+){0,3} (meeting|call|chat|appointment|appt|video call|video chat|zoom|consultation|intro call|demo)\b/,
    examples: ["can we book a meeting next week", "schedule a call with you"],
  },
  {
    pattern: /\b(do|have|set up|faire|organiser) (a |an |un |une )?(zoom|teams call|google meet|visio)\b/,
    examples: ["can we do a zoom", "faire une visio"],
  },
];

export const MEETING_EXCEPTIONS: IntentException[] = [
  {
    // The visitor's own meetings are a date, not a wish to meet: "an AI roadmap before our board meeting", "I'm
    // meeting a friend downtown tomorrow".
    pattern:
      /\b(i m|im|i am|we re|we are) meeting (a|an|my|our|some|with (a|an|my|our|some))\b|\b(board|staff|team|council|committee|annual|general|budget|our|my) (meeting|meetings)\b|\breunion (du ca|du conseil|d equipe|annuelle|budgetaire|de (notre|mon|ma|nos) \w+)\b|\b(notre|nos|ma|mon|leur) (reunion|reunions|rencontre|rencontres)\b|\b(chaque|toutes les|toutes nos) (reunion|reunions|rencontre|rencontres)\b|\b(every|each|all (our|the|their)) (meeting|meetings)\b|\b(a|lors de|pendant|durant|avant) (la|leur) prochaine (reunion|rencontre)\b|\b(at|before|during) (the|their) next (meeting|board meeting)\b/,
    lookAlikes: [
      "an AI roadmap before our board meeting",
      "I'm meeting a friend downtown tomorrow, will it rain?",
      "avez-vous des exemples que je pourrais leur montrer lors de la prochaine réunion?",
      "any case studies I could show them at the next meeting?",
      "le conseil parle d'IA à chaque réunion, mais on ne sait pas par où commencer",
      "AI comes up at every meeting here and nobody knows where to start",
    ],
  },
  {
    // Meeting rooms are a place the visitor's product books: "an online tool so clients can book our meeting rooms".
    pattern: /\b(meeting|conference|board) rooms?\b|\bsalles? (de reunion|de conference|de rencontre|du conseil)\b/,
    lookAlikes: [
      "could you build an online tool so clients can book our convention centre meeting rooms",
      "pouvez-vous faire une appli pour que nos membres réservent nos salles de réunion?",
    ],
  },
  {
    // A meeting as a step of the project, where a span of time starts or what comes before or after: "how long from
    // the first meeting to opening day", "what happens after the first meeting", "case studies before we set up a
    // call".
    pattern:
      /\b(from|since|between|depuis|des|entre) (the |our |your |la |le |l |notre |votre )?(first |initial |kickoff |kick off |intro |discovery |premier |premiere |1st )?(meeting|call|rencontre|reunion|appel|rendez vous)\b(( \w+){0,3} (to|until|till|and|a|au|jusqu|et)\b| (on|onward|onwards|forward)\b)|\b(after|following|apres|suite a) (the |our |your |that |this |la |le |l |notre |votre |cette |ce )?(first |initial |kickoff |kick off |intro |discovery |premier |premiere |1st )?(meeting|call|rencontre|reunion|appel|rendez vous)\b|\b(before|avant (de|d|que|qu)) ((we|i|on|nous|je|j)( \w+){1,3}|planifier|prendre|fixer|reserver|booker|organiser|book|schedule|arrange) (the |our |your |any |a |la |le |l |notre |votre |un |une )?(meeting|call|rencontre|reunion|appel|rendez vous)\b/,
    lookAlikes: [
      "how long does it take from the first meeting to launch?",
      "combien de temps de la première rencontre jusqu'à l'ouverture?",
      "what happens after the first meeting? like what's the actual process",
      "what are the steps between our first meeting and launch day?",
      "qu'est-ce qui se passe après la première rencontre avec votre équipe?",
      "walk me through how a project with you works, from the first meeting onward",
      "our director wants to see some case studies before we set up a call with you",
      "on aimerait voir des exemples de projets avant de planifier une rencontre",
    ],
  },
];
