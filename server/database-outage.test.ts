/**
 * PostgreSQL that stops answering, against the real server: a proxy in front of a real PostgreSQL turns into
 * a black hole (connections accepted, nothing ever answered). Readiness says so quickly, submissions fail
 * fast with a translated 503, and shutdown finishes.
 */
import { afterEach, describe, expect, it } from "vitest";
import { fr } from "../locales/fr-CA/index.ts";
import { sampleContact } from "../tests/support/samples.ts";
import { startTcpProxy, type TcpProxy } from "../tests/support/tcp-proxy.ts";
import {
  ENGINES,
  freshPostgresDatabase,
  logRecorder,
  POSTGRES_SKIP_REASON,
  startTestServer,
  storageFor,
} from "../tests/support/test-server.ts";
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from "./api/errors.ts";
import { buildServer } from "./app.ts";
import { parseConfig } from "./config.ts";

const TIMEOUT_MS = 1000;
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

async function proxiedDatabase(): Promise<{ url: string; proxy: TcpProxy }> {
  const database = await freshPostgresDatabase();
  cleanups.push(database.drop);
  const url = new URL(database.url);
  const proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port) });
  cleanups.push(proxy.close);
  url.port = String(proxy.port);
  return { url: url.toString(), proxy };
}

const timed = async <T>(work: () => Promise<T>) => {
  const started = Date.now();
  const value = await work();
  return { value, ms: Date.now() - started };
};

if (!ENGINES.includes("postgres")) console.warn(`database outage tests skipped: ${POSTGRES_SKIP_REASON}`);

describe.runIf(ENGINES.includes("postgres"))("PostgreSQL that accepts connections and never answers", () => {
  it("makes /readyz answer 503 quickly, submissions fail fast with a translated 503, and shutdown finishes", async () => {
    const { url, proxy } = await proxiedDatabase();
    const storage = await storageFor("sqlite");
    cleanups.push(storage.cleanup);
    const log = logRecorder();
    const server = await startTestServer(
      storage,
      { DATABASE_URL: url, DATABASE_TIMEOUT_MS: String(TIMEOUT_MS), LOG_LEVEL: "warn" },
      { logStream: log.stream },
    );
    let stopped = false;
    cleanups.push(async () => (stopped ? undefined : server.stop()));
    const post = () =>
      fetch(`${server.url}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Accept-Language": "fr-CA" },
        body: JSON.stringify(sampleContact),
      });
    expect((await post()).status).toBe(201);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);

    proxy.blackHole();

    const ready = await timed(() => fetch(`${server.url}/readyz`));
    expect(ready.value.status).toBe(503);
    expect(ready.ms).toBeLessThan(3_000);

    for (let attempt = 0; attempt < 2; attempt++) {
      const submitted = await timed(post);
      expect(submitted.value.status).toBe(503);
      expect(submitted.value.headers.get("retry-after")).toBe(String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      expect(await submitted.value.json()).toEqual({ message: fr.api.unavailable });
      expect(submitted.ms).toBeLessThan(TIMEOUT_MS * 3 + 1_000);
    }
    // The pages do not need the database.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(log.lines.some((line) => line.msg === "database unavailable")).toBe(true);

    const shutdown = await timed(() => server.stop());
    stopped = true;
    expect(shutdown.ms).toBeLessThan(TIMEOUT_MS * 4 + 2_000);
  });

  it("stops a start against it with an error within the timeout, instead of hanging", async () => {
    const { url, proxy } = await proxiedDatabase();
    proxy.blackHole();
    const storage = await storageFor("sqlite");
    cleanups.push(storage.cleanup);
    const config = parseConfig({
      DATA_DIR: storage.dataDir,
      SITE_DIR: storage.siteDir,
      DATABASE_URL: url,
      DATABASE_TIMEOUT_MS: String(TIMEOUT_MS),
      LOG_LEVEL: "silent",
    });
    const started = Date.now();
    await expect(buildServer(config)).rejects.toThrow(/timeout/i);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 3);
  });
});
