import { CalendarDays, Clock, Mail, MapPin } from "lucide-react";
import { useTranslation } from "~/i18n";
import { COMPANY } from "../../core/company.ts";
import { CallToAction } from "~/components/call-to-action";
import { ExternalLink } from "~/components/external-link";
import { buttonVariants } from "~/components/ui/button";
import { Card, CardText, CardTitle } from "~/components/ui/card";
import { HeroPage } from "~/components/ui/section";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { screen } from "~/lib/screen";

/** The contact page; its form and its chat are islands of their own, passed in by the route shell. */
function ContactPage({ form, chat }: { form?: ReactNode; chat?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <HeroPage hero={t("contact.hero")}>
      <div className="px-4 py-16 sm:px-6">
        <div className="mx-auto grid max-w-6xl gap-6 lg:grid-cols-12">
          <Card lift={false} className="sm:p-8 lg:col-span-7">
            <h2 className="mb-5 text-2xl font-bold tracking-tight">{t("contact.form.title")}</h2>
            {form}
          </Card>
          <div className="grid content-start gap-6 lg:col-span-5">
            <Card lift={false}>
              <CardTitle>{t("contact.info.title")}</CardTitle>
              <dl className="mt-4 space-y-4">
                <div className="relative pl-8">
                  <dt className="text-sm font-semibold text-muted">
                    <Mail aria-hidden="true" className="absolute top-0.5 left-0 size-5 text-accent" />
                    {t("contact.info.emailLabel")}
                  </dt>
                  <dd>
                    <a href={`mailto:${COMPANY.email}`} className="font-medium text-ink underline underline-offset-4">
                      {COMPANY.email}
                    </a>
                  </dd>
                </div>
                <div className="relative pl-8">
                  <dt className="text-sm font-semibold text-muted">
                    <MapPin aria-hidden="true" className="absolute top-0.5 left-0 size-5 text-accent" />
                    {t("contact.info.locationLabel")}
                  </dt>
                  <dd className="font-medium">{t("contact.info.location")}</dd>
                </div>
              </dl>
            </Card>
            <Card lift={false}>
              <div className="flex items-center gap-3">
                <Clock aria-hidden="true" className="size-5 text-accent" />
                <CardTitle>{t("contact.response.title")}</CardTitle>
              </div>
              <CardText>{t("contact.response.text")}</CardText>
              <p className="mt-3 text-sm">
                <span className="font-semibold">{t("contact.response.hoursLabel")}</span>
                <br />
                {t("contact.response.hours")}
              </p>
            </Card>
            <Card lift={false} tone="inverse">
              <div className="flex items-center gap-3">
                <CalendarDays aria-hidden="true" className="size-5 text-accent-bright" />
                <CardTitle tone="inverse">{t("contact.meeting.title")}</CardTitle>
              </div>
              <CardText tone="inverse">{t("contact.meeting.text")}</CardText>
              <ExternalLink href={COMPANY.schedulingUrl} className={cn(buttonVariants({ variant: "inverse" }), "mt-5")}>
                {t("contact.meeting.button")}
              </ExternalLink>
            </Card>
          </div>
        </div>
      </div>
      <CallToAction copy={t("contact.cta")} to={{ services: "/services", portfolio: "/portfolio" }} />
      {chat}
    </HeroPage>
  );
}

export const Contact = screen(ContactPage);
