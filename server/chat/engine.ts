/**
 * The chat engine interface used by the server (docs/decisions/006-chat-engine.md): a question, the earlier turns
 * and the page language in; a reply, whether the visitor asked for a person, the topic and a confidence out.
 */
import type { ChatTurn } from "../../core/chat.ts";
import type { Language } from "../../core/language.ts";

export interface ChatAnswer {
  /** The reply shown to the visitor, in the request's language. */
  text: string;
  /** True when the visitor asked to reach a person (the server escalates). */
  wantsHuman: boolean;
  /** A knowledge entry id, or an intent label such as `greeting`, `human` or `out-of-scope`. */
  topic: string;
  /** Every topic the reply answers, `topic` first, when it answers more than one (two questions in one message). */
  topics?: string[];
  /** Confidence in [0, 1]: 1 for recognised intents, below 0.5 when retrieval found nothing good enough. */
  score: number;
}

export interface ChatEngine {
  answer(input: { message: string; history: ChatTurn[]; language: Language }): Promise<ChatAnswer>;
  readonly name: string;
}
