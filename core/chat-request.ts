/** The server's check of a chat request (the widget's contract is core/chat.ts). */
import { z } from "zod";
import { CHAT_HISTORY_ENTRY_MAX_LENGTH, CHAT_HISTORY_MAX_ENTRIES, CHAT_MESSAGE_MAX_LENGTH } from "./chat.ts";
import { UNUSABLE_TEXT_CHARACTERS } from "./characters.ts";
import { LANGUAGES } from "./language.ts";

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
