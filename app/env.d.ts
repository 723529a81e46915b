/// <reference types="astro/client" />

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

/** The address of a TypeScript file bundled into one module, for a page to load once painted (scripts/vite-page-module.ts). */
declare module "*?page-module" {
  const url: string;
  export default url;
}

/** Invoker commands (a button that opens or closes a dialog without script); React passes them through. */
declare namespace React {
  interface ButtonHTMLAttributes<T> extends HTMLAttributes<T> {
    command?: "show-modal" | "close" | "request-close" | undefined;
    commandfor?: string | undefined;
  }
}
