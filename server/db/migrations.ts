/**
 * Versioned migrations, one list for both engines. Only column types differ (identity and binary columns),
 * and `columnTypes` names them once.
 */
import { sql, type CreateTableBuilder, type Kysely } from "kysely";
import type { Migration, MigrationProvider } from "kysely/migration";
import type { Engine } from "./database.ts";

// Migrations run before the typed schema exists, so they use an untyped handle.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's own convention for migrations
type AnyDb = Kysely<any>;

function columnTypes(engine: Engine) {
  return engine === "postgres"
    ? { id: sql`bigserial`, bytes: sql`bytea`, time: sql`bigint` }
    : { id: sql`integer`, bytes: sql`blob`, time: sql`integer` };
}

function migrations(engine: Engine): Record<string, Migration> {
  const type = columnTypes(engine);
  const id = (db: AnyDb, table: string) =>
    db.schema
      .createTable(table)
      .addColumn("id", type.id, (column) =>
        engine === "sqlite" ? column.primaryKey().autoIncrement() : column.primaryKey(),
      );
  /** Most tables start alike: the id, when the row was written, then required text columns in the order given. */
  const datedTable = (db: AnyDb, table: string, textColumns: readonly string[]) =>
    textColumns.reduce<CreateTableBuilder<string, string>>(
      (builder, column) => builder.addColumn(column, "text", (c) => c.notNull()),
      id(db, table).addColumn("created_at", type.time, (c) => c.notNull()),
    );
  return {
    "001-submissions-and-outbox": {
      async up(db: AnyDb) {
        await datedTable(db, "contact_messages", [
          "language",
          "first_name",
          "last_name",
          "email",
          "company",
          "service",
          "message",
        ]).execute();
        await datedTable(db, "applications", [
          "language",
          "position",
          "first_name",
          "last_name",
          "email",
          "phone",
          "portfolio_url",
          "experience",
          "motivation",
          "available_start",
        ]).execute();
        await id(db, "application_files")
          .addColumn("application_id", type.time, (c) => c.notNull().references("applications.id").onDelete("cascade"))
          .addColumn("field", "text", (c) => c.notNull())
          .addColumn("file_name", "text", (c) => c.notNull())
          .addColumn("content_type", "text", (c) => c.notNull())
          .addColumn("size", "integer", (c) => c.notNull())
          .addColumn("content", type.bytes, (c) => c.notNull())
          .execute();
        await datedTable(db, "spam_submissions", ["kind", "reason", "payload"]).execute();
        await datedTable(db, "outbox", ["kind", "subject_ref"])
          .addColumn("application_id", type.time, (c) => c.references("applications.id"))
          .addColumn("to_address", "text", (c) => c.notNull())
          .addColumn("reply_to", "text")
          .addColumn("subject", "text", (c) => c.notNull())
          .addColumn("text_body", "text", (c) => c.notNull())
          .addColumn("html_body", "text", (c) => c.notNull())
          .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
          .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("next_attempt_at", type.time, (c) => c.notNull())
          .addColumn("locked_until", type.time)
          .addColumn("last_error", "text")
          .addColumn("sent_at", type.time)
          .execute();
        await db.schema.createIndex("outbox_due").on("outbox").columns(["status", "next_attempt_at"]).execute();
        await db.schema
          .createIndex("application_files_application")
          .on("application_files")
          .column("application_id")
          .execute();
      },
    },
    "002-chat-escalations": {
      async up(db: AnyDb) {
        await datedTable(db, "chat_escalations", ["language", "email", "transcript"]).execute();
      },
    },
    "003-hostile-visitors": {
      async up(db: AnyDb) {
        // Confirmations sent per UTC day: one row per recipient (a hash of the address) and one for the total.
        await db.schema
          .createTable("confirmation_counts")
          .addColumn("day", "text", (c) => c.notNull())
          .addColumn("recipient", "text", (c) => c.notNull())
          .addColumn("count", "integer", (c) => c.notNull())
          .addPrimaryKeyConstraint("confirmation_counts_key", ["day", "recipient"])
          .execute();
        // The claim that holds a message: only its holder may mark it sent or failed.
        await db.schema.alterTable("outbox").addColumn("claim_token", "text").execute();
        // Chat hand-offs: one per conversation, and a few per visitor email (both as hashes).
        await db.schema.alterTable("chat_escalations").addColumn("conversation", "text").execute();
        await db.schema.alterTable("chat_escalations").addColumn("email_key", "text").execute();
        await db.schema
          .createIndex("chat_escalations_conversation")
          .unique()
          .on("chat_escalations")
          .column("conversation")
          .execute();
        await db.schema
          .createIndex("chat_escalations_email_key")
          .on("chat_escalations")
          .columns(["email_key", "created_at"])
          .execute();
      },
    },
    // Retention: personal data is erased once its period ends. The purge records its runs, so every instance
    // and `npm run inbox` know when the next one is due; it finds expired rows by their date.
    "004-retention": {
      async up(db: AnyDb) {
        await id(db, "purge_runs")
          .addColumn("ran_at", type.time, (c) => c.notNull())
          .addColumn("removed", "text", (c) => c.notNull())
          .execute();
        for (const table of ["contact_messages", "applications", "chat_escalations", "spam_submissions", "outbox"])
          await db.schema.createIndex(`${table}_created_at`).on(table).column("created_at").execute();
      },
    },
    // Several instances on one PostgreSQL count per-address limits together (server/db/shared-rate-limits.ts);
    // SQLite serves one instance, which counts in memory.
    "005-shared-rate-limits": {
      async up(db: AnyDb) {
        if (engine !== "postgres") return;
        await db.schema
          .createTable("rate_limit_windows")
          .addColumn("key", "text", (c) => c.primaryKey())
          .addColumn("count", "integer", (c) => c.notNull())
          .addColumn("resets_at", type.time, (c) => c.notNull())
          .execute();
      },
    },
  };
}

export function migrationProvider(engine: Engine): MigrationProvider {
  return { getMigrations: () => Promise.resolve(migrations(engine)) };
}
