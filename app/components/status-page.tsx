import { buttonVariants } from "~/components/ui/button";
import { LocalizedLink } from "~/lib/language";

/** A page that says where the visitor stands (no such page) and leads home. */
export function StatusPage({
  copy: { code, title, subtitle, button },
}: {
  copy: { code?: string; title: string; subtitle: string; button: string };
}) {
  return (
    <section className="px-4 py-24 text-center sm:px-6 md:py-32">
      {code ? (
        <p className="text-8xl font-bold tracking-tight text-accent sm:text-9xl" aria-hidden="true">
          {code}
        </p>
      ) : null}
      <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-3 text-lg text-muted">{subtitle}</p>
      <LocalizedLink to="/" className={buttonVariants({ size: "lg-text-sm", className: "mt-8" })}>
        {button}
      </LocalizedLink>
    </section>
  );
}
