import { useTranslation } from "~/i18n";
import { LEGAL_LAST_UPDATED } from "../../../core/legal.ts";
import { privacyPlaceholders } from "../../../core/privacy.ts";
import type { LegalScreenKey } from "../../../core/routes.ts";
import { fill } from "../../../locales/translate.ts";
import { PageHero } from "~/components/ui/section";

/**
 * The retention periods (as built, like the server's purge: docs/decisions/012) and the privacy contact,
 * for the `{{placeholders}}` of the legal texts.
 */
const PLACEHOLDERS = privacyPlaceholders({
  RETENTION_DAYS: import.meta.env.RETENTION_DAYS,
  SPAM_RETENTION_DAYS: import.meta.env.SPAM_RETENTION_DAYS,
});

/** Privacy, terms and cookies: a title, four titled sections and the last-updated date in the page's language. */
export function LegalPage({ page }: { page: LegalScreenKey }) {
  const { t } = useTranslation();
  const [year, month, day] = LEGAL_LAST_UPDATED.split("-").map(Number) as [number, number, number];
  // Not Intl.DateTimeFormat: its first use loads the locale's calendar data, about 100 ms on a phone.
  const date = t("legal.date", { year, month: t("legal.months")[month - 1] ?? "", day });
  const copy = t(page);
  return (
    <>
      <PageHero copy={{ badge: copy.badge, title: copy.title, subtitle: copy.intro }}>
        <p className="mt-6 text-sm text-white/80">
          <time dateTime={LEGAL_LAST_UPDATED}>{t("legal.lastUpdated", { date })}</time>
        </p>
      </PageHero>
      <div className="px-4 py-16 sm:px-6">
        <div className="mx-auto max-w-3xl space-y-12">
          {copy.sections.map((section, index) => (
            // The sections after the first lie below a phone's first screen: laid out when the visitor nears them.
            <section key={section.title} data-below-fold={index > 0 ? "" : undefined}>
              <h2 className="text-2xl font-bold tracking-tight">{section.title}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-4 leading-relaxed text-ink-soft">
                  {fill(paragraph, PLACEHOLDERS)}
                </p>
              ))}
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
