/**
 * What a route shell prerenders: its screen in each language, at the addresses of the route table
 * (core/routes.ts): `/about` and `/fr/about`, `/` and `/fr`. Each page gets its language and path as props.
 */
import { LANGUAGES, localizedPath, type Language } from "../../core/language.ts";
import { NOT_FOUND_PATH, screenPath, type ScreenKey } from "../../core/routes.ts";

export interface PageProps {
  language: Language;
  /** The page's own address, without a trailing slash: `/fr/about`. */
  path: string;
}

/** The static paths of a `[...lang]/*.astro` shell: the screen's, or the 404 page's. */
export function languagePaths(page: ScreenKey | "notFound") {
  const sitePath = page === "notFound" ? NOT_FOUND_PATH : screenPath(page);
  return LANGUAGES.map((language) => {
    const path = localizedPath(sitePath, language);
    return { params: { lang: language === "fr-CA" ? "fr" : undefined }, props: { language, path } satisfies PageProps };
  });
}
