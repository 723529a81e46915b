import { ExternalLink as ExternalIcon } from "lucide-react";
import { ArrowLink } from "~/components/arrow-link";
import { CheckList } from "~/components/check-list";
import { useTranslation } from "~/i18n";
import { screen } from "~/lib/screen";
import { COMPANY } from "../../core/company.ts";
import { CallToAction } from "~/components/call-to-action";
import { LabProjectGrid } from "~/components/lab-project-card";
import { ExternalLink } from "~/components/external-link";
import { buttonVariants } from "~/components/ui/button";
import { Card, CardTitle } from "~/components/ui/card";
import { HeroPage, Section } from "~/components/ui/section";
import { cn } from "~/lib/cn";

const STORIES = ["aiConsulting", "creativeStudio"] as const;

function PortfolioPage() {
  const { t } = useTranslation();
  return (
    <HeroPage hero={t("portfolio.hero")}>
      <Section copy={t("portfolio.lab")} headingId="portfolio-lab">
        <LabProjectGrid columns="lg:grid-cols-2" firstIsLargestPaint>
          {(key) => (
            <>
              <CheckList items={t(`portfolio.lab.features.${key}`)} className="mt-4" />
              <ExternalLink href={COMPANY.labProjects[key].url} className={cn(buttonVariants(), "mt-6 self-start")}>
                {t("portfolio.lab.visit", { project: t(`lab.projects.${key}.title`) })}
                <ExternalIcon aria-hidden="true" />
              </ExternalLink>
            </>
          )}
        </LabProjectGrid>
      </Section>

      <Section copy={t("portfolio.stories")} headingId="portfolio-stories" className="bg-secondary/60">
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
              <ArrowLink to="/contact" className="mt-4">
                {t("portfolio.stories.contactLink")}
              </ArrowLink>
            </Card>
          ))}
        </div>
      </Section>

      <CallToAction copy={t("portfolio.cta")} to={{ contact: "/contact", services: "/services" }} />
    </HeroPage>
  );
}

export const Portfolio = screen(PortfolioPage);
