import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/** Unit tests sit beside their modules; browser tests live in tests/e2e and run under Playwright. */
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["{core,app,server,locales,scripts}/**/*.test.{ts,tsx}"],
    environment: "node",
    // The chat classifier's model file, trained once if it is missing or stale.
    globalSetup: ["tests/support/chat-model.ts"],
    // Server tests start real servers, SMTP and processes.
    testTimeout: 60_000,
    hookTimeout: 30_000,
  },
});
