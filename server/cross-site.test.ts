/**
 * Cross-site posts against the real server: a POST whose Origin or Sec-Fetch-Site says another site sent it
 * is refused with a translated 403 on each endpoint; the site's own pages and clients that send neither
 * header still get through.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fr } from "../locales/fr-CA/index.ts";
import { applicationForm, sampleContact } from "../tests/support/samples.ts";
import { startTestServer, storageFor, type RunningServer, type StorageFixture } from "../tests/support/test-server.ts";

const SITE = "https://northlight.example";

const endpoints = {
  "/api/contact": { ok: 201, body: () => JSON.stringify(sampleContact), type: "application/json" },
  "/api/chat": {
    ok: 200,
    body: () => JSON.stringify({ message: "Hello", chatHistory: [], userEmail: "", language: "fr-CA" }),
    type: "application/json",
  },
  "/api/applications": { ok: 201, body: () => applicationForm(), type: undefined },
} as const;

describe("cross-site posts", () => {
  let storage: StorageFixture;
  let server: RunningServer;
  beforeAll(async () => {
    storage = await storageFor("sqlite");
    server = await startTestServer(storage, { PUBLIC_URL: SITE });
  });
  afterAll(async () => {
    await server.stop();
    await storage.cleanup();
  });

  const post = (path: keyof typeof endpoints, headers: Record<string, string>) => {
    const endpoint = endpoints[path];
    return fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { "Accept-Language": "fr-CA", ...(endpoint.type ? { "Content-Type": endpoint.type } : {}), ...headers },
      body: endpoint.body(),
    });
  };

  const refused: [string, Record<string, string>][] = [
    ["another site's Origin", { Origin: "https://evil.example" }],
    ["Sec-Fetch-Site: cross-site", { "Sec-Fetch-Site": "cross-site" }],
    ["cross-site, even naming our Origin", { "Sec-Fetch-Site": "cross-site", Origin: SITE }],
    ["an opaque Origin (null)", { Origin: "null" }],
    ["a look-alike host", { Origin: "https://northlight.example.evil.example" }],
    ["our host over plain http", { Origin: "http://northlight.example" }],
  ];
  const allowed: [string, () => Record<string, string>][] = [
    ["neither header (curl, a server)", () => ({})],
    ["our Origin (PUBLIC_URL)", () => ({ Origin: SITE })],
    ["the Origin the request was addressed to", () => ({ Origin: new URL(server.url).origin })],
    ["same-origin", () => ({ "Sec-Fetch-Site": "same-origin", Origin: new URL(server.url).origin })],
    ["same-site (www.)", () => ({ "Sec-Fetch-Site": "same-site", Origin: "https://www.northlight.example" })],
    ["Sec-Fetch-Site: none without Origin", () => ({ "Sec-Fetch-Site": "none" })],
  ];

  for (const path of Object.keys(endpoints) as (keyof typeof endpoints)[]) {
    it(`${path}: refuses what another site sent with a translated 403, and stores nothing`, async () => {
      const before = await server.store.db.selectFrom("outbox").select("id").execute();
      for (const [name, headers] of refused) {
        const response = await post(path, headers);
        expect(response.status, name).toBe(403);
        expect(await response.json(), name).toEqual({ message: fr.api.crossSite });
      }
      expect(await server.store.db.selectFrom("outbox").select("id").execute()).toHaveLength(before.length);
    });

    it(`${path}: accepts the site's own posts and clients that say nothing`, async () => {
      for (const [name, headers] of allowed)
        expect((await post(path, headers())).status, name).toBe(endpoints[path].ok);
    });
  }
});
