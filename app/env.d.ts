interface ImportMetaEnv {
  /** The site's public address, fixed at build time for canonical links and link previews (PUBLIC_URL). */
  readonly PUBLIC_URL: string;
}
