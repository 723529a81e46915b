import type { ReactNode } from "react";
import { buttonVariants } from "~/components/ui/button";
import { LocalizedLink } from "~/lib/language";

/** A page that says where the visitor stands (no such page, an error) and leads home. */
export function StatusPage({
  copy: { code, title, subtitle, button },
  fresh = false,
  children,
}: {
  copy: { code?: string; title: string; subtitle: string; button: string };
  /** The way home loads the page anew, rather than through the app that just failed. */
  fresh?: boolean;
  children?: ReactNode;
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
      <LocalizedLink
        to="/"
        reloadDocument={fresh}
        className={buttonVariants({ size: "lg-text-sm", className: "mt-8" })}
      >
        {button}
      </LocalizedLink>
      {children}
    </section>
  );
}
