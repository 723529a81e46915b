import type { ReactNode } from "react";
import { useTranslation } from "~/i18n";
import { CookieBanner } from "./cookie-banner";
import { LanguageSuggestion } from "./language-suggestion";
import { MAIN_CONTENT_ID } from "./main-content";
import { MobileMenu } from "./mobile-menu";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { screen } from "~/lib/screen";

/**
 * The frame of every page: skip link, header, the page, footer, the language offer and the cookie banner.
 * Static HTML: what moves in it (the menu, the banner, the offer, the language switch) needs no React
 * (app/scripts/site.ts and the banner's inline script).
 */
export function SiteFrame({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <a
        href={`#${MAIN_CONTENT_ID}`}
        // Focused, a bar above the header: it covers nothing (not the logo), and keeps its padding.
        className="sr-only bg-ink font-semibold text-white focus:not-sr-only focus:block focus:px-5 focus:py-3 focus:text-center"
      >
        {t("common.skipToContent")}
      </a>
      <SiteHeader />
      <MobileMenu />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter />
      <LanguageSuggestion />
      <CookieBanner />
    </>
  );
}

export const SiteFrameScreen = screen(SiteFrame);
