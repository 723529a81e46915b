/**
 * Erasure on SQLite reaches the disk: after `npm run inbox -- forget` (run while the server is up) and the
 * server's stop, no file under DATA_DIR (the database, its write-ahead log, the `.eml` copies) holds the
 * address any more, in the main file's free space or in old log frames; everyone else's data is still there.
 */
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "../../core/forms.ts";
import { runInbox } from "../../tests/support/inbox-command.ts";
import { addressPattern, filesUnder, resumeFor } from "../../tests/support/personal-data.ts";
import {
  eventually,
  startTestServer,
  storageFor,
  type RunningServer,
  type StorageFixture,
} from "../../tests/support/test-server.ts";

describe("erasure on SQLite", () => {
  let storage: StorageFixture;
  let server: RunningServer | undefined;

  afterEach(async () => {
    await server?.stop();
    await storage.cleanup();
  });

  async function submitEverything(running: RunningServer, email: string, tag: string): Promise<void> {
    const json = (path: string, body: unknown) =>
      fetch(`${running.url}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Accept-Language": "en-CA" },
        body: JSON.stringify(body),
      });
    const contact = {
      firstName: `Ann${tag}`,
      lastName: "Visitor",
      email,
      company: "",
      service: "",
      message: `A message from ${tag} that is long enough to be a real one.`,
      [HONEYPOT_FIELD]: "",
    };
    expect((await json("/api/contact", contact)).status).toBe(201);
    expect((await json("/api/contact", { ...contact, [HONEYPOT_FIELD]: "bot" })).status).toBe(201);
    const form = new FormData();
    for (const [name, value] of Object.entries({
      position: "app-developer",
      firstName: `Ann${tag}`,
      lastName: "Visitor",
      email,
      phone: "613 555 0199",
      portfolioUrl: "",
      experience: `Experience of ${tag}: `.padEnd(80, "x"),
      motivation: `Motivation of ${tag}: `.padEnd(80, "y"),
      availableStart: "soon",
      [HONEYPOT_FIELD]: "",
    }))
      form.append(name, value);
    form.append("resume", new Blob([new Uint8Array(resumeFor(email))]), `cv-${tag}.pdf`);
    expect((await fetch(`${running.url}/api/applications`, { method: "POST", body: form })).status).toBe(201);
    const chat = await json("/api/chat", {
      // A conversation of its own each time: one conversation is handed off once (ADR 014).
      message: `I want to speak to a human about ${tag}`,
      chatHistory: [],
      userEmail: email,
      language: "en-CA",
    });
    expect(((await chat.json()) as { escalated: boolean }).escalated).toBe(true);
  }

  async function allMailWritten(running: RunningServer): Promise<void> {
    await eventually(async () => {
      const pending = await running.store.db.selectFrom("outbox").select("id").where("status", "<>", "sent").execute();
      return pending.length === 0 ? true : undefined;
    }, 20_000);
  }

  /** Files under DATA_DIR that hold the address, and how many times. */
  async function filesHolding(email: string): Promise<Record<string, number>> {
    const found: Record<string, number> = {};
    for (const [path, bytes] of await filesUnder(storage.dataDir)) {
      const count = bytes.toString("latin1").match(addressPattern(email))?.length ?? 0;
      if (count > 0) found[path.slice(storage.dataDir.length + 1)] = count;
    }
    return found;
  }

  it("leaves no copy of the address in the database files or the mail copies once the server has stopped", async () => {
    storage = await storageFor("sqlite");
    server = await startTestServer(storage);
    const running = server;
    await submitEverything(running, "Ann@X.ca", "first");
    await submitEverything(running, "joann@x.ca", "joann");
    await allMailWritten(running);
    // Part of it goes to the main file (a checkpoint), the rest stays in the write-ahead log.
    await sql`pragma wal_checkpoint(TRUNCATE)`.execute(running.store.db);
    await submitEverything(running, "ann@x.ca", "second");
    await allMailWritten(running);

    const before = await filesHolding("ann@x.ca");
    expect(Object.keys(before)).toEqual(expect.arrayContaining(["site.sqlite", "site.sqlite-wal"]));
    expect(Object.keys(before).filter((path) => path.endsWith(".eml")).length).toBeGreaterThanOrEqual(8);

    // Five emails a visit, less the fourth confirmation to one mailbox in a day, which is not sent (ADR 014).
    const forgotten = await runInbox(["forget", "ann@x.ca"], { ...process.env, DATABASE_URL: "", ...storage.env });
    expect(forgotten.code).toBe(0);
    expect(forgotten.stdout).toMatch(
      /^Erased for ann@x\.ca: 2 contact messages, 2 applications \(2 files\), 2 chat escalations, 2 honeypot posts, 9 emails \(9 \.eml copies\), today's count of confirmations to the address\./,
    );
    await server.stop();
    server = undefined;

    expect(await filesHolding("ann@x.ca")).toEqual({});
    expect(Object.keys(await filesHolding("joann@x.ca"))).toEqual(expect.arrayContaining(["site.sqlite"]));
  });
});
