/**
 * `npm run bench:forms`: N concurrent contact submissions on loopback against the real server process, on
 * SQLite and (when TEST_DATABASE_URL or BENCH_DATABASE_URL is set) PostgreSQL. Prints throughput and latency
 * percentiles, then checks that every accepted submission is in the database with its two outbox rows.
 * Budget: p95 under 50 ms with 50 in flight on SQLite, nothing lost. Exits non-zero when a check fails.
 *
 * Options (environment): BENCH_REQUESTS (2000), BENCH_CONCURRENCY (50).
 */
import { Agent, request } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { HONEYPOT_FIELD } from "../core/forms.ts";
import { openStore } from "../server/db/database.ts";
import { fixtureSite, freshPostgresDatabase } from "../tests/support/test-server.ts";
import { spawnServer, waitUntilReady } from "../tests/support/server-process.ts";
import { startSmtpSink } from "../tests/support/smtp-sink.ts";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const P95_BUDGET_MS = 50;
const PORT = 43_210;

/** Plain node:http with keep-alive: the load generator shares the machine, so it should cost little CPU. */
const agent = new Agent({ keepAlive: true, maxSockets: 1000 });
function post(url: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: "POST",
        agent,
        headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function run(engine: "sqlite" | "postgres", databaseUrl?: string) {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-data-"));
  const siteDir = fixtureSite();
  const smtp = await startSmtpSink(0, { parse: false });
  const url = `http://127.0.0.1:${PORT}`;
  const child = spawnServer(
    {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      DATA_DIR: dataDir,
      SITE_DIR: siteDir,
      SMTP_URL: process.env.BENCH_SMTP === "off" ? "" : smtp.url,
      RATE_LIMIT_CONTACT: "1000000/1m",
      DATABASE_URL: databaseUrl ?? "",
    },
    process.env.BENCH_NODE_ARGS?.split(" ").filter(Boolean),
  );
  try {
    await waitUntilReady(url);
    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    let next = 0;
    const started = performance.now();
    async function worker() {
      while (next < REQUESTS) {
        const index = next++;
        const body = JSON.stringify({
          firstName: "Bench",
          lastName: `Visitor ${index}`,
          email: `bench${index}@example.com`,
          company: "Load test",
          service: "other",
          message: `Benchmark message ${index}: we would like to talk about a project for our museum.`,
          [HONEYPOT_FIELD]: "",
        });
        const t0 = performance.now();
        const status = await post(`${url}/api/contact`, body);
        latencies.push(performance.now() - t0);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const accepted = statuses.get(201) ?? 0;

    const store = await openStore({ dataDir, databaseUrl });
    const stored = Number(
      (
        await store.db
          .selectFrom("contact_messages")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirst()
      )?.n ?? 0,
    );
    const outbox = Number(
      (
        await store.db
          .selectFrom("outbox")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirst()
      )?.n ?? 0,
    );
    await store.close();

    const result = {
      engine,
      requests: REQUESTS,
      inFlight: CONCURRENCY,
      "req/s": Math.round(REQUESTS / seconds),
      "p50 ms": +percentile(latencies, 50).toFixed(1),
      "p95 ms": +percentile(latencies, 95).toFixed(1),
      "p99 ms": +percentile(latencies, 99).toFixed(1),
      accepted,
      stored,
      "outbox rows": outbox,
      other:
        [...statuses]
          .filter(([status]) => status !== 201)
          .map(([status, count]) => `${status}×${count}`)
          .join(" ") || "-",
    };
    const nothingLost = stored === accepted && outbox === accepted * 2 && accepted === REQUESTS;
    return { result, nothingLost, p95: percentile(latencies, 95) };
  } finally {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(siteDir, { recursive: true, force: true });
  }
}

const rows = [];
let ok = true;
const sqlite = await run("sqlite");
rows.push(sqlite.result);
if (!sqlite.nothingLost) ok = false;
if (sqlite.p95 >= P95_BUDGET_MS) ok = false;

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (adminUrl) {
  process.env.TEST_DATABASE_URL = adminUrl;
  const database = await freshPostgresDatabase();
  try {
    const postgres = await run("postgres", database.url);
    rows.push(postgres.result);
    if (!postgres.nothingLost) ok = false;
  } finally {
    await database.drop();
  }
} else {
  console.log("PostgreSQL skipped: set TEST_DATABASE_URL (bash scripts/start-test-postgres.sh starts one).");
}

console.table(rows);
console.log(
  `Budget: p95 < ${P95_BUDGET_MS} ms on SQLite with ${CONCURRENCY} in flight, every accepted submission stored with 2 outbox rows.`,
);
console.log(ok ? "PASS" : "FAIL");
process.exit(ok ? 0 : 1);
