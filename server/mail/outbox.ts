/**
 * The mail outbox: rows written in the same transaction as the submission they are about, then claimed and
 * delivered by the worker. A claim sets a lease (`locked_until`); on PostgreSQL the claim skips rows another
 * instance is claiming at that moment (`FOR UPDATE SKIP LOCKED`), so each message goes out once.
 */
import type { Kysely, Transaction } from "kysely";
import type { Engine } from "../db/database.ts";
import { insertRows } from "../db/insert-rows.ts";
import type { Database, NewOutboxMessage, OutboxRow } from "../db/schema.ts";

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

/** Takes up to `limit` due messages for this worker and counts the attempt. */
export async function claimDueMail(
  db: Kysely<Database>,
  engine: Engine,
  options: { now: number; limit: number; leaseMs: number },
): Promise<OutboxRow[]> {
  const { now, limit, leaseMs } = options;
  let due = db
    .selectFrom("outbox")
    .select("id")
    .where("status", "=", "pending")
    .where("next_attempt_at", "<=", now)
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", now)]))
    .orderBy("id")
    .limit(limit);
  if (engine === "postgres") due = due.forUpdate().skipLocked();
  return db
    .updateTable("outbox")
    .set((eb) => ({ locked_until: now + leaseMs, attempts: eb("attempts", "+", 1) }))
    .where("id", "in", due)
    .returningAll()
    .execute();
}

export async function markMailSent(db: Kysely<Database>, ids: readonly number[], now: number): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable("outbox")
    .set({ status: "sent", sent_at: now, locked_until: null, last_error: null })
    .where("id", "in", ids)
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
    .execute();
  return outcome;
}

/** Puts failed messages back in the queue with a fresh count of tries; returns how many. */
export async function requeueFailedMail(db: Kysely<Database>, now: number): Promise<number> {
  const rows = await db
    .updateTable("outbox")
    .set({ status: "pending", attempts: 0, next_attempt_at: now, locked_until: null })
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
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}
