/**
 * Per-address limits counted in PostgreSQL, so that instances of the server on one database count together:
 * a visitor allowed 5 contact posts gets 5 in all, not 5 per instance (ADR 004). One row per key and fixed
 * window; an upsert adds one and reads the count and the window's end in a single statement, on the
 * database's clock, so concurrent requests on different instances cannot both take the last place. Expired
 * rows (their keys hold addresses) are deleted every minute. On SQLite, one instance, counting stays in
 * memory (@fastify/rate-limit's own store).
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { sql, type Kysely } from "kysely";
import type { Database } from "./schema.ts";

/** The window a key is counted in, as @fastify/rate-limit's stores report it. */
export interface WindowCount {
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/** Adds one to `key`'s count in its window of `windowMs` (a new window once the last has ended). */
export async function countRequest(db: Kysely<Database>, key: string, windowMs: number): Promise<WindowCount> {
  const now = sql<number>`(extract(epoch from clock_timestamp()) * 1000)::bigint`;
  const result = await sql<{ count: number; ttl: string }>`
    insert into rate_limit_windows as w (key, count, resets_at)
    values (${key}, 1, ${now} + ${windowMs})
    on conflict (key) do update set
      count = case when w.resets_at <= ${now} then 1 else w.count + 1 end,
      resets_at = case when w.resets_at <= ${now} then ${now} + ${windowMs} else w.resets_at end
    returning count, resets_at - ${now} as ttl`.execute(db);
  const row = result.rows[0];
  if (!row) throw new Error("the rate limit upsert returned no row");
  return { current: row.count, ttl: Math.max(0, Number(row.ttl)) };
}

/** The count of `key` in its current window, without adding to it. */
export async function readCount(db: Kysely<Database>, key: string): Promise<WindowCount> {
  const result = await sql<{ count: number; ttl: string }>`
    select count, resets_at - (extract(epoch from clock_timestamp()) * 1000)::bigint as ttl
    from rate_limit_windows where key = ${key}`.execute(db);
  const row = result.rows[0];
  const ttl = Number(row?.ttl ?? 0);
  return row && ttl > 0 ? { current: row.count, ttl } : { current: 0, ttl: 0 };
}

export async function deleteEndedWindows(db: Kysely<Database>): Promise<void> {
  await sql`delete from rate_limit_windows
    where resets_at <= (extract(epoch from clock_timestamp()) * 1000)::bigint`.execute(db);
}

type Callback = Parameters<FastifyRateLimitStore["incr"]>[1];
type ChildOptions = Parameters<FastifyRateLimitStore["child"]>[0];

/** The plugin's callback takes an Error; the database's failures are Errors already. */
function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * A store for @fastify/rate-limit (its `store` option takes a class). Each route counts under its own
 * prefix, as the plugin's Redis store does.
 */
export function sharedRateLimitStore(db: Kysely<Database>): FastifyRateLimitStoreCtor {
  class SharedRateLimitStore implements FastifyRateLimitStore {
    readonly prefix: string;
    constructor(_options?: unknown, prefix = "") {
      this.prefix = prefix;
    }
    incr(key: string, callback: Callback, timeWindow: number): void {
      countRequest(db, `${this.prefix}${key}`, timeWindow).then(
        (count) => callback(null, count),
        (error: unknown) => callback(asError(error)),
      );
    }
    read(key: string, callback: Callback): void {
      readCount(db, `${this.prefix}${key}`).then(
        (count) => callback(null, count),
        (error: unknown) => callback(asError(error)),
      );
    }
    child(options: ChildOptions): SharedRateLimitStore {
      // The plugin's types name the route's options, but it passes its merged settings, with the route's
      // options under `routeInfo` (as its own Redis store reads them).
      const { method = "", url = "" } = (options as unknown as { routeInfo: { method?: string; url?: string } })
        .routeInfo;
      return new SharedRateLimitStore(undefined, `${method} ${url} `);
    }
  }
  return SharedRateLimitStore;
}
