import { useTranslation } from "~/i18n";
import { cn } from "~/lib/cn";
import { LocalizedLink } from "~/lib/language";
import { buttonVariants } from "./ui/button";

/**
 * The closing band of a page: a heading, one sentence and one or two links. `to` names, in order, the copy's
 * link labels and where each leads; the first is the primary button.
 */
export function CallToAction<K extends string>({
  copy,
  to,
}: {
  copy: { title: string; text: string } & Record<NoInfer<K>, string>;
  to: Record<K, string>;
}) {
  return (
    <section className="px-4 py-16 sm:px-6 md:py-24">
      <div className="mx-auto max-w-6xl rounded-3xl bg-secondary px-6 py-12 text-center sm:px-12">
        <h2 className="text-3xl font-bold tracking-tight text-secondary-ink sm:text-4xl">{copy.title}</h2>
        <p className="mx-auto mt-3 max-w-xl text-lg text-ink-soft">{copy.text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {(Object.entries(to) as [K, string][]).map(([label, path], index) => (
            <LocalizedLink
              key={path}
              to={path}
              className={cn(buttonVariants({ variant: index === 0 ? "primary" : "outline", size: "lg" }))}
            >
              {copy[label]}
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
  return <CallToAction copy={t("common.projectCta")} to={{ button: "/contact" }} />;
}
