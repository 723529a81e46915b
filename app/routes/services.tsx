import { BrainCircuit, Check, Code, Palette } from "lucide-react";
import { CardGrid } from "~/components/card-grid";
import { useTranslation } from "~/i18n";
import type { MetaFunction } from "react-router";
import { CallToAction } from "~/components/call-to-action";
import { InclusiveDesign } from "~/components/inclusive-design";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { Card, CardText, CardTitle } from "~/components/ui/card";
import { PageHero, Section } from "~/components/ui/section";
import { cn } from "~/lib/cn";
import { LocalizedLink } from "~/lib/language";
import { pageMeta } from "~/lib/page-meta";

export const meta: MetaFunction = ({ location }) => pageMeta("services", location.pathname);

const SERVICES = [
  { key: "aiConsulting", icon: BrainCircuit },
  { key: "webApps", icon: Code },
  { key: "creativeStudio", icon: Palette },
] as const;

export default function Services() {
  const { t } = useTranslation();
  return (
    <>
      <PageHero
        badge={t("services.hero.badge")}
        title={t("services.hero.title")}
        subtitle={t("services.hero.subtitle")}
      />
      <Section>
        <CardGrid items={SERVICES} keyOf={({ key }) => key} columns="lg:grid-cols-3">
          {({ key, icon: Icon }) => {
            const title = t(`services.cards.${key}.title`);
            return (
              <Card className="flex h-full flex-col">
                <div className="flex items-center justify-between gap-3">
                  <Icon aria-hidden="true" className="size-8 text-accent" strokeWidth={1.75} />
                  <Badge>{t(`services.cards.${key}.badge`)}</Badge>
                </div>
                <CardTitle level={2} size="lg" className="mt-4">
                  {title}
                </CardTitle>
                <CardText>{t(`services.cards.${key}.description`)}</CardText>
                <ul className="mt-5 flex-1 space-y-2">
                  {t(`services.cards.${key}.items`).map((item) => (
                    <li key={item} className="flex gap-2 text-ink-soft">
                      <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
                      {item}
                    </li>
                  ))}
                </ul>
                <LocalizedLink to="/contact" className={cn(buttonVariants({ variant: "outline" }), "mt-6")}>
                  {t("services.learnMore", { service: title })}
                </LocalizedLink>
              </Card>
            );
          }}
        </CardGrid>
      </Section>
      <InclusiveDesign />
      <CallToAction
        title={t("services.cta.title")}
        text={t("services.cta.text")}
        actions={[
          { to: "/contact", label: t("services.cta.contact") },
          { to: "/portfolio", label: t("services.cta.portfolio") },
        ]}
      />
    </>
  );
}
