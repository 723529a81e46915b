/**
 * Kysely's SQLite dialect on Node's built-in `node:sqlite`, so the embedded database needs no native addon
 * to compile or download.
 */
import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import type { SqliteDatabase, SqliteStatement } from "kysely";

function toSqlite(value: unknown): SQLInputValue {
  if (value === undefined || value === null) return null;
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof Date) return value.getTime();
  if (value instanceof Buffer || value instanceof Uint8Array) return value;
  if (typeof value === "number" || typeof value === "bigint" || typeof value === "string") return value;
  return JSON.stringify(value);
}

function adapt(statement: StatementSync): SqliteStatement {
  const reader = statement.columns().length > 0;
  return {
    reader,
    all: (parameters) => statement.all(...parameters.map(toSqlite)),
    run: (parameters) => {
      const { changes, lastInsertRowid } = statement.run(...parameters.map(toSqlite));
      return { changes, lastInsertRowid };
    },
    iterate: (parameters) => statement.iterate(...parameters.map(toSqlite)) as IterableIterator<unknown>,
  };
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * How hard a commit is pushed to disk. `full` syncs the write-ahead log at every commit: what a visitor was
 * told is stored survives a power loss. `normal` survives a crash of the process but may lose the last
 * commits on power loss; it is enough where losing a write only repeats work (the mail thread's "sent"
 * marks: the message goes again). Group commit shares one sync among the submissions of a burst (ADR 014).
 */
export type SqliteSynchronous = "full" | "normal";

/** Opens (creating if needed) a SQLite file tuned for a small web server: WAL, a busy timeout, foreign keys. */
export function openSqlite(path: string, synchronous: SqliteSynchronous = "full"): SqliteDatabase {
  const database = new DatabaseSync(path);
  // secure_delete: deleted or rewritten rows are overwritten with zeros, so erased personal data does not
  // linger in free space. A per-connection setting: every connection (server, mail thread,
  // inbox command) opens here.
  database.exec(
    `PRAGMA journal_mode = WAL; PRAGMA synchronous = ${synchronous === "full" ? "FULL" : "NORMAL"}; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON; PRAGMA wal_autocheckpoint = 10000; PRAGMA secure_delete = ON;`,
  );
  // Kysely prepares every query it runs; the same few statements come back on every request, so keep them.
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => database.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear();
        statement = adapt(database.prepare(sql));
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}
