/**
 * The retention periods the privacy page states, read like the server reads them (the environment, then
 * `.env`), so the prerendered page and the purge agree; the build records them in the built site for the
 * server to check at start (docs/decisions/012).
 */
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseEnv } from "node:util";
import type { Plugin } from "vite";
import { BUILT_RETENTION_FILE, type RetentionSettings } from "../core/privacy.ts";
import { retentionSettingsFrom } from "../core/retention-settings.ts";

/** RETENTION_DAYS and SPAM_RETENTION_DAYS; a bad value stops the build with one line naming the variable. */
export function readRetention(): RetentionSettings {
  const envFile = fileURLToPath(new URL("../.env", import.meta.url));
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

/** Writes the periods into the built site (a dot file, never served), where the server reads them at start. */
export function recordRetention(settings: RetentionSettings): Plugin {
  return {
    name: "record-retention",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle() {
      this.emitFile({ type: "asset", fileName: BUILT_RETENTION_FILE, source: `${JSON.stringify(settings)}\n` });
    },
  };
}
