/**
 * The chatbot's contract as the widget knows it: its limits, a turn of the conversation, the answer it reads,
 * and the phrase that makes it ask for the visitor's email. The server's check of a request is
 * core/chat-request.ts, apart, so the widget's code carries no schema library.
 */
import type { Language } from "./language.ts";

export const CHAT_MESSAGE_MAX_LENGTH = 1000;
export const CHAT_HISTORY_MAX_ENTRIES = 30;
export const CHAT_HISTORY_ENTRY_MAX_LENGTH = 2000;

export type ChatRole = "user" | "assistant";

/** One turn of a conversation, as the widget sends its history (`ChatRequest`, core/chat-request.ts). */
export interface ChatTurn {
  role: ChatRole;
  content: string;
}

export interface ChatResponse {
  response: string;
  escalated: boolean;
}

/**
 * Replies that offer a person contain this phrase; the widget then asks for an email when it has none.
 * Matching ignores case.
 */
export const ESCALATION_PHRASES: Record<Language, string> = {
  "en-CA": "connect you with our team",
  "fr-CA": "mettre en contact avec notre équipe",
};

export function offersHuman(reply: string): boolean {
  const text = reply.toLowerCase();
  return Object.values(ESCALATION_PHRASES).some((phrase) => text.includes(phrase));
}
