/**
 * Caps on confirmations to visitors, counted in the database in the transaction that stores the submission
 * (so a refused or rolled-back submission counts nothing, and every instance sees the same counts): at most
 * `CONFIRMATIONS_PER_RECIPIENT` a day to one address, and at most `perDay` in all. Past either, the visitor
 * gets none while the team is still notified (docs/decisions/014).
 *
 * Counts are per UTC calendar day, one row per address (as a hash: the table holds no address) and one for
 * the total; an upsert adds one and reads the new count in a single statement, so concurrent submissions on
 * PostgreSQL cannot both take the last place.
 */
import { createHash } from "node:crypto";
import { CompiledQuery, sql, type Kysely, type Transaction } from "kysely";
import type { Engine } from "../db/database.ts";
import type { Database } from "../db/schema.ts";
import type { ConfirmationDecision } from "./emails.ts";

export const CONFIRMATIONS_PER_RECIPIENT = 3;
/** The row that counts every confirmation of the day. */
const TOTAL = "*";

/**
 * Domains whose mail service ignores dots in the local part and answers to each of these names: Gmail
 * delivers `v.ictim@googlemail.com` to `victim@gmail.com`.
 */
const DOTLESS_DOMAINS: Record<string, string> = { "gmail.com": "gmail.com", "googlemail.com": "gmail.com" };

/**
 * The mailbox an address delivers to, as its provider reads it: case folded, a `+tag` dropped
 * (`Victim+1@Example.com` is `victim@example.com`), and for Gmail the dots too, under one domain name.
 */
export function mailboxOf(address: string): string {
  const lower = address.toLowerCase();
  const at = lower.lastIndexOf("@");
  const local = lower.slice(0, at).replace(/\+.*$/, "");
  const domain = lower.slice(at + 1);
  const dotless = DOTLESS_DOMAINS[domain];
  return dotless ? `${local.replaceAll(".", "")}@${dotless}` : `${local}@${domain}`;
}

/** One key per mailbox (`mailboxOf`), hashed: the table holds no address. */
export function recipientKey(address: string): string {
  return createHash("sha256").update(mailboxOf(address)).digest("base64url");
}

export function utcDay(now: number): string {
  return new Date(now).toISOString().slice(0, 10);
}

// Built once per engine by Kysely, then only given values (as in insert-rows.ts): this runs for every submission.
const compiled = new Map<Engine, string>();
function countUpSql(db: Kysely<Database> | Transaction<Database>, engine: Engine): string {
  let text = compiled.get(engine);
  if (text === undefined) {
    text = db
      .insertInto("confirmation_counts")
      .values({ day: "", recipient: "", count: 1 })
      .onConflict((conflict) =>
        conflict.columns(["day", "recipient"]).doUpdateSet({ count: sql`confirmation_counts.count + 1` }),
      )
      .returning("count")
      .compile().sql;
    compiled.set(engine, text);
  }
  return text;
}

async function countUp(
  db: Kysely<Database> | Transaction<Database>,
  engine: Engine,
  day: string,
  recipient: string,
): Promise<number> {
  const result = await db.executeQuery<{ count: number }>(
    CompiledQuery.raw(countUpSql(db, engine), [day, recipient, 1]),
  );
  return result.rows[0]?.count ?? Infinity;
}

/** Decides whether this submission's visitor gets a confirmation, and counts it if so. */
export async function reserveConfirmation(
  trx: Kysely<Database>,
  engine: Engine,
  address: string,
  now: number,
  perDay: number,
): Promise<ConfirmationDecision> {
  const day = utcDay(now);
  // Every request for the address counts, sent or not: the cap is on what one address can ask for.
  if ((await countUp(trx, engine, day, recipientKey(address))) > CONFIRMATIONS_PER_RECIPIENT) return "recipient-limit";
  const total = await countUp(trx, engine, day, TOTAL);
  // The first confirmation of a day clears the days before: the counts are only ever needed for today.
  if (total === 1) await trx.deleteFrom("confirmation_counts").where("day", "<", day).execute();
  return total > perDay ? "daily-limit" : "send";
}
