/**
 * The settings `npm run build` writes into the pages, read by the build and the server alike: the site's
 * public address (canonical and alternate links, link previews, JSON-LD, the sitemap, robots.txt) and the
 * retention periods the privacy page states. The build records the values it used in the built site
 * (`BUILT_SETTINGS_FILE`, a dot file, never served) and the server refuses to start with others, so what the
 * pages say and what the server does cannot disagree (docs/decisions/012, 015).
 */
import { z } from "zod";
import {
  DEFAULT_RETENTION_DAYS,
  DEFAULT_SPAM_RETENTION_DAYS,
  MAX_RETENTION_DAYS,
  type RetentionSettings,
} from "./privacy.ts";
import { DEFAULT_PUBLIC_URL } from "./seo.ts";

export const BUILT_SETTINGS_FILE = ".build-settings.json";

export interface BuildSettings extends RetentionSettings {
  /** The site's public origin, without a trailing slash: `https://www.example.ca`. */
  PUBLIC_URL: string;
}

const days = (fallback: number) =>
  z.coerce
    .number({ error: "must be a whole number of days" })
    .int("must be a whole number of days")
    .min(1, "must be at least 1 day")
    .max(MAX_RETENTION_DAYS, `must be at most ${MAX_RETENTION_DAYS} days`)
    .default(fallback);

/** An origin: the site is served from the root of its address, so a path would make every link wrong. */
const publicUrl = z
  .url({ protocol: /^https?$/, error: "must be the site's address, such as https://www.example.ca" })
  .refine((value) => {
    const url = new URL(value);
    return url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password;
  }, "must be the site's origin (scheme, host and port), without a path, query or credentials")
  .transform((value) => new URL(value).origin);

export const buildSettings = z.object({
  PUBLIC_URL: publicUrl.default(DEFAULT_PUBLIC_URL),
  RETENTION_DAYS: days(DEFAULT_RETENTION_DAYS),
  SPAM_RETENTION_DAYS: days(DEFAULT_SPAM_RETENTION_DAYS),
}) satisfies z.ZodType<BuildSettings>;

/**
 * The settings from an environment, for the build (the server reads them with the rest of its
 * configuration). Empty values count as unset; a bad value throws one line naming the variable.
 */
export function buildSettingsFrom(env: Record<string, string | undefined>): BuildSettings {
  const result = buildSettings.safeParse({
    PUBLIC_URL: env.PUBLIC_URL || undefined,
    RETENTION_DAYS: env.RETENTION_DAYS || undefined,
    SPAM_RETENTION_DAYS: env.SPAM_RETENTION_DAYS || undefined,
  });
  if (result.success) return result.data;
  throw new Error(result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("\n"));
}
