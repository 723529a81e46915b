import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseEnv } from "node:util";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { BUILT_RETENTION_FILE, type RetentionSettings } from "./core/privacy.ts";
import { retentionSettingsFrom } from "./core/retention-settings.ts";
import { DEFAULT_PUBLIC_URL } from "./core/seo.ts";

/**
 * The retention periods the privacy page states, read like the server reads them (the environment, then
 * `.env`), so the prerendered page and the purge agree; the build records them for the server to check
 * (docs/decisions/011). A bad value stops the build with one line naming the variable.
 */
function retentionSettings(): RetentionSettings {
  const envFile = fileURLToPath(new URL(".env", import.meta.url));
  const fromFile = existsSync(envFile) ? parseEnv(readFileSync(envFile, "utf8")) : {};
  const read = (name: keyof RetentionSettings) => process.env[name] || fromFile[name];
  try {
    return retentionSettingsFrom({
      RETENTION_DAYS: read("RETENTION_DAYS"),
      SPAM_RETENTION_DAYS: read("SPAM_RETENTION_DAYS"),
    });
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
const retention = retentionSettings();

/** Writes the periods into the built site, where the server reads them at start. */
function recordRetention(): Plugin {
  return {
    name: "record-retention",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle() {
      this.emitFile({ type: "asset", fileName: BUILT_RETENTION_FILE, source: `${JSON.stringify(retention)}\n` });
    },
  };
}

/** The libraries every page runs first, as one file. */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|turbo-stream|cookie|set-cookie-parser)[\\/]|rolldown[\\/]runtime/;
/** Code that only some pages load, and after the rest: never merged into what every page loads. */
const OWN_CHUNKS =
  /node_modules[\\/](react-hook-form|zod|@hookform|radix-ui|@radix-ui|sonner)[\\/]|app[\\/]features[\\/](forms|chat)[\\/]/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), recordRetention()],
  // Canonical and share URLs are written into the prerendered pages, so the public address is a build input;
  // so are the retention periods the privacy page states.
  define: {
    "import.meta.env.PUBLIC_URL": JSON.stringify(process.env.PUBLIC_URL || DEFAULT_PUBLIC_URL),
    "import.meta.env.RETENTION_DAYS": JSON.stringify(retention.RETENTION_DAYS),
    "import.meta.env.SPAM_RETENTION_DAYS": JSON.stringify(retention.SPAM_RETENTION_DAYS),
  },
  // `npm run dev` serves pages only; the API comes from the Fastify server (`npm start`) on port 3000.
  server: { proxy: { "/api": process.env.API_URL ?? "http://localhost:3000" } },
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  // A page's scripts in a few files rather than twenty-five: each response has its own overhead, and the
  // framework and the code shared by pages are the same on every page (ADR 009).
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "framework", test: FRAMEWORK, priority: 2 },
                {
                  name: "shared",
                  test: (id: string) => !OWN_CHUNKS.test(id),
                  tags: ["$initial"],
                  minShareCount: 4,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
    },
  },
});
