import { useTranslation } from "~/i18n";
import type { MetaFunction } from "react-router";
import { Card } from "~/components/ui/card";
import { PageHero } from "~/components/ui/section";
import { ApplicationForm } from "~/features/forms/deferred-forms";
import { pageMeta } from "~/lib/page-meta";

export const meta: MetaFunction = ({ location }) => pageMeta("application", location.pathname);

export default function ApplicationPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHero copy={t("application.hero")} />
      <div className="px-4 py-16 sm:px-6">
        <Card lift={false} className="mx-auto max-w-3xl sm:p-10">
          <h2 className="mb-6 text-2xl font-bold tracking-tight">{t("application.formTitle")}</h2>
          <ApplicationForm />
        </Card>
      </div>
    </>
  );
}
