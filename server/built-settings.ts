/**
 * The pages are prerendered, so the public address they link to and the retention periods the privacy page
 * states are those of the build. The build records them (BUILT_SETTINGS_FILE, core/build-settings.ts), and
 * the server refuses to start with other values: one line per variable, rather than pages that send search
 * engines to another address or a purge on a schedule the privacy page does not announce.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { BUILT_SETTINGS_FILE, type BuildSettings } from "../core/build-settings.ts";
import { ConfigError } from "./config.ts";

export async function readBuiltSettings(siteDir: string): Promise<Partial<BuildSettings> | undefined> {
  try {
    return JSON.parse(await readFile(join(siteDir, BUILT_SETTINGS_FILE), "utf8")) as Partial<BuildSettings>;
  } catch (error) {
    // A test's stand-in site states nothing to compare.
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

/** Throws a ConfigError naming each variable whose value differs from the one the site was built with. */
export async function checkBuiltSettings(siteDir: string, settings: BuildSettings): Promise<void> {
  const built = await readBuiltSettings(siteDir);
  if (!built) return;
  const problems = (["PUBLIC_URL", "RETENTION_DAYS", "SPAM_RETENTION_DAYS"] as const)
    .filter((name) => built[name] !== settings[name])
    .map(
      (name) =>
        `${name}: ${settings[name]}, but the site in SITE_DIR was built with ${String(built[name])}; run npm run build with the same value`,
    );
  if (problems.length > 0) throw new ConfigError(problems);
}
