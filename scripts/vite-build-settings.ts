/**
 * The settings the pages are built with (core/build-settings.ts), read like the server reads them (the
 * environment, then `.env`), and recorded in the built site for the server to check at start.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseEnv } from "node:util";
import type { AstroIntegration } from "astro";
import { BUILT_SETTINGS_FILE, buildSettingsFrom, type BuildSettings } from "../core/build-settings.ts";

/** PUBLIC_URL, RETENTION_DAYS and SPAM_RETENTION_DAYS; a bad value stops the build with one line naming it. */
export function readBuildSettings(): BuildSettings {
  const envFile = fileURLToPath(new URL("../.env", import.meta.url));
  const fromFile = existsSync(envFile) ? parseEnv(readFileSync(envFile, "utf8")) : {};
  const read = (name: keyof BuildSettings) => process.env[name] || fromFile[name];
  try {
    return buildSettingsFrom({
      PUBLIC_URL: read("PUBLIC_URL"),
      RETENTION_DAYS: read("RETENTION_DAYS"),
      SPAM_RETENTION_DAYS: read("SPAM_RETENTION_DAYS"),
    });
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

/** Writes the settings into the built site (a dot file, never served), where the server and postbuild read them. */
export function recordBuildSettings(settings: BuildSettings): AstroIntegration {
  return {
    name: "record-build-settings",
    hooks: {
      "astro:build:done": ({ dir }) => {
        writeFileSync(new URL(BUILT_SETTINGS_FILE, dir), `${JSON.stringify(settings)}\n`);
      },
    },
  };
}
