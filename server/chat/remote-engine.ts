/**
 * The optional engine: any OpenAI-compatible chat completions API (base URL, key, model from configuration),
 * given the studio's knowledge as context and told to answer only about the studio. Any error or a reply
 * slower than the timeout falls back to the embedded engine, which also decides whether the visitor asked
 * for a person, so escalation behaves the same with either engine.
 */
import { ESCALATION_PHRASES, offersHuman, type ChatTurn } from "../../core/chat.ts";
import { COMPANY } from "../../core/company.ts";
import type { Language } from "../../core/language.ts";
import type { ChatEngine } from "./engine.ts";
import { KNOWLEDGE } from "./knowledge/index.ts";

export interface RemoteEngineOptions {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
  fallback: ChatEngine;
  onFallback?: (reason: string) => void;
}

const LANGUAGE_NAMES: Record<Language, string> = { "en-CA": "Canadian English", "fr-CA": "Canadian French" };

/** The system prompt: the studio's knowledge in the visitor's language, and the rules of the assistant. */
export function systemPrompt(language: Language): string {
  const facts = KNOWLEDGE.map((entry) => {
    const text = entry.text[language];
    return `- ${text.title}: ${text.answer}${text.context?.length ? ` ${text.context.join(" ")}` : ""}`;
  }).join("\n");
  return [
    `You are the website assistant of ${COMPANY.name}, an AI consulting and creative digital studio in Ottawa, Canada.`,
    `Answer in ${LANGUAGE_NAMES[language]} only, in one to three short sentences, using only the facts below.`,
    "Only answer questions about the studio, its services, projects, openings, contact details and policies.",
    `When you cannot answer from the facts, or the visitor wants a person, a quote, a price or a meeting, offer to "${ESCALATION_PHRASES[language]}" using exactly those words.`,
    `Never invent prices, names or commitments. The team's email is ${COMPANY.email}.`,
    "Facts:",
    facts,
  ].join("\n");
}

/** The remote model sees only the end of the conversation, and only so much of it (each request is paid for). */
export const REMOTE_HISTORY_TURNS = 6;
export const REMOTE_TURN_MAX_CHARACTERS = 500;
export const REMOTE_HISTORY_MAX_CHARACTERS = 2_000;

/**
 * The last turns of the history, each cut to its limit, the oldest dropped until the whole fits. The history
 * comes from the browser: without this, every request could carry 60 KB of anyone's text to the paid API.
 */
export function recentTurns(history: ChatTurn[]): ChatTurn[] {
  const turns = history
    .slice(-REMOTE_HISTORY_TURNS)
    .map((turn) => ({ role: turn.role, content: turn.content.slice(0, REMOTE_TURN_MAX_CHARACTERS) }));
  let total = turns.reduce((sum, turn) => sum + turn.content.length, 0);
  while (total > REMOTE_HISTORY_MAX_CHARACTERS) total -= turns.shift()?.content.length ?? total;
  return turns;
}

interface CompletionResponse {
  choices?: { message?: { content?: unknown } }[];
}

export function createRemoteEngine(options: RemoteEngineOptions): ChatEngine {
  const endpoint = `${options.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  return {
    name: `remote:${options.model}`,
    async answer(input) {
      const local = await options.fallback.answer(input);
      try {
        const response = await fetch(endpoint, {
          method: "POST",
          headers: { "Content-Type": "application/json", Authorization: `Bearer ${options.apiKey}` },
          signal: AbortSignal.timeout(options.timeoutMs),
          body: JSON.stringify({
            model: options.model,
            temperature: 0.2,
            max_tokens: 300,
            messages: [
              { role: "system", content: systemPrompt(input.language) },
              ...recentTurns(input.history),
              { role: "user", content: input.message },
            ],
          }),
        });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const payload = (await response.json()) as CompletionResponse;
        const text = payload.choices?.[0]?.message?.content;
        if (typeof text !== "string" || text.trim() === "") throw new Error("empty completion");
        // When the visitor should be offered a person, keep the wording that makes the widget ask for an email.
        if (offersHuman(local.text) && !offersHuman(text)) return local;
        return { ...local, text: text.trim().slice(0, 2000), topic: `remote:${local.topic}` };
      } catch (error) {
        options.onFallback?.(error instanceof Error ? error.message : String(error));
        return local;
      }
    },
  };
}
