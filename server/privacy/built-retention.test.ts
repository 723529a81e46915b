/**
 * The prerendered privacy page states the periods of its build: a server configured with others refuses to
 * start, with one line naming the variable, rather than purge on a schedule the page does not announce.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { BUILT_RETENTION_FILE } from "../../core/privacy.ts";
import { spawnServer } from "../../tests/support/server-process.ts";
import { storageFor, TEST_ENV, type StorageFixture } from "../../tests/support/test-server.ts";

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

describe("retention periods of the built site", () => {
  let storage: StorageFixture;
  afterEach(async () => {
    await storage.cleanup();
  });

  it("stops the start with one line per variable that differs from the build, and starts when they agree", async () => {
    storage = await storageFor("sqlite");
    writeFileSync(
      join(storage.siteDir, BUILT_RETENTION_FILE),
      JSON.stringify({ RETENTION_DAYS: 365, SPAM_RETENTION_DAYS: 30 }),
    );
    const refused = await startServer({ ...storage.env, RETENTION_DAYS: "180" });
    expect(refused).toEqual({
      code: 1,
      ready: false,
      stderr:
        "Invalid configuration:\nRETENTION_DAYS: 180, but the privacy page in SITE_DIR was built with 365; run npm run build with the same value\n",
    });

    const agreed = await startServer({ ...storage.env, RETENTION_DAYS: "365", SPAM_RETENTION_DAYS: "" });
    expect(agreed).toMatchObject({ ready: true, stderr: "" });
  });
});
