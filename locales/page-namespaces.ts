import type { ScreenKey } from "../core/routes.ts";
import type { Namespace } from "./types.ts";

/** What the browser may load: everything but the server's own strings (API errors, emails). */
export type BrowserNamespace = Exclude<Namespace, "api" | "emails">;

/** A page's strings are chosen by its screen, or `notFound` for any other address. */
export type PageStringsKey = ScreenKey | "notFound";

/** What each page shows beyond `meta` and `common`, which every page needs. */
const PAGE_NAMESPACES: Record<PageStringsKey, BrowserNamespace[]> = {
  home: ["home", "lab"],
  about: ["about", "inclusive"],
  services: ["services", "inclusive"],
  portfolio: ["portfolio", "lab"],
  careers: ["careers", "jobs"],
  application: ["application", "jobs", "validation", "toasts"],
  contact: ["contact", "serviceChoices", "chat", "validation", "toasts"],
  privacy: ["legal", "privacy"],
  terms: ["legal", "terms"],
  cookies: ["legal", "cookies"],
  notFound: ["notFound"],
};

export const PAGE_STRINGS_KEYS = Object.keys(PAGE_NAMESPACES) as PageStringsKey[];

/** Every namespace the page of `key` shows. */
export function pageNamespaces(key: PageStringsKey): BrowserNamespace[] {
  return ["meta", "common", ...PAGE_NAMESPACES[key]];
}

/** Namespace files are in kebab case: `notFound` is `not-found.ts`. */
export function namespaceFile(namespace: BrowserNamespace): string {
  return namespace.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}
