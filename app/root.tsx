import type { ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, useLocation, type LinksFunction, type MiddlewareFunction } from "react-router";
import interLatin from "./fonts/inter-site.woff2?url";
import { languageFromPath } from "../core/language.ts";
import { loadPageTranslations } from "./i18n";
import stylesheet from "./app.css?url";

/**
 * The one font file every page needs, fetched with the HTML rather than after the CSS (faster text paint), and
 * the stylesheet as a React resource (`precedence`): React then writes it into the head before the module
 * preloads of the hydration code, so a slow connection fetches what paints first.
 */
export const links: LinksFunction = () => [
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
];

/** Before a navigation renders, the translations of the page it goes to (the other language, a legal page). */
export const clientMiddleware: MiddlewareFunction[] = [
  async ({ request }) => {
    await loadPageTranslations(new URL(request.url).pathname);
  },
];

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <html lang={languageFromPath(pathname)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1b2b" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}
