/**
 * What the site's responses carry, against the real server: pages get the security headers and a content
 * security policy that allows exactly their inline scripts; hashed build files get a year of cache and no
 * page headers, which would weigh on each of a page's scripts.
 */
import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, storageFor, type RunningServer, type StorageFixture } from "../tests/support/test-server.ts";
import { isHashedAsset } from "./site.ts";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("response headers", () => {
  let storage: StorageFixture;
  let server: RunningServer;

  beforeAll(async () => {
    storage = await storageFor("sqlite");
    mkdirSync(join(storage.siteDir, "assets"));
    writeFileSync(join(storage.siteDir, "assets", "entry.client-Ab12_c.js"), "console.log(1);");
    writeFileSync(join(storage.siteDir, ".notes.json"), '{"secret":true}');
    writeFileSync(
      join(storage.siteDir, "index.html"),
      `<!DOCTYPE html><html lang="en-CA"><head><title>Home</title><script type="application/ld+json">{"a":1}</script></head>` +
        `<body><h1>Home</h1><script id="page-messages" type="application/json">{"b":2}</script><script>go()</script></body></html>`,
    );
    server = await startTestServer(storage);
  });
  afterAll(async () => {
    await server.stop();
    await storage.cleanup();
  });

  it("give a page its security headers and a policy allowing its inline scripts, not its data blocks", async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.status).toBe(200);
    const policy = response.headers.get("content-security-policy") ?? "";
    expect(policy).toContain(sha("go()"));
    expect(policy).not.toContain(sha('{"a":1}'));
    expect(policy).not.toContain(sha('{"b":2}'));
    // Framing refused by both, in the same words: by the policy, and by the header older browsers read.
    expect(policy).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    // Not sent: its process of its own costs a visitor's first paint more than it protects here (ADR 016).
    expect(response.headers.get("cross-origin-opener-policy")).toBeNull();
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.get("cache-control")).toContain("must-revalidate");
    const permissions = response.headers.get("permissions-policy") ?? "";
    for (const feature of ["camera=()", "microphone=()", "geolocation=()", "payment=()"])
      expect(permissions).toContain(feature);
  });

  it("give the 404 answered for a missing build file the page headers, like any page", async () => {
    const response = await fetch(`${server.url}/assets/missing-Zz99_x.js`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Page Not Found");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("permissions-policy")).toContain("camera=()");
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.get("cache-control")).not.toContain("immutable");
  });

  it("give a hashed build file a year of cache and no sniffing, without the page headers", async () => {
    const response = await fetch(`${server.url}/assets/entry.client-Ab12_c.js`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("console.log(1);");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toBeNull();
    expect(response.headers.get("x-request-id")).toBeNull();
  });

  it("serve a build file under its own name only, and never a dot file", async () => {
    for (const path of ["/assets/ENTRY.CLIENT-Ab12_c.js", "/assets/entry.client-ab12_c.js", "/.notes.json"]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toMatch(/console\.log|secret/);
    }
    const head = await fetch(`${server.url}/assets/entry.client-Ab12_c.js`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("keep the page headers on any address under /assets that is not a plain file name", async () => {
    for (const path of ["/assets/../index.html", "/assets/%2e%2e/index.html", "/assets/sub/x.js", "/assets/x.js?v=1"]) {
      expect(isHashedAsset(path), path).toBe(false);
    }
    const response = await fetch(`${server.url}/assets/%2e%2e/index.html`);
    expect(response.headers.get("content-security-policy")).toContain("default-src");
  });
});
