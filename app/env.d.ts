interface ImportMetaEnv {
  /** The site's public address, fixed at build time for canonical links and link previews (PUBLIC_URL). */
  readonly PUBLIC_URL: string;
  /** The retention periods the privacy page states, fixed at build time (RETENTION_DAYS, SPAM_RETENTION_DAYS). */
  readonly RETENTION_DAYS: number;
  readonly SPAM_RETENTION_DAYS: number;
}

/** A TypeScript file compiled and minified into a string, for an inline classic script (scripts/vite-inline-script.ts). */
declare module "*?inline-script" {
  const source: string;
  export default source;
}

/** Invoker commands (a button that opens or closes a dialog without script); React passes them through. */
declare namespace React {
  interface ButtonHTMLAttributes<T> extends HTMLAttributes<T> {
    command?: "show-modal" | "close" | "request-close" | undefined;
    commandfor?: string | undefined;
  }
}

/** Each page's strings, keyed `<language>/<page>`: loaders, and their files in the build (scripts/vite-page-strings.ts). */
declare module "virtual:page-strings" {
  /** Each module's exports are namespaces of `Messages` (locales/types.ts). */
  const loaders: Record<string, () => Promise<Record<string, unknown>>>;
  export default loaders;
}
declare module "virtual:page-strings-files" {
  const files: Record<string, string>;
  export default files;
}
