/**
 * How long personal information is kept, and where people send privacy requests: one place read by the
 * server (the purge, the confirmation emails), the build (the privacy page) and the inbox command, so what
 * people are told and what the purge does cannot disagree (docs/decisions/012). Plain values: the privacy
 * page imports this module, so it stays free of zod (the settings' schema is in build-settings.ts).
 */
import { COMPANY } from "./company.ts";

/** Contact messages, job applications with their files, chat escalations, and the mail they produced. */
export const DEFAULT_RETENTION_DAYS = 365;
/** Posts caught by the honeypot. */
export const DEFAULT_SPAM_RETENTION_DAYS = 30;
/** Ten years: a longer period is almost certainly a typo (and no longer "as long as needed"). */
export const MAX_RETENTION_DAYS = 3650;

/** Where people send access and erasure requests; the privacy page and the emails name it. */
export const PRIVACY_CONTACT = COMPANY.privacyEmail;

export const DAY_MS = 24 * 60 * 60 * 1000;

export interface RetentionSettings {
  RETENTION_DAYS: number;
  SPAM_RETENTION_DAYS: number;
}

/** The values the privacy page and the confirmation emails fill in (`{{retentionDays}}`…). */
export function privacyPlaceholders(settings: RetentionSettings) {
  return {
    retentionDays: settings.RETENTION_DAYS,
    spamRetentionDays: settings.SPAM_RETENTION_DAYS,
    privacyEmail: PRIVACY_CONTACT,
  };
}
