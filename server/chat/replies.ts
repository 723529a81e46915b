/**
 * The assistant's own replies, outside the knowledge base: small talk, the hand-over to a person, and the
 * polite "I can't answer that" that offers the team. Every reply that offers a person contains the
 * escalation phrase of core/chat.ts, which makes the widget ask for an email.
 */
import { ESCALATION_PHRASES } from "../../core/chat.ts";
import { COMPANY } from "../../core/company.ts";
import type { Language } from "../../core/language.ts";
import { MESSAGES } from "../../locales/index.ts";

export type ReplyKind =
  "greeting" | "thanks" | "goodbye" | "acknowledge" | "decline" | "human" | "out-of-scope" | "off-topic";

/** Office hours as the contact page words them, to follow a comma ("du lundi…" in French, "Monday…" in English). */
function hours(language: Language): string {
  const text = MESSAGES[language].contact.response.hours;
  return language === "fr-CA" ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

const REPLIES: Record<Language, (kind: ReplyKind) => string> = {
  "en-CA": (kind) => {
    const phrase = ESCALATION_PHRASES["en-CA"];
    switch (kind) {
      case "greeting":
        return `Hello! I’m ${COMPANY.name}’s assistant. Ask me about our services, our Innovation Lab, our openings or how to reach us.`;
      case "thanks":
        return "You’re welcome! Is there anything else I can help you with?";
      case "goodbye":
        return "Thanks for stopping by, and have a great day!";
      case "acknowledge":
        return "Great! Let me know if you have any other questions.";
      case "decline":
        return "No problem! Feel free to ask me anything else about our work.";
      case "human":
        return `Of course, I’ll ${phrase}. Someone will reply by email within ${COMPANY.responseHours} hours, ${hours("en-CA")}.`;
      case "off-topic":
        return `That’s outside what I can help with: I answer questions about ${COMPANY.name}’s services, projects, careers and contact details. If you have a project in mind, I can ${phrase}.`;
      case "out-of-scope":
        return `I’m not sure I can answer that well. I can ${phrase}, or you can write to ${COMPANY.email}.`;
    }
  },
  "fr-CA": (kind) => {
    const phrase = ESCALATION_PHRASES["fr-CA"];
    switch (kind) {
      case "greeting":
        return `Bonjour ! Je suis l’assistant de ${COMPANY.name}. Posez-moi vos questions sur nos services, notre Laboratoire d’innovation, nos postes offerts ou la façon de nous joindre.`;
      case "thanks":
        return "Avec plaisir ! Puis-je vous aider avec autre chose ?";
      case "goodbye":
        return "Merci de votre visite et bonne journée !";
      case "acknowledge":
        return "Parfait ! N’hésitez pas si vous avez d’autres questions.";
      case "decline":
        return "Pas de problème ! N’hésitez pas à me poser d’autres questions sur nos services.";
      case "human":
        return `Bien sûr, je vais vous ${phrase}. Une personne vous répondra par courriel dans les ${COMPANY.responseHours} heures, ${hours("fr-CA")}.`;
      case "off-topic":
        return `Cette question sort de mon champ d’action : je réponds aux questions sur les services, les projets, les carrières et les coordonnées de ${COMPANY.name}. Si vous avez un projet en tête, je peux vous ${phrase}.`;
      case "out-of-scope":
        return `Je ne suis pas certain de pouvoir bien répondre à cette question. Je peux vous ${phrase}, ou vous pouvez écrire à ${COMPANY.email}.`;
    }
  },
};

export function reply(kind: ReplyKind, language: Language): string {
  return REPLIES[language](kind);
}

/**
 * The clarifying question asked when two topics are about as likely (embedded-engine.ts). It names both topics
 * in the words of their titles, so that the visitor's answer ("the first", "timeline") can pick one, and it
 * must not contain the escalation phrase: that would open the email prompt, which locks the message box
 * before the visitor could answer.
 */
const CLARIFY_OPENINGS: Record<Language, string> = {
  "en-CA": "Just to be sure I answer the right question: is it about",
  "fr-CA": "Pour bien répondre, j’ai besoin d’une précision\u00a0: votre question porte-t-elle sur",
};

export function clarification(first: string, second: string, language: Language): string {
  return language === "fr-CA"
    ? `${CLARIFY_OPENINGS[language]} «\u00a0${first}\u00a0» ou sur «\u00a0${second}\u00a0»\u00a0? Vous pouvez aussi demander à parler à une personne de notre équipe.`
    : `${CLARIFY_OPENINGS[language]} “${first}” or “${second}”? You can also ask to talk to a person on our team.`;
}

/** The two topic titles a clarifying question offered, or undefined when the reply is not one. */
export function clarifiedTitles(text: string): [string, string] | undefined {
  for (const language of ["en-CA", "fr-CA"] as const) {
    if (!text.startsWith(CLARIFY_OPENINGS[language])) continue;
    const titles = [...text.matchAll(language === "fr-CA" ? /«\u00a0(.+?)\u00a0»/g : /“(.+?)”/g)].map(
      (match) => match[1] ?? "",
    );
    if (titles.length >= 2) return [titles[0] ?? "", titles[1] ?? ""];
  }
  return undefined;
}
