import { useTranslation } from "~/i18n";
import { cn } from "~/lib/cn";
import { LocalizedLink } from "~/lib/language";
import { buttonVariants } from "./ui/button";

/** The closing band of a page: a heading, one sentence and one or two links. */
export function CallToAction({
  title,
  text,
  actions,
}: {
  title: string;
  text: string;
  actions: { to: string; label: string }[];
}) {
  return (
    <section className="px-4 py-16 sm:px-6 md:py-24">
      <div className="mx-auto max-w-6xl rounded-3xl bg-secondary px-6 py-12 text-center sm:px-12">
        <h2 className="text-3xl font-bold tracking-tight text-secondary-ink sm:text-4xl">{title}</h2>
        <p className="mx-auto mt-3 max-w-xl text-lg text-ink-soft">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {actions.map((action, index) => (
            <LocalizedLink
              key={action.to}
              to={action.to}
              className={cn(buttonVariants({ variant: index === 0 ? "primary" : "outline", size: "lg" }))}
            >
              {action.label}
            </LocalizedLink>
          ))}
        </div>
      </div>
    </section>
  );
}

/** The invitation to start a project that closes the home and about pages. */
export function ProjectCallToAction() {
  const { t } = useTranslation();
  return (
    <CallToAction
      title={t("common.projectCta.title")}
      text={t("common.projectCta.text")}
      actions={[{ to: "/contact", label: t("common.projectCta.button") }]}
    />
  );
}
