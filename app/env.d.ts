interface ImportMetaEnv {
  /** The site's public address, fixed at build time for canonical links and link previews (PUBLIC_URL). */
  readonly PUBLIC_URL: string;
  /** The retention periods the privacy page states, fixed at build time (RETENTION_DAYS, SPAM_RETENTION_DAYS). */
  readonly RETENTION_DAYS: number;
  readonly SPAM_RETENTION_DAYS: number;
}
