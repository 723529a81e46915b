import type { ComponentProps } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { languageFromPath, localizedPath, type Language } from "../../core/language.ts";

/** The language of the current page: its path decides (spec §4). */
export function useLanguage(): Language {
  return languageFromPath(useLocation().pathname);
}

/** A link to a site path that carries `/fr` when the page is French. */
export function LocalizedLink({ to, ...props }: Omit<ComponentProps<typeof Link>, "to"> & { to: string }) {
  const language = useLanguage();
  return <Link to={localizedPath(to, language)} {...props} />;
}

/** A localized navigation link marked `aria-current="page"` on its own page. */
export function LocalizedNavLink({ to, ...props }: Omit<ComponentProps<typeof NavLink>, "to"> & { to: string }) {
  const language = useLanguage();
  return <NavLink to={localizedPath(to, language)} end {...props} />;
}
