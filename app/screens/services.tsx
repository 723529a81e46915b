import { CheckList } from "~/components/check-list";
import { CardGrid } from "~/components/card-grid";
import { SERVICES } from "~/components/service-icons";
import { useTranslation } from "~/i18n";
import { screen } from "~/lib/screen";
import { CallToAction } from "~/components/call-to-action";
import { InclusiveDesign } from "~/components/inclusive-design";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { Card, CardText, CardTitle } from "~/components/ui/card";
import { HeroPage, Section } from "~/components/ui/section";
import { cn } from "~/lib/cn";
import { LocalizedLink } from "~/lib/language";

function ServicesPage() {
  const { t } = useTranslation();
  return (
    <HeroPage hero={t("services.hero")}>
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
                <CheckList items={t(`services.cards.${key}.items`)} className="mt-5" />
                <LocalizedLink to="/contact" className={cn(buttonVariants({ variant: "outline" }), "mt-6")}>
                  {t("services.learnMore", { service: title })}
                </LocalizedLink>
              </Card>
            );
          }}
        </CardGrid>
      </Section>
      <InclusiveDesign />
      <CallToAction copy={t("services.cta")} to={{ contact: "/contact", portfolio: "/portfolio" }} />
    </HeroPage>
  );
}

export const Services = screen(ServicesPage);
