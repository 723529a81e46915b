import {
  Building2,
  Compass,
  Eye,
  GraduationCap,
  Heart,
  Landmark,
  PartyPopper,
  Store,
  Target,
  Users,
} from "lucide-react";
import { useTranslation } from "~/i18n";
import { CardGrid } from "~/components/card-grid";
import { LEADERSHIP } from "../../core/company.ts";
import { ProjectCallToAction } from "~/components/call-to-action";
import { ExternalLink } from "~/components/external-link";
import { IconCardGrid } from "~/components/icon-card-grid";
import { InclusiveDesign } from "~/components/inclusive-design";
import { buttonVariants } from "~/components/ui/button";
import { Card, CardText, CardTitle } from "~/components/ui/card";
import { HeroPage, Section } from "~/components/ui/section";
import { cn } from "~/lib/cn";
import { LocalizedLink } from "~/lib/language";
import { screen } from "~/lib/screen";

const MARKETS = [
  { key: "museums", icon: Landmark },
  { key: "heritage", icon: Compass },
  { key: "education", icon: GraduationCap },
  { key: "events", icon: PartyPopper },
  { key: "showrooms", icon: Store },
  { key: "publicSector", icon: Building2 },
] as const;

function AboutPage() {
  const { t } = useTranslation();
  return (
    <HeroPage hero={t("about.hero")}>
      <Section aria-labelledby="about-pillars">
        <h2 id="about-pillars" className="sr-only">
          {t("about.pillarsHeading")}
        </h2>
        <IconCardGrid icons={{ mission: Target, vision: Eye, values: Heart }} copy={t("about.pillars")} />
      </Section>

      <Section copy={t("about.whatWeDo")} headingId="about-what" className="bg-secondary/60">
        <p className="max-w-3xl text-lg text-ink-soft">{t("about.whatWeDo.text")}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <LocalizedLink to="/services" className={buttonVariants()}>
            {t("about.whatWeDo.servicesLink")}
          </LocalizedLink>
          <LocalizedLink to="/contact" className={buttonVariants({ variant: "outline" })}>
            {t("about.whatWeDo.contactLink")}
          </LocalizedLink>
        </div>
      </Section>

      <Section copy={t("about.team")} headingId="about-team">
        <CardGrid items={LEADERSHIP} keyOf={(member) => member.id} columns="sm:grid-cols-2 lg:grid-cols-4">
          {(member) => (
            <Card className="flex h-full flex-col">
              <img
                src={member.photo}
                alt={t("about.team.photoAlt", { name: member.name })}
                width={480}
                height={480}
                loading="lazy"
                decoding="async"
                className="aspect-square w-full rounded-xl object-cover"
              />
              <CardTitle className="mt-4">{member.name}</CardTitle>
              <p className="text-sm font-semibold text-accent-strong">{t(`about.team.members.${member.id}.role`)}</p>
              <CardText className="flex-1 text-sm">{t(`about.team.members.${member.id}.bio`)}</CardText>
              <ExternalLink
                href={member.profileUrl}
                className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-ink underline underline-offset-4"
              >
                {t("about.team.profileLink", { name: member.name })}
              </ExternalLink>
            </Card>
          )}
        </CardGrid>
      </Section>

      <section className="px-4 sm:px-6">
        <div className="mx-auto flex max-w-6xl flex-col items-start gap-4 rounded-3xl bg-ink p-8 text-white md:flex-row md:items-center md:justify-between md:p-12">
          <div>
            <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("about.join.title")}</h2>
            <p className="mt-2 text-white/85">{t("about.join.text")}</p>
          </div>
          <LocalizedLink to="/careers" className={cn(buttonVariants({ variant: "inverse", size: "lg" }), "shrink-0")}>
            <Users aria-hidden="true" />
            {t("about.join.button")}
          </LocalizedLink>
        </div>
      </section>

      <InclusiveDesign />

      <Section copy={t("about.market")} headingId="about-market" className="bg-secondary/60">
        <CardGrid items={MARKETS} keyOf={(item) => item.key} columns="sm:grid-cols-2 lg:grid-cols-3" gap="tight">
          {({ key, icon: Icon }) => (
            <Card className="flex h-full items-start gap-4">
              <Icon aria-hidden="true" className="size-7 shrink-0 text-accent" strokeWidth={1.75} />
              <div>
                <CardTitle size="sm">{t(`about.market.items.${key}.title`)}</CardTitle>
                <CardText spacing="tight" className="text-sm">
                  {t(`about.market.items.${key}.text`)}
                </CardText>
              </div>
            </Card>
          )}
        </CardGrid>
      </Section>

      <ProjectCallToAction />
    </HeroPage>
  );
}

export const About = screen(AboutPage);
