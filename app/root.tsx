import { useEffect, type ReactNode } from "react";
import { Links, Meta, Outlet, useLocation, type LinksFunction, type MiddlewareFunction } from "react-router";
import interLatin from "./fonts/inter-site.woff2?url";
import { HYDRATED_MARK } from "../core/hydration.ts";
import { languageFromPath } from "../core/language.ts";
import { screenForPath } from "../core/routes.ts";
import { ErrorPage } from "./components/error-page";
import { MAIN_CONTENT_ID } from "./components/layout/main-content";
import { isFormScreen } from "./features/forms/form-screens";
import { markHydrated } from "./hydration/early-actions";
import { HydrationBoot, HydrationScripts } from "./hydration/hydration-scripts";
import { loadPageTranslations, pageTranslationModules } from "./i18n";
import { SITE_STYLESHEET_KEY } from "./lib/site-stylesheet";
import stylesheet from "./app.css?url";
import fontsStylesheet from "./fonts.css?url";

/**
 * The built pages carry their stylesheet inline: on a slow connection the first paint then waits for the
 * HTML alone, not for a second round trip. Prerendering cuts each page's copy down to the rules it uses, and
 * the whole stylesheet comes with the page's code (ADR 011); the font faces are written inline only (see
 * fonts.css). Only prerendering reads the CSS text; in the browser, hydration adopts the `<style>` it finds
 * in the page by its `href` key, so the scripts do not carry the CSS. The development server links the
 * stylesheets as usual, for hot reload.
 */
const INLINE_CSS = import.meta.env.PROD;
const inlineCss: string =
  import.meta.env.SSR && INLINE_CSS
    ? (await import("./fonts.css?inline")).default + (await import("./app.css?inline")).default
    : "";

/** The one font file every page needs, fetched with the HTML rather than after the CSS (faster text paint). */
export const links: LinksFunction = () => [
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  ...(INLINE_CSS
    ? []
    : [
        { rel: "stylesheet", href: fontsStylesheet, precedence: "default" },
        { rel: "stylesheet", href: stylesheet, precedence: "default" },
      ]),
];

/**
 * Before a navigation renders: the translations of the page it goes to, and its form's code if it has one
 * (imported then, so that pages without a form do not carry the forms' loader).
 */
export const clientMiddleware: MiddlewareFunction[] = [
  async ({ request }) => {
    const { pathname } = new URL(request.url);
    const form = isFormScreen(screenForPath(pathname)?.key)
      ? import("./features/forms/deferred-forms").then((forms) => forms.preloadPageForm(pathname))
      : undefined;
    await Promise.all([loadPageTranslations(pathname), form]);
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
          <style href={SITE_STYLESHEET_KEY} precedence="default">
            {inlineCss}
          </style>
        ) : null}
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <HydrationScripts
          modules={import.meta.env.SSR ? pageTranslationModules(pathname) : []}
          stylesheets={INLINE_CSS ? [stylesheet] : []}
        />
      </body>
    </html>
  );
}

/** A failure outside any page (the site's frame itself): a page of its own, in the visitor's language. */
export function ErrorBoundary({ error }: { error: unknown }) {
  return (
    <main id={MAIN_CONTENT_ID}>
      <ErrorPage error={error} />
    </main>
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
