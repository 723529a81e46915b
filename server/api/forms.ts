/**
 * POST /api/contact (JSON, or URL-encoded from a plain form) and POST /api/applications (multipart): validated
 * with the browser's zod schemas, guarded by a honeypot, per-IP rate limits and size limits, stored with their
 * emails in one transaction, then answered 201, or, to a plain form post, with a redirect to the form's
 * confirmation (plain-forms.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from "fastify";
import { applicationSchema, contactSchema, HONEYPOT_FIELD, UPLOAD_FIELDS, type UploadField } from "../../core/forms.ts";
import { LONG_TEXT_MAX_LENGTH, MAX_UPLOAD_BYTES } from "../../core/limits.ts";
import type { Config } from "../config.ts";
import type { Store } from "../db/database.ts";
import { CONTENT_TYPES, detectDocumentType, type DocumentType } from "../file-types.ts";
import type { MailWorkerHandle } from "../mail/worker-host.ts";
import { saveApplication, saveContactMessage, saveSpam, type UploadedFile } from "../submissions.ts";
import { ApiError, ClientWentAway, fieldErrorsOf } from "./errors.ts";
import { translatorFor } from "../../locales/index.ts";
import { API_PATHS } from "../../core/api-paths.ts";
import { requestLanguage } from "./request-language.ts";
import { sentAddress, wantsPage, type PlainForm } from "./plain-forms.ts";
import type { Language } from "../../core/language.ts";

/** JSON forms are small: a 5,000-character message in 4-byte characters fits with room to spare. */
export const CONTACT_BODY_LIMIT = 64 * 1024;

/** What a visitor and a bot both see on acceptance: a bot cannot tell it was caught. */
const ACCEPTED = { status: "received" } as const;

/** Acceptance: 201 to the site's script, a redirect to the form's confirmation to a plain form post. */
function acknowledge(request: FastifyRequest, reply: FastifyReply, form: PlainForm, language: Language) {
  if (wantsPage(request)) return reply.redirect(sentAddress(form, language), 303);
  return reply.code(201).send(ACCEPTED);
}

interface Dependencies {
  config: Config;
  store: Store;
  mailWorker: MailWorkerHandle;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Filled or absent: a person's browser always sends the hidden field, and always empty. */
function honeypotVerdict(body: Record<string, unknown>): string | undefined {
  if (!(HONEYPOT_FIELD in body)) return "honeypot missing";
  if (body[HONEYPOT_FIELD] !== "") return "honeypot filled";
  return undefined;
}

/** Checked before the body is read, so a body of the wrong kind is refused as such, not as malformed. */
function contentTypeError(request: FastifyRequest, pattern: RegExp): ApiError | undefined {
  return pattern.test(request.headers["content-type"] ?? "") ? undefined : new ApiError(415, "unsupportedType");
}

function requireContentType(pattern: RegExp) {
  return (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    done(contentTypeError(request, pattern));
  };
}

/**
 * A multipart type must name a boundary of 1 to 70 of the characters RFC 2046 allows; the parser would
 * otherwise make what it can of an empty or odd one.
 */
const MULTIPART_TYPE = /^multipart\/form-data\s*;(?:[^;]*;)*\s*boundary=(?:"([^"]*)"|([^;\s"]*))\s*(?:;|$)/i;
const BOUNDARY = /^[0-9A-Za-z'()+_,\-./:=? ]{0,69}[0-9A-Za-z'()+_,\-./:=?]$/;

function requireMultipart() {
  return (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const typeError = contentTypeError(request, /^multipart\/form-data\b/i);
    if (typeError) {
      done(typeError);
      return;
    }
    const match = MULTIPART_TYPE.exec(request.headers["content-type"] ?? "");
    done(BOUNDARY.test(match?.[1] ?? match?.[2] ?? "") ? undefined : new ApiError(400, "malformed"));
  };
}

/** When a visitor refused for want of an upload place should try again. */
export const UPLOAD_RETRY_AFTER_SECONDS = 30;

/** Applications one visitor (`request.visitor`) may have read at once. */
export const UPLOADS_PER_VISITOR = 1;

/** What Node answers to a request that took too long, before it closes the connection. */
const TOO_SLOW_RESPONSE = "HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n";

