/**
 * TRUST_PROXY against the real server: behind a proxy that appends the address it saw to X-Forwarded-For
 * (nginx's `$proxy_add_x_forwarded_for`), the rate limit counts that address, whatever the visitor wrote in
 * the header before it; without TRUST_PROXY the header is not read at all.
 */
import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "../core/forms.ts";
import { startTestServer, storageFor, type RunningServer, type StorageFixture } from "../tests/support/test-server.ts";
import { proxyTrust } from "./trust-proxy.ts";

const invalidContact = { firstName: "Jo", lastName: "T", email: "not-an-email", message: "x", [HONEYPOT_FIELD]: "" };

/** A contact post as the proxy passes it on: what the visitor sent in the header, then the address it saw. */
function viaProxy(server: RunningServer, visitor: string, forged?: string) {
  return fetch(`${server.url}/api/contact`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Forwarded-For": forged === undefined ? visitor : `${forged}, ${visitor}`,
    },
    body: JSON.stringify(invalidContact),
  }).then((response) => response.status);
}

/** A different made-up address (or junk) every time, as a visitor escaping a limit would write. */
const forgeries = [
  () => `198.51.100.${Math.floor(Math.random() * 250)}`,
  () => randomUUID(),
  () => "203.0.113.9",
  () => "127.0.0.1",
  () => "198.51.100.1, 198.51.100.2",
  () => "",
];

describe("the visitor's address behind a proxy", () => {
  let storage: StorageFixture | undefined;
  let server: RunningServer | undefined;
  afterEach(async () => {
    await server?.stop();
    await storage?.cleanup();
  });

  async function start(trust: string) {
    storage = await storageFor("sqlite");
    server = await startTestServer(storage, { TRUST_PROXY: trust, RATE_LIMIT_CONTACT: "3/1m" });
    return server;
  }

  it.each(["1", "127.0.0.1", "127.0.0.0/8,::1", "loopback"])(
    "TRUST_PROXY=%s: a forged X-Forwarded-For never chooses the address that is limited",
    async (trust) => {
      const app = await start(trust);
      const statuses: number[] = [];
      for (const forge of [...forgeries, ...forgeries]) statuses.push(await viaProxy(app, "203.0.113.7", forge()));
      // Three posts from the one real visitor, then 429 however the header was dressed up.
      expect(statuses).toEqual([400, 400, 400, ...Array<number>(9).fill(429)]);
      // Another visitor behind the same proxy has their own allowance, even naming the first one as forgery.
      expect(await viaProxy(app, "203.0.113.8", "203.0.113.7")).toBe(400);
      expect(await viaProxy(app, "2001:db8::5")).toBe(400);
    },
  );

  it("TRUST_PROXY=false (the default): X-Forwarded-For is ignored, the connection's address counts", async () => {
    const app = await start("false");
    const statuses: number[] = [];
    for (let index = 0; index < 5; index++) statuses.push(await viaProxy(app, `203.0.113.${index}`));
    expect(statuses).toEqual([400, 400, 400, 429, 429]);
  });

  it.each(["0.0.0.0/0", "::/0"])("TRUST_PROXY=%s, which trusts everyone, stops the start", async (trust) => {
    storage = await storageFor("sqlite");
    const refusal = startTestServer(storage, { TRUST_PROXY: trust, RATE_LIMIT_CONTACT: "3/1m" });
    await expect(refusal).rejects.toThrow(`Invalid configuration:\nTRUST_PROXY: ${trust} covers public addresses`);
  });

  it("with a hop count, believes only a proxy connecting from this machine or a private network", () => {
    const trust = proxyTrust(1);
    if (!trust) throw new Error("a hop count trusts something");
    for (const peer of ["127.0.0.1", "::1", "::ffff:127.0.0.1", "10.1.2.3", "172.20.0.2", "192.168.1.1", "fd00::1"])
      expect(trust(peer, 0), peer).toBe(true);
    for (const peer of ["203.0.113.7", "8.8.8.8", "2001:db8::1", "::ffff:8.8.8.8"])
      expect(trust(peer, 0), peer).toBe(false);
    // One hop: what the proxy appended is the visitor, never trusted in turn.
    expect(trust("10.0.0.1", 1)).toBe(false);
    const list = proxyTrust(["10.0.0.0/8", "127.0.0.1"]);
    if (!list) throw new Error("a list trusts something");
    expect([list("10.9.9.9", 0), list("127.0.0.1", 3), list("127.0.0.2", 0), list("11.0.0.1", 0)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(proxyTrust(false)).toBe(false);
  });
});
