/**
 * The privacy officer's commands, run through `npm run inbox`:
 *   export EMAIL [--with-files]   everything held about an address, as one JSON document on stdout
 *   forget EMAIL                  erases it all and reports the counts
 *   purge                         applies retention now and reports the counts
 * and the retention lines of `npm run inbox`. Exit codes: 0 done (also when nothing is held), 2 a usage
 * error or a malformed address.
 */
import { z } from "zod";
import { DAY_MS } from "../../core/privacy.ts";
import { EMAIL_MAX_LENGTH } from "../../core/limits.ts";
import type { Config } from "../config.ts";
import type { Store } from "../db/database.ts";
import { exportPerson, forgetPerson } from "../privacy/person.ts";
import type { RemovedCounts } from "../privacy/records.ts";
import { lastPurge, previewPurge, purgeExpired } from "../privacy/retention.ts";

export const PRIVACY_COMMANDS = ["export", "forget", "purge"] as const;
export type PrivacyCommand = (typeof PRIVACY_COMMANDS)[number];

export const PRIVACY_USAGE = "export EMAIL [--with-files] | forget EMAIL | purge";

export function isPrivacyCommand(command: string): command is PrivacyCommand {
  return (PRIVACY_COMMANDS as readonly string[]).includes(command);
}

const emailArgument = z.email().max(EMAIL_MAX_LENGTH);

const USAGE_ERROR = 2;

function when(epochMs: number): string {
  return new Date(epochMs).toISOString().replace("T", " ").slice(0, 16) + " UTC";
}

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** "2 contact messages, 1 application (2 files), …": counts for the team, in English like the rest of the CLI. */
export function describeCounts(counts: Omit<RemovedCounts, "mailFiles"> & { mailFiles?: number }): string {
  const mailFiles = counts.mailFiles === undefined ? "" : ` (${plural(counts.mailFiles, ".eml copy", ".eml copies")})`;
  return [
    plural(counts.contactMessages, "contact message"),
    `${plural(counts.applications, "application")} (${plural(counts.applicationFiles, "file")})`,
    plural(counts.chatEscalations, "chat escalation"),
    plural(counts.spamSubmissions, "honeypot post"),
    `${plural(counts.mail, "email")}${mailFiles}`,
  ].join(", ");
}

/** The address argument, or undefined after saying what is wrong with it. */
function addressFrom(command: PrivacyCommand, args: string[]): string | undefined {
  const [email] = args.filter((arg) => !arg.startsWith("--"));
  if (email === undefined) {
    console.error(`Missing the address. Use: npm run inbox -- ${command} EMAIL`);
    return undefined;
  }
  if (!emailArgument.safeParse(email.trim()).success) {
    console.error(`Not an email address: ${JSON.stringify(email)}. Use: npm run inbox -- ${command} EMAIL`);
    return undefined;
  }
  return email.trim();
}

/** Runs one privacy command; returns the process's exit code. */
export async function runPrivacyCommand(
  command: PrivacyCommand,
  args: string[],
  store: Store,
  config: Config,
): Promise<number> {
  if (command === "purge") {
    const outcome = await purgeExpired(store, config, { now: Date.now(), dataDir: config.DATA_DIR });
    if (!outcome.ran) throw new Error("a forced purge always runs");
    console.log(
      `Retention purge (RETENTION_DAYS=${config.RETENTION_DAYS}, SPAM_RETENTION_DAYS=${config.SPAM_RETENTION_DAYS}): removed ${describeCounts(outcome.removed)}.`,
    );
    if (outcome.heldForMail > 0)
      console.log(
        `${plural(outcome.heldForMail, "submission")} past retention kept until their mail is sent or has failed.`,
      );
    return 0;
  }

  const unknownFlag = args.find((arg) => arg.startsWith("--") && !(command === "export" && arg === "--with-files"));
  if (unknownFlag) {
    console.error(`Unknown option ${unknownFlag}. Use: npm run inbox -- ${PRIVACY_USAGE}`);
    return USAGE_ERROR;
  }
  const email = addressFrom(command, args);
  if (email === undefined) return USAGE_ERROR;

  if (command === "export") {
    const document = await exportPerson(store, email, { withFiles: args.includes("--with-files") });
    process.stdout.write(`${JSON.stringify(document, null, 2)}\n`);
    const { contactMessages, applications, chatEscalations, spamSubmissions, mail } = document;
    if ([contactMessages, applications, chatEscalations, spamSubmissions, mail].every((list) => list.length === 0))
      console.error(`Nothing is held about ${email}.`);
    return 0;
  }

  const { removed, confirmationCounts, logCleared } = await forgetPerson(store, email, { dataDir: config.DATA_DIR });
  const counted = confirmationCounts > 0 ? `, today's count of confirmations to the address` : "";
  console.log(`Erased for ${email}: ${describeCounts(removed)}${counted}.`);
  if (!logCleared)
    console.log(
      "The SQLite write-ahead log is in use by the running server: it keeps the old pages until the server stops, which deletes it.",
    );
  return 0;
}

/** The retention lines of `npm run inbox`: the periods, the last purge, the next one and what it will remove. */
export async function retentionStatus(store: Store, config: Config, now = Date.now()): Promise<string[]> {
  const last = await lastPurge(store.db);
  const due = last ? last.ranAt + DAY_MS : now;
  const { removable, heldForMail } = await previewPurge(store, config, Math.max(due, now));
  const lines = [
    `Retention: ${plural(config.RETENTION_DAYS, "day")} for messages, applications and chat escalations; ${plural(config.SPAM_RETENTION_DAYS, "day")} for honeypot posts.`,
    last
      ? `Last purge: ${when(last.ranAt)}, removed ${describeCounts(last.removed)}.`
      : "No purge has run yet (the server purges when it starts, then daily).",
    last && due > now
      ? `Next purge due: ${when(due)}; it will remove ${describeCounts(removable)}.`
      : `Next purge due: now (at the next server start, or npm run inbox -- purge); it will remove ${describeCounts(removable)}.`,
  ];
  if (heldForMail > 0)
    lines.push(`${plural(heldForMail, "submission")} past retention wait until their mail is sent or has failed.`);
  return lines;
}