/**
 * Cuts an upload whose body arrives slower than `minimum` on average since it began, judged at the end of
 * each window: it would hold an upload place for nothing. Bytes are counted as they come off the socket;
 * while some wait for us to read them, the slowness is ours and the client is not judged. Returns the stop.
 */
function cutWhenSlower(request: FastifyRequest, reply: FastifyReply, minimum: Config["MIN_UPLOAD_RATE"]) {
  const { socket } = request.raw;
  const started = Date.now();
  const bytesBefore = socket.bytesRead;
  const timer = setInterval(() => {
    if (request.raw.complete) {
      clearInterval(timer);
      return;
    }
    const elapsedMs = Date.now() - started;
    const received = socket.bytesRead - bytesBefore;
    if (request.raw.readableLength > 0 || received >= (minimum.bytes * elapsedMs) / minimum.windowMs) return;
    clearInterval(timer);
    request.log.info({ received, elapsedMs }, "upload cut: slower than MIN_UPLOAD_RATE");
    // As Node does for its own request timeout: a bare 408 if nothing was answered yet, then the connection
    // is closed (the handler, still reading, then finds its client gone).
    if (socket.writable && !reply.raw.headersSent) socket.write(TOO_SLOW_RESPONSE);
    socket.destroy();
  }, minimum.windowMs);
  return () => clearInterval(timer);
}

/**
 * At most `capacity` applications are read at once, `UPLOADS_PER_VISITOR` of them for one visitor: each may
 * hold two 10 MB files in memory, and one visitor must not take every place. A place is taken before the body
 * is read (and before the rate limit counts the request, so a refused visitor keeps their allowance), held
 * while the body arrives at MIN_UPLOAD_RATE at least, and given back when the response is finished or the
 * connection is gone.
 */
function uploadPlaces(capacity: number, minimum: Config["MIN_UPLOAD_RATE"]) {
  let taken = 0;
  const byVisitor = new Map<string, number>();
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const { visitor } = request;
    const theirs = byVisitor.get(visitor) ?? 0;
    const full = taken >= capacity;
    if (full || theirs >= UPLOADS_PER_VISITOR) {
      if (full) request.log.warn({ capacity }, "upload refused: every upload place is taken");
      else request.log.info("upload refused: this visitor's last upload is still being read");
      done(new ApiError(503, "busy", undefined, { retryAfterSeconds: UPLOAD_RETRY_AFTER_SECONDS }));
      return;
    }
    taken += 1;
    byVisitor.set(visitor, theirs + 1);
    const stopWatching = minimum.bytes > 0 ? cutWhenSlower(request, reply, minimum) : () => undefined;
    reply.raw.once("close", () => {
      stopWatching();
      taken -= 1;
      const left = (byVisitor.get(visitor) ?? 1) - 1;
      if (left > 0) byVisitor.set(visitor, left);
      else byVisitor.delete(visitor);
    });
    done();
  };
}

