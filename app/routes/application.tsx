import { useTranslation } from "~/i18n";
import { Card } from "~/components/ui/card";
import { HeroPage, Section } from "~/components/ui/section";
import { ApplicationForm } from "~/features/forms/deferred-forms";

export default function ApplicationPage() {
  const { t } = useTranslation();
  return (
    <HeroPage hero={t("application.hero")}>
      <Section>
        <Card lift={false} className="mx-auto max-w-3xl sm:p-10">
          <h2 className="mb-6 text-2xl font-bold tracking-tight">{t("application.formTitle")}</h2>
          <ApplicationForm />
        </Card>
      </Section>
    </HeroPage>
  );
}
