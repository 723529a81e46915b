import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { BUILT_SETTINGS_FILE, type BuildSettings } from "./core/build-settings.ts";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./tests/support/chromium.ts";

/**
 * Browser tests run against a production build of their own, served by the real server: `npm run build:e2e`
 * (which `npm test` runs) builds into `build-e2e` with a public address that is neither the default nor the
 * address the tests browse, so that a page or email naming the wrong one is caught.
 */
export const SITE_DIR = "build-e2e/client";
const settingsFile = join(SITE_DIR, BUILT_SETTINGS_FILE);
/** The public address the test build was made with; the server must be given the same one. */
export const PUBLIC_URL = existsSync(settingsFile)
  ? (JSON.parse(readFileSync(settingsFile, "utf8")) as BuildSettings).PUBLIC_URL
  : "run npm run build:e2e before the browser tests";
const PORT = Number(process.env.E2E_PORT ?? 4321);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
/** The real SMTP server the site delivers to, and where the tests read what it received. */
const SMTP_PORT = PORT + 4;
export const MAILBOX_URL = `http://127.0.0.1:${PORT + 5}/messages`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  // Timeouts catch a hang, not slowness (the page-speed budgets are `npm run perf`'s). CI machines have run the
  // suite at half this machine's speed, and a test there has taken 3.5 times its local time with the other
  // worker busy: a multi-step test of 10 s here (a form filled key by key) ran out of 30 s.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    locale: "en-CA",
    trace: "retain-on-failure",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  projects: [{ name: "chromium" }],
  webServer: [
    {
      command: `node tests/support/smtp-sink-server.ts ${SMTP_PORT} ${PORT + 5}`,
      url: MAILBOX_URL,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: "node server/main.ts",
      url: `${BASE_URL}/readyz`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: {
        PORT: String(PORT),
        HOST: "127.0.0.1",
        LOG_LEVEL: "warn",
        SITE_DIR,
        PUBLIC_URL,
        // A fresh embedded database for each run; mail goes to the test SMTP server.
        DATA_DIR: process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), "site-e2e-")),
        DATABASE_URL: "",
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        MAIL_TO: "team@northlight.example",
        MAIL_POLL_MS: "200",
        // Many tests submit forms from one address; the server tests prove the default limits.
        RATE_LIMIT_CONTACT: "1000/1m",
        RATE_LIMIT_APPLICATION: "1000/1m",
        RATE_LIMIT_CHAT: "1000/1m",
        RATE_LIMIT_CHAT_HANDOFF: "1000/1m",
      },
    },
  ],
});
