/**
 * Redirects only ever lead to a path on this site: `/en/...` drops its prefix, and no text after it can turn
 * the Location into another host (open redirect), against the real server.
 */
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, storageFor, type RunningServer, type StorageFixture } from "../tests/support/test-server.ts";
import { redirectTarget } from "./site.ts";

/** Sends the path exactly as written (fetch would normalise slashes and backslashes first). */
function get(server: RunningServer, path: string): Promise<{ status: number; location: string | undefined }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method: "GET" }, (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, location: response.headers.location });
    });
    req.on("error", reject);
    req.end();
  });
}

const TRICKY = [
  "//evil.example",
  "//evil.example/path?x=1",
  "/\\evil.example",
  "\\\\evil.example",
  "\\/evil.example",
  "%2F%2Fevil.example",
  "%5C%5Cevil.example",
  "%2F%5Cevil.example",
  "/%2Fevil.example",
  ".//evil.example",
  "..//evil.example",
  "./..//evil.example",
  "%2e//evil.example",
  "/%09/evil.example",
  "///evil.example",
  "https://evil.example",
  "https:evil.example",
  "@evil.example",
];

describe("redirects", () => {
  let storage: StorageFixture;
  let server: RunningServer;
  beforeAll(async () => {
    storage = await storageFor("sqlite");
    server = await startTestServer(storage);
  });
  afterAll(async () => {
    await server.stop();
    await storage.cleanup();
  });

  it("send /en and /en/... to the unprefixed path, keeping the query", async () => {
    expect(await get(server, "/en")).toEqual({ status: 301, location: "/" });
    expect(await get(server, "/en/")).toEqual({ status: 301, location: "/" });
    expect(await get(server, "/en/contact?x=1")).toEqual({ status: 301, location: "/contact?x=1" });
  });

  it.each(["/en", "/fr"])("never leave the site from %s/<tricky path>", async (prefix) => {
    const site = new URL(server.url);
    for (const tricky of TRICKY) {
      const path = `${prefix}/${tricky}`;
      const { status, location } = await get(server, path);
      expect(status, path).toBeLessThan(500);
      if (status < 300 || status >= 400) continue;
      expect(location, path).toBeDefined();
      // What a browser does with the Location: resolve it against the page's address.
      const target = new URL(location ?? "", `${site.origin}${path.replace(/\\/g, "%5C")}`);
      expect(target.origin, `${path} → ${location}`).toBe(site.origin);
      expect(location, path).toMatch(/^\/(?![/\\])/);
    }
  });

  it("fold what a browser would read as another host into a plain path", () => {
    expect(redirectTarget("/en//evil.example")).toBe("/evil.example");
    expect(redirectTarget("/en/\\evil.example")).toBe("/evil.example");
    expect(redirectTarget("/en/.//evil.example")).toBe("/evil.example");
    expect(redirectTarget("/en/%2F%2Fevil.example")).toBe("/%2F%2Fevil.example");
    expect(redirectTarget("/en/about?lang=x//y")).toBe("/about?lang=x//y");
  });
});
