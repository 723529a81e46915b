import { Accessibility, Globe, HeartHandshake } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card, CardText, CardTitle } from "./ui/card";
import { Section } from "./ui/section";

const ITEMS = [
  { key: "accessibility", icon: Accessibility },
  { key: "multilingualism", icon: Globe },
  { key: "inclusivity", icon: HeartHandshake },
] as const;

/** The inclusive-design section shared by the About and Services pages. */
export function InclusiveDesign() {
  const { t } = useTranslation();
  return (
    <Section
      badge={t("about.inclusive.badge")}
      title={t("about.inclusive.title")}
      subtitle={t("about.inclusive.subtitle")}
      headingId="inclusive-design"
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {ITEMS.map(({ key, icon: Icon }) => (
          <li key={key}>
            <Card className="h-full">
              <Icon aria-hidden="true" className="size-8 text-accent" strokeWidth={1.75} />
              <CardTitle className="mt-4">{t(`about.inclusive.items.${key}.title`)}</CardTitle>
              <CardText>{t(`about.inclusive.items.${key}.text`)}</CardText>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
