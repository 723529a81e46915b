/**
 * Retention against a real SQLite file and a real PostgreSQL database: exactly what is past its date goes,
 * with its files and mail; mail not yet delivered holds its submission back; purges are idempotent and safe
 * to run from two instances at once; the server purges at start and then on schedule.
 */
import { existsSync, mkdirSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DAY_MS } from "../../core/privacy.ts";
import { emlFileName } from "../mail/transport.ts";
import { openStore, type Store } from "../db/database.ts";
import { dateRecords, refsOf, seedPerson, setMailStatus, type Seeded } from "../../tests/support/personal-data.ts";
import {
  ENGINES,
  eventually,
  startTestServer,
  storageFor,
  type RunningServer,
  type StorageFixture,
} from "../../tests/support/test-server.ts";
import { runInbox } from "../../tests/support/inbox-command.ts";
import { lastPurge, previewPurge, purgeExpired } from "./retention.ts";
import { scheduleRetention } from "./retention-schedule.ts";

const SETTINGS = { RETENTION_DAYS: 365, SPAM_RETENTION_DAYS: 30 };
const NOW = Date.UTC(2026, 5, 15, 12);
const CUTOFF = NOW - 365 * DAY_MS;
const ZERO = {
  contactMessages: 0,
  applications: 0,
  applicationFiles: 0,
  chatEscalations: 0,
  spamSubmissions: 0,
  mail: 0,
  mailFiles: 0,
};

