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
  return store.db.connection().execute(async (connection) => {
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
