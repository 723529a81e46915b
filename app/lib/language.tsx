import type { ComponentProps } from "react";
import { Link, useLocation } from "react-router";
import { languageFromPath, localizedPath, type Language } from "../../core/language.ts";

/** The language of the current page: its path always decides. */
export function useLanguage(): Language {
  return languageFromPath(useLocation().pathname);
}

/** A link to a site path that carries `/fr` when the page is French. */
export function LocalizedLink({ to, ...props }: Omit<ComponentProps<typeof Link>, "to"> & { to: string }) {
  const language = useLanguage();
  return <Link to={localizedPath(to, language)} {...props} />;
}

/**
 * A localized navigation link marked `aria-current="page"` on its own page. The prerendered pages are rendered
 * at `/about/` (trailing slash), where NavLink's `end` match fails and hydration never adds the attribute, so
 * the current page is compared without a trailing slash.
 */
export function LocalizedNavLink({ to, ...props }: Omit<ComponentProps<typeof Link>, "to"> & { to: string }) {
  const { pathname } = useLocation();
  const target = localizedPath(to, languageFromPath(pathname));
  const current = pathname.replace(/(.)\/+$/, "$1") === target;
  return <Link to={target} aria-current={current ? "page" : undefined} {...props} />;
}
