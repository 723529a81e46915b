/**
 * Delivers due outbox messages in the background: polls, and is woken at once after a submission. Stopping
 * waits for the delivery in progress, so a shutdown never cuts a message in half.
 */
import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Store } from "../db/database.ts";
import { isDatabaseUnavailable } from "../db/unavailable.ts";
import type { OutboxRow } from "../db/schema.ts";
import { claimDueMail, markMailAttemptFailed, markMailSent, renewMailLease } from "./outbox.ts";
import type { MailTransport } from "./transport.ts";

export interface MailWorkerOptions {
  store: Store;
  transport: MailTransport;
  from: string;
  pollMs: number;
  maxAttempts: number;
  retryBaseMs: number;
  log: FastifyBaseLogger;
  /** How long a claimed message stays reserved for this worker. */
  leaseMs?: number;
  batchSize?: number;
}

const WAKE_COALESCE_MS = 100;

/** nodemailer's codes for a refusal of the message rather than of the connection or the login. */
const MESSAGE_REFUSALS = new Set(["EENVELOPE", "EMESSAGE"]);

interface Refusal {
  reason: string;
  code: string | undefined;
  responseCode: number | undefined;
  /** The server refused this message for good (a 5xx reply): trying again would only be refused again. */
  permanent: boolean;
}

/**
 * Reads a failed send. A 5xx reply to the message itself (its sender or recipients: EENVELOPE; its content:
 * EMESSAGE) is permanent. A 5xx anywhere else (the login, STARTTLS, the greeting) says the configuration or
 * the server is wrong, which is fixed once for every message: those are retried.
 */
export function smtpRefusal(error: unknown): Refusal {
  const { code, responseCode } = (typeof error === "object" && error !== null ? error : {}) as {
    code?: unknown;
    responseCode?: unknown;
  };
  const reply = typeof responseCode === "number" ? responseCode : undefined;
  return {
    reason: error instanceof Error ? error.message : String(error),
    code: typeof code === "string" ? code : undefined,
    responseCode: reply,
    permanent: reply !== undefined && reply >= 500 && reply < 600 && MESSAGE_REFUSALS.has(String(code)),
  };
}

/** The domain of the sender's address, e.g. `northlight.example` in `Studio <no-reply@northlight.example>`. */
function domainOf(from: string): string {
  return /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
}

/**
 * The same Message-ID on every try of one outbox row, so a copy sent twice (a crash after the mail server
 * accepted it, before it was marked sent) is recognised as one message by mail clients and by the team.
 * The creation time keeps ids apart between databases (a staging copy, a rebuilt one) that reuse row ids.
 */
export function outboxMessageId(row: Pick<OutboxRow, "id" | "created_at">, domain: string): string {
  return `<outbox-${row.id}.${row.created_at.toString(36)}@${domain}>`;
}

/**
 * Mail servers name the recipient in their refusals ("550 <ann@example.com>: Recipient address rejected"):
 * the log keeps the reason without the address (the outbox row keeps it whole, for `npm run inbox`).
 */
