/**
 * Asking whether the assistant is a person or a machine: "are you a bot", "es-tu un vrai humain". Answered by
 * the knowledge's `chatbot` entry, unless the visitor also says they want a person (WANTS).
 */
import type { IntentRule } from "./rule.ts";

export const BOT_QUESTION_RULES: IntentRule[] = [
  {
    // Who reads the chat: "does a human read what I type here", "est-ce qu'un humain lit ce que j'écris".
    pattern:
      /\b(does|do|will|would) (a |an |any )?(real |actual )?(human|humans|person|people|someone|anyone) (ever )?(read|see|look at|reads|sees)( \w+)? (what i (type|write|send) (here|in here|in this chat)|this chat|these messages|my messages here)\b|\b(humain|personne|quelqu un)( qui)? (va )?(lit|lire|voit|voir)( vraiment)? (ce que j ecris|ce que je tape|mes messages) (ici|dans le clavardage|dans ce chat)\b/,
    examples: [
      "does a person ever read what I write in this chat?",
      "est-ce qu'un humain lit ce que j'écris ici?",
      "y a-tu quelqu'un qui lit vraiment mes messages ici?",
    ],
  },
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
      /\b(is|are) (this|the|these|your) (chat|chats|messages?|conversations?|replies|answers|assistant|chatbot)( \w+)? (answered|run|staffed|handled|operated|monitored|written|read|powered) by\b/,
    examples: ["is this chat answered by a person?", "are your replies written by a human"],
  },
  {
    pattern:
      /^(so )?(what|who) (are|r) (you|u)( exactly| really)?$|^(t es|tu es|vous etes) (quoi|qui)( toi| vous| au juste)?$/,
    examples: ["what are you", "t'es quoi toi"],
  },
  {
    pattern:
      /\b(are|is) (you|this|that|it) (using |powered by |based on |running on )?(an? )?(chatgpt|gpt|openai|claude|gemini|copilot|llm|language model)\b/,
    examples: ["are you chatgpt", "is this powered by gpt"],
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
    pattern:
      /\bam i (talking|speaking|chatting|typing|writing|messaging) (to|with) (a |an )?(real|human|bot|robot|ai|machine|person|computer|chatbot)\b/,
    examples: ["am i talking to a bot", "am I chatting with a real human"],
  },
  {
    // "Tes réponses sont écrites par une vraie personne ?": who writes the assistant's answers.
    pattern:
      /\b(reponses?|messages?|clavardage|chat)( \w+){0,3} (ecrites?|ecrits?|redigees?|rediges?|generees?|generes?|gerees?|geres?|faites?) par (un |une )?(vrai |vraie )?(humain|humaine|humains|personne|personnes|robot|ia|machine)\b/,
    examples: ["tes réponses sont écrites par une vraie personne?", "vos réponses sont générées par une IA?"],
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
      /\b(est ce|c est|c etait) (un |une |vraiment un |vraiment une )?(vrai humain|vraie personne|humain|humaine|robot|bot|ia|machine|personne|ordinateur|automate)\b/,
    examples: ["c'est un robot?", "est-ce une vraie personne"],
  },
  {
    pattern:
      /\bje (parle|parler|jase|jaser|discute|discuter|clavarde)( tu| t)? (a|avec) (un |une )?(robot|ia|machine|humain|vrai|vraie|personne|programme|logiciel|ordi|ordinateur)\b.*\b(ou|or)\b/,
    examples: ["je parle à un robot ou à un humain?"],
  },
  {
    pattern:
      /\bje (parle|parler|jase|jaser|discute|discuter) (a|avec) (un |une )?(robot|ia|machine|humain|vrai|vraie)\b/,
    examples: ["je parle à une machine"],
  },
  {
    pattern:
      /\b(suis je|je suis|est ce que je suis|je suis tu)( en train)? (de |d )?(parler|jaser|discuter|clavarder|ecrire|echanger) (a|avec) (un |une )?(robot|bot|chatbot|ia|machine|humain|humaine|vrai|vraie|personne|programme|logiciel|ordi|ordinateur)\b/,
    examples: ["suis-je en train de parler à un robot"],
  },
  {
    pattern:
      /\b(es tu|etes vous|t es|tu es|vous etes|c est) (un |une )?(assistant|assistante|agent|programme|logiciel|systeme|chatbot|robot conversationnel)( \w+)? (automatise|automatisee|automatique|virtuel|virtuelle|ia|d ia|intelligent|intelligente)\b/,
    examples: ["es-tu un assistant virtuel", "c'est un agent automatisé?"],
  },
  {
    pattern:
      /\b(est il|est elle|c est tu) (un |une )?(vrai|vraie|humain|humaine|robot|bot|ia|machine|personne|automatise)\b/,
    examples: ["est-il un robot", "c'est-tu un vrai?"],
  },
];

/** Words that turn a question about the assistant into a request ("I'd rather talk to a real person"). */
export const WANTS =
  /\b(want|need|rather|prefer|(i|we) (d|would) (like|love)|(can|could|may) (i|we) (talk|speak)|let me|give me|get me|contact me|call me|email me|reach me|connect|transfer|put me|please|veux|voudrais|aimerais|prefere|preferer|passez|svp|en contact|en relation|faut que (je|j|on)|faudrait que (je|j|on))\b/;
