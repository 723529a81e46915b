/**
 * Mail delivery when things go wrong, against real parts: the SMTP server down when a visitor submits, the
 * server process killed right after accepting, SMTP refusing messages, and two instances on one PostgreSQL.
 */
import type { ChildProcess } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "../core/forms.ts";
import { freePort, spawnServer, waitUntilReady } from "../tests/support/server-process.ts";
import { startSmtpSink, type SmtpSink } from "../tests/support/smtp-sink.ts";
import {
  ENGINES,
  eventually,
  outboxSettled,
  startTestServer,
  storageFor,
  TEST_ENV,
  type RunningServer,
  type StorageFixture,
} from "../tests/support/test-server.ts";
import { openStore } from "./db/database.ts";
import { mailCounts, requeueFailedMail } from "./mail/outbox.ts";

const contact = (index = 0) => ({
  firstName: "Jo",
  lastName: `Tremblay ${index}`,
  email: `jo${index}@example.com`,
  company: "",
  service: "other",
  message: `Message number ${index}`,
  [HONEYPOT_FIELD]: "",
});

async function submit(url: string, body: object) {
  const response = await fetch(`${url}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  return response.status;
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

async function storage(engine: (typeof ENGINES)[number]): Promise<StorageFixture> {
  const fixture = await storageFor(engine);
  cleanups.push(() => fixture.cleanup());
  return fixture;
}
async function sink(port?: number): Promise<SmtpSink> {
  const started = await startSmtpSink(port);
  cleanups.push(() => started.close());
  return started;
}
async function server(fixture: StorageFixture, env: Record<string, string>): Promise<RunningServer> {
  const started = await startTestServer(fixture, env);
  cleanups.push(() => started.stop());
  return started;
}

describe.each(ENGINES)("mail faults on %s", (engine) => {
  it("accepts while SMTP is down and delivers once it is back", async () => {
    const fixture = await storage(engine);
    const port = await freePort();
    const app = await server(fixture, { SMTP_URL: `smtp://127.0.0.1:${port}` });
    expect(await submit(app.url, contact())).toBe(201);
    await eventually(async () => {
      const rows = await app.store.db.selectFrom("outbox").select(["attempts", "last_error", "status"]).execute();
      return rows.length === 2 && rows.every((row) => row.attempts >= 1 && row.last_error && row.status === "pending")
        ? rows
        : undefined;
    });
    const smtp = await sink(port);
    const mails = await smtp.waitFor(2, 20_000);
    expect(mails.map((mail) => mail.to).sort()).toEqual(["jo0@example.com", "team@northlight.example"]);
    await eventually(async () => ((await mailCounts(app.store.db)).sent === 2 ? true : undefined));
  });

  it("retries a message refused for now (4xx) with growing delays, marks it failed after the last try, and can requeue it", async () => {
    const fixture = await storage(engine);
    const smtp = await sink();
    smtp.rejectWith = 451;
    const app = await server(fixture, { SMTP_URL: smtp.url, MAIL_MAX_ATTEMPTS: "3", MAIL_RETRY_BASE_MS: "150" });
    expect(await submit(app.url, contact())).toBe(201);
    const failed = await eventually(async () => {
      const rows = await app.store.db.selectFrom("outbox").selectAll().execute();
      return rows.length === 2 && rows.every((row) => row.status === "failed") ? rows : undefined;
    }, 20_000);
    for (const row of failed) {
      expect(row.attempts).toBe(3);
      expect(row.last_error).toContain("451");
    }
    // Three tries per message, the second 150 ms and the third 300 ms after the one before it (backoff).
    const times = [...smtp.attempts].sort((a, b) => a - b);
    expect(times).toHaveLength(6);
    expect((times[2] ?? 0) - (times[0] ?? 0)).toBeGreaterThanOrEqual(140);
    expect((times[4] ?? 0) - (times[2] ?? 0)).toBeGreaterThanOrEqual(290);
    expect(smtp.messages).toHaveLength(0);
    // Every try of one message carries the same Message-ID, derived from its outbox row.
    const ids = new Set(smtp.attemptMessageIds);
    expect(ids.size).toBe(2);
    for (const row of failed) expect([...ids].some((id) => id.startsWith(`<outbox-${row.id}.`))).toBe(true);

    // Failed mail is kept and visible; the team can put it back in the queue once the cause is fixed.
    smtp.rejectWith = undefined;
    expect(await requeueFailedMail(app.store.db, Date.now())).toBe(2);
    app.mailWorker.wake();
    await smtp.waitFor(2);
  });

  it("marks a message refused for good (5xx) failed at once, and logs the refusal without any address", async () => {
    const fixture = await storage(engine);
    const smtp = await sink();
    smtp.rejectWith = 550;
    const port = await freePort();
    const child = startProcess(
      { ...fixture.env, PORT: String(port), SMTP_URL: smtp.url, LOG_LEVEL: "info", MAIL_RETRY_BASE_MS: "50" },
      true,
    );
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    await waitForHealth(port);
    expect(await submit(`http://127.0.0.1:${port}`, contact(3))).toBe(201);
    const store = await openStore({ dataDir: fixture.dataDir, databaseUrl: fixture.env.DATABASE_URL });
    cleanups.push(() => store.close());
    const failed = await eventually(async () => {
      const rows = await store.db.selectFrom("outbox").selectAll().execute();
      return rows.length === 2 && rows.every((row) => row.status === "failed") ? rows : undefined;
    });
    // One try each, no retry; the team still sees the server's words in `npm run inbox`.
    expect(failed.map((row) => row.attempts)).toEqual([1, 1]);
    expect(failed.map((row) => row.last_error).join(" ")).toContain("<jo3@example.com>");
    // A failed row is never claimed again: these two attempts are all there will be.
    expect(smtp.attempts).toHaveLength(2);

    await eventually(() => ((output.match(/mail delivery failed/g) ?? []).length === 2 ? true : undefined));
    const refusals = output
      .split("\n")
      .filter((line) => line.includes("mail delivery failed"))
      .map((line) => JSON.parse(line) as { responseCode: number; outcome: string; reason: string });
    expect(refusals.map(({ responseCode, outcome }) => ({ responseCode, outcome }))).toEqual([
      { responseCode: 550, outcome: "failed" },
      { responseCode: 550, outcome: "failed" },
    ]);
    expect(refusals[0]?.reason).toContain("[address]");
    expect(output).not.toContain("jo3@example.com");
    expect(output).not.toContain("team@northlight.example");
  });

  it("delivers after a restart what was accepted just before the process was killed", async () => {
    const fixture = await storage(engine);
    const smtp = await sink();
    const port = await freePort();
    const deadSmtp = `smtp://127.0.0.1:${await freePort()}`;
    // A message the killed process had claimed waits out its lease: keep it short here.
    const lease = { MAIL_LEASE_MS: "1000" };
    const first = startProcess({ ...fixture.env, ...lease, PORT: String(port), SMTP_URL: deadSmtp });
    await waitForHealth(port);
    expect(await submit(`http://127.0.0.1:${port}`, contact(7))).toBe(201);
    first.kill("SIGKILL");
    await new Promise((resolve) => first.once("exit", resolve));

    const second = startProcess({ ...fixture.env, ...lease, PORT: String(port), SMTP_URL: smtp.url });
    await waitForHealth(port);
    const mails = await smtp.waitFor(2, 20_000);
    expect(mails.map((mail) => mail.to).sort()).toEqual(["jo7@example.com", "team@northlight.example"]);
    second.kill("SIGTERM");
    expect(await new Promise((resolve) => second.once("exit", resolve))).toBe(0);
  });
});

