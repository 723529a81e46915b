/**
 * The prerendered pages name the public address of their build and the privacy page states its periods: a
 * server configured with others refuses to start, with one line per variable, rather than serve pages that
 * send search engines elsewhere or purge on a schedule the page does not announce.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { BUILT_SETTINGS_FILE } from "../core/build-settings.ts";
import { spawnServer } from "../tests/support/server-process.ts";
import { storageFor, TEST_ENV, type StorageFixture } from "../tests/support/test-server.ts";

/** Starts `node server/main.ts` and waits for it to exit, or for it to be ready (then stops it). */
function startServer(env: Record<string, string>): Promise<{ code: number | null; stderr: string; ready: boolean }> {
  return new Promise((resolve, reject) => {
    const child = spawnServer({ DATABASE_URL: "", ...TEST_ENV, LOG_LEVEL: "info", ...env }, [], {
      captureOutput: true,
    });
    let stderr = "";
    let ready = false;
    child.stderr?.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
      if (!ready && chunk.includes("Server listening")) {
        ready = true;
        child.kill("SIGTERM");
      }
    });
    child.once("error", reject);
    child.once("close", (code) => resolve({ code, stderr, ready }));
  });
}

describe("settings of the built site", () => {
  let storage: StorageFixture;
  afterEach(async () => {
    await storage.cleanup();
  });

  it("stops the start with one line per variable that differs from the build, and starts when they agree", async () => {
    storage = await storageFor("sqlite");
    writeFileSync(
      join(storage.siteDir, BUILT_SETTINGS_FILE),
      JSON.stringify({ PUBLIC_URL: "https://www.studio.example", RETENTION_DAYS: 365, SPAM_RETENTION_DAYS: 30 }),
    );
    const site = { ...storage.env, PUBLIC_URL: "https://www.studio.example" };
    const refused = await startServer({ ...site, PUBLIC_URL: "http://localhost:3000", RETENTION_DAYS: "180" });
    expect(refused).toEqual({
      code: 1,
      ready: false,
      stderr: [
        "Invalid configuration:",
        "PUBLIC_URL: http://localhost:3000, but the site in SITE_DIR was built with https://www.studio.example; run npm run build with the same value",
        "RETENTION_DAYS: 180, but the site in SITE_DIR was built with 365; run npm run build with the same value",
        "",
      ].join("\n"),
    });
    // Without PUBLIC_URL, the server's default is not the build's either.
    const unset = await startServer({ ...site, PUBLIC_URL: "" });
    expect(unset.stderr).toContain("PUBLIC_URL: http://localhost:3000, but the site in SITE_DIR was built with");

    // The same origin written with a trailing slash is the same address.
    const agreed = await startServer({ ...site, PUBLIC_URL: "https://www.studio.example/", SPAM_RETENTION_DAYS: "" });
    expect(agreed).toMatchObject({ ready: true, stderr: "" });
  });

  it("refuses a public address with a path, or that is not http(s)", async () => {
    storage = await storageFor("sqlite");
    for (const [value, message] of [
      [
        "https://www.studio.example/site",
        "PUBLIC_URL: must be the site's origin (scheme, host and port), without a path",
      ],
      ["ftp://www.studio.example", "PUBLIC_URL: must be the site's address, such as https://www.example.ca"],
    ] as const) {
      const refused = await startServer({ ...storage.env, PUBLIC_URL: value });
      expect(refused).toMatchObject({ code: 1, ready: false });
      expect(refused.stderr).toContain(message);
    }
  });
});
