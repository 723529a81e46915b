import { useTranslation } from "~/i18n";
import { LEGAL_LAST_UPDATED } from "../../../core/legal.ts";
import { privacyPlaceholders } from "../../../core/privacy.ts";
import { fill } from "../../../locales/translate.ts";
import { PageHero } from "~/components/ui/section";
import { useLanguage } from "~/lib/language";

/**
 * The retention periods (as built, like the server's purge: docs/decisions/012) and the privacy contact,
 * for the `{{placeholders}}` of the legal texts.
 */
const PLACEHOLDERS = privacyPlaceholders({
  RETENTION_DAYS: import.meta.env.RETENTION_DAYS,
  SPAM_RETENTION_DAYS: import.meta.env.SPAM_RETENTION_DAYS,
});

/** Privacy, terms and cookies: a title, four titled sections and the last-updated date in the page's language. */
export function LegalPage({ page }: { page: "privacy" | "terms" | "cookies" }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const date = new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${LEGAL_LAST_UPDATED}T12:00:00Z`),
  );
  return (
    <>
      <PageHero badge={t(`legal.${page}.badge`)} title={t(`legal.${page}.title`)} subtitle={t(`legal.${page}.intro`)}>
        <p className="mt-6 text-sm text-white/80">
          <time dateTime={LEGAL_LAST_UPDATED}>{t("legal.lastUpdated", { date })}</time>
        </p>
      </PageHero>
      <div className="px-4 py-16 sm:px-6">
        <div className="mx-auto max-w-3xl space-y-12">
          {t(`legal.${page}.sections`).map((section) => (
            <section key={section.title}>
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
