import { useEffect, type ReactNode } from "react";
import { Links, Meta, Outlet, useLocation, type LinksFunction, type MiddlewareFunction } from "react-router";
import interLatin from "./fonts/inter-site.woff2?url";
import { HYDRATED_MARK } from "../core/hydration.ts";
import { languageFromPath } from "../core/language.ts";
import { preloadPageForm } from "./features/forms/deferred-forms";
import { markHydrated } from "./hydration/early-actions";
import { HydrationBoot, HydrationScripts } from "./hydration/hydration-scripts";
import { loadPageTranslations } from "./i18n";
import { PageMessages } from "./page-messages";
import stylesheet from "./app.css?url";

/**
 * The built pages carry their stylesheet inline (6 KB compressed): on a slow connection the first paint then
 * waits for the HTML alone, not for a second round trip. Only prerendering reads the CSS text; in the
 * browser, hydration adopts the `<style>` it finds in the page by its `href` key, so the scripts do not carry
 * the CSS. The development server links the stylesheet as usual, for hot reload.
 */
const INLINE_CSS = import.meta.env.PROD;
const STYLE_KEY = "site-stylesheet";
const inlineCss: string = import.meta.env.SSR && INLINE_CSS ? (await import("./app.css?inline")).default : "";

/** The one font file every page needs, fetched with the HTML rather than after the CSS (faster text paint). */
export const links: LinksFunction = () => [
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  ...(INLINE_CSS ? [] : [{ rel: "stylesheet", href: stylesheet, precedence: "default" }]),
];

/** Before a navigation renders: the translations of the page it goes to, and its form's code if it has one. */
export const clientMiddleware: MiddlewareFunction[] = [
  async ({ request }) => {
    const { pathname } = new URL(request.url);
    await Promise.all([loadPageTranslations(pathname), preloadPageForm(pathname)]);
  },
];

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    // The cookie banner's script sets the root's scroll padding before hydration.
    <html lang={languageFromPath(pathname)} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <HydrationBoot />
        <meta name="theme-color" content="#0b1b2b" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {INLINE_CSS ? (
          <style href={STYLE_KEY} precedence="default">
            {inlineCss}
          </style>
        ) : null}
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <PageMessages />
        <HydrationScripts />
      </body>
    </html>
  );
}

export default function App() {
  // The root's effect runs last, once the whole page has hydrated.
  useEffect(() => {
    markHydrated();
    performance.mark(HYDRATED_MARK);
  }, []);
  return <Outlet />;
}
