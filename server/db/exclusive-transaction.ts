/**
 * A transaction for maintenance (retention, erasure) that never interleaves with another like it: on
 * PostgreSQL it first takes a transaction-scoped advisory lock, so a second instance waits and then finds
 * the work done; on SQLite it begins IMMEDIATE, taking the write lock before its first read, so what it reads
 * cannot change under it (a deferred transaction that reads first could not upgrade to writing while the mail
 * thread writes).
 */
import { sql, type Kysely } from "kysely";
import type { Store } from "./database.ts";
import type { Database } from "./schema.ts";

export async function exclusiveTransaction<T>(
  store: Store,
  lockKey: number,
  work: (db: Kysely<Database>) => Promise<T>,
): Promise<T> {
  if (store.engine === "postgres") {
    return store.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${lockKey})`.execute(trx);
      return work(trx);
    });
  }
  return immediateTransaction(store.db, work);
}

/**
 * SQLite: a transaction begun IMMEDIATE, which takes the write lock before its first statement (waiting out
 * another connection's writer, up to the busy timeout). A deferred one that reads first cannot upgrade to
 * writing once another connection (the mail thread, the `inbox` command) has written since its read: SQLite
 * then answers "database is locked" at once, without waiting.
 */
export function immediateTransaction<T>(db: Kysely<Database>, work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    try {
      const result = await work(connection);
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      await sql`rollback`.execute(connection).catch(() => undefined);
      throw error;
    }
  });
}
