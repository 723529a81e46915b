/**
 * A page's React tree as the route shell renders it at build time: the component inside the page's language,
 * path and strings. Rendered on the build machine only (no island imports this), so every string of the
 * language is at hand.
 */
import type { ComponentType } from "react";
import { MESSAGES } from "../../locales/index.ts";
import type { Language } from "../../core/language.ts";
import { PageProvider } from "~/i18n";

export interface ScreenProps {
  language: Language;
  /** The page's path without a trailing slash. */
  path: string;
}

export function screen<P extends object>(Component: ComponentType<P>) {
  function Screen({ language, path, ...props }: ScreenProps & P) {
    return (
      <PageProvider language={language} path={path} messages={MESSAGES[language]}>
        <Component {...(props as P)} />
      </PageProvider>
    );
  }
  Screen.displayName = `Screen(${Component.displayName ?? Component.name})`;
  return Screen;
}
