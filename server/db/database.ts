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
import { openSqlite } from "./node-sqlite.ts";
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
/** Leaves pool connections for the mail worker, the readiness probe and other queries. */
const POSTGRES_OPEN_TRANSACTIONS = 4;

// BIGINT (int8) columns hold epoch milliseconds and ids, all far below 2^53: read them as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export async function openStore(options: {
  dataDir: string;
  databaseUrl?: string | undefined;
  onPoolError?: (error: Error) => void;
}): Promise<Store> {
  const engine: Engine = options.databaseUrl ? "postgres" : "sqlite";
  let db: Kysely<Database>;
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: POSTGRES_POOL_SIZE });
    // An idle connection the server closed (restart, failover) is replaced on next use; without a listener
    // its error would crash the process.
    pool.on("error", (error) => options.onPoolError?.(error));
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  } else {
    mkdirSync(options.dataDir, { recursive: true });
    db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: openSqlite(join(options.dataDir, "site.sqlite")) }),
    });
  }
  await migrate(db, engine);
  const groupCommit = createGroupCommit(db, engine === "postgres" ? POSTGRES_OPEN_TRANSACTIONS : 1);
  return {
    db,
    engine,
    commit: (work) => groupCommit.run(work),
    async ping() {
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
    close: () => db.destroy(),
  };
}

async function migrate(db: Kysely<Database>, engine: Engine): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider(engine) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed)
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ""}: ${String(error)}`);
}
