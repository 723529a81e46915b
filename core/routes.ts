/**
 * The one route table of the site. The router config, the prerender list, the server's 404
 * decision and the tests all read it; nothing else lists routes.
 */
import { LANGUAGES, localizedPath, stripLanguagePrefix, type Language } from "./language.ts";

export const SCREENS = [
  { key: "home", path: "/" },
  { key: "about", path: "/about" },
  { key: "services", path: "/services" },
  { key: "portfolio", path: "/portfolio" },
  { key: "careers", path: "/careers" },
  { key: "application", path: "/application" },
  { key: "contact", path: "/contact" },
  { key: "privacy", path: "/privacy" },
  { key: "terms", path: "/terms" },
  { key: "cookies", path: "/cookies" },
] as const;

export type Screen = (typeof SCREENS)[number];

export type ScreenKey = Screen["key"];
export type SitePath = Screen["path"];

/** The legal pages: one layout, one shared namespace (`legal`), linked from the footer. */
export const LEGAL_SCREENS = ["privacy", "terms", "cookies"] as const satisfies readonly ScreenKey[];
export type LegalScreenKey = (typeof LEGAL_SCREENS)[number];

/** Where the prerendered 404 page of each language is written; the server sends it with status 404. */
export const NOT_FOUND_PATH = "/404";

export function screenPath(key: ScreenKey): SitePath {
  const screen = SCREENS.find((candidate) => candidate.key === key);
  if (!screen) throw new Error(`Unknown screen ${key}`);
  return screen.path;
}

/** The screen a request path shows, in either language, or undefined for a 404. A trailing slash is allowed. */
export function screenForPath(pathname: string): Screen | undefined {
  const bare = stripLanguagePrefix(pathname).replace(/(.)\/+$/, "$1");
  return SCREENS.find((screen) => screen.path === bare);
}

/** The page a path shows: the screen it names, or the not-found page. */
export function pageForPath(pathname: string): ScreenKey | "notFound" {
  return screenForPath(pathname)?.key ?? "notFound";
}

/** Every page of the site: ten screens in two languages. */
export function allPages(): { screen: Screen; language: Language; path: string }[] {
  return LANGUAGES.flatMap((language) =>
    SCREENS.map((screen) => ({ screen, language, path: localizedPath(screen.path, language) })),
  );
}

/** Paths written to static HTML at build time: every page plus the 404 page of each language. */
export function prerenderPaths(): string[] {
  return [
    ...allPages().map((page) => page.path),
    ...LANGUAGES.map((language) => localizedPath(NOT_FOUND_PATH, language)),
  ];
}