export function withoutAddresses(text: string): string {
  return text.replace(/[^\s<>()[\]"',;:]+@[^\s<>()[\]"',;:]+/g, "[address]");
}
const SENT_GROUP_MAX_MS = 1000;

export interface MailWorker {
  /** Look for due mail now (after a submission). */
  wake(): void;
  stop(): Promise<void>;
}

export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const { store, transport, log } = options;
  const leaseMs = options.leaseMs ?? 120_000;
  const batchSize = options.batchSize ?? 25;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let timerDueAt = 0;
  let running: Promise<number> | undefined;
  /** Wakes asked for so far: a pass compares the count before and after itself. */
  let wakes = 0;

  async function attachmentsFor(row: OutboxRow) {
    if (row.application_id === null || !row.kind.endsWith("-team")) return [];
    const files = await store.db
      .selectFrom("application_files")
      .select(["file_name", "content_type", "content"])
      .where("application_id", "=", row.application_id)
      .orderBy("id")
      .execute();
    return files.map((file) => ({
      filename: file.file_name,
      contentType: file.content_type,
      content: Buffer.from(file.content),
    }));
  }

  const messageIdDomain = domainOf(options.from);

  /** Sends one message; true when the server accepted it. A refusal is recorded for a later try. */
  async function deliver(row: OutboxRow, token: string): Promise<boolean> {
    try {
      await transport.send({
        id: row.id,
        kind: row.kind,
        from: options.from,
        to: row.to_address,
        ...(row.reply_to ? { replyTo: row.reply_to } : {}),
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        attachments: await attachmentsFor(row),
        messageId: outboxMessageId(row, messageIdDomain),
        headers: { "X-Northlight-Reference": row.subject_ref },
      });
      log.info({ outboxId: row.id, kind: row.kind, attempt: row.attempts }, "mail delivered");
      return true;
    } catch (error) {
      const refusal = smtpRefusal(error);
      const outcome = await markMailAttemptFailed(store.db, row, token, refusal.reason, {
        now: Date.now(),
        maxAttempts: options.maxAttempts,
        retryBaseMs: options.retryBaseMs,
        permanent: refusal.permanent,
      });
      // The database keeps the server's words for the team (`npm run inbox`); the log gets them without
      // addresses, which mail servers like to quote back ("550 <someone@example.com>: no such user").
      log.warn(
        {
          outboxId: row.id,
          kind: row.kind,
          attempt: row.attempts,
          outcome,
          code: refusal.code,
          responseCode: refusal.responseCode,
          reason: withoutAddresses(refusal.reason).slice(0, 200),
        },
        "mail delivery failed",
      );
      return false;
    }
  }

  async function pass(): Promise<number> {
    const token = randomUUID();
    const now = Date.now();
    let leaseEnds = now + leaseMs;
    const rows = await claimDueMail(store.db, store.engine, {
      now,
      limit: batchSize,
      leaseMs,
      maxAttempts: options.maxAttempts,
      token,
    });
    // Marked sent in groups: each write takes SQLite's single write lock, which the request thread needs for
    // every submission. A crash before a group is marked resends that group (delivery is at least once). A
    // group is closed after the first send that ends a second or more after it began, so a slow mail server
    // leaves few messages unmarked.
    let sent: number[] = [];
    let groupStarted = Date.now();
    let held = new Set(rows.map((row) => row.id));
    try {
      for (const [index, row] of rows.entries()) {
        // One send can take up to 50 s when the mail server is slow: with less than half the lease left, the
        // rest of the batch is renewed, so no other worker takes (and sends again) what this one still holds.
        // What was sent is marked first: unmarked, its lease would run out and another worker send it again.
        if (Date.now() > leaseEnds - leaseMs / 2) {
          await markMailSent(store.db, sent, token, Date.now());
          sent = [];
          groupStarted = Date.now();
          leaseEnds = Date.now() + leaseMs;
          const rest = rows.slice(index).map((remaining) => remaining.id);
          held = await renewMailLease(store.db, rest, token, leaseEnds);
        }
        if (!held.has(row.id)) continue;
        if (await deliver(row, token)) sent.push(row.id);
        if (Date.now() - groupStarted >= SENT_GROUP_MAX_MS) {
          await markMailSent(store.db, sent, token, Date.now());
          sent = [];
          groupStarted = Date.now();
        }
      }
    } finally {
      await markMailSent(store.db, sent, token, Date.now());
    }
    return rows.length;
  }

  function runOnce(): Promise<number> {
    running ??= pass().finally(() => {
      running = undefined;
    });
    return running;
  }

  function schedule(delay: number) {
    if (stopped) return;
    clearTimeout(timer);
    timerDueAt = Date.now() + delay;
    timer = setTimeout(() => {
      timer = undefined;
      void loop();
    }, delay);
  }

  async function loop() {
    if (stopped) return;
    const wakesBefore = wakes;
    let handled = 0;
    try {
      handled = await runOnce();
    } catch (error) {
      if (isDatabaseUnavailable(error))
        log.error({ reason: String(error).slice(0, 200) }, "mail worker: database unavailable");
      else log.error({ err: error }, "mail worker pass failed");
    }
    // A full batch or a wake during the pass means more may be due right away.
    schedule(handled >= batchSize || wakes !== wakesBefore ? 0 : options.pollMs);
  }

  schedule(0);
  return {
    wake() {
      wakes += 1;
      // Submissions arriving together are delivered together: fewer, larger claims on the database.
      if (!running && (!timer || timerDueAt > Date.now() + WAKE_COALESCE_MS)) schedule(WAKE_COALESCE_MS);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
