/**
 * Retention: contact messages, job applications with their files and chat escalations are removed
 * RETENTION_DAYS after they arrived, with the mail they produced; honeypot posts after SPAM_RETENTION_DAYS.
 * Mail not yet delivered is never removed: a submission whose mail is still pending waits, whole, until that
 * mail is sent or has failed. The purge is idempotent and runs in an exclusive transaction, so instances
 * purging at once do it once (docs/decisions/012).
 */
import type { Kysely } from "kysely";
import { DAY_MS, type RetentionSettings } from "../../core/privacy.ts";
import type { Engine, Store } from "../db/database.ts";
import { exclusiveTransaction } from "../db/exclusive-transaction.ts";
import type { Database } from "../db/schema.ts";
import { removeMailFiles, removeMailFilesOlderThan } from "./mail-files.ts";
import { countApplicationFiles, deleteRecords, subjectRef, type RecordIds, type RemovedCounts } from "./records.ts";

/** The PostgreSQL advisory lock held by purges and erasures ("NLRET" in ASCII). */
export const PRIVACY_LOCK_KEY = 0x4e4c524554;

export interface Cutoffs {
  /** Messages, applications, chat escalations and their mail created before this are past retention. */
  records: number;
  spam: number;
}

export function cutoffsAt(settings: RetentionSettings, now: number): Cutoffs {
  return { records: now - settings.RETENTION_DAYS * DAY_MS, spam: now - settings.SPAM_RETENTION_DAYS * DAY_MS };
}

interface Expired {
  ids: RecordIds;
  /** Submissions past retention kept because some of their mail is not delivered yet. */
  heldForMail: number;
}

/**
 * What is past retention. With `lock` (PostgreSQL, inside the purge), the undelivered mail it looks at is
 * locked until the purge commits, so a requeue cannot turn failed mail back into pending mail meanwhile.
 */
async function findExpired(db: Kysely<Database>, engine: Engine, cutoffs: Cutoffs, lock: boolean): Promise<Expired> {
  let undelivered = db
    .selectFrom("outbox")
    .select(["subject_ref", "status"])
    .where("created_at", "<", cutoffs.records)
    .where("status", "<>", "sent");
  if (lock && engine === "postgres") undelivered = undelivered.forUpdate();
  const held = new Set(
    (await undelivered.execute()).filter((row) => row.status === "pending").map((row) => row.subject_ref),
  );
  const expired = async (
    table: "contact_messages" | "applications" | "chat_escalations",
    ref: (id: number) => string,
  ) =>
    (await db.selectFrom(table).select("id").where("created_at", "<", cutoffs.records).orderBy("id").execute())
      .map((row) => row.id)
      .filter((id) => !held.has(ref(id)));
  const mail = await db
    .selectFrom("outbox")
    .select(["id", "kind", "subject_ref"])
    .where("created_at", "<", cutoffs.records)
    .where("status", "<>", "pending")
    .orderBy("id")
    .execute();
  const spam = await db.selectFrom("spam_submissions").select("id").where("created_at", "<", cutoffs.spam).execute();
  return {
    ids: {
      contactMessages: await expired("contact_messages", subjectRef.contact),
      applications: await expired("applications", subjectRef.application),
      chatEscalations: await expired("chat_escalations", subjectRef.chat),
      spamSubmissions: spam.map((row) => row.id),
      mail: mail.filter((row) => !held.has(row.subject_ref)).map(({ id, kind }) => ({ id, kind })),
    },
    heldForMail: held.size,
  };
}

export interface PurgeRun {
  ranAt: number;
  removed: RemovedCounts;
}

export type PurgeOutcome =
  | ({ ran: true; heldForMail: number } & PurgeRun)
  /** Another instance purged less than `skipIfRanWithinMs` ago. */
  | { ran: false; lastRun: PurgeRun };

export async function lastPurge(db: Kysely<Database>): Promise<PurgeRun | undefined> {
  const row = await db
    .selectFrom("purge_runs")
    .select(["ran_at", "removed"])
    .orderBy("ran_at", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return row ? { ranAt: row.ran_at, removed: JSON.parse(row.removed) as RemovedCounts } : undefined;
}

/**
 * Removes everything past retention at `now` and records the run. With `skipIfRanWithinMs`, does nothing
 * when a purge (by any instance) ran more recently than that: the daily schedule's check, made under the lock.
 */
export async function purgeExpired(
  store: Store,
  settings: RetentionSettings,
  options: { now: number; dataDir: string; skipIfRanWithinMs?: number },
): Promise<PurgeOutcome> {
  const { now, dataDir } = options;
  const cutoffs = cutoffsAt(settings, now);
  const outcome = await exclusiveTransaction(store, PRIVACY_LOCK_KEY, async (db) => {
    if (options.skipIfRanWithinMs !== undefined) {
      const last = await lastPurge(db);
      if (last && now - last.ranAt < options.skipIfRanWithinMs) return { ran: false as const, lastRun: last };
    }
    const { ids, heldForMail } = await findExpired(db, store.engine, cutoffs, true);
    const removed = { ...(await deleteRecords(db, ids)), mailFiles: 0 };
    // The run log is kept as long as what it is about, and holds counts only.
    await db.deleteFrom("purge_runs").where("ran_at", "<", cutoffs.records).execute();
    const { id } = await db
      .insertInto("purge_runs")
      .values({ ran_at: now, removed: JSON.stringify(removed) })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { ran: true as const, ranAt: now, removed, heldForMail, mail: ids.mail, runId: id };
  });
  if (!outcome.ran) return outcome;
  // Files after the commit: a rollback must not leave rows whose copies are gone. A crash in between leaves
  // copies that the date sweep removes on the next run.
  const { mail, runId, ...result } = outcome;
  result.removed.mailFiles =
    (await removeMailFiles(dataDir, mail)) + (await removeMailFilesOlderThan(dataDir, cutoffs.records));
  if (result.removed.mailFiles > 0)
    await store.db
      .updateTable("purge_runs")
      .set({ removed: JSON.stringify(result.removed) })
      .where("id", "=", runId)
      .execute();
  return result;
}

/** What a purge at `at` would remove, counted without changing anything (for `npm run inbox`). */
export async function previewPurge(
  store: Store,
  settings: RetentionSettings,
  at: number,
): Promise<{ removable: Omit<RemovedCounts, "mailFiles">; heldForMail: number }> {
  const { ids, heldForMail } = await findExpired(store.db, store.engine, cutoffsAt(settings, at), false);
  return {
    removable: {
      contactMessages: ids.contactMessages.length,
      applications: ids.applications.length,
      applicationFiles: await countApplicationFiles(store.db, ids.applications),
      chatEscalations: ids.chatEscalations.length,
      spamSubmissions: ids.spamSubmissions.length,
      mail: ids.mail.length,
    },
    heldForMail,
  };
}