function startProcess(env: Record<string, string>, captureOutput = false): ChildProcess {
  const child = spawnServer({ ...TEST_ENV, ...env }, [], { captureOutput });
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGKILL");
      await new Promise((resolve) => child.once("exit", resolve));
    }
  });
  return child;
}

const waitForHealth = (port: number) => waitUntilReady(`http://127.0.0.1:${port}`);

describe.each(ENGINES)("two instances and a slow mail server on %s", (engine) => {
  it("send each message once: the lease is renewed while a batch is sent, and marks need the claim", async () => {
    const fixture = await storage(engine);
    const smtp = await sink();
    // Each message takes 400 ms to be accepted: a batch of 8 outlasts the 1 s lease many times over.
    smtp.delayMs = 400;
    const env = { SMTP_URL: smtp.url, MAIL_LEASE_MS: "1000", MAIL_POLL_MS: "50" };
    const [a, b] = [await server(fixture, env), await server(fixture, env)];
    const statuses = await Promise.all(Array.from({ length: 4 }, (_, index) => submit(a.url, contact(index))));
    expect(statuses).toEqual([201, 201, 201, 201]);
    b.mailWorker.wake();
    await smtp.waitFor(8, 30_000);
    // Nothing is pending, and both mail threads have finished what they were sending: a copy sent on an
    // expired lease, were that possible, has arrived by now.
    expect(await outboxSettled(a.store, 30_000)).toEqual({ sent: 8, failed: 0 });
    await Promise.all([a.mailWorker.stop(), b.mailWorker.stop()]);
    expect(smtp.messages).toHaveLength(8);
    expect(new Set(smtp.messages.map((mail) => mail.messageId)).size).toBe(8);
  });
});

describe.runIf(ENGINES.includes("postgres"))("two instances on one PostgreSQL", () => {
  it("deliver every message exactly once", async () => {
    const fixture = await storage("postgres");
    const smtp = await sink();
    const env = { SMTP_URL: smtp.url, MAIL_POLL_MS: "10" };
    const [a, b] = [await server(fixture, env), await server(fixture, env)];
    const count = 40;
    const statuses = await Promise.all(
      Array.from({ length: count }, (_, index) => submit((index % 2 ? a : b).url, contact(index))),
    );
    expect(statuses.every((status) => status === 201)).toBe(true);
    await smtp.waitFor(count * 2, 30_000);
    // Nothing pending and both mail threads stopped (each finishes its delivery first): no copy can still come.
    await outboxSettled(a.store, 30_000);
    await Promise.all([a.mailWorker.stop(), b.mailWorker.stop()]);
    expect(smtp.messages).toHaveLength(count * 2);
    const keys = smtp.messages.map((mail) => `${mail.reference} ${mail.to}`);
    expect(new Set(keys).size).toBe(count * 2);
    const store = await openStore({ dataDir: fixture.dataDir, databaseUrl: fixture.env.DATABASE_URL });
    expect(await mailCounts(store.db)).toEqual({ pending: 0, sent: count * 2, failed: 0 });
    await store.close();
  });
});
