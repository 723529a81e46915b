/** The tables, as Kysely sees them. Times are epoch milliseconds (BIGINT) on both engines. */
import type { Generated, Insertable, Selectable } from "kysely";

export interface ContactMessagesTable {
  id: Generated<number>;
  created_at: number;
  language: string;
  first_name: string;
  last_name: string;
  email: string;
  company: string;
  service: string;
  message: string;
}

export interface ApplicationsTable {
  id: Generated<number>;
  created_at: number;
  language: string;
  position: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  portfolio_url: string;
  experience: string;
  motivation: string;
  available_start: string;
}

export interface ApplicationFilesTable {
  id: Generated<number>;
  application_id: number;
  field: string;
  file_name: string;
  content_type: string;
  size: number;
  content: Uint8Array;
}

/** Posts caught by the honeypot: kept for review, never emailed. */
export interface SpamSubmissionsTable {
  id: Generated<number>;
  created_at: number;
  kind: string;
  reason: string;
  payload: string;
}

/** A chat hand-off: the visitor asked for a person and left an email; the team gets the transcript. */
export interface ChatEscalationsTable {
  id: Generated<number>;
  created_at: number;
  language: string;
  email: string;
  /**
   * JSON array of { role, content, source }: the conversation up to and including the request and its reply;
   * `source` says whether the server saw the turn itself or the browser reported it.
   */
  transcript: string;
  /** Hash of the visitor's email and first message: a conversation is handed off once. */
  conversation: string | null;
  /** Hash of the visitor's mailbox, for the per-email limit. */
  email_key: string | null;
}

/** Confirmations sent to visitors per UTC day, per recipient (hashed) and in all (`*`). */
export interface ConfirmationCountsTable {
  day: string;
  recipient: string;
  count: number;
}

export type OutboxStatus = "pending" | "sent" | "failed";

export interface OutboxTable {
  id: Generated<number>;
  created_at: number;
  kind: string;
  /** The submission this message is about, e.g. `contact:12` or `application:3`. */
  subject_ref: string;
  application_id: number | null;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: number;
  locked_until: number | null;
  /** The claim that holds the message while `locked_until` runs: only its holder may mark it. */
  claim_token: string | null;
  last_error: string | null;
  sent_at: number | null;
}

/** One row per retention purge: when it ran and how many records of each kind it removed (counts only). */
export interface PurgeRunsTable {
  id: Generated<number>;
  ran_at: number;
  /** JSON object of counts, e.g. {"contactMessages":2,"mail":4}. */
  removed: string;
}

/** PostgreSQL only: a per-address limit's count in its current window (server/db/shared-rate-limits.ts). */
export interface RateLimitWindowsTable {
  /** The route and the client address. */
  key: string;
  count: number;
  /** When the window ends (epoch ms, the database's clock). */
  resets_at: number;
}

export interface Database {
  contact_messages: ContactMessagesTable;
  applications: ApplicationsTable;
  application_files: ApplicationFilesTable;
  spam_submissions: SpamSubmissionsTable;
  chat_escalations: ChatEscalationsTable;
  outbox: OutboxTable;
  confirmation_counts: ConfirmationCountsTable;
  purge_runs: PurgeRunsTable;
  rate_limit_windows: RateLimitWindowsTable;
}

export type OutboxRow = Selectable<OutboxTable>;
export type NewOutboxMessage = Omit<
  Insertable<OutboxTable>,
  | "id"
  | "created_at"
  | "status"
  | "attempts"
  | "next_attempt_at"
  | "locked_until"
  | "claim_token"
  | "last_error"
  | "sent_at"
  | "subject_ref"
  | "application_id"
>;