export function registerFormRoutes(app: FastifyInstance, { config, store, mailWorker }: Dependencies): void {
  const mailPolicy = {
    teamAddress: config.MAIL_TO,
    confirmationsPerDay: config.MAIL_CONFIRMATIONS_PER_DAY,
    retentionDays: config.RETENTION_DAYS,
    publicUrl: config.PUBLIC_URL,
  };
  app.post(
    API_PATHS.contact,
    {
      bodyLimit: CONTACT_BODY_LIMIT,
      onRequest: requireContentType(/^application\/(json|x-www-form-urlencoded)\b/i),
      config: { rateLimit: { max: config.RATE_LIMIT_CONTACT.max, timeWindow: config.RATE_LIMIT_CONTACT.timeWindowMs } },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const body = request.body;
      if (!isRecord(body)) throw new ApiError(400, "malformed");
      const spam = honeypotVerdict(body);
      if (spam) {
        await saveSpam(store, "contact", spam, body);
        request.log.info({ reason: spam }, "contact post caught by the honeypot");
        return acknowledge(request, reply, "contact", language);
      }
      const parsed = contactSchema.safeParse(body);
      if (!parsed.success) throw new ApiError(400, "validation", fieldErrorsOf(parsed.error, language));
      const id = await saveContactMessage(store, parsed.data, language, mailPolicy);
      mailWorker.wake();
      request.log.info({ contactId: id }, "contact message stored");
      return acknowledge(request, reply, "contact", language);
    },
  );

  app.post(
    API_PATHS.applications,
    {
      onRequest: [requireMultipart(), uploadPlaces(config.MAX_CONCURRENT_UPLOADS, config.MIN_UPLOAD_RATE)],
      config: {
        rateLimit: { max: config.RATE_LIMIT_APPLICATION.max, timeWindow: config.RATE_LIMIT_APPLICATION.timeWindowMs },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const { fields, files, fileErrors } = await readApplicationParts(request, language);
      const spam = honeypotVerdict(fields);
      if (spam) {
        await saveSpam(store, "application", spam, { ...fields, files: files.map((file) => file.fileName) });
        request.log.info({ reason: spam }, "application caught by the honeypot");
        return acknowledge(request, reply, "application", language);
      }
      const parsed = applicationSchema.safeParse(fields);
      const fieldErrors = { ...(parsed.success ? {} : fieldErrorsOf(parsed.error, language)), ...fileErrors };
      if (!parsed.success || Object.keys(fileErrors).length > 0) throw new ApiError(400, "validation", fieldErrors);
      const id = await saveApplication(store, parsed.data, files, language, mailPolicy);
      mailWorker.wake();
      request.log.info({ applicationId: id, files: files.length }, "application stored");
      return acknowledge(request, reply, "application", language);
    },
  );
}

/** Reads the multipart body: text fields, at most the two named files, each checked by its content. */
async function readApplicationParts(request: FastifyRequest, language: ReturnType<typeof requestLanguage>) {
  const t = translatorFor(language);
  // No prototype: a field named like an Object method is only a field.
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  const files: UploadedFile[] = [];
  const fileErrors: Record<string, string> = {};
  try {
    const parts = request.parts({
      limits: {
        fileSize: MAX_UPLOAD_BYTES,
        files: UPLOAD_FIELDS.length,
        fields: 20,
        // Characters can take 4 bytes in UTF-8.
        fieldSize: LONG_TEXT_MAX_LENGTH * 4 + 1024,
        parts: 24,
      },
    });
    for await (const part of parts) {
      if (part.type === "field") {
        if (typeof part.value === "string") fields[part.fieldname] = part.value;
        continue;
      }
      const field = part.fieldname as UploadField;
      if (!(UPLOAD_FIELDS as readonly string[]).includes(field) || files.some((file) => file.field === field)) {
        await part.toBuffer().catch(() => undefined);
        throw new ApiError(400, "unexpectedFile", { [part.fieldname]: t("api.unexpectedFile") });
      }
      const content = await part.toBuffer();
      // An empty file input sends a part with no name and no bytes: nothing was chosen.
      if (content.length === 0 && part.filename === "") continue;
      const type = await detectDocumentType(content);
      if (!type) {
        fileErrors[field] = t("api.fileType");
        continue;
      }
      files.push({
        field,
        fileName: safeFileName(part.filename, field, type),
        contentType: CONTENT_TYPES[type],
        content,
      });
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const { code, part } = error as { code?: string; part?: { fieldname?: string } };
    if (code === "FST_REQ_FILE_TOO_LARGE") {
      throw new ApiError(413, "tooLarge", part?.fieldname ? { [part.fieldname]: t("api.fileTooLarge") } : undefined);
    }
    if (code === "FST_FILES_LIMIT") throw new ApiError(400, "unexpectedFile");
    if (code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") throw new ApiError(413, "tooLarge");
    // The body stopped because the client hung up, not because of what it held.
    if (request.raw.errored) throw new ClientWentAway();
    // Anything else is a body that is not well-formed multipart: no boundary, a wrong one, cut short, bad
    // part headers, a field declared JSON that is not. The visitor's to fix, not ours.
    request.log.info({ reason: error instanceof Error ? error.message.slice(0, 200) : "unknown" }, "malformed upload");
    throw new ApiError(400, "malformed");
  }
  return { fields, files, fileErrors };
}

/** A display name for an attachment: no path, no control characters, and the extension of what it really is. */
export function safeFileName(original: string, field: UploadField, type: DocumentType): string {
  const base = (original.split(/[\\/]/).pop() ?? "")
    .replace(/[\p{Cc}\p{Cf}"<>|:*?]/gu, "")
    .trim()
    .slice(0, 150);
  const name = base === "" ? field : base;
  return name.toLowerCase().endsWith(`.${type}`) ? name : `${name.replace(/\.[^.]*$/, "")}.${type}`;
}
