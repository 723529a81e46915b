/**
 * The privacy page is prerendered, so the periods it states are those of the build. The build records them
 * (BUILT_RETENTION_FILE, written by vite.config.ts), and the server refuses to start with other values: the
 * page and the purge cannot disagree (docs/decisions/012).
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { BUILT_RETENTION_FILE, type RetentionSettings } from "../../core/privacy.ts";
import { ConfigError } from "../config.ts";

export async function readBuiltRetention(siteDir: string): Promise<Partial<RetentionSettings> | undefined> {
  try {
    return JSON.parse(await readFile(join(siteDir, BUILT_RETENTION_FILE), "utf8")) as Partial<RetentionSettings>;
  } catch (error) {
    // A site built before the file existed (or a test's stand-in site) states nothing to compare.
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

/** Throws a ConfigError naming each variable whose value differs from the one the site was built with. */
export async function checkBuiltRetention(siteDir: string, settings: RetentionSettings): Promise<void> {
  const built = await readBuiltRetention(siteDir);
  if (!built) return;
  const problems = (["RETENTION_DAYS", "SPAM_RETENTION_DAYS"] as const)
    .filter((name) => built[name] !== settings[name])
    .map(
      (name) =>
        `${name}: ${settings[name]}, but the privacy page in SITE_DIR was built with ${String(built[name])}; run npm run build with the same value`,
    );
  if (problems.length > 0) throw new ConfigError(problems);
}
