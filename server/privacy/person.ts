/**
 * A person's data, on request (PIPEDA, Quebec's Law 25): everything held about one email address, exported
 * as one JSON document or erased. The address is matched whole and ignoring case: `ann@x.ca` never matches
 * `joann@x.ca`.
 */
import { sql, type Kysely } from "kysely";
import type { Store } from "../db/database.ts";
import { exclusiveTransaction } from "../db/exclusive-transaction.ts";
import type { Database } from "../db/schema.ts";
import { recipientKey } from "../mail/confirmation-quota.ts";
import { removeMailFiles } from "./mail-files.ts";
import { PRIVACY_LOCK_KEY } from "./retention.ts";
import { chunked, deleteRecords, subjectRefsOf, type RecordIds, type RemovedCounts } from "./records.ts";

/** Addresses are compared in lower case (stored as typed; the forms accept ASCII addresses only). */
export function normalizeAddress(email: string): string {
  return email.trim().toLowerCase();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The address as a whole token in free text (a honeypot post keeps the raw body): not preceded or followed
 * by a character that would make it part of a longer address. An apostrophe may be in one (`o'ann@x.ca`), or
 * be a quote mark (`'ann@x.ca'`): it joins the address only when a character of one precedes it.
 */
function addressPattern(address: string): RegExp {
  return new RegExp(`(?<![\\w.%+-])(?<![\\w.%+'-]')${escapeRegExp(address)}(?![\\w-]|\\.[\\w])`, "i");
}

const JSON_ESCAPE = /\\(?:u[0-9a-fA-F]{4}|["\\/bfnrt])/g;

/**
 * A honeypot post's stored JSON with its strings' escapes decoded, so that it reads as the visitor typed it:
 * an address after a line break follows a line break, not the letter `n` of `\n` (which would make it part of
 * a longer address). A post cut at 20,000 characters is no longer JSON; it is decoded all the same.
 */
function decodedPayload(payload: string): string {
  return payload.replace(JSON_ESCAPE, (escape) => JSON.parse(`"${escape}"`) as string);
}

/** Every record held about `email`, by id. */
export async function findPersonRecords(db: Kysely<Database>, email: string): Promise<RecordIds> {
  const address = normalizeAddress(email);
  const ids = async (table: "contact_messages" | "applications" | "chat_escalations") =>
    (
      await db
        .selectFrom(table)
        .select("id")
        .where(sql<string>`lower(email)`, "=", address)
        .orderBy("id")
        .execute()
    ).map((row) => row.id);
  const contactMessages = await ids("contact_messages");
  const applications = await ids("applications");
  const chatEscalations = await ids("chat_escalations");

  const pattern = addressPattern(address);
  const spam = await db.selectFrom("spam_submissions").select(["id", "payload"]).orderBy("id").execute();

  // Mail to them (confirmations), with them as Reply-To (the team's notifications), or about their records.
  const mail = new Map<number, string>();
  const addressed = await db
    .selectFrom("outbox")
    .select(["id", "kind"])
    .where((eb) =>
      eb.or([eb(sql<string>`lower(to_address)`, "=", address), eb(sql<string>`lower(reply_to)`, "=", address)]),
    )
    .execute();
  for (const row of addressed) mail.set(row.id, row.kind);
  for (const refs of chunked(subjectRefsOf({ contactMessages, applications, chatEscalations }))) {
    const about = await db.selectFrom("outbox").select(["id", "kind"]).where("subject_ref", "in", refs).execute();
    for (const row of about) mail.set(row.id, row.kind);
  }
  return {
    contactMessages,
    applications,
    chatEscalations,
    spamSubmissions: spam.filter((row) => pattern.test(decodedPayload(row.payload))).map((row) => row.id),
    mail: [...mail].sort(([a], [b]) => a - b).map(([id, kind]) => ({ id, kind })),
  };
}

const iso = (epochMs: number | null) => (epochMs === null ? null : new Date(epochMs).toISOString());

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // A honeypot payload is cut at 20,000 characters: then it is given as stored.
    return text;
  }
}

/** Rows for a list of ids, a bounded number of parameters at a time. */
async function byChunks<R>(ids: number[], select: (chunk: number[]) => Promise<R[]>): Promise<R[]> {
  const rows: R[] = [];
  for (const chunk of chunked(ids)) rows.push(...(await select(chunk)));
  return rows;
}

/**
 * One JSON-ready document with everything held about `email`: messages, applications (each file's name,
 * type and size, and its content in base64 when `withFiles`), chat escalations with their transcripts,
 * honeypot posts that carry the address, and the mail sent to or about the person.
 */
export async function exportPerson(store: Store, email: string, options: { withFiles: boolean; now?: number }) {
  const { db } = store;
  const ids = await findPersonRecords(db, email);
  const contacts = await byChunks(ids.contactMessages, (chunk) =>
    db.selectFrom("contact_messages").selectAll().where("id", "in", chunk).orderBy("id").execute(),
  );
  const applications = await byChunks(ids.applications, (chunk) =>
    db.selectFrom("applications").selectAll().where("id", "in", chunk).orderBy("id").execute(),
  );
  const files = await byChunks(ids.applications, (chunk) =>
    db
      .selectFrom("application_files")
      .select(["id", "application_id", "field", "file_name", "content_type", "size"])
      .$if(options.withFiles, (query) => query.select("content"))
      .where("application_id", "in", chunk)
      .orderBy("id")
      .execute(),
  );
  const chats = await byChunks(ids.chatEscalations, (chunk) =>
    db.selectFrom("chat_escalations").selectAll().where("id", "in", chunk).orderBy("id").execute(),
  );
  const spam = await byChunks(ids.spamSubmissions, (chunk) =>
    db.selectFrom("spam_submissions").selectAll().where("id", "in", chunk).orderBy("id").execute(),
  );
  const mail = await byChunks(
    ids.mail.map((message) => message.id),
    (chunk) => db.selectFrom("outbox").selectAll().where("id", "in", chunk).orderBy("id").execute(),
  );
  return {
    exportedAt: iso(options.now ?? Date.now()),
    email,
    contactMessages: contacts.map((row) => ({
      id: row.id,
      receivedAt: iso(row.created_at),
      language: row.language,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      company: row.company,
      service: row.service,
      message: row.message,
    })),
    applications: applications.map((row) => ({
      id: row.id,
      receivedAt: iso(row.created_at),
      language: row.language,
      position: row.position,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      phone: row.phone,
      portfolioUrl: row.portfolio_url,
      experience: row.experience,
      motivation: row.motivation,
      availableStart: row.available_start,
      files: files
        .filter((file) => file.application_id === row.id)
        .map((file) => ({
          field: file.field,
          fileName: file.file_name,
          contentType: file.content_type,
          size: file.size,
          ...(file.content ? { contentBase64: Buffer.from(file.content).toString("base64") } : {}),
        })),
    })),
    chatEscalations: chats.map((row) => ({
      id: row.id,
      receivedAt: iso(row.created_at),
      language: row.language,
      email: row.email,
      transcript: parseJson(row.transcript),
    })),
    spamSubmissions: spam.map((row) => ({
      id: row.id,
      receivedAt: iso(row.created_at),
      kind: row.kind,
      reason: row.reason,
      payload: parseJson(row.payload),
    })),
    mail: mail.map((row) => ({
      id: row.id,
      createdAt: iso(row.created_at),
      kind: row.kind,
      about: row.subject_ref,
      to: row.to_address,
      replyTo: row.reply_to,
      subject: row.subject,
      text: row.text_body,
      status: row.status,
      sentAt: iso(row.sent_at),
    })),
  };
}

export type PersonExport = Awaited<ReturnType<typeof exportPerson>>;

export interface ForgetResult {
  removed: RemovedCounts;
  /** Today's count of confirmations to the address (kept as a hash of it, server/mail/confirmation-quota.ts). */
  confirmationCounts: number;
  /**
   * SQLite: whether the write-ahead log was emptied at once. When another connection was reading at that
   * moment, the old pages stay in the log until the server's last connection closes, which removes it.
   */
  logCleared: boolean;
}

/**
 * Erases everything held about `email`: rows, files, outbox mail (sent or not) and their `.eml` copies, and
 * the day's count of confirmations to it (which then starts again from zero).
 */
export async function forgetPerson(store: Store, email: string, options: { dataDir: string }): Promise<ForgetResult> {
  const erased = await exclusiveTransaction(store, PRIVACY_LOCK_KEY, async (db) => {
    const ids = await findPersonRecords(db, email);
    const counts = await deleteRecords(db, ids);
    const quota = await db
      .deleteFrom("confirmation_counts")
      .where("recipient", "=", recipientKey(normalizeAddress(email)))
      .executeTakeFirst();
    return { ids, counts, confirmationCounts: Number(quota.numDeletedRows) };
  });
  const mailFiles = await removeMailFiles(options.dataDir, erased.ids.mail);
  let logCleared = true;
  if (store.engine === "sqlite") {
    // secure_delete (node-sqlite.ts) zeroed the rows in the pages; the log still holds their old versions
    // until a checkpoint copies the new pages back and truncates it.
    const result = await sql<{ busy: number }>`pragma wal_checkpoint(TRUNCATE)`.execute(store.db);
    logCleared = (result.rows[0]?.busy ?? 1) === 0;
  }
  return { removed: { ...erased.counts, mailFiles }, confirmationCounts: erased.confirmationCounts, logCleared };
}
