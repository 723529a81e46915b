/**
 * The chatbot's contract: the request the widget sends, the answer it reads, and the phrase
 * that makes it ask for the visitor's email.
 */
import { z } from "zod";
import { UNUSABLE_TEXT_CHARACTERS } from "./characters.ts";
import { LANGUAGES, type Language } from "./language.ts";

export const CHAT_MESSAGE_MAX_LENGTH = 1000;
export const CHAT_HISTORY_MAX_ENTRIES = 30;
export const CHAT_HISTORY_ENTRY_MAX_LENGTH = 2000;

/** Chat text, like form text, carries no control characters (they reach the team's email and the database). */
const chatText = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !UNUSABLE_TEXT_CHARACTERS.test(value));

export const chatRequestSchema = z.object({
  message: chatText(CHAT_MESSAGE_MAX_LENGTH).trim().min(1),
  chatHistory: z
    .array(z.object({ role: z.enum(["user", "assistant"]), content: chatText(CHAT_HISTORY_ENTRY_MAX_LENGTH) }))
    .max(CHAT_HISTORY_MAX_ENTRIES),
  userEmail: z.union([z.literal(""), z.email().max(254)]),
  language: z.enum(LANGUAGES),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;
export type ChatTurn = ChatRequest["chatHistory"][number];

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
