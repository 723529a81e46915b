/**
 * Asking whether the assistant is a person or a machine: "are you a bot", "es-tu un vrai humain". Answered by
 * the knowledge's `chatbot` entry, unless the visitor also says they want a person (WANTS).
 */
import type { IntentRule } from "./rule.ts";

export const BOT_QUESTION_RULES: IntentRule[] = [
  {
    // What the assistant can do with a question: "can the bot pass my question on to the team, or does it
    // only answer itself?"
    pattern:
      /\b(can|could|does|will) (the |this |your )?(bot|chatbot|chat|assistant) (forward|pass|send|transmit|escalate|transfer)\b.*\b(or|only|just|if)\b|\b(le |ce |votre |l )?(bot|chatbot|robot|assistant) (peut il|peut tu|va t il|peut) (me )?(transmettre|envoyer|faire suivre|passer|transferer)\b.*\b(ou|juste|seulement|si|s il)\b/,
    examples: [
      "can the chatbot pass my question to a person or does it only answer by itself?",
      "le chatbot peut-il transmettre mes questions à l'équipe ou il répond seulement lui-même?",
      "can the chatbot transfer me to a person if it doesn't know the answer?",
    ],
  },
  {
    pattern:
      /\b(es tu|etes vous|t es|tu es|c est) (un |une )?(chatgpt|gpt|openai|claude|gemini|copilot|llm|modele de langage)\b/,
    examples: ["es-tu chatgpt", "c'est un modèle de langage?"],
  },
  {
    // "Is that real?" after something the visitor read (a figure, a claim) asks whether it is true.
    pattern:
      /\b(?!is (that|it) real\b(?! (person|human)))(are|is) (you|this|that|it)( chat| chatbot| bot| assistant| thing| service)? (a |an |really a |even a )?(real|human|bot|robot|ai|artificial intelligence|machine|chatbot|person|computer|automated|live)\b/,
    examples: ["are you a bot", "is this a real person", "is it a real person?", "are you an artificial intelligence?"],
    lookAlikes: ["the homepage counter says 100+ clients, is that real?"],
  },
  {
    // "Is there a person behind this chat?"
    pattern:
      /\b(is there|y a t il|y a tu|il y a|est ce qu il y a) (a |an |un |une )?(real |vrai |vraie )?(person|human|humain|personne|someone|quelqu un) (behind|derriere|at the other end|on the other end|au bout)\b/,
    examples: ["Is there a person behind this chat?", "y a-t-il quelqu'un au bout?"],
  },
  {
    pattern:
      /\b(es tu|etes vous|t es|tu es|vous etes) (un |une |vraiment un |vraiment une )?(vrai|vraie|humain|humaine|robot|bot|ia|intelligence artificielle|machine|personne|ordinateur|automate)\b/,
    examples: ["es-tu un robot", "êtes-vous une vraie personne", "est-ce que vous êtes une intelligence artificielle?"],
  },
  {
    pattern:
      /\b(suis je|je suis|est ce que je suis|je suis tu)( en train)? (de |d )?(parler|jaser|discuter|clavarder|ecrire|echanger) (a|avec) (un |une )?(robot|bot|chatbot|ia|machine|humain|humaine|vrai|vraie|personne|programme|logiciel|ordi|ordinateur)\b/,
    examples: ["suis-je en train de parler à un robot"],
  },
];

/** Words that turn a question about the assistant into a request ("I'd rather talk to a real person"). */
export const WANTS =
  /\b(want|need|rather|prefer|(i|we) (d|would) (like|love)|(can|could|may) (i|we) (talk|speak)|let me|give me|get me|contact me|call me|email me|reach me|connect|transfer|put me|please|veux|voudrais|aimerais|prefere|preferer|passez|svp|en contact|en relation|faut que (je|j|on)|faudrait que (je|j|on))\b/;
