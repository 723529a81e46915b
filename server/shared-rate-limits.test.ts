/**
 * Two instances of the server on one PostgreSQL count per-address limits together: a visitor allowed 5
 * contact posts gets 5 in all, whichever instance the proxy sends each to, and so do chat hand-offs. On
 * SQLite (one instance), counting stays in memory; forms-api.test.ts and chat-api.test.ts prove the limits
 * there.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ChatResponse } from "../core/chat.ts";
import { en } from "../locales/en-CA/index.ts";
import { sampleContact } from "../tests/support/samples.ts";
import { startSmtpSink, type SmtpSink } from "../tests/support/smtp-sink.ts";
import {
  ENGINES,
  POSTGRES_SKIP_REASON,
  startTestServer,
  storageFor,
  type RunningServer,
  type StorageFixture,
} from "../tests/support/test-server.ts";
import { deleteEndedWindows } from "./db/shared-rate-limits.ts";

/** A post from `visitor`, as a proxy on loopback passes it on. */
function post(server: RunningServer, path: string, visitor: string, body: unknown) {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Accept-Language": "en-CA", "X-Forwarded-For": visitor },
    body: JSON.stringify(body),
  });
}

const contact = (index: number) => ({ ...sampleContact, email: `ada${index}@example.com` });

if (!ENGINES.includes("postgres")) console.warn(`shared rate limit tests skipped: ${POSTGRES_SKIP_REASON}`);

describe.skipIf(!ENGINES.includes("postgres"))("two instances on one PostgreSQL", () => {
  let storage: StorageFixture;
  let smtp: SmtpSink | undefined;
  const servers: RunningServer[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.stop()));
    await smtp?.close();
    smtp = undefined;
    await storage.cleanup();
  });

  async function twoInstances(env: Record<string, string>) {
    storage = await storageFor("postgres");
    for (let index = 0; index < 2; index++)
      servers.push(await startTestServer(storage, { TRUST_PROXY: "127.0.0.1", ...env }));
    return servers as [RunningServer, RunningServer];
  }

  it("count a visitor's contact posts together: 5 in all, then a translated 429 from either", async () => {
    const [a, b] = await twoInstances({ RATE_LIMIT_CONTACT: "5/10m" });
    const statuses: number[] = [];
    for (let index = 0; index < 7; index++)
      statuses.push((await post(index % 2 ? b : a, "/api/contact", "203.0.113.7", contact(index))).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    const refused = await post(a, "/api/contact", "203.0.113.7", contact(8));
    expect(await refused.json()).toEqual({ message: en.api.rateLimited });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(500);
    // Another visitor has their own allowance on both, and the stored posts are the allowed ones.
    expect((await post(b, "/api/contact", "203.0.113.8", contact(9))).status).toBe(201);
    const stored = await a.store.db.selectFrom("contact_messages").select("id").execute();
    expect(stored).toHaveLength(6);
  });

  it("count concurrent posts exactly: of 12 at once across both, 5 are accepted", async () => {
    const [a, b] = await twoInstances({ RATE_LIMIT_CONTACT: "5/10m" });
    const statuses = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        post(index % 2 ? b : a, "/api/contact", "203.0.113.9", contact(index)).then((response) => response.status),
      ),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });

  it("count a visitor's chat hand-offs together", async () => {
    smtp = await startSmtpSink();
    const [a, b] = await twoInstances({ RATE_LIMIT_CHAT_HANDOFF: "2/1h", SMTP_URL: smtp.url });
    const handOff = (server: RunningServer, email: string) =>
      post(server, "/api/chat", "203.0.113.10", {
        message: `I want to speak to a human. This is ${email}`,
        chatHistory: [],
        userEmail: email,
        language: "en-CA",
      });
    const escalated = async (response: Response) => ((await response.json()) as ChatResponse).escalated;
    expect(await escalated(await handOff(a, "a@example.com"))).toBe(true);
    expect(await escalated(await handOff(b, "b@example.com"))).toBe(true);
    const refused = await handOff(a, "c@example.com");
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: en.api.handoffLimited });
  });

  it("forget ended windows: the counts, which name addresses, are deleted once over", async () => {
    const [a] = await twoInstances({ RATE_LIMIT_CONTACT: "5/1s" });
    expect((await post(a, "/api/contact", "203.0.113.11", contact(1))).status).toBe(201);
    const windows = () => a.store.db.selectFrom("rate_limit_windows").select("key").execute();
    expect((await windows()).map((row) => row.key)).toEqual([expect.stringContaining("203.0.113.11")]);
    // A window still running is kept; once it has ended, it goes.
    await deleteEndedWindows(a.store.db);
    expect(await windows()).toHaveLength(1);
    await vi.waitFor(
      async () => {
        await deleteEndedWindows(a.store.db);
        expect(await windows()).toEqual([]);
      },
      { timeout: 5_000, interval: 100 },
    );
    // A new window starts from one.
    for (let index = 0; index < 5; index++)
      expect((await post(a, "/api/contact", "203.0.113.11", contact(index))).status).toBe(201);
  });
});
