import { useEffect } from "react";
import { Outlet, useLocation, type MetaFunction } from "react-router";
import { pageForPath } from "../../../core/routes.ts";
import { languageFromPath } from "../../../core/language.ts";
import { useTranslation } from "~/i18n";
import { rememberLanguage } from "~/lib/language-memory";
import { pageMeta } from "~/lib/page-meta";
import { PageErrorBoundary } from "~/components/error-page";
import { CookieBanner } from "./cookie-banner";
import { LanguageSuggestion } from "./language-suggestion";
import { MAIN_CONTENT_ID } from "./main-content";
import { MobileMenu } from "./mobile-menu";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { Toasts } from "./toasts";

/** Every page's head, decided by its path (the pages themselves export no `meta`: they inherit this one). */
export const meta: MetaFunction = ({ location }) => pageMeta(pageForPath(location.pathname), location.pathname);

/** The frame of every page: skip link, header, the page, footer, cookie banner and toasts. */
export default function SiteLayout() {
  const { pathname } = useLocation();
  const language = languageFromPath(pathname);

  useEffect(() => rememberLanguage(language), [language]);
  // Each navigation starts at the top of the new page (in-page anchors such as the skip link keep
  // their own scrolling, since they do not change the path).
  // Braces matter: newer browsers return a Promise from scrollTo, which React would call as a cleanup.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  const { t } = useTranslation();
  return (
    <>
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only z-50 rounded-full bg-ink px-5 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t("common.skipToContent")}
      </a>
      <SiteHeader />
      <MobileMenu />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="outline-none">
        {/* A new page starts without the last one's failure. */}
        <PageErrorBoundary key={pathname}>
          <Outlet />
        </PageErrorBoundary>
      </main>
      <SiteFooter />
      <LanguageSuggestion />
      <CookieBanner />
      <Toasts label={t("common.notifications")} />
    </>
  );
}
