/**
 * POST /api/chat: the support chatbot (spec §3, §5). Validates the request, asks the engine, and when the
 * visitor asked for a person and gave an email, stores the transcript and notifies the team through the
 * outbox before answering `escalated: true`.
 */
import type { FastifyInstance } from "fastify";
import { CHAT_MESSAGE_MAX_LENGTH, chatRequestSchema, type ChatResponse } from "../../core/chat.ts";
import type { Config } from "../config.ts";
import type { Store } from "../db/database.ts";
import type { ChatEngine } from "../chat/engine.ts";
import type { MailWorkerHandle } from "../mail/worker-host.ts";
import { saveChatEscalation } from "../submissions.ts";
import { ApiError } from "./errors.ts";
import { translatorFor } from "../../locales/index.ts";
import { requestLanguage } from "./request-language.ts";

export const CHAT_ROUTE = "/api/chat";

interface Dependencies {
  config: Config;
  store: Store;
  mailWorker: MailWorkerHandle;
  engine: ChatEngine;
}

export async function registerChatRoute(
  app: FastifyInstance,
  { config, store, mailWorker, engine }: Dependencies,
): Promise<void> {
  app.post(
    CHAT_ROUTE,
    {
      // 30 history entries of 2,000 characters, in up to 4 bytes each, with room for JSON.
      bodyLimit: 300 * 1024,
      onRequest: async (request) => {
        if (!/^application\/json\b/i.test(request.headers["content-type"] ?? ""))
          throw new ApiError(415, "unsupportedType");
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
        throw new ApiError(400, "chatInvalid", fieldErrors, { max });
      }
      const { message, chatHistory, userEmail, language } = parsed.data;
      const answer = await engine.answer({ message, history: chatHistory, language });
      let escalated = false;
      if (answer.wantsHuman && userEmail !== "") {
        const transcript = [
          ...chatHistory,
          { role: "user" as const, content: message },
          { role: "assistant" as const, content: answer.text },
        ];
        const id = await saveChatEscalation(store, transcript, userEmail, language, config.MAIL_TO);
        mailWorker.wake();
        escalated = true;
        request.log.info({ escalationId: id }, "chat escalated to the team");
      }
      request.log.info(
        { topic: answer.topic, score: Number(answer.score.toFixed(2)), engine: engine.name },
        "chat answered",
      );
      return reply.send({ response: answer.text, escalated } satisfies ChatResponse);
    },
  );
}
