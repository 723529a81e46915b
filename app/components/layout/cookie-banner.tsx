import { X } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n";
import type { ConsentValue } from "../../../core/consent.ts";
import { Button } from "~/components/ui/button";
import { LocalizedLink } from "~/lib/language";
import { storeConsent, useConsent } from "~/lib/consent-store";
import { MAIN_CONTENT_ID } from "./main-content";

/** The CSS variable (app.css) holding how much of the viewport's bottom the banner covers while it shows. */
const BANNER_SPACE = "--cookie-banner-space";
/** Room kept between the banner and a focused element, for the 2px focus outline and its 2px offset. */
const FOCUS_ROOM_PX = 8;

/**
 * Spec §4: shown while no consent is stored; Accept stores "accepted", Decline or the close icon "declined".
 * It appears only after hydration, since the prerendered page cannot know what this browser stored.
 */
export function CookieBanner() {
  return useConsent() === "unset" ? <Banner /> : null;
}

function Banner() {
  const { t } = useTranslation();
  const banner = useRef<HTMLElement>(null);

  // The banner is fixed over the bottom of the viewport. Publishing the height it covers lets the page's scroll
  // padding and the chat button keep whatever has keyboard focus above it instead of under it (WCAG 2.4.11).
  useEffect(() => {
    const element = banner.current;
    if (!element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      const covered = root.clientHeight - element.getBoundingClientRect().top;
      root.style.setProperty(BANNER_SPACE, `${Math.ceil(covered) + FOCUS_ROOM_PX}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(BANNER_SPACE);
    };
  }, []);

  const choose = (value: ConsentValue) => {
    // Focus must not fall back to the page itself when the banner it was in disappears (screen readers lose
    // their place): it goes where the skip link leads, without scrolling, and Tab continues from there.
    if (banner.current?.contains(document.activeElement))
      document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
    storeConsent(value);
  };
  return (
    <section
      ref={banner}
      aria-label={t("common.cookieBanner.label")}
      data-testid="cookie-banner"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-3xl rounded-2xl border border-line bg-surface p-5 pr-14 shadow-2xl sm:inset-x-6"
    >
      <h2 className="font-semibold">{t("common.cookieBanner.title")}</h2>
      <p className="mt-1 text-sm text-muted">
        {t("common.cookieBanner.text")}{" "}
        <LocalizedLink to="/cookies" className="font-medium text-accent-strong underline underline-offset-4">
          {t("common.cookieBanner.policyLink")}
        </LocalizedLink>
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button type="button" onClick={() => choose("accepted")}>
          {t("common.cookieBanner.accept")}
        </Button>
        <Button type="button" variant="outline" onClick={() => choose("declined")}>
          {t("common.cookieBanner.decline")}
        </Button>
      </div>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="absolute top-2 right-2"
        aria-label={t("common.cookieBanner.close")}
        onClick={() => choose("declined")}
      >
        <X aria-hidden="true" />
      </Button>
    </section>
  );
}
