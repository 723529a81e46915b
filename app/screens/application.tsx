import type { ReactNode } from "react";
import { useTranslation } from "~/i18n";
import { Card } from "~/components/ui/card";
import { HeroPage, Section } from "~/components/ui/section";
import { screen } from "~/lib/screen";

/** The job application page; its form is an island of its own, passed in by the route shell. */
function ApplicationPage({ form }: { form?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <HeroPage hero={t("application.hero")}>
      <Section>
        <Card lift={false} className="mx-auto max-w-3xl sm:p-10">
          <h2 className="mb-6 text-2xl font-bold tracking-tight">{t("application.formTitle")}</h2>
          {form}
        </Card>
      </Section>
    </HeroPage>
  );
}

export const Application = screen(ApplicationPage);
