/**
 * Storing what visitors send. A submission, its files and its outbox rows are written in one transaction
 * (shared with submissions arriving at the same moment: group commit); the API answers success only after
 * it commits.
 */
import type { Insertable, Kysely } from "kysely";
import type { Application, ContactMessage, UploadField } from "../core/forms.ts";
import type { Language } from "../core/language.ts";
import type { Store } from "./db/database.ts";
import { insertRows } from "./db/insert-rows.ts";
import type { Database, NewOutboxMessage } from "./db/schema.ts";
import {
  applicationEmails,
  chatEscalationEmail,
  contactEmails,
  type ConfirmationDecision,
  type EmailSettings,
  type TranscriptTurn,
} from "./mail/emails.ts";
import { reserveConfirmation } from "./mail/confirmation-quota.ts";
import { enqueueMail } from "./mail/outbox.ts";

/**
 * Where the team's notifications go, the daily cap on confirmations to visitors, and how long what they
 * sent is kept (the confirmation says so).
 */
export interface MailPolicy extends EmailSettings {
  confirmationsPerDay: number;
}

export interface UploadedFile {
  field: UploadField;
  fileName: string;
  contentType: string;
  content: Buffer;
}

type FormTable = "contact_messages" | "applications";

/** How each form's stored row is named: in its emails' reference (`contact:12`), and in an error. */
const ROW_NAMES: Record<FormTable, { reference: string; noun: string }> = {
  contact_messages: { reference: "contact", noun: "contact message" },
  applications: { reference: "application", noun: "application" },
};

/** What one form stores and sends; `saveForm` does the rest the same way for every form. */
interface FormSubmission<T extends FormTable> {
  table: T;
  /** The row; its `created_at` is also the time the confirmation quota and the outbox go by. */
  row: Insertable<Database[T]> & { created_at: number };
  /** The visitor's address, whose confirmations are counted. */
  email: string;
  /** Writes what belongs to the new row (an application's files) in the same transaction. */
  attach?: (trx: Kysely<Database>, id: number) => Promise<void>;
  emails: (reference: string, confirmation: ConfirmationDecision) => NewOutboxMessage[];
}

/** Stores a submission and queues its emails in one commit; resolves with the new row's id. */
function saveForm<T extends FormTable>(store: Store, mail: MailPolicy, submission: FormSubmission<T>): Promise<number> {
  const { table, row, email } = submission;
  const now = row.created_at;
  return store.commit(async (trx) => {
    const [id] = await insertRows(trx, store.engine, table, [row]);
    if (id === undefined) throw new Error(`The ${ROW_NAMES[table].noun} was not stored`);
    await submission.attach?.(trx, id);
    const reference = `${ROW_NAMES[table].reference}:${id}`;
    const confirmation = await reserveConfirmation(trx, store.engine, email, now, mail.confirmationsPerDay);
    // The worker attaches an application's files to the team's email: it finds them by the application's id.
    const applicationId = table === "applications" ? id : undefined;
    await enqueueMail(trx, store.engine, submission.emails(reference, confirmation), { reference, applicationId }, now);
    return id;
  });
}

export async function saveContactMessage(
  store: Store,
  message: ContactMessage,
  language: Language,
  mail: MailPolicy,
): Promise<number> {
  return saveForm(store, mail, {
    table: "contact_messages",
    row: {
      created_at: Date.now(),
      language,
      first_name: message.firstName,
      last_name: message.lastName,
      email: message.email,
      company: message.company,
      service: message.service,
      message: message.message,
    },
    email: message.email,
    emails: (reference, confirmation) => contactEmails(message, language, reference, mail, confirmation),
  });
}

export async function saveApplication(
  store: Store,
  application: Application,
  files: UploadedFile[],
  language: Language,
  mail: MailPolicy,
): Promise<number> {
  const summary = files.map((file) => ({ field: file.field, fileName: file.fileName, size: file.content.length }));
  return saveForm(store, mail, {
    table: "applications",
    row: {
      created_at: Date.now(),
      language,
      position: application.position,
      first_name: application.firstName,
      last_name: application.lastName,
      email: application.email,
      phone: application.phone,
      portfolio_url: application.portfolioUrl,
      experience: application.experience,
      motivation: application.motivation,
      available_start: application.availableStart,
    },
    email: application.email,
    async attach(trx, id) {
      if (files.length === 0) return;
      await trx
        .insertInto("application_files")
        .values(
          files.map((file) => ({
            application_id: id,
            field: file.field,
            file_name: file.fileName,
            content_type: file.contentType,
            size: file.content.length,
            content: file.content,
          })),
        )
        .execute();
    },
    emails: (reference, confirmation) =>
      applicationEmails(application, summary, language, reference, mail, confirmation),
  });
}

/** A post caught by the honeypot: kept for review (trimmed), never emailed. */
export async function saveSpam(store: Store, kind: string, reason: string, payload: unknown): Promise<void> {
  await store.db
    .insertInto("spam_submissions")
    .values({ created_at: Date.now(), kind, reason, payload: JSON.stringify(payload ?? null).slice(0, 20_000) })
    .execute();
}

export interface ChatEscalation {
  transcript: TranscriptTurn[];
  email: string;
  language: Language;
  /** Identifies the conversation: it is handed off once (server/chat/handoff.ts). */
  conversation: string;
  /** Identifies the visitor's mailbox, for the per-email limit. */
  emailKey: string;
}

export type EscalationOutcome = { status: "escalated"; id: number } | { status: "already-escalated" | "email-limit" };

/** True once this conversation was handed off to the team. */
export async function isEscalated(store: Store, conversation: string): Promise<boolean> {
  const row = await store.db
    .selectFrom("chat_escalations")
    .select("id")
    .where("conversation", "=", conversation)
    .executeTakeFirst();
  return row !== undefined;
}

const UNIQUE_VIOLATION = /UNIQUE constraint failed|duplicate key value/;

/**
 * A visitor asked the chat for a person and gave an email: keep the transcript and tell the team, unless
 * this conversation was already handed off or this email has had its hand-offs for the window.
 */
export async function saveChatEscalation(
  store: Store,
  escalation: ChatEscalation,
  teamAddress: string,
  limit: { max: number; timeWindowMs: number },
): Promise<EscalationOutcome> {
  const now = Date.now();
  const { transcript, email, language, conversation, emailKey } = escalation;
  try {
    return await store.commit(async (trx): Promise<EscalationOutcome> => {
      const recent = await trx
        .selectFrom("chat_escalations")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where("email_key", "=", emailKey)
        .where("created_at", ">", now - limit.timeWindowMs)
        .executeTakeFirst();
      if ((recent?.count ?? 0) >= limit.max) return { status: "email-limit" };
      const { id } = await trx
        .insertInto("chat_escalations")
        .values({
          created_at: now,
          language,
          email,
          transcript: JSON.stringify(transcript),
          conversation,
          email_key: emailKey,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const reference = `chat:${id}`;
      await enqueueMail(
        trx,
        store.engine,
        [chatEscalationEmail(transcript, email, language, reference, teamAddress)],
        { reference },
        now,
      );
      return { status: "escalated", id };
    });
  } catch (error) {
    // The same conversation handed off by a request a moment earlier: the unique index kept it to one.
    if (error instanceof Error && UNIQUE_VIOLATION.test(error.message)) return { status: "already-escalated" };
    throw error;
  }
}
