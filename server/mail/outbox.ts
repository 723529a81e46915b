/**
 * The mail outbox: rows written in the same transaction as the submission they are about, then claimed and
 * delivered by the worker. A claim sets a lease (`locked_until`) and a token (`claim_token`); on PostgreSQL
 * the claim skips rows another instance is claiming at that moment (`FOR UPDATE SKIP LOCKED`). The worker
 * renews the lease while it sends, and marks a row only while its token is still on it, so each message
 * goes out once even with several instances and a slow mail server (docs/decisions/014).
 */
import { sql, type ExpressionBuilder, type Kysely, type Transaction } from "kysely";
import type { Engine } from "../db/database.ts";
import { insertRows } from "../db/insert-rows.ts";
import type { Database, NewOutboxMessage, OutboxRow, OutboxStatus } from "../db/schema.ts";

export const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;

export async function enqueueMail(
  trx: Transaction<Database> | Kysely<Database>,
  engine: Engine,
  messages: NewOutboxMessage[],
  about: { reference: string; applicationId?: number | undefined },
  now: number,
): Promise<void> {
  await insertRows(
    trx,
    engine,
    "outbox",
    messages.map((message) => ({
      kind: message.kind,
      to_address: message.to_address,
      reply_to: message.reply_to ?? null,
      subject: message.subject,
      text_body: message.text_body,
      html_body: message.html_body,
      created_at: now,
      subject_ref: about.reference,
      application_id: about.applicationId ?? null,
      status: "pending" as const,
      attempts: 0,
      next_attempt_at: now,
    })),
  );
}

/** Why a message that never got an answer is given up at claim. */
export const GAVE_UP_ERROR = "gave up: the last tries ended without an answer (the worker stopped while sending)";

/**
 * Takes up to `limit` due messages for this worker under its claim `token`, and counts the attempt. The
 * attempt limit is enforced here, in the same statement: a message already tried `maxAttempts` times whose
 * lease ran out (its worker died while sending it, perhaps because of it) is marked failed instead of being
 * taken again, so it cannot crash workers forever. Only the rows still pending come back.
 */
export async function claimDueMail(
  db: Kysely<Database>,
  engine: Engine,
  options: { now: number; limit: number; leaseMs: number; maxAttempts: number; token: string },
): Promise<OutboxRow[]> {
  const { now, limit, leaseMs, maxAttempts, token } = options;
  let due = db
    .selectFrom("outbox")
    .select("id")
    .where("status", "=", "pending")
    .where("next_attempt_at", "<=", now)
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", now)]))
    .orderBy("id")
    .limit(limit);
  if (engine === "postgres") due = due.forUpdate().skipLocked();
  const spent = (eb: ExpressionBuilder<Database, "outbox">) => eb("attempts", ">=", maxAttempts);
  const rows = await db
    .updateTable("outbox")
    .set((eb) => ({
      status: eb
        .case()
        .when(spent(eb))
        .then(sql.lit<OutboxStatus>("failed"))
        .else(sql.lit<OutboxStatus>("pending"))
        .end(),
      last_error: eb.case().when(spent(eb)).then(GAVE_UP_ERROR).else(eb.ref("last_error")).end(),
      locked_until: eb
        .case()
        .when(spent(eb))
        .then(sql.lit(null))
        .else(now + leaseMs)
        .end(),
      attempts: eb
        .case()
        .when(spent(eb))
        .then(eb.ref("attempts"))
        .else(eb("attempts", "+", 1))
        .end(),
      claim_token: token,
    }))
    .where("id", "in", due)
    .returningAll()
    .execute();
  return rows.filter((row) => row.status === "pending");
}

/**
 * Extends the lease of the messages this claim still holds; returns their ids. A message another worker
 * took in the meantime (its lease had run out) is no longer ours and must not be sent.
 */
export async function renewMailLease(
  db: Kysely<Database>,
  ids: readonly number[],
  token: string,
  lockedUntil: number,
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .updateTable("outbox")
    .set({ locked_until: lockedUntil })
    .where("id", "in", ids)
    .where("claim_token", "=", token)
    .where("status", "=", "pending")
    .returning("id")
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** Marks messages sent, only where this claim still holds them. */
export async function markMailSent(
  db: Kysely<Database>,
  ids: readonly number[],
  token: string,
  now: number,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable("outbox")
    .set({ status: "sent", sent_at: now, locked_until: null, last_error: null })
    .where("id", "in", ids)
    .where("claim_token", "=", token)
    .execute();
}

/** The delay before try number `attempt + 1`: base, 2×base, 4×base… capped at one hour. */
export function retryDelayMs(attempt: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), MAX_RETRY_DELAY_MS);
}

/**
 * Records a failed try: retried later with backoff, or marked failed (kept, visible) after the last try or
 * when the mail server refused the message for good.
 */
export async function markMailAttemptFailed(
  db: Kysely<Database>,
  row: Pick<OutboxRow, "id" | "attempts">,
  token: string,
  error: string,
  options: { now: number; maxAttempts: number; retryBaseMs: number; permanent?: boolean },
): Promise<"retry" | "failed"> {
  const outcome = options.permanent || row.attempts >= options.maxAttempts ? "failed" : "retry";
  await db
    .updateTable("outbox")
    .set({
      status: outcome === "failed" ? "failed" : "pending",
      last_error: error.slice(0, 1000),
      locked_until: null,
      next_attempt_at: options.now + retryDelayMs(row.attempts, options.retryBaseMs),
    })
    .where("id", "=", row.id)
    .where("claim_token", "=", token)
    .execute();
  return outcome;
}

/** Puts failed messages back in the queue with a fresh count of tries; returns how many. */
export async function requeueFailedMail(db: Kysely<Database>, now: number): Promise<number> {
  const rows = await db
    .updateTable("outbox")
    .set({ status: "pending", attempts: 0, next_attempt_at: now, locked_until: null, claim_token: null })
    .where("status", "=", "failed")
    .returning("id")
    .execute();
  return rows.length;
}

export async function mailCounts(db: Kysely<Database>): Promise<Record<"pending" | "sent" | "failed", number>> {
  const rows = await db
    .selectFrom("outbox")
    .select(["status", (eb) => eb.fn.countAll<number>().as("count")])
    .groupBy("status")
    .execute();
  const counts = { pending: 0, sent: 0, failed: 0 };
  for (const row of rows) counts[row.status] = row.count;
  return counts;
}
