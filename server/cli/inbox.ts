/**
 * For the team: `npm run inbox` lists recent submissions, the state of the mail outbox and of retention;
 * `npm run inbox -- requeue` puts failed mail back in the queue (after fixing its cause);
 * `npm run inbox -- spam` lists the posts the honeypot caught; the privacy commands (export, forget, purge)
 * are in privacy.ts.
 * Reads the same configuration as the server (DATA_DIR or DATABASE_URL).
 */
import { ConfigError, parseConfig, type Config } from "../config.ts";
import { openStore, type Store } from "../db/database.ts";
import { mailCounts, requeueFailedMail } from "../mail/outbox.ts";
import { isPrivacyCommand, PRIVACY_USAGE, retentionStatus, runPrivacyCommand } from "./privacy.ts";
import { listSpam } from "./spam.ts";

const LIMIT = 20;

function when(epochMs: number): string {
  return new Date(epochMs).toISOString().replace("T", " ").slice(0, 16);
}

async function list(store: Store, config: Config): Promise<void> {
  const { db } = store;
  const contacts = await db.selectFrom("contact_messages").selectAll().orderBy("id", "desc").limit(LIMIT).execute();
  const applications = await db.selectFrom("applications").selectAll().orderBy("id", "desc").limit(LIMIT).execute();
  const files = await db.selectFrom("application_files").select(["application_id", "file_name", "size"]).execute();
  const spam = await db
    .selectFrom("spam_submissions")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirst();
  const failed = await db
    .selectFrom("outbox")
    .selectAll()
    .where("status", "=", "failed")
    .orderBy("id", "desc")
    .limit(LIMIT)
    .execute();
  const counts = await mailCounts(db);

  console.log(`Contact messages (latest ${LIMIT}):`);
  console.table(
    contacts.map((row) => ({
      id: row.id,
      received: when(row.created_at),
      name: `${row.first_name} ${row.last_name}`,
      email: row.email,
      service: row.service || "-",
      lang: row.language,
      message: row.message.slice(0, 40),
    })),
  );
  console.log(`Applications (latest ${LIMIT}):`);
  console.table(
    applications.map((row) => ({
      id: row.id,
      received: when(row.created_at),
      position: row.position,
      name: `${row.first_name} ${row.last_name}`,
      email: row.email,
      files:
        files
          .filter((file) => file.application_id === row.id)
          .map((file) => `${file.file_name} (${Math.ceil(file.size / 1024)} KB)`)
          .join(", ") || "-",
    })),
  );
  console.log(`Spam caught by the honeypot: ${spam?.count ?? 0} (npm run inbox -- spam lists them)`);
  console.log(`Outbox (${store.engine}): ${counts.pending} pending, ${counts.sent} sent, ${counts.failed} failed`);
  if (failed.length) {
    console.table(
      failed.map((row) => ({
        id: row.id,
        about: row.subject_ref,
        kind: row.kind,
        to: row.to_address,
        tries: row.attempts,
        error: (row.last_error ?? "").slice(0, 60),
      })),
    );
    console.log("Fix the cause (SMTP_URL, the mail server), then: npm run inbox -- requeue");
  }
  for (const line of await retentionStatus(store, config)) console.log(line);
}

async function main(): Promise<void> {
  let config;
  try {
    config = parseConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const store = await openStore({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL });
  try {
    const command = process.argv[2] ?? "list";
    if (command === "requeue") {
      const count = await requeueFailedMail(store.db, Date.now());
      console.log(
        `${count} failed message(s) put back in the queue; a running server delivers them within MAIL_POLL_MS.`,
      );
    } else if (command === "list") {
      await list(store, config);
    } else if (command === "spam") {
      await listSpam(store);
    } else if (isPrivacyCommand(command)) {
      process.exitCode = await runPrivacyCommand(command, process.argv.slice(3), store, config);
    } else {
      console.error(`Unknown command "${command}". Use: npm run inbox [-- list | requeue | spam | ${PRIVACY_USAGE}]`);
      process.exitCode = 2;
    }
  } finally {
    await store.close();
  }
}

await main();
