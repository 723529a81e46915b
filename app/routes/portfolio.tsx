import { ArrowRight, Check, ExternalLink as ExternalIcon } from "lucide-react";
import { CardGrid } from "~/components/card-grid";
import { useTranslation } from "~/i18n";
import type { MetaFunction } from "react-router";
import { COMPANY, type LabProjectKey } from "../../core/company.ts";
import { CallToAction } from "~/components/call-to-action";
import { LabProjectCard } from "~/components/lab-project-card";
import { ExternalLink } from "~/components/external-link";
import { buttonVariants } from "~/components/ui/button";
import { Card, CardTitle } from "~/components/ui/card";
import { PageHero, Section } from "~/components/ui/section";
import { cn } from "~/lib/cn";
import { LocalizedLink } from "~/lib/language";
import { pageMeta } from "~/lib/page-meta";

export const meta: MetaFunction = ({ location }) => pageMeta("portfolio", location.pathname);

const LAB_PROJECTS = Object.keys(COMPANY.labProjects) as LabProjectKey[];
const STORIES = ["aiConsulting", "creativeStudio"] as const;

export default function Portfolio() {
  const { t } = useTranslation();
  return (
    <>
      <PageHero
        badge={t("portfolio.hero.badge")}
        title={t("portfolio.hero.title")}
        subtitle={t("portfolio.hero.subtitle")}
      />

      <Section
        badge={t("portfolio.lab.badge")}
        title={t("portfolio.lab.title")}
        subtitle={t("portfolio.lab.subtitle")}
        headingId="portfolio-lab"
      >
        <CardGrid items={LAB_PROJECTS} keyOf={(key) => key} columns="lg:grid-cols-2">
          {(key, index) => {
            const title = t(`lab.projects.${key}.title`);
            // The first illustration is the largest paint on a phone; the others are below it.
            return (
              <LabProjectCard project={key} priority={index === 0} lazy={index > 0}>
                <ul className="mt-4 flex-1 space-y-2">
                  {t(`portfolio.lab.features.${key}`).map((feature) => (
                    <li key={feature} className="flex gap-2 text-ink-soft">
                      <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
                      {feature}
                    </li>
                  ))}
                </ul>
                <ExternalLink href={COMPANY.labProjects[key].url} className={cn(buttonVariants(), "mt-6 self-start")}>
                  {t("portfolio.lab.visit", { project: title })}
                  <ExternalIcon aria-hidden="true" />
                </ExternalLink>
              </LabProjectCard>
            );
          }}
        </CardGrid>
      </Section>

      <Section
        badge={t("portfolio.stories.badge")}
        title={t("portfolio.stories.title")}
        subtitle={t("portfolio.stories.subtitle")}
        headingId="portfolio-stories"
        className="bg-secondary/60"
      >
        <div className="grid gap-6 lg:grid-cols-2">
          {STORIES.map((story) => (
            <Card key={story} className="flex flex-col">
              <CardTitle size="lg">{t(`portfolio.stories.${story}.title`)}</CardTitle>
              <ul className="mt-4 flex-1 divide-y divide-line">
                {t(`portfolio.stories.${story}.projects`).map((project) => (
                  <li key={project.title} className="py-4">
                    <h4 className="font-semibold">{project.title}</h4>
                    <p className="mt-1 text-muted">{project.text}</p>
                  </li>
                ))}
              </ul>
              <LocalizedLink
                to="/contact"
                className="mt-4 inline-flex items-center gap-1 font-semibold text-accent-strong hover:underline"
              >
                {t("portfolio.stories.contactLink")}
                <ArrowRight aria-hidden="true" className="size-4" />
              </LocalizedLink>
            </Card>
          ))}
        </div>
      </Section>

      <CallToAction
        title={t("portfolio.cta.title")}
        text={t("portfolio.cta.text")}
        actions={[
          { to: "/contact", label: t("portfolio.cta.contact") },
          { to: "/services", label: t("portfolio.cta.services") },
        ]}
      />
    </>
  );
}