describe.each(ENGINES)("retention on %s", (engine) => {
  let storage: StorageFixture;
  const stores: Store[] = [];
  let server: RunningServer | undefined;

  beforeEach(async () => {
    storage = await storageFor(engine);
  });

  async function open(): Promise<Store> {
    const store = await openStore({ dataDir: storage.dataDir, databaseUrl: storage.env.DATABASE_URL });
    stores.push(store);
    return store;
  }

  afterEach(async () => {
    await server?.stop();
    server = undefined;
    for (const store of stores.splice(0)) await store.close();
    await storage.cleanup();
  });

  async function remaining(store: Store) {
    const ids = async (table: "contact_messages" | "applications" | "chat_escalations" | "spam_submissions") =>
      (await store.db.selectFrom(table).select("id").orderBy("id").execute()).map((row) => row.id);
    return {
      contactMessages: await ids("contact_messages"),
      applications: await ids("applications"),
      chatEscalations: await ids("chat_escalations"),
      spamSubmissions: await ids("spam_submissions"),
      files: (await store.db.selectFrom("application_files").select("application_id").execute()).map(
        (row) => row.application_id,
      ),
      mailAbout: [
        ...new Set((await store.db.selectFrom("outbox").select("subject_ref").execute()).map((r) => r.subject_ref)),
      ].sort(),
    };
  }

  /** Writes the `.eml` copy the mail worker would have written for each message about `seeded`. */
  async function writeMailCopies(store: Store, seeded: Seeded, mtime: number): Promise<string[]> {
    const directory = join(storage.dataDir, "outbox");
    mkdirSync(directory, { recursive: true });
    const rows = await store.db
      .selectFrom("outbox")
      .select(["id", "kind"])
      .where("subject_ref", "in", refsOf(seeded))
      .execute();
    return rows.map((row) => {
      const path = join(directory, emlFileName(row.id, row.kind));
      writeFileSync(path, `To: ${seeded.email}\n\ncopy`);
      utimesSync(path, mtime / 1000, mtime / 1000);
      return path;
    });
  }

  it("removes exactly what is past its date, with its files and mail, and keeps submissions whose mail is pending", async () => {
    const store = await open();
    // Everything of `expired` is one millisecond past retention; `fresh` is exactly at the limit, so kept.
    const expired = await seedPerson(store, "expired@x.ca", { tag: "expired" });
    await dateRecords(store, expired, CUTOFF - 1);
    await setMailStatus(store, `contact:${expired.contactId}`, "sent");
    await setMailStatus(store, `application:${expired.applicationId}`, "failed");
    await setMailStatus(store, `chat:${expired.chatId}`, "sent");
    const fresh = await seedPerson(store, "fresh@x.ca", { tag: "fresh" });
    await dateRecords(store, fresh, CUTOFF);
    for (const ref of refsOf(fresh)) await setMailStatus(store, ref, "sent");
    // Past retention, but the visitor's confirmation of the message and the team's chat notification are not
    // delivered yet: those two submissions wait, whole; its application (mail sent) goes.
    const waiting = await seedPerson(store, "waiting@x.ca", { tag: "waiting", now: NOW, ageDays: 400 });
    await setMailStatus(store, `contact:${waiting.contactId}`, "sent", "contact-team");
    await setMailStatus(store, `application:${waiting.applicationId}`, "sent");
    // Honeypot posts: 30 days and a millisecond old goes, 29 days stays.
    await store.db
      .updateTable("spam_submissions")
      .set({ created_at: NOW - 30 * DAY_MS - 1 })
      .where("id", "in", [expired.spamId, waiting.spamId])
      .execute();
    await store.db
      .updateTable("spam_submissions")
      .set({ created_at: NOW - 29 * DAY_MS })
      .where("id", "=", fresh.spamId)
      .execute();
    const expiredCopies = await writeMailCopies(store, expired, CUTOFF - 1);
    const freshCopies = await writeMailCopies(store, fresh, CUTOFF + DAY_MS);
    // A copy past retention whose row is already gone (another instance's purge, a restored database).
    const stray = join(storage.dataDir, "outbox", emlFileName(999_999, "contact-visitor"));
    writeFileSync(stray, "To: gone@x.ca");
    utimesSync(stray, (CUTOFF - DAY_MS) / 1000, (CUTOFF - DAY_MS) / 1000);

    const pastRetention = {
      contactMessages: 1,
      applications: 2,
      applicationFiles: 2,
      chatEscalations: 1,
      spamSubmissions: 2,
      // expired: 2 + 2 + 1; waiting's application: 2.
      mail: 7,
    };
    // `npm run inbox` counts what the purge will remove with the same query.
    expect(await previewPurge(store, SETTINGS, NOW)).toEqual({ removable: pastRetention, heldForMail: 2 });

    const outcome = await purgeExpired(store, SETTINGS, { now: NOW, dataDir: storage.dataDir });
    expect(outcome).toEqual({
      ran: true,
      ranAt: NOW,
      heldForMail: 2,
      removed: { ...pastRetention, mailFiles: expiredCopies.length + 1 },
    });
    expect(await remaining(store)).toEqual({
      contactMessages: [waiting.contactId, fresh.contactId].sort((a, b) => a - b),
      applications: [fresh.applicationId],
      chatEscalations: [waiting.chatId, fresh.chatId].sort((a, b) => a - b),
      spamSubmissions: [fresh.spamId],
      files: [fresh.applicationId],
      mailAbout: [...refsOf(fresh), `contact:${waiting.contactId}`, `chat:${waiting.chatId}`].sort(),
    });
    // The waiting message keeps both its emails, the delivered one too: it goes whole, later.
    const waitingMail = await store.db
      .selectFrom("outbox")
      .select("status")
      .where("subject_ref", "=", `contact:${waiting.contactId}`)
      .execute();
    expect(waitingMail.map((row) => row.status).sort()).toEqual(["pending", "sent"]);
    expect([...expiredCopies, stray].filter((path) => existsSync(path))).toEqual([]);
    expect(freshCopies.every((path) => existsSync(path))).toBe(true);
    expect(await lastPurge(store.db)).toEqual({ ranAt: NOW, removed: outcome.ran ? outcome.removed : undefined });

    // Idempotent: nothing more goes.
    const again = await purgeExpired(store, SETTINGS, { now: NOW, dataDir: storage.dataDir });
    expect(again).toMatchObject({ ran: true, removed: ZERO, heldForMail: 2 });

    // Once the mail has gone out (or failed for good), the held submissions go with it.
    await setMailStatus(store, `contact:${waiting.contactId}`, "sent");
    await setMailStatus(store, `chat:${waiting.chatId}`, "failed");
    const later = await purgeExpired(store, SETTINGS, { now: NOW, dataDir: storage.dataDir });
    expect(later).toMatchObject({
      ran: true,
      heldForMail: 0,
      removed: { ...ZERO, contactMessages: 1, chatEscalations: 1, mail: 3 },
    });
  });

  it("does it once when two instances purge at the same moment", async () => {
    const store = await open();
    for (const tag of ["one", "two", "three"]) {
      const person = await seedPerson(store, `${tag}@x.ca`, { tag, ageDays: 500 });
      for (const ref of refsOf(person)) await setMailStatus(store, ref, "sent");
    }
    // Two processes, as two server instances would be (`npm run inbox -- purge` runs the same purge).
    const env = { ...process.env, DATABASE_URL: "", ...storage.env };
    const outputs = await Promise.all([runInbox(["purge"], env), runInbox(["purge"], env)]);
    const counts = outputs.map(({ code, stdout }) => {
      expect(code).toBe(0);
      const found =
        /removed (\d+) contact messages?, (\d+) applications? \((\d+) files?\), (\d+) chat escalations?, (\d+) honeypot posts?, (\d+) emails?/.exec(
          stdout,
        );
      expect(found, stdout).not.toBeNull();
      return (found ?? []).slice(1).map(Number);
    });
    const [first = [], second = []] = counts;
    expect(first.map((count, index) => count + (second[index] ?? 0))).toEqual([3, 3, 3, 3, 3, 15]);
    // One of them found the work done.
    expect(counts.some((list) => list.every((count) => count === 0))).toBe(true);
    expect(await remaining(store)).toEqual({
      contactMessages: [],
      applications: [],
      chatEscalations: [],
      spamSubmissions: [],
      files: [],
      mailAbout: [],
    });

    // The daily check, made under the lock: a purge that finds a recent one (by any instance) does nothing.
    const last = await lastPurge(store.db);
    expect(
      await purgeExpired(store, SETTINGS, { now: Date.now(), dataDir: storage.dataDir, skipIfRanWithinMs: DAY_MS }),
    ).toEqual({ ran: false, lastRun: last });
  });

  it("purges when the server starts, and again when the next purge is due", async () => {
    const seedStore = await open();
    const old = await seedPerson(seedStore, "old@x.ca", { tag: "old", ageDays: 400 });
    for (const ref of refsOf(old)) await setMailStatus(seedStore, ref, "sent");
    const kept = await seedPerson(seedStore, "kept@x.ca", { tag: "kept", ageDays: 10 });

    server = await startTestServer(storage);
    const running = server;
    await eventually(async () =>
      (await running.store.db.selectFrom("contact_messages").select("id").execute()).length === 1 ? true : undefined,
    );
    expect(await remaining(running.store)).toMatchObject({
      contactMessages: [kept.contactId],
      applications: [kept.applicationId],
      chatEscalations: [kept.chatId],
    });
    expect(await lastPurge(running.store.db)).toMatchObject({ removed: { contactMessages: 1, applications: 1 } });

    // The schedule: purges at start, then once per interval (a day in production, shortened here).
    const store = await open();
    const schedule = scheduleRetention({
      store,
      settings: SETTINGS,
      dataDir: storage.dataDir,
      log: pino({ level: "silent" }),
      intervalMs: 400,
    });
    await schedule.started;
    const late = await seedPerson(store, "late@x.ca", { tag: "late", ageDays: 366 });
    for (const ref of refsOf(late)) await setMailStatus(store, ref, "sent");
    await eventually(async () =>
      (await store.db.selectFrom("applications").select("id").where("id", "=", late.applicationId).execute()).length ===
      0
        ? true
        : undefined,
    );
    await schedule.stop();
  });
});
