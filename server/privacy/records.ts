/**
 * The personal records the site holds, by id, and their deletion: shared by the retention purge and by
 * erasure on request, so both remove a submission with everything that hangs off it (files, mail).
 */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";

/** An outbox message; its kind names its `.eml` copy. */
export interface MailRef {
  id: number;
  kind: string;
}

export interface RecordIds {
  contactMessages: number[];
  applications: number[];
  chatEscalations: number[];
  spamSubmissions: number[];
  mail: MailRef[];
}

/** How many records of each kind were (or would be) removed. Counts only: safe to log. */
export interface RemovedCounts {
  contactMessages: number;
  applications: number;
  applicationFiles: number;
  chatEscalations: number;
  spamSubmissions: number;
  mail: number;
  /** `.eml` copies under DATA_DIR/outbox (mail written without SMTP_URL). */
  mailFiles: number;
}

/** The outbox's `subject_ref` of each kind of submission, as server/submissions.ts writes it. */
export const subjectRef = {
  contact: (id: number) => `contact:${id}`,
  application: (id: number) => `application:${id}`,
  chat: (id: number) => `chat:${id}`,
};

export function subjectRefsOf(ids: Pick<RecordIds, "contactMessages" | "applications" | "chatEscalations">): string[] {
  return [
    ...ids.contactMessages.map(subjectRef.contact),
    ...ids.applications.map(subjectRef.application),
    ...ids.chatEscalations.map(subjectRef.chat),
  ];
}

/** Far below SQLite's and PostgreSQL's limits on bound parameters. */
const CHUNK = 500;

export function chunked<T>(items: readonly T[]): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) chunks.push(items.slice(start, start + CHUNK));
  return chunks;
}

export async function countApplicationFiles(db: Kysely<Database>, applicationIds: number[]): Promise<number> {
  let count = 0;
  for (const ids of chunked(applicationIds)) {
    const row = await db
      .selectFrom("application_files")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("application_id", "in", ids)
      .executeTakeFirst();
    count += row?.count ?? 0;
  }
  return count;
}

type TableWithId = "contact_messages" | "applications" | "chat_escalations" | "spam_submissions" | "outbox";

async function deleteByIds(db: Kysely<Database>, table: TableWithId, ids: number[]): Promise<number> {
  let count = 0;
  for (const chunk of chunked(ids)) {
    const result = await db.deleteFrom(table).where("id", "in", chunk).executeTakeFirst();
    count += Number(result.numDeletedRows);
  }
  return count;
}

/**
 * Deletes the records (in a transaction the caller holds), mail first: a team notification refers to its
 * application. Returns the counts, `.eml` copies aside (they are files, removed after the commit).
 */
export async function deleteRecords(db: Kysely<Database>, ids: RecordIds): Promise<Omit<RemovedCounts, "mailFiles">> {
  const mail = await deleteByIds(
    db,
    "outbox",
    ids.mail.map((message) => message.id),
  );
  let applicationFiles = 0;
  for (const chunk of chunked(ids.applications)) {
    const result = await db.deleteFrom("application_files").where("application_id", "in", chunk).executeTakeFirst();
    applicationFiles += Number(result.numDeletedRows);
  }
  return {
    mail,
    applicationFiles,
    applications: await deleteByIds(db, "applications", ids.applications),
    contactMessages: await deleteByIds(db, "contact_messages", ids.contactMessages),
    chatEscalations: await deleteByIds(db, "chat_escalations", ids.chatEscalations),
    spamSubmissions: await deleteByIds(db, "spam_submissions", ids.spamSubmissions),
  };
}

export function totalOf(counts: RemovedCounts): number {
  // As a Record its values are numbers; Object.values types an interface's as any.
  const byKind: Record<keyof RemovedCounts, number> = counts;
  return Object.values(byKind).reduce((sum, count) => sum + count, 0);
}
