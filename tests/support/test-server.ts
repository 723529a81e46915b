/**
 * Starts the real server in-process on a loopback port, on a fresh SQLite file or a fresh PostgreSQL
 * database, with a minimal prerendered site, for the server's integration tests.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { buildServer, type BuildOptions, type Server } from "../../server/app.ts";
import { parseConfig, type Config } from "../../server/config.ts";
import type { Store } from "../../server/db/database.ts";
import { mailCounts } from "../../server/mail/outbox.ts";

export type Engine = "sqlite" | "postgres";

/** The engines the tests run on: PostgreSQL only where TEST_DATABASE_URL names a server (CI starts one). */
export const ENGINES: Engine[] = process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];
export const POSTGRES_SKIP_REASON =
  "TEST_DATABASE_URL is not set (bash scripts/start-test-postgres.sh starts a throwaway PostgreSQL)";

/** A tiny stand-in for `build/client`: the server only needs the two 404 pages and something to serve. */
export function fixtureSite(): string {
  const dir = mkdtempSync(join(tmpdir(), "site-fixture-"));
  mkdirSync(join(dir, "fr", "404"), { recursive: true });
  const page = (lang: string, title: string) =>
    `<!DOCTYPE html><html lang="${lang}"><head><title>${title}</title></head><body><h1>${title}</h1><script>1</script></body></html>`;
  writeFileSync(join(dir, "404.html"), page("en-CA", "Page Not Found"));
  writeFileSync(join(dir, "fr", "404", "index.html"), page("fr-CA", "Page introuvable"));
  writeFileSync(join(dir, "index.html"), page("en-CA", "Home"));
  return dir;
}

/** A new, empty PostgreSQL database on the test server; dropped by the returned function. */
export async function freshPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error(POSTGRES_SKIP_REASON);
  const name = `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export interface StorageFixture {
  env: Record<string, string>;
  dataDir: string;
  siteDir: string;
  /** Needs no `this`: it can be handed on as a cleanup. */
  cleanup: () => Promise<void>;
}

/** A data dir, a fixture site and, for PostgreSQL, a fresh database: shared by every server of one test. */
export async function storageFor(engine: Engine): Promise<StorageFixture> {
  const dataDir = mkdtempSync(join(tmpdir(), "site-data-"));
  const siteDir = fixtureSite();
  const database = engine === "postgres" ? await freshPostgresDatabase() : undefined;
  return {
    dataDir,
    siteDir,
    env: { DATA_DIR: dataDir, SITE_DIR: siteDir, ...(database ? { DATABASE_URL: database.url } : {}) },
    cleanup: async () => {
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(siteDir, { recursive: true, force: true });
    },
  };
}

export interface RunningServer extends Server {
  url: string;
  config: Config;
  /** Needs no `this`: it can be handed on as a cleanup. */
  stop: () => Promise<void>;
}

/** Test defaults: fast retries, quiet logs, generous rate limits (a dedicated test proves the real ones). */
export const TEST_ENV = {
  HOST: "127.0.0.1",
  PORT: "0",
  LOG_LEVEL: "silent",
  MAIL_POLL_MS: "50",
  MAIL_RETRY_BASE_MS: "50",
  RATE_LIMIT_CONTACT: "1000/1m",
  RATE_LIMIT_APPLICATION: "1000/1m",
  RATE_LIMIT_CHAT: "1000/1m",
};

export async function startTestServer(
  storage: StorageFixture,
  env: Record<string, string | undefined> = {},
  options: BuildOptions = {},
): Promise<RunningServer> {
  const config = parseConfig({ ...TEST_ENV, ...storage.env, ...env });
  const server = await buildServer(config, options);
  const address = await server.app.listen({ host: config.HOST, port: config.PORT });
  return { ...server, url: address, config, stop: () => server.app.close() };
}

/** Polls until `check` returns a value other than undefined (or throws after the timeout). */
export async function eventually<T>(
  check: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Waits until the outbox holds no pending mail: every message is sent or failed, so the mail server has
 * received all it ever will from these rows. The positive signal a test needs before it counts what was
 * (not) delivered, instead of a pause.
 */
export async function outboxSettled(store: Store, timeoutMs = 10_000): Promise<{ sent: number; failed: number }> {
  return eventually(async () => {
    const counts = await mailCounts(store.db);
    return counts.pending === 0 ? { sent: counts.sent, failed: counts.failed } : undefined;
  }, timeoutMs);
}

export interface LogLine {
  level: number;
  msg?: string;
  [key: string]: unknown;
}

/** A log destination that keeps every line, for tests that check what the server logged. */
export function logRecorder(): { stream: { write(line: string): void }; lines: LogLine[] } {
  const lines: LogLine[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) } };
}
