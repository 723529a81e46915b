/** RETENTION_DAYS and SPAM_RETENTION_DAYS as the server's configuration and the build read them. */
import { z } from "zod";
import {
  DEFAULT_RETENTION_DAYS,
  DEFAULT_SPAM_RETENTION_DAYS,
  MAX_RETENTION_DAYS,
  type RetentionSettings,
} from "./privacy.ts";

const days = (fallback: number) =>
  z.coerce
    .number({ error: "must be a whole number of days" })
    .int("must be a whole number of days")
    .min(1, "must be at least 1 day")
    .max(MAX_RETENTION_DAYS, `must be at most ${MAX_RETENTION_DAYS} days`)
    .default(fallback);

export const retentionSettings = z.object({
  RETENTION_DAYS: days(DEFAULT_RETENTION_DAYS),
  SPAM_RETENTION_DAYS: days(DEFAULT_SPAM_RETENTION_DAYS),
}) satisfies z.ZodType<RetentionSettings, unknown>;

/**
 * The settings from an environment, for the build (the server reads them with the rest of its
 * configuration). Empty values count as unset; a bad value throws one line naming the variable.
 */
export function retentionSettingsFrom(env: Record<string, string | undefined>): RetentionSettings {
  const result = retentionSettings.safeParse({
    RETENTION_DAYS: env.RETENTION_DAYS || undefined,
    SPAM_RETENTION_DAYS: env.SPAM_RETENTION_DAYS || undefined,
  });
  if (result.success) return result.data;
  throw new Error(result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("\n"));
}
