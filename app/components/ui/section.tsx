import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/cn";
import { Badge } from "./badge";

/**
 * A page section with the rhythm of the design: eyebrow badge, heading, one-sentence subtitle, content.
 * `inverse`: white text on the ink background, its badge and subtitle to match.
 */
export function Section({
  badge,
  title,
  subtitle,
  headingId,
  tone = "default",
  className,
  children,
  ...props
}: Omit<ComponentProps<"section">, "title"> & {
  badge?: ReactNode;
  title?: ReactNode;
  subtitle?: ReactNode;
  headingId?: string;
  tone?: "default" | "inverse";
}) {
  const inverse = tone === "inverse";
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      className={cn("px-4 py-16 sm:px-6 md:py-24", inverse && "bg-ink text-white", className)}
      {...props}
    >
      <div className="mx-auto max-w-6xl">
        {title ? (
          <header className="mb-10 max-w-2xl">
            {badge ? <Badge tone={inverse ? "inverse" : "default"}>{badge}</Badge> : null}
            <h2 id={headingId} className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">
              {title}
            </h2>
            {subtitle ? (
              <p className={cn("mt-3 text-lg", inverse ? "text-white/85" : "text-muted")}>{subtitle}</p>
            ) : null}
          </header>
        ) : null}
        {children}
      </div>
    </section>
  );
}

/** The large first section of an inner page. */
export function PageHero({
  badge,
  title,
  subtitle,
  children,
}: {
  badge: ReactNode;
  title: ReactNode;
  subtitle: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="bg-ink px-4 pt-16 pb-16 text-white sm:px-6 md:pt-24 md:pb-20">
      <div className="mx-auto max-w-6xl">
        <Badge tone="inverse">{badge}</Badge>
        <h1 className="mt-5 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
        <p className="mt-5 max-w-2xl text-lg text-white/85">{subtitle}</p>
        {children}
      </div>
    </section>
  );
}
