import { X } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { ConsentValue } from "../../../core/consent.ts";
import { Button } from "~/components/ui/button";
import { LocalizedLink } from "~/lib/language";
import { storeConsent, useConsent } from "~/lib/consent-store";

/**
 * Spec §4: shown while no consent is stored; Accept stores "accepted", Decline or the close icon "declined".
 * It appears only after hydration, since the prerendered page cannot know what this browser stored.
 */
export function CookieBanner() {
  const { t } = useTranslation();
  const consent = useConsent();
  if (consent !== "unset") return null;
  const choose = (value: ConsentValue) => storeConsent(value);
  return (
    <section
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
