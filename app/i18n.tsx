/**
 * The page's language and strings, for every component of a page or an island (ADR 009). A page is rendered
 * at build time with all of its language's strings; an island, which hydrates in the browser on its own,
 * receives as props the strings it shows (`islandMessages`, app/lib/island-messages.ts), so the browser
 * never downloads the rest.
 */
import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { Language } from "../core/language.ts";
import { failLoudly, missingValue, translator, type Translate } from "../locales/translate.ts";
import type { Messages } from "../locales/types.ts";

interface Page {
  language: Language;
  /** The page's path without a trailing slash (`/fr/about`); empty inside an island, which never needs it. */
  path: string;
  t: Translate<Messages>;
}

const PageContext = createContext<Page | null>(null);

/**
 * A key the strings do not hold (an island that forgot a namespace): prerendering and the development server
 * stop on it; a built page logs it, which fails the browser tests, and shows the key.
 */
function onMissing(key: string): unknown {
  if (import.meta.env.DEV || import.meta.env.SSR) return failLoudly(key);
  console.error(`Missing translation: ${key}`);
  return missingValue(key);
}

export function PageProvider({
  language,
  path = "",
  messages,
  children,
}: {
  language: Language;
  path?: string;
  messages: Partial<Messages>;
  children: ReactNode;
}) {
  const page = useMemo(
    () => ({ language, path, t: translator<Messages>(() => messages, onMissing) }),
    [language, path, messages],
  );
  return <PageContext value={page}>{children}</PageContext>;
}

function usePage(): Page {
  const page = useContext(PageContext);
  if (!page) throw new Error("A component of the site renders inside a PageProvider (app/i18n.tsx).");
  return page;
}

/** The translator of the page's language. */
export function useTranslation(): { t: Translate<Messages> } {
  return { t: usePage().t };
}

/** The language of the page: its path decides. */
export function useLanguage(): Language {
  return usePage().language;
}

/** The page's own path (`/fr/about`), for the navigation's current-page mark. */
export function usePagePath(): string {
  return usePage().path;
}

/** What an island receives from its page: its language and the strings it shows (`islandMessages`). */
export interface IslandProps {
  language: Language;
  messages: Partial<Messages>;
}

/** An island's tree inside its language and strings. */
export function Island({ language, messages, children }: IslandProps & { children: ReactNode }) {
  return (
    <PageProvider language={language} messages={messages}>
      {children}
    </PageProvider>
  );
}
