/**
 * Seeds a person's data the way the site stores it (the real save functions, so rows, files and rendered
 * mail are as in production), then dates it and sets its mail's state, for the retention and erasure tests.
 */
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { sql } from "kysely";
import { HONEYPOT_FIELD } from "../../core/forms.ts";
import { DAY_MS } from "../../core/privacy.ts";
import type { Store } from "../../server/db/database.ts";
import type { OutboxStatus } from "../../server/db/schema.ts";
import { conversationKey, handoffEmailKey } from "../../server/chat/handoff.ts";
import { saveApplication, saveChatEscalation, saveContactMessage, saveSpam } from "../../server/submissions.ts";
import { pdfBytes } from "./documents.ts";

export const TEAM = "team@northlight.example";
/** As the server sends it, with no daily cap in the way of seeding. */
const MAIL = {
  teamAddress: TEAM,
  confirmationsPerDay: 1_000_000,
  retentionDays: 365,
  publicUrl: "https://www.northlight.example",
};

export interface Seeded {
  email: string;
  contactId: number;
  applicationId: number;
  chatId: number;
  spamId: number;
  /** Values only this person's records hold. */
  marks: { message: string; phone: string; fileName: string; chat: string };
}

/** A PDF of about 20 KB whose text carries `email` at its start and end, as a résumé would. */
export function resumeFor(email: string): Buffer {
  return pdfBytes(`Curriculum vitae, ${email}\n${"% experience\n".repeat(1500)}% Contact: ${email}`);
}

/**
 * One contact message, one application with a résumé, one chat escalation and one honeypot post from
 * `email` (each with its mail), written `ageDays` before `now`.
 */
export async function seedPerson(
  store: Store,
  email: string,
  options: { tag: string; now?: number; ageDays?: number },
): Promise<Seeded> {
  const { tag } = options;
  const marks = {
    message: `Message ${tag}: we would like a guided tour for our gallery.`,
    phone: `613 555 ${tag.slice(0, 4).padEnd(4, "0")}`,
    fileName: `cv-${tag}.pdf`,
    chat: `I want to speak to a human about ${tag}`,
  };
  const contactId = await saveContactMessage(
    store,
    {
      firstName: `First${tag}`,
      lastName: `Last${tag}`,
      email,
      company: `Company ${tag}`,
      service: "ai-consulting",
      message: marks.message,
    },
    "en-CA",
    MAIL,
  );
  const applicationId = await saveApplication(
    store,
    {
      position: "ai-engineer",
      firstName: `First${tag}`,
      lastName: `Last${tag}`,
      email,
      phone: marks.phone,
      portfolioUrl: `https://${tag}.example.com`,
      experience: `Experience ${tag}: `.padEnd(60, "x"),
      motivation: `Motivation ${tag}: `.padEnd(60, "y"),
      availableStart: "March",
    },
    [{ field: "resume", fileName: marks.fileName, contentType: "application/pdf", content: resumeFor(email) }],
    "fr-CA",
    MAIL,
  );
  const chat = await saveChatEscalation(
    store,
    {
      transcript: [
        { role: "user", content: marks.chat, source: "server" },
        { role: "assistant", content: "I can connect you with our team.", source: "server" },
      ],
      email,
      language: "en-CA",
      conversation: conversationKey(email, [], marks.chat),
      emailKey: handoffEmailKey(email),
    },
    TEAM,
    { max: 1000, timeWindowMs: DAY_MS },
  );
  if (chat.status !== "escalated") throw new Error(`The chat escalation was not stored: ${chat.status}`);
  const chatId = chat.id;
  await saveSpam(store, "contact", "honeypot filled", {
    firstName: `Bot${tag}`,
    email,
    message: `Spam ${tag}`,
    [HONEYPOT_FIELD]: "555",
  });
  const spam = await store.db
    .selectFrom("spam_submissions")
    .select("id")
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  const seeded = { email, contactId, applicationId, chatId, spamId: spam.id, marks };
  if (options.ageDays !== undefined)
    await dateRecords(store, seeded, (options.now ?? Date.now()) - options.ageDays * DAY_MS);
  return seeded;
}

export function refsOf(seeded: Pick<Seeded, "contactId" | "applicationId" | "chatId">): string[] {
  return [`contact:${seeded.contactId}`, `application:${seeded.applicationId}`, `chat:${seeded.chatId}`];
}

/** Sets when every record of `seeded` (and its mail) was created. */
export async function dateRecords(store: Store, seeded: Seeded, createdAt: number): Promise<void> {
  const { db } = store;
  await db.updateTable("contact_messages").set({ created_at: createdAt }).where("id", "=", seeded.contactId).execute();
  await db.updateTable("applications").set({ created_at: createdAt }).where("id", "=", seeded.applicationId).execute();
  await db.updateTable("chat_escalations").set({ created_at: createdAt }).where("id", "=", seeded.chatId).execute();
  await db.updateTable("spam_submissions").set({ created_at: createdAt }).where("id", "=", seeded.spamId).execute();
  await db.updateTable("outbox").set({ created_at: createdAt }).where("subject_ref", "in", refsOf(seeded)).execute();
}

/** Sets the state of the mail about one submission (`kind` narrows it to one message). */
export async function setMailStatus(store: Store, ref: string, status: OutboxStatus, kind?: string): Promise<void> {
  let update = store.db
    .updateTable("outbox")
    .set({ status, sent_at: status === "sent" ? Date.now() : null })
    .where("subject_ref", "=", ref);
  if (kind) update = update.where("kind", "=", kind);
  await update.execute();
}

/** Every table of the database, each row as text (binary columns as Latin-1, so text inside files shows). */
export async function everyTableAsText(store: Store): Promise<Map<string, string>> {
  const tables =
    store.engine === "sqlite"
      ? await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(store.db)
      : await sql<{
          name: string;
        }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(
          store.db,
        );
  const dump = new Map<string, string>();
  for (const { name } of tables.rows) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(store.db);
    dump.set(
      name,
      JSON.stringify(rows.rows, (_key, value: unknown) =>
        value instanceof Uint8Array || (value as { type?: string } | null | undefined)?.type === "Buffer"
          ? Buffer.from(value instanceof Uint8Array ? value : (value as { data: number[] }).data).toString("latin1")
          : value,
      ),
    );
  }
  return dump;
}

/** The address as a whole address (so `ann@x.ca` is not found inside `joann@x.ca`), ignoring case. */
export function addressPattern(email: string): RegExp {
  return new RegExp(`(?<![\\w.%+'-])${email.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\w-])`, "gi");
}

/** Every file under `dir`, read raw. */
export async function filesUnder(dir: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) {
      const path = join(entry.parentPath, entry.name);
      files.set(path, await readFile(path));
    }
  }
  return files;
}
