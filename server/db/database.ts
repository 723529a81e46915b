/**
 * One query layer for both engines: Kysely over SQLite (a file under DATA_DIR, the default) or PostgreSQL
 * (when DATABASE_URL is set). Migrations are applied on open.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import { Migrator } from "kysely/migration";
import pg from "pg";
import { createGroupCommit, type Work } from "./group-commit.ts";
import { migrationProvider } from "./migrations.ts";
import { openSqlite, type SqliteSynchronous } from "./node-sqlite.ts";
import type { Database } from "./schema.ts";

export type Engine = "sqlite" | "postgres";

export interface Store {
  db: Kysely<Database>;
  engine: Engine;
  /**
   * Runs `work` in a transaction, grouped with the work of concurrent requests (group commit); resolves once
   * it is committed. For the writes visitors wait on.
   */
  commit<T>(work: Work<T>): Promise<T>;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

const POSTGRES_POOL_SIZE = 10;
/** An idle pooled connection is closed after this. */
const POSTGRES_IDLE_TIMEOUT_MS = 30_000;
/**
 * The server ends a session left idle inside a transaction this long (a crashed client holding row locks,
 * such as an outbox claim).
 */
const POSTGRES_IDLE_IN_TRANSACTION_TIMEOUT_MS = 60_000;
/** The readiness probe answers within this, database or not. */
export const READY_TIMEOUT_MS = 2_000;
/** Leaves pool connections for the mail worker, the readiness probe and other queries. */
const POSTGRES_OPEN_TRANSACTIONS = 4;

// BIGINT (int8) columns hold epoch milliseconds and ids, all far below 2^53: read them as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export interface StoreOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  /**
   * PostgreSQL: how long to wait for a connection, and for any statement's answer (on the server and on the
   * client, whose timer also covers a server that never answers). Requests then fail fast instead of
   * piling up, `/readyz` says so, and shutdown is not held by a dead connection.
   */
  timeoutMs?: number;
  /** SQLite: `full` (the default) for the commits that answer visitors (node-sqlite.ts). */
  sqliteSynchronous?: SqliteSynchronous;
  onPoolError?: (error: Error) => void;
}

export const DEFAULT_DATABASE_TIMEOUT_MS = 5_000;

function postgresPool(url: string, timeoutMs: number, { statements = true } = {}): pg.Pool {
  return new pg.Pool({
    connectionString: url,
    max: statements ? POSTGRES_POOL_SIZE : 1,
    connectionTimeoutMillis: timeoutMs,
    idleTimeoutMillis: POSTGRES_IDLE_TIMEOUT_MS,
    keepAlive: true,
    idle_in_transaction_session_timeout: POSTGRES_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    // Migrations may take their time; the site's own statements answer in milliseconds.
    ...(statements ? { statement_timeout: timeoutMs, query_timeout: timeoutMs } : {}),
  });
}

/** Resolves with `promise`, or with undefined once `ms` have passed. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export async function openStore(options: StoreOptions): Promise<Store> {
  const engine: Engine = options.databaseUrl ? "postgres" : "sqlite";
  const timeoutMs = options.timeoutMs ?? DEFAULT_DATABASE_TIMEOUT_MS;
  let db: Kysely<Database>;
  if (options.databaseUrl) {
    const migrations = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: postgresPool(options.databaseUrl, timeoutMs, { statements: false }) }),
    });
    try {
      await migrate(migrations, engine);
    } finally {
      await within(migrations.destroy(), timeoutMs);
    }
    const pool = postgresPool(options.databaseUrl, timeoutMs);
    // An idle connection the server closed (restart, failover) is replaced on next use; without a listener
    // its error would crash the process.
    pool.on("error", (error) => options.onPoolError?.(error));
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  } else {
    mkdirSync(options.dataDir, { recursive: true });
    db = new Kysely<Database>({
      dialect: new SqliteDialect({
        database: openSqlite(join(options.dataDir, "site.sqlite"), options.sqliteSynchronous),
      }),
    });
    await migrate(db, engine);
  }
  const groupCommit = createGroupCommit(db, engine === "postgres" ? POSTGRES_OPEN_TRANSACTIONS : 1, engine);
  return {
    db,
    engine,
    commit: (work) => groupCommit.run(work),
    async ping() {
      const answered = sql`select 1`.execute(db).then(
        () => true,
        () => false,
      );
      return (await within(answered, READY_TIMEOUT_MS)) ?? false;
    },
    // A connection to a server that stopped answering may never close by itself: shutdown waits so long.
    close: async () => {
      await within(db.destroy(), timeoutMs);
    },
  };
}

async function migrate(db: Kysely<Database>, engine: Engine): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider(engine) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed)
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ""}: ${String(error)}`);
}
