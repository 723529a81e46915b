/**
 * POST /api/chat: the support chatbot. Validates the request, asks the engine, and when the
 * visitor asked for a person and gave an email, stores the transcript and notifies the team through the
 * outbox before answering `escalated: true`: once per conversation, and within RATE_LIMIT_CHAT_HANDOFF per
 * address and per visitor email.
 */
import type { FastifyInstance } from "fastify";
import { CHAT_MESSAGE_MAX_LENGTH, type ChatResponse } from "../../core/chat.ts";
import { chatRequestSchema } from "../../core/chat-request.ts";
import type { Config } from "../config.ts";
import type { Store } from "../db/database.ts";
import type { ChatEngine } from "../chat/engine.ts";
import type { MailWorkerHandle } from "../mail/worker-host.ts";
import { conversationKey, createAddressWindow, handoffEmailKey, sharedAddressWindow } from "../chat/handoff.ts";
import type { TranscriptTurn } from "../mail/emails.ts";
import { isEscalated, saveChatEscalation } from "../submissions.ts";
import { ApiError } from "./errors.ts";
import { translatorFor } from "../../locales/index.ts";
import { API_PATHS } from "../../core/api-paths.ts";
import { requestLanguage } from "./request-language.ts";

function handoffLimited(retryAfterSeconds: number): ApiError {
  return new ApiError(429, "handoffLimited", undefined, { retryAfterSeconds: Math.ceil(retryAfterSeconds) });
}

interface Dependencies {
  config: Config;
  store: Store;
  mailWorker: MailWorkerHandle;
  engine: ChatEngine;
}

export function registerChatRoute(app: FastifyInstance, { config, store, mailWorker, engine }: Dependencies): void {
  const handoffLimit = {
    max: config.RATE_LIMIT_CHAT_HANDOFF.max,
    windowMs: config.RATE_LIMIT_CHAT_HANDOFF.timeWindowMs,
  };
  const handoffsByAddress =
    store.engine === "postgres" ? sharedAddressWindow(store.db, handoffLimit) : createAddressWindow(handoffLimit);
  app.post(
    API_PATHS.chat,
    {
      // 30 history entries of 2,000 characters, in up to 4 bytes each, with room for JSON.
      bodyLimit: 300 * 1024,
      onRequest: (request, _reply, done) => {
        const isJson = /^application\/json\b/i.test(request.headers["content-type"] ?? "");
        done(isJson ? undefined : new ApiError(415, "unsupportedType"));
      },
      config: { rateLimit: { max: config.RATE_LIMIT_CHAT.max, timeWindow: config.RATE_LIMIT_CHAT.timeWindowMs } },
    },
    async (request, reply) => {
      const parsed = chatRequestSchema.safeParse(request.body);
      if (!parsed.success) {
        const t = translatorFor(requestLanguage(request));
        const fieldErrors = Object.fromEntries(
          parsed.error.issues.map((issue) => [String(issue.path[0] ?? "body"), t("api.validation")]),
        );
        // The widget shows this message in the conversation, where no field is highlighted.
        const max = new Intl.NumberFormat(requestLanguage(request)).format(CHAT_MESSAGE_MAX_LENGTH);
        throw new ApiError(400, "chatInvalid", fieldErrors, { values: { max } });
      }
      const { message, chatHistory, userEmail, language } = parsed.data;
      const answer = await engine.answer({ message, history: chatHistory, language });
      let escalated = false;
      if (answer.wantsHuman && userEmail !== "") {
        const conversation = conversationKey(userEmail, chatHistory, message);
        // A conversation is handed off once: later requests in it say so, and send nothing again.
        if (await isEscalated(store, conversation)) {
          escalated = true;
        } else {
          const wait = await handoffsByAddress.waitSeconds(request.visitor);
          if (wait > 0) throw handoffLimited(wait);
          const transcript: TranscriptTurn[] = [
            ...chatHistory.map((turn) => ({ ...turn, source: "browser" as const })),
            { role: "user", content: message, source: "server" },
            { role: "assistant", content: answer.text, source: "server" },
          ];
          const outcome = await saveChatEscalation(
            store,
            { transcript, email: userEmail, language, conversation, emailKey: handoffEmailKey(userEmail) },
            config.MAIL_TO,
            config.RATE_LIMIT_CHAT_HANDOFF,
          );
          if (outcome.status === "email-limit")
            throw handoffLimited(config.RATE_LIMIT_CHAT_HANDOFF.timeWindowMs / 1000);
          if (outcome.status === "escalated") {
            await handoffsByAddress.record(request.visitor);
            mailWorker.wake();
            request.log.info({ escalationId: outcome.id }, "chat escalated to the team");
          }
          escalated = true;
        }
      }
      request.log.info(
        { topic: answer.topic, score: Number(answer.score.toFixed(2)), engine: engine.name },
        "chat answered",
      );
      return reply.send({ response: answer.text, escalated } satisfies ChatResponse);
    },
  );
}
