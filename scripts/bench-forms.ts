/**
 * `npm run bench:forms`: N concurrent contact submissions on loopback against the real server process, on
 * SQLite and (when TEST_DATABASE_URL or BENCH_DATABASE_URL is set) PostgreSQL. Prints throughput and latency
 * percentiles, then checks that every accepted submission is in the database with its two outbox rows.
 * Budget: p95 under 50 ms with 50 in flight on SQLite, nothing lost. Exits non-zero when a check fails.
 *
 * SQLite runs twice: with synchronous=FULL, as the server ships (every commit that answers a visitor is synced),
 * then with NORMAL for reference, which shows what the syncing costs (BENCH_SQLITE_NORMAL=off skips it).
 *
 * Options (environment): BENCH_REQUESTS (2000), BENCH_CONCURRENCY (50), BENCH_WARMUP (200 untimed first).
 */
import { once } from "node:events";
import { connect } from "node:net";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { HONEYPOT_FIELD } from "../core/forms.ts";
import { openStore } from "../server/db/database.ts";
import { fixtureSite, freshPostgresDatabase } from "../tests/support/test-server.ts";
import { spawnServer, waitUntilReady } from "../tests/support/server-process.ts";
import { startSmtpSink } from "../tests/support/smtp-sink.ts";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 200);
const P95_BUDGET_MS = 50;
const PORT = 43_210;

/**
 * The load generator shares the two cores with the server, so it must cost little: `node:http` (even with
 * keep-alive) took as much CPU as the server it measured. Each of the in-flight connections is a raw
 * keep-alive socket that writes a prepared request and reads back just the status and the body length.
 */
interface Connection {
  send(request: string): Promise<number>;
  close(): void;
}

async function connectRaw(port: number): Promise<Connection> {
  const socket = connect({ host: "127.0.0.1", port, noDelay: true });
  await once(socket, "connect");
  let buffer: Buffer = Buffer.alloc(0);
  let waiting: { resolve: (status: number) => void; reject: (error: Error) => void } | undefined;
  socket.on("data", (chunk: Buffer) => {
    buffer = buffer.length > 0 ? Buffer.concat([buffer, chunk]) : chunk;
    const headEnd = buffer.indexOf("\r\n\r\n");
    if (!waiting || headEnd < 0) return;
    const head = buffer.subarray(0, headEnd).toString("latin1");
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
    if (buffer.length < headEnd + 4 + length) return;
    buffer = buffer.subarray(headEnd + 4 + length);
    const { resolve } = waiting;
    waiting = undefined;
    resolve(Number(head.slice(9, 12)));
  });
  socket.on("error", (error) => waiting?.reject(error));
  socket.on("close", () => waiting?.reject(new Error("connection closed by the server")));
  return {
    send: (request) =>
      new Promise((resolve, reject) => {
        waiting = { resolve, reject };
        socket.write(request);
      }),
    close: () => socket.end(),
  };
}

function contactRequest(body: string): string {
  return `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
}

/**
 * CPU time (user and system, from Linux's /proc) used by a whole process, or by its main thread alone: the
 * thread that answers requests, apart from the mail thread and V8's helpers. Less disturbed than latency
 * when something else runs on the machine.
 */
function processCpuMs(pid: number | undefined, mainThreadOnly = false): number {
  if (pid === undefined) return 0;
  const path = mainThreadOnly ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`;
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = readFileSync(path, "utf8").split(") ")[1]?.split(" ") ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}
const CLOCK_TICKS_PER_SECOND = 100;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function run(engine: "sqlite" | "postgres", databaseUrl?: string, synchronous: "full" | "normal" = "full") {
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
      // Every submission has its own address; the daily total of confirmations must not cap the measure.
      MAIL_CONFIRMATIONS_PER_DAY: "100000000",
      DATABASE_URL: databaseUrl ?? "",
      SQLITE_SYNCHRONOUS: synchronous,
    },
    process.env.BENCH_NODE_ARGS?.split(" ").filter(Boolean),
  );
  try {
    await waitUntilReady(url);
    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    let sent = 0;
    /** Sends submissions until `total` have been sent in all; `record` says whether this phase is measured. */
    async function sender(total: number, record: boolean) {
      const connection = await connectRaw(PORT);
      while (sent < total) {
        const index = sent++;
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
        const status = await connection.send(contactRequest(body));
        if (record) latencies.push(performance.now() - t0);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
      connection.close();
    }
    // A server runs warm: the first requests, paid in compilation, are sent but not timed (they are checked).
    await Promise.all(Array.from({ length: CONCURRENCY }, () => sender(WARMUP, false)));
    const started = performance.now();
    const cpuBefore = processCpuMs(child.pid);
    const requestThreadBefore = processCpuMs(child.pid, true);
    await Promise.all(Array.from({ length: CONCURRENCY }, () => sender(WARMUP + REQUESTS, true)));
    const serverCpuMs = processCpuMs(child.pid) - cpuBefore;
    const requestThreadMs = processCpuMs(child.pid, true) - requestThreadBefore;
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const accepted = statuses.get(201) ?? 0;

    const store = await openStore({ dataDir, databaseUrl });
    // PostgreSQL gives a count as a string (a bigint), SQLite as a number.
    const rows = async (table: "contact_messages" | "outbox") =>
      Number(
        (
          await store.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number | string>().as("n"))
            .executeTakeFirst()
        )?.n ?? 0,
      );
    const stored = await rows("contact_messages");
    const outbox = await rows("outbox");
    await store.close();

    const result = {
      engine: engine === "sqlite" ? `sqlite (synchronous=${synchronous.toUpperCase()})` : engine,
      requests: `${REQUESTS} (+${WARMUP} untimed)`,
      inFlight: CONCURRENCY,
      "req/s": Math.round(REQUESTS / seconds),
      "p50 ms": +percentile(latencies, 50).toFixed(1),
      "p95 ms": +percentile(latencies, 95).toFixed(1),
      "p99 ms": +percentile(latencies, 99).toFixed(1),
      "CPU µs/req": Math.round((serverCpuMs * 1000) / REQUESTS),
      "request thread µs/req": Math.round((requestThreadMs * 1000) / REQUESTS),
      accepted,
      stored,
      "outbox rows": outbox,
      other:
        [...statuses]
          .filter(([status]) => status !== 201)
          .map(([status, count]) => `${status}×${count}`)
          .join(" ") || "-",
    };
    const nothingLost = stored === accepted && outbox === accepted * 2 && accepted === WARMUP + REQUESTS;
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
// For reference, what syncing every commit costs: the same load with SQLite's NORMAL (not what ships).
if (process.env.BENCH_SQLITE_NORMAL !== "off") {
  const normal = await run("sqlite", undefined, "normal");
  rows.push(normal.result);
  if (!normal.nothingLost) ok = false;
}

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
