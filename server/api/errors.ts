/**
 * Every error answer is JSON with a message in the request's language, and fieldErrors for the forms.
 * Bad input never becomes a 500.
 */
import type { FastifyError, FastifyInstance } from "fastify";
import type { z } from "zod/mini";
import { isValidationKey } from "../../core/forms.ts";
import { translatorFor } from "../../locales/index.ts";
import { requestLanguage, requestT } from "./request-language.ts";
import { sendRefusalPage, wantsPage } from "./plain-forms.ts";
import { isDatabaseUnavailable } from "../db/unavailable.ts";
import type { Language } from "../../core/language.ts";
import type { Values } from "../../locales/translate.ts";

export interface ErrorBody {
  message: string;
  fieldErrors?: Record<string, string>;
}

type ApiMessage =
  | "validation"
  | "chatInvalid"
  | "rateLimited"
  | "tooLarge"
  | "bodyTooLarge"
  | "fileTooLarge"
  | "fileType"
  | "unexpectedFile"
  | "malformed"
  | "unsupportedType"
  | "notFound"
  | "busy"
  | "crossSite"
  | "handoffLimited"
  | "unavailable"
  | "server";

/** A failure the API answers on purpose, with its status. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly key: ApiMessage;
  readonly fieldErrors: Record<string, string> | undefined;
  /** Sent as Retry-After: when to come back after a 503 or 429. */
  readonly retryAfterSeconds: number | undefined;
  /** Values for the message's placeholders. */
  readonly values: Values | undefined;
  constructor(
    statusCode: number,
    key: ApiMessage,
    fieldErrors?: Record<string, string>,
    options: { retryAfterSeconds?: number; values?: Values } = {},
  ) {
    super(key);
    this.statusCode = statusCode;
    this.key = key;
    this.fieldErrors = fieldErrors;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.values = options.values;
  }
}

/** The client hung up before its request could be read: nobody to answer, and nothing wrong on our side. */
export class ClientWentAway extends Error {
  constructor() {
    super("the client went away");
  }
}

/** One translated message per invalid field (the first problem of each). */
export function fieldErrorsOf(error: z.core.$ZodError, language: Language): Record<string, string> {
  const t = translatorFor(language);
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    // A check of ours names its message; anything else (a wrong type, say) gets the general one.
    fieldErrors[field] ??= isValidationKey(issue.message) ? t(`validation.${issue.message}`) : t("api.validation");
  }
  return fieldErrors;
}

const BY_CODE: Record<string, [number, ApiMessage]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, "bodyTooLarge"],
  FST_REQ_FILE_TOO_LARGE: [413, "tooLarge"],
  FST_FILES_LIMIT: [400, "unexpectedFile"],
  FST_PARTS_LIMIT: [413, "tooLarge"],
  FST_FIELDS_LIMIT: [413, "tooLarge"],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, "unsupportedType"],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, "unsupportedType"],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, "malformed"],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, "malformed"],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, "malformed"],
};

/** When a visitor should try again after the database was out of reach. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 30;

export function registerErrorHandling(app: FastifyInstance): void {
  // A visitor's hang-up is theirs to make, at any stage: one line for the record, below what pages anyone.
  app.addHook("onRequestAbort", (request, done) => {
    request.log.info("client went away");
    done();
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const t = requestT(request);
    if (error instanceof ApiError) {
      const body: ErrorBody = {
        message: t(`api.${error.key}`, error.values),
        ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
      };
      if (error.retryAfterSeconds !== undefined) reply.header("Retry-After", String(error.retryAfterSeconds));
      if (wantsPage(request)) {
        return sendRefusalPage(reply, error.statusCode, requestLanguage(request), body.message, body.fieldErrors);
      }
      return reply.code(error.statusCode).send(body);
    }
    // Or the request stream's own failure: the client hung up before its request had arrived (Node's
    // "aborted", ECONNRESET). Neither an outage nor a bug, nobody is left to answer, and the abort hook above
    // has logged it.
    if (error instanceof ClientWentAway || error === request.raw.errored) {
      return reply.code(400).send({ message: t("api.malformed") } satisfies ErrorBody);
    }
    if (isDatabaseUnavailable(error)) {
      // An outage, not the visitor's fault nor a bug: they are told to come back, the operator is told why.
      request.log.error({ code: error.code, reason: error.message.slice(0, 200) }, "database unavailable");
      reply.header("Retry-After", String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      if (wantsPage(request)) return sendRefusalPage(reply, 503, requestLanguage(request), t("api.unavailable"));
      return reply.code(503).send({ message: t("api.unavailable") } satisfies ErrorBody);
    }
    const known = error.code ? BY_CODE[error.code] : undefined;
    const status =
      known?.[0] ??
      (error.statusCode === 429 ? 429 : error.statusCode && error.statusCode < 500 ? error.statusCode : 500);
    const key: ApiMessage =
      known?.[1] ??
      (status === 429 ? "rateLimited" : status === 404 ? "notFound" : status < 500 ? "malformed" : "server");
    if (status >= 500) request.log.error({ err: error }, "request failed");
    else request.log.info({ code: error.code, status }, "request refused");
    // A body over its route's limit is told that limit (a form's JSON is no 10 MB file).
    const values =
      key === "bodyTooLarge"
        ? { kilobytes: new Intl.NumberFormat(requestLanguage(request)).format(request.routeOptions.bodyLimit / 1024) }
        : undefined;
    if (wantsPage(request)) return sendRefusalPage(reply, status, requestLanguage(request), t(`api.${key}`, values));
    return reply.code(status).send({ message: t(`api.${key}`, values) } satisfies ErrorBody);
  });
}
