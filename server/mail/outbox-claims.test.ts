/**
 * Outbox claims on a real SQLite file and a real PostgreSQL database: a failed try waits its backoff before
 * the message is claimed again, the attempt limit holds even when the worker dies at every try, and only the
 * worker whose claim still holds a message may renew or mark it.
 */
import { afterEach, describe, expect, it } from "vitest";
import { ENGINES, storageFor, type StorageFixture } from "../../tests/support/test-server.ts";
import { openStore, type Store } from "../db/database.ts";
import {
  claimDueMail,
  enqueueMail,
  GAVE_UP_ERROR,
  markMailAttemptFailed,
  markMailSent,
  MAX_RETRY_DELAY_MS,
  renewMailLease,
} from "./outbox.ts";

const LEASE_MS = 1000;
const MAX_ATTEMPTS = 3;

describe.each(ENGINES)("outbox claims on %s", (engine) => {
  let storage: StorageFixture | undefined;
  let store: Store | undefined;
  afterEach(async () => {
    await store?.close();
    await storage?.cleanup();
  });

  async function withOneMessage(): Promise<Store> {
    storage = await storageFor(engine);
    store = await openStore({ dataDir: storage.dataDir, databaseUrl: storage.env.DATABASE_URL });
    const opened = store;
    await enqueueMail(
      opened.db,
      opened.engine,
      [{ kind: "contact-team", to_address: "team@x.example", subject: "s", text_body: "t", html_body: "h" }],
      { reference: "contact:1" },
      0,
    );
    return opened;
  }
  const claim = (db: Store, now: number, token: string) =>
    claimDueMail(db.db, db.engine, { now, limit: 25, leaseMs: LEASE_MS, maxAttempts: MAX_ATTEMPTS, token });
  const row = async (db: Store) => db.db.selectFrom("outbox").selectAll().executeTakeFirstOrThrow();

  it("claims a message again only once its backoff has passed, the wait doubling from the base up to an hour", async () => {
    const db = await withOneMessage();
    const base = 30_000;
    const many = 40;
    const failAt = async (now: number, token: string, maxAttempts = many) => {
      const [message] = await claimDueMail(db.db, db.engine, { now, limit: 25, leaseMs: LEASE_MS, maxAttempts, token });
      if (!message) throw new Error(`nothing to claim at ${now}`);
      expect(
        await markMailAttemptFailed(db.db, message, token, "421 try later", { now, maxAttempts, retryBaseMs: base }),
      ).toBe("retry");
      return message.attempts;
    };
    let now = 0;
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(await failAt(now, `try-${attempt}`)).toBe(attempt);
      const due = (await row(db)).next_attempt_at;
      // Not a moment before it is due, and at once when it is.
      expect(
        await claimDueMail(db.db, db.engine, {
          now: due - 1,
          limit: 25,
          leaseMs: LEASE_MS,
          maxAttempts: many,
          token: "early",
        }),
      ).toEqual([]);
      waits.push(due - now);
      now = due;
    }
    expect(waits).toEqual([base, 2 * base, 4 * base, 8 * base, 16 * base]);
    // Far along, the wait stops growing at an hour.
    for (let attempt = 6; attempt <= 12; attempt++) {
      await failAt(now, `try-${attempt}`);
      const due = (await row(db)).next_attempt_at;
      if (attempt === 12) expect(due - now).toBe(MAX_RETRY_DELAY_MS);
      now = due;
    }
  });

  it("fails at claim a message whose worker died at each of its tries, instead of trying forever", async () => {
    const db = await withOneMessage();
    // Each try: claimed, then the worker dies (nothing marked); the next claim comes once the lease ran out.
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const claimed = await claim(db, attempt * 10 * LEASE_MS, `worker-${attempt}`);
      expect(claimed.map((message) => message.attempts)).toEqual([attempt]);
      // Nobody else can take it while the lease runs.
      expect(await claim(db, attempt * 10 * LEASE_MS + LEASE_MS / 2, "other")).toEqual([]);
    }
    expect(await claim(db, 100 * LEASE_MS, "worker-last")).toEqual([]);
    expect(await row(db)).toMatchObject({
      status: "failed",
      attempts: MAX_ATTEMPTS,
      last_error: GAVE_UP_ERROR,
      locked_until: null,
    });
  });

  it("lets only the claim that holds a message renew it or mark it sent or failed", async () => {
    const db = await withOneMessage();
    const [first] = await claim(db, 1000, "slow-worker");
    if (!first) throw new Error("claimed nothing");
    // The slow worker's lease ran out; another worker took the message.
    const [second] = await claim(db, 1000 + 2 * LEASE_MS, "fast-worker");
    expect(second?.id).toBe(first.id);

    expect(await renewMailLease(db.db, [first.id], "slow-worker", 99_999)).toEqual(new Set());
    await markMailSent(db.db, [first.id], "slow-worker", 5000);
    await markMailAttemptFailed(db.db, first, "slow-worker", "late failure", {
      now: 5000,
      maxAttempts: MAX_ATTEMPTS,
      retryBaseMs: 10,
      permanent: true,
    });
    expect(await row(db)).toMatchObject({ status: "pending", claim_token: "fast-worker", last_error: null });

    expect(await renewMailLease(db.db, [first.id], "fast-worker", 99_999)).toEqual(new Set([first.id]));
    expect((await row(db)).locked_until).toBe(99_999);
    await markMailSent(db.db, [first.id], "fast-worker", 6000);
    expect(await row(db)).toMatchObject({ status: "sent", sent_at: 6000 });
  });
});
