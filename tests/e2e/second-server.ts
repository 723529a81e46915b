/**
 * A second site server for the browser tests that need other settings than the shared one (a low rate
 * limit): the same built site and public address, its own empty database, the tests' mail server.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BASE_URL, PUBLIC_URL, SITE_DIR } from "../../playwright.config.ts";
import { spawnServer, waitUntilReady } from "../support/server-process.ts";
import { TEAM_ADDRESS } from "./fixtures.ts";

export async function startSecondServer(origin: string, env: Record<string, string>): Promise<{ stop(): void }> {
  const server = spawnServer({
    PORT: new URL(origin).port,
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    SITE_DIR,
    PUBLIC_URL,
    DATA_DIR: mkdtempSync(join(tmpdir(), "site-e2e-second-")),
    DATABASE_URL: "",
    SMTP_URL: `smtp://127.0.0.1:${Number(new URL(BASE_URL).port) + 4}`,
    MAIL_TO: TEAM_ADDRESS,
    ...env,
  });
  await waitUntilReady(origin);
  return { stop: () => server.kill() };
}
