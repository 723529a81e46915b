import { Briefcase, Lightbulb, MapPin, Clock, TrendingUp } from "lucide-react";
import { CardGrid } from "~/components/card-grid";
import { useTranslation } from "~/i18n";
import { screen } from "~/lib/screen";
import { JOB_KEYS, JOBS } from "../../core/jobs.ts";
import { CallToAction } from "~/components/call-to-action";
import { IconCardGrid } from "~/components/icon-card-grid";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { Card, CardText, CardTitle } from "~/components/ui/card";
import { HeroPage, Section } from "~/components/ui/section";
import { cn } from "~/lib/cn";
import { LocalizedLink } from "~/lib/language";

function CareersPage() {
  const { t } = useTranslation();
  return (
    <HeroPage hero={t("careers.hero")}>
      <Section copy={t("careers.openings")} headingId="careers-openings">
        <CardGrid items={JOB_KEYS} keyOf={(key) => key} columns="lg:grid-cols-2">
          {(key) => {
            const title = t(`jobs.${key}.title`);
            return (
              <Card className="flex h-full flex-col" data-testid={`job-${key}`}>
                <div className="flex flex-wrap gap-2">
                  <Badge className="gap-1">
                    <Briefcase aria-hidden="true" className="size-3.5" />
                    {t(`careers.types.${JOBS[key].type}`)}
                  </Badge>
                  <Badge tone="paper" className="gap-1">
                    <MapPin aria-hidden="true" className="size-3.5" />
                    {t(`careers.locations.${JOBS[key].location}`)}
                  </Badge>
                </div>
                <CardTitle size="lg" className="mt-4">
                  {title}
                </CardTitle>
                <CardText>{t(`jobs.${key}.description`)}</CardText>
                <h4 className="mt-5 text-sm font-semibold tracking-wide text-muted uppercase">
                  {t("careers.openings.skillsLabel")}
                </h4>
                <ul className="mt-2 flex flex-1 flex-wrap content-start gap-2">
                  {t(`jobs.${key}.skills`).map((skill) => (
                    <li key={skill} className="rounded-full border border-line px-3 py-1 text-sm text-ink-soft">
                      {skill}
                    </li>
                  ))}
                </ul>
                <LocalizedLink to={`/application?job=${key}`} className={cn(buttonVariants(), "mt-6 self-start")}>
                  {t("careers.openings.apply")}
                  <span className="sr-only">: {title}</span>
                </LocalizedLink>
              </Card>
            );
          }}
        </CardGrid>
      </Section>

      <Section copy={t("careers.why")} headingId="careers-why" className="bg-secondary/60">
        <IconCardGrid
          icons={{ innovation: Lightbulb, flexibility: Clock, growth: TrendingUp }}
          copy={t("careers.why.items")}
        />
      </Section>

      <CallToAction copy={t("careers.cta")} to={{ button: "/contact" }} />
    </HeroPage>
  );
}

export const Careers = screen(CareersPage);
