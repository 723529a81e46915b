/**
 * Limits on chat hand-offs to the team, which send an email with text the browser supplied: each
 * conversation is handed off once, and each address and each visitor email at most RATE_LIMIT_CHAT_HANDOFF
 * times per window (docs/decisions/014).
 */
import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { ChatTurn } from "../../core/chat.ts";
import type { Database } from "../db/schema.ts";
import { countRequest, readCount } from "../db/shared-rate-limits.ts";
import { recipientKey } from "../mail/confirmation-quota.ts";

/**
 * A conversation is known by the visitor's email and its first message: the widget sends every earlier
 * message with each new one, so later requests of the same conversation start the same way. A visitor who
 * rewrites history makes a new "conversation", which the per-email and per-address limits still count.
 */
export function conversationKey(email: string, history: ChatTurn[], message: string): string {
  const first = history.find((turn) => turn.role === "user")?.content ?? message;
  return createHash("sha256")
    .update(`${recipientKey(email)}\n${first.trim()}`)
    .digest("base64url");
}

/** The visitor's email as counted by the per-email limit: one key per mailbox, as for confirmations. */
export const handoffEmailKey = recipientKey;

/** Hand-offs per client address: how long until the next is allowed, and counting one. */
export interface AddressWindow {
  /** Seconds until `address` may hand off again, or 0 when it may now. */
  waitSeconds(address: string): Promise<number>;
  record(address: string): Promise<void>;
}

/**
 * On PostgreSQL, counted in the database like the other per-address limits (server/db/shared-rate-limits.ts),
 * so that every instance counts together; a fixed window.
 */
export function sharedAddressWindow(db: Kysely<Database>, options: { max: number; windowMs: number }): AddressWindow {
  const key = (address: string) => `chat hand-off ${address}`;
  return {
    async waitSeconds(address) {
      const { current, ttl } = await readCount(db, key(address));
      return current < options.max ? 0 : Math.ceil(ttl / 1000);
    },
    async record(address) {
      await countRequest(db, key(address), options.windowMs);
    },
  };
}

/**
 * On SQLite (one instance), in memory like the other per-address limits (ADR 004), in a sliding window.
 * Bounded: past `maxAddresses` tracked at once, the oldest is forgotten.
 */
export function createAddressWindow(options: { max: number; windowMs: number; maxAddresses?: number }) {
  const times = new Map<string, number[]>();
  const maxAddresses = options.maxAddresses ?? 10_000;
  const recent = (address: string, now: number) =>
    (times.get(address) ?? []).filter((time) => time > now - options.windowMs);
  return {
    /** Seconds until `address` may hand off again, or 0 when it may now. */
    waitSeconds(address: string, now = Date.now()): number {
      const within = recent(address, now);
      if (within.length < options.max) return 0;
      return Math.ceil(((within[0] ?? now) + options.windowMs - now) / 1000);
    },
    record(address: string, now = Date.now()): void {
      const within = recent(address, now);
      times.delete(address);
      times.set(address, [...within, now]);
      if (times.size > maxAddresses) times.delete(times.keys().next().value as string);
    },
  };
}
