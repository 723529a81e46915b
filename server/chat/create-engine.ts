import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config.ts";
import { createEmbeddedEngine } from "./embedded-engine.ts";
import type { ChatEngine } from "./engine.ts";
import { createRemoteEngine } from "./remote-engine.ts";

/** The embedded engine, or the remote one (with the embedded as fallback) when it is configured. */
export function createChatEngine(config: Config, log: FastifyBaseLogger): ChatEngine {
  // The privacy page's periods are the server's settings: answers quoting it say the same.
  const embedded = createEmbeddedEngine({ warn: (message) => log.warn(message), retention: config });
  if (!config.CHAT_API_URL || !config.CHAT_API_KEY || !config.CHAT_MODEL) return embedded;
  return createRemoteEngine({
    baseUrl: config.CHAT_API_URL,
    apiKey: config.CHAT_API_KEY,
    model: config.CHAT_MODEL,
    timeoutMs: config.CHAT_TIMEOUT_MS,
    fallback: embedded,
    onFallback: (reason) => log.warn({ reason }, "chat API failed, answered with the embedded engine"),
  });
}
