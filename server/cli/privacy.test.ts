/**
 * The privacy commands as the team runs them (`npm run inbox -- …`, a process of its own) against a real
 * SQLite file and a real PostgreSQL database: their output and exit codes.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openStore, type Store } from "../db/database.ts";
import { runInbox } from "../../tests/support/inbox-command.ts";
import { refsOf, seedPerson, setMailStatus, type Seeded } from "../../tests/support/personal-data.ts";
import { ENGINES, storageFor, type StorageFixture } from "../../tests/support/test-server.ts";

const ZERO_COUNTS =
  "0 contact messages, 0 applications (0 files), 0 chat escalations, 0 honeypot posts, 0 emails (0 .eml copies)";

describe.each(ENGINES)("npm run inbox privacy commands on %s", (engine) => {
  let storage: StorageFixture;
  let store: Store;
  let env: Record<string, string | undefined>;
  let ann: Seeded;

  beforeEach(async () => {
    storage = await storageFor(engine);
    store = await openStore({ dataDir: storage.dataDir, databaseUrl: storage.env.DATABASE_URL });
    env = { ...process.env, DATABASE_URL: "", ...storage.env };
    ann = await seedPerson(store, "ann@x.ca", { tag: "ann" });
    await seedPerson(store, "joann@x.ca", { tag: "joann" });
  });
  afterEach(async () => {
    await store.close();
    await storage.cleanup();
  });

  async function contactCount(): Promise<number> {
    return (await store.db.selectFrom("contact_messages").select("id").execute()).length;
  }

  it("answers for an unknown address with an empty document or zero counts, and exit code 0", async () => {
    const exported = await runInbox(["export", "nobody@x.ca"], env);
    expect(exported.code).toBe(0);
    expect(JSON.parse(exported.stdout)).toMatchObject({
      email: "nobody@x.ca",
      contactMessages: [],
      applications: [],
      chatEscalations: [],
      spamSubmissions: [],
      mail: [],
    });
    expect(exported.stderr).toBe("Nothing is held about nobody@x.ca.\n");

    const forgotten = await runInbox(["forget", "nobody@x.ca"], env);
    expect(forgotten).toEqual({ code: 0, stdout: `Erased for nobody@x.ca: ${ZERO_COUNTS}.\n`, stderr: "" });
    expect(await contactCount()).toBe(2);
  });

  it("refuses a malformed or missing address with exit code 2 and a line saying why, touching nothing", async () => {
    const cases = ["export", "forget"].flatMap((command) =>
      ["ann@", "not-an-address", "ann@x.ca\nBcc: joann@x.ca"].map((address) => ({ command, address })),
    );
    const runs = await Promise.all(cases.map(({ command, address }) => runInbox([command, address], env)));
    for (const [index, { command, address }] of cases.entries())
      expect(runs[index]).toEqual({
        code: 2,
        stdout: "",
        stderr: `Not an email address: ${JSON.stringify(address)}. Use: npm run inbox -- ${command} EMAIL\n`,
      });
    const missing = await Promise.all(["export", "forget"].map((command) => runInbox([command], env)));
    for (const [index, command] of ["export", "forget"].entries())
      expect(missing[index]).toEqual({
        code: 2,
        stdout: "",
        stderr: `Missing the address. Use: npm run inbox -- ${command} EMAIL\n`,
      });
    const unknownOption = await runInbox(["forget", "ann@x.ca", "--with-files"], env);
    expect(unknownOption.code).toBe(2);
    expect(unknownOption.stderr).toContain("Unknown option --with-files.");
    expect(await contactCount()).toBe(2);
  });

  it("exports one JSON document, forgets with counts (zero the second time), and purges", async () => {
    const exported = await runInbox(["export", "ANN@x.ca", "--with-files"], env);
    expect(exported.code).toBe(0);
    expect(exported.stderr).toBe("");
    const document = JSON.parse(exported.stdout) as {
      contactMessages: { id: number }[];
      applications: { files: { contentBase64?: string }[] }[];
      mail: unknown[];
    };
    expect(document.contactMessages.map((row) => row.id)).toEqual([ann.contactId]);
    expect(document.applications[0]?.files[0]?.contentBase64).toMatch(/^JVBERi0xLjQ/);
    expect(document.mail).toHaveLength(5);
    expect(exported.stdout).not.toContain("joann");

    const forgotten = await runInbox(["forget", "ann@x.ca"], env);
    expect(forgotten.code).toBe(0);
    expect(forgotten.stdout).toMatch(
      /^Erased for ann@x\.ca: 1 contact message, 1 application \(1 file\), 1 chat escalation, 1 honeypot post, 5 emails \(0 \.eml copies\), today's count of confirmations to the address\.\n/,
    );
    expect(await runInbox(["forget", "ann@x.ca"], env)).toMatchObject({
      code: 0,
      stdout: `Erased for ann@x.ca: ${ZERO_COUNTS}.\n`,
    });
    expect(await contactCount()).toBe(1);

    // `npm run inbox` says when the next purge is due and what it will remove; `purge` applies it now.
    const old = await seedPerson(store, "old@x.ca", { tag: "old", ageDays: 400 });
    for (const ref of refsOf(old)) await setMailStatus(store, ref, "sent");
    const listed = await runInbox([], env);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain(
      "Retention: 365 days for messages, applications and chat escalations; 30 days for honeypot posts.",
    );
    expect(listed.stdout).toContain("No purge has run yet (the server purges when it starts, then daily).");
    expect(listed.stdout).toContain(
      "Next purge due: now (at the next server start, or npm run inbox -- purge); it will remove 1 contact message, 1 application (1 file), 1 chat escalation, 1 honeypot post, 5 emails.",
    );
    const purged = await runInbox(["purge"], env);
    expect(purged).toEqual({
      code: 0,
      stdout:
        "Retention purge (RETENTION_DAYS=365, SPAM_RETENTION_DAYS=30): removed 1 contact message, 1 application (1 file), 1 chat escalation, 1 honeypot post, 5 emails (0 .eml copies).\n",
      stderr: "",
    });
    const relisted = await runInbox([], env);
    expect(relisted.stdout).toMatch(/Last purge: \d{4}-\d\d-\d\d \d\d:\d\d UTC, removed 1 contact message,/);
    expect(relisted.stdout).toMatch(
      /Next purge due: \d{4}-\d\d-\d\d \d\d:\d\d UTC; it will remove 0 contact messages, 0 applications \(0 files\), 0 chat escalations, 0 honeypot posts, 0 emails\./,
    );
  });
});
