import { useRef } from "react";
import { useTranslation } from "~/i18n";
import { CONSENT_STORAGE_KEY, type ConsentValue } from "../../../core/consent.ts";
import { Button, CloseButton } from "~/components/ui/button";
import { LocalizedLink } from "~/lib/language";
import { storeConsent, useConsent } from "~/lib/consent-store";
import revealScript from "./cookie-banner-reveal.ts?inline-script";
import { MAIN_CONTENT_ID } from "./main-content";

/** Room kept between the banner and a focused element, for the 2px focus outline and its 2px offset. */
const FOCUS_ROOM_PX = 8;

/**
 * Shown while no consent is stored; Accept stores "accepted", Decline or the close icon "declined".
 * Every page carries it, hidden: a script right after it shows it when this browser has stored no choice and
 * keeps the page clear of it (cookie-banner-reveal.ts); until the page hydrates, the boot script stores a
 * choice and hides it (ADR 011). The attributes below are what those two scripts read.
 */
export function CookieBanner() {
  const { t } = useTranslation();
  const consent = useConsent();
  const shown = consent === "unset";
  const banner = useRef<HTMLElement>(null);

  const choose = (value: ConsentValue) => {
    // Focus must not fall back to the page itself when the banner it was in disappears (screen readers lose
    // their place): it goes where the skip link leads, without scrolling, and Tab continues from there.
    if (banner.current?.contains(document.activeElement))
      document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
    storeConsent(value);
  };
  return (
    <>
      <section
        ref={banner}
        hidden={!shown}
        // The reveal script may have shown it before hydration; React leaves that as it is.
        suppressHydrationWarning
        aria-label={t("common.cookieBanner.label")}
        data-testid="cookie-banner"
        data-consent-key={CONSENT_STORAGE_KEY}
        data-return-focus={MAIN_CONTENT_ID}
        data-focus-room={FOCUS_ROOM_PX}
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
          <Button type="button" data-consent-choice="accepted" onClick={() => choose("accepted")}>
            {t("common.cookieBanner.accept")}
          </Button>
          <Button type="button" variant="outline" data-consent-choice="declined" onClick={() => choose("declined")}>
            {t("common.cookieBanner.decline")}
          </Button>
        </div>
        <CloseButton
          label={t("common.cookieBanner.close")}
          className="absolute top-2 right-2"
          data-consent-choice="declined"
          onClick={() => choose("declined")}
        />
      </section>
      {/* Only prerendering writes its text (see HydrationBoot). */}
      <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? revealScript : "" }} />
    </>
  );
}
