import { useTranslation } from "~/i18n";
import { CONSENT_STORAGE_KEY } from "../../../core/consent.ts";
import { Button, CloseButton } from "~/components/ui/button";
import { LocalizedLink } from "~/lib/language";
import bannerScript from "./cookie-banner-script.ts?inline-script";
import { MAIN_CONTENT_ID } from "./main-content";

/** Room kept between the banner and a focused element, for the 2px focus outline and its 2px offset. */
const FOCUS_ROOM_PX = 8;

/**
 * Shown while no consent is stored; Accept stores "accepted", Decline or the close icon "declined". Every
 * page carries it, hidden; the inline script right after it (cookie-banner-script.ts) shows it before the
 * first paint when this browser has stored no choice, answers its buttons from then on, and keeps the page
 * clear of it. The attributes below are what that script reads.
 */
export function CookieBanner() {
  const { t } = useTranslation();
  return (
    <>
      <section
        hidden
        aria-label={t("common.cookieBanner.label")}
        data-testid="cookie-banner"
        data-consent-key={CONSENT_STORAGE_KEY}
        data-return-focus={MAIN_CONTENT_ID}
        data-focus-room={FOCUS_ROOM_PX}
        className="fixed inset-x-2 bottom-2 z-50 mx-auto max-w-3xl rounded-2xl border border-line bg-surface p-4 pr-12 shadow-2xl sm:inset-x-6 sm:bottom-3 sm:p-5 sm:pr-14"
      >
        <h2 className="font-semibold">{t("common.cookieBanner.title")}</h2>
        <p className="mt-1 text-sm leading-snug text-muted">
          {t("common.cookieBanner.text")}{" "}
          <LocalizedLink to="/cookies" className="font-medium text-accent-strong underline underline-offset-4">
            {t("common.cookieBanner.policyLink")}
          </LocalizedLink>
        </p>
        <div className="mt-3 flex flex-wrap gap-2 sm:mt-4">
          <Button type="button" data-consent-choice="accepted">
            {t("common.cookieBanner.accept")}
          </Button>
          <Button type="button" variant="outline" data-consent-choice="declined">
            {t("common.cookieBanner.decline")}
          </Button>
        </div>
        <CloseButton
          label={t("common.cookieBanner.close")}
          className="absolute top-2 right-2"
          data-consent-choice="declined"
        />
      </section>
      <script dangerouslySetInnerHTML={{ __html: bannerScript }} />
    </>
  );
}
