import { ArrowRight } from "lucide-react";
import { ArrowLink } from "~/components/arrow-link";
import { CardGrid } from "~/components/card-grid";
import { SERVICES } from "~/components/service-icons";
import { useTranslation } from "~/i18n";
import { COMPANY } from "../../core/company.ts";
import { COUNTERS } from "../../core/motion.ts";
import { ExternalLink } from "~/components/external-link";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { Card, CardText, CardTitle } from "~/components/ui/card";
import { Section } from "~/components/ui/section";
import { ProjectCallToAction } from "~/components/call-to-action";
import { LabProjectGrid } from "~/components/lab-project-card";
import { HeroVideo } from "~/features/home/hero-video";
import { StatCounter } from "~/features/home/stat-counter";
import { TypedHeadline } from "~/features/home/typed-headline";
import { cn } from "~/lib/cn";
import { LocalizedLink } from "~/lib/language";
import { screen } from "~/lib/screen";

function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <section className="relative isolate overflow-hidden bg-ink px-4 pt-12 pb-20 sm:px-6 sm:py-24 md:py-36">
        <HeroVideo fallback={t("home.hero.videoFallback")} />
        <div className="absolute inset-0 -z-0 bg-gradient-to-r from-ink/95 via-ink/85 to-ink/60" aria-hidden="true" />
        <div className="relative mx-auto max-w-6xl">
          <Badge tone="inverse">{t("home.hero.badge")}</Badge>
          <div className="mt-6 max-w-3xl">
            <TypedHeadline start={t("home.hero.headlineStart")} highlight={t("home.hero.headlineHighlight")} />
          </div>
          <p className="mt-6 max-w-2xl text-lg text-white/90">{t("home.hero.subtitle")}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <LocalizedLink to="/contact" className={buttonVariants({ size: "lg-text-sm" })}>
              {t("home.hero.primary")}
            </LocalizedLink>
            <LocalizedLink
              to="/portfolio"
              className={buttonVariants({ variant: "outline-inverse", size: "lg-text-sm" })}
            >
              {t("home.hero.secondary")}
            </LocalizedLink>
          </div>
        </div>
      </section>

      <Section copy={t("home.services")} headingId="home-services">
        <CardGrid items={SERVICES} keyOf={(item) => item.key} columns="md:grid-cols-3">
          {({ key, icon: Icon }) => (
            <Card className="flex h-full flex-col">
              <Icon aria-hidden="true" className="size-8 text-accent" strokeWidth={1.75} />
              <CardTitle className="mt-4">{t(`home.services.items.${key}.title`)}</CardTitle>
              <CardText className="flex-1">{t(`home.services.items.${key}.description`)}</CardText>
              <ArrowLink to="/services" className="mt-5">
                {t("common.learnMore")}
                <span className="sr-only">: {t(`home.services.items.${key}.title`)}</span>
              </ArrowLink>
            </Card>
          )}
        </CardGrid>
      </Section>

      <Section copy={t("home.lab")} headingId="home-lab" className="bg-secondary/60">
        <LabProjectGrid columns="md:grid-cols-2">
          {(key) => (
            <ExternalLink
              href={COMPANY.labProjects[key].url}
              className={cn(buttonVariants({ variant: "outline" }), "mt-5 self-start")}
            >
              {t("home.lab.visit")}
              <span className="sr-only">: {t(`lab.projects.${key}.title`)}</span>
            </ExternalLink>
          )}
        </LabProjectGrid>
      </Section>

      <Section copy={t("home.stats")} headingId="home-stats" tone="inverse">
        <div className="grid gap-6 md:grid-cols-3">
          {COUNTERS.map((counter) => (
            <StatCounter
              key={counter.key}
              target={counter.target}
              durationMs={counter.durationMs}
              suffix={counter.suffix}
              label={t(`home.stats.counters.${counter.key}`)}
            />
          ))}
        </div>
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          {(["first", "second"] as const).map((card) => (
            <div key={card} className="rounded-2xl border border-white/15 p-6">
              <p className="text-sm font-semibold text-accent-bright">{t(`home.stats.cards.${card}.number`)}</p>
              <h3 className="mt-2 text-lg font-semibold">{t(`home.stats.cards.${card}.title`)}</h3>
              <p className="mt-2 text-white/85">{t(`home.stats.cards.${card}.text`)}</p>
            </div>
          ))}
        </div>
        <LocalizedLink to="/about" className={cn(buttonVariants({ variant: "inverse" }), "mt-8")}>
          {t("home.stats.aboutLink")}
          <ArrowRight aria-hidden="true" />
        </LocalizedLink>
      </Section>

      <ProjectCallToAction />
    </>
  );
}

export const Home = screen(HomePage);
