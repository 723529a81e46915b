/**
 * One visitor, one key: an IPv6 address counts as its /64 in every per-address window, here the rate limit
 * of the real server behind a (pretend) proxy on loopback; the hand-offs and the upload places are held to
 * it in their own tests.
 */
import { afterEach, describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "../core/forms.ts";
import { startTestServer, storageFor, type RunningServer, type StorageFixture } from "../tests/support/test-server.ts";
import { addressGroup } from "./visitor.ts";

describe("the key a visitor is counted under", () => {
  it("is an IPv6 address's /64, however the address is written", () => {
    for (const address of [
      "2001:db8:1:2::1",
      "2001:DB8:1:2::ffff",
      "2001:0db8:0001:0002:abcd:ef01:2345:6789",
      "2001:db8:1:2:0:0:0:0",
      "2001:db8:1:2::1.2.3.4",
      "2001:db8:1:2::1%eth0",
    ])
      expect(addressGroup(address), address).toBe("2001:db8:1:2::/64");
    expect(addressGroup("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(addressGroup("::1")).toBe("0:0:0:0::/64");
    expect(addressGroup("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });

  it("is an IPv4 address as it is, also as a dual-stack socket reports it", () => {
    expect(addressGroup("203.0.113.7")).toBe("203.0.113.7");
    expect(addressGroup("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressGroup("::FFFF:cb00:7107")).toBe("203.0.113.7");
    // Only the mapped prefix is IPv4: the same last 32 bits elsewhere are an IPv6 network like any other.
    expect(addressGroup("::ffff:0:cb00:7107")).toBe("0:0:0:0::/64");
  });
});

describe("per-address windows", () => {
  let storage: StorageFixture | undefined;
  let server: RunningServer | undefined;
  afterEach(async () => {
    await server?.stop();
    await storage?.cleanup();
  });

  it("count every address of one IPv6 /64 as one visitor in the rate limit, and an IPv4-mapped one as IPv4", async () => {
    storage = await storageFor("sqlite");
    server = await startTestServer(storage, { TRUST_PROXY: "127.0.0.1", RATE_LIMIT_CONTACT: "3/1m" });
    const running = server;
    const post = (from: string) =>
      fetch(`${running.url}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": from },
        body: JSON.stringify({ email: "not-an-email", [HONEYPOT_FIELD]: "" }),
      }).then((response) => response.status);
    const statuses: number[] = [];
    for (const from of ["2001:db8:7:8::1", "2001:db8:7:8::2", "2001:db8:7:8:9::3", "2001:db8:7:8::4"])
      statuses.push(await post(from));
    expect(statuses).toEqual([400, 400, 400, 429]);
    expect(await post("2001:db8:7:9::1")).toBe(400);

    const mapped: number[] = [];
    for (const from of ["203.0.113.7", "::ffff:203.0.113.7", "203.0.113.7", "::ffff:203.0.113.7"])
      mapped.push(await post(from));
    expect(mapped).toEqual([400, 400, 400, 429]);
  });
});
