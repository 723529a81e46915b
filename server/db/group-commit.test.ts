/**
 * Group commit on a real SQLite file and a real PostgreSQL database: submissions arriving together share a
 * transaction, every one of them is stored with its mail, and one that fails does not take the others down.
 */
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import type { ContactMessage } from "../../core/forms.ts";
import { saveContactMessage } from "../submissions.ts";
import { ENGINES, POSTGRES_SKIP_REASON, storageFor, type StorageFixture } from "../../tests/support/test-server.ts";
import { openStore, type Store } from "./database.ts";

const message = (index: number): ContactMessage => ({
  firstName: "Group",
  lastName: `Visitor ${index}`,
  email: `group${index}@example.com`,
  company: "",
  service: "other",
  message: `Message number ${index} about an exhibition.`,
});

if (!ENGINES.includes("postgres")) console.warn(`group commit on PostgreSQL skipped: ${POSTGRES_SKIP_REASON}`);

describe.each(ENGINES)("group commit on %s", (engine) => {
  let storage: StorageFixture | undefined;
  let store: Store | undefined;
  afterEach(async () => {
    await store?.close();
    await storage?.cleanup();
  });

  async function open(): Promise<Store> {
    storage = await storageFor(engine);
    store = await openStore({ dataDir: storage.dataDir, databaseUrl: storage.env.DATABASE_URL });
    return store;
  }

  it("stores every one of a burst of submissions, each with its two emails", async () => {
    const db = await open();
    const ids = await Promise.all(
      Array.from({ length: 120 }, (_, index) =>
        saveContactMessage(db, message(index), "fr-CA", {
          teamAddress: "team@example.com",
          confirmationsPerDay: 1000,
          retentionDays: 365,
          publicUrl: "https://www.northlight.example",
        }),
      ),
    );
    expect(new Set(ids).size).toBe(120);
    const rows = await db.db.selectFrom("contact_messages").select(["id", "last_name"]).execute();
    expect(rows).toHaveLength(120);
    // Each answer names its own submission, not a neighbour's in the same transaction.
    for (const [index, id] of ids.entries())
      expect(rows.find((row) => row.id === id)?.last_name).toBe(`Visitor ${index}`);
    const outbox = await db.db.selectFrom("outbox").select(["subject_ref", "to_address"]).execute();
    expect(outbox).toHaveLength(240);
    for (const [index, id] of ids.entries()) {
      const mail = outbox.filter((row) => row.subject_ref === `contact:${id}`).map((row) => row.to_address);
      expect(mail.sort()).toEqual([`group${index}@example.com`, "team@example.com"].sort());
    }
  });

  it("shares one transaction among submissions that arrive together", async () => {
    const db = await open();
    const transactions = await Promise.all(Array.from({ length: 10 }, () => db.commit((trx) => Promise.resolve(trx))));
    expect(new Set(transactions).size).toBe(1);
  });

  it("commits the others when one submission in the group fails", async () => {
    const db = await open();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 6 }, (_, index) =>
        index === 3
          ? db.commit(async (trx) => {
              await trx
                .insertInto("contact_messages")
                // A NOT NULL column left empty: the database refuses this row.
                .values({ ...row(index), message: null as unknown as string })
                .execute();
            })
          : db.commit(async (trx) => {
              await trx.insertInto("contact_messages").values(row(index)).execute();
            }),
      ),
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      "fulfilled",
      "fulfilled",
      "fulfilled",
      "rejected",
      "fulfilled",
      "fulfilled",
    ]);
    const stored = await db.db.selectFrom("contact_messages").select("last_name").orderBy("last_name").execute();
    expect(stored.map((entry) => entry.last_name)).toEqual([0, 1, 2, 4, 5].map((index) => `Visitor ${index}`));
  });
});

describe("SQLite durability", () => {
  it("syncs the commits that answer visitors to disk (synchronous=FULL)", async () => {
    const storage = await storageFor("sqlite");
    const store = await openStore({ dataDir: storage.dataDir });
    try {
      const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(store.db);
      // 2 is FULL: the write-ahead log is synced at every commit, not only at checkpoints (1, NORMAL).
      expect(rows[0]?.synchronous).toBe(2);
    } finally {
      await store.close();
      await storage.cleanup();
    }
  });
});

function row(index: number) {
  const { firstName, lastName, email, company, service, message: text } = message(index);
  return {
    created_at: Date.now(),
    language: "en-CA",
    first_name: firstName,
    last_name: lastName,
    email,
    company,
    service,
    message: text,
  };
}
