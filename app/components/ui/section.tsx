import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/cn";
import { Badge } from "./badge";

/** A section's heading copy, as the translations group it (`t("home.services")`). */
export interface SectionCopy {
  badge?: string;
  title: string;
  subtitle?: string;
}

/**
 * A page section with the rhythm of the design: eyebrow badge, heading, one-sentence subtitle, content.
 * Without `copy`, the section has no visible heading (its content names it). `inverse`: white text on the ink
 * background, its badge and subtitle to match.
 */
export function Section({
  copy,
  headingId,
  tone = "default",
  className,
  children,
  ...props
}: ComponentProps<"section"> & {
  copy?: SectionCopy;
  headingId?: string;
  tone?: "default" | "inverse";
}) {
  const inverse = tone === "inverse";
  return (
    <section
      aria-labelledby={copy ? headingId : undefined}
      className={cn("px-4 py-16 sm:px-6 md:py-24", inverse && "bg-ink text-white", className)}
      {...props}
    >
      <div className="mx-auto max-w-6xl">
        {copy ? (
          <header className="mb-10 max-w-2xl">
            {copy.badge ? <Badge tone={inverse ? "inverse" : "default"}>{copy.badge}</Badge> : null}
            <h2 id={headingId} className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">
              {copy.title}
            </h2>
            {copy.subtitle ? (
              <p className={cn("mt-3 text-lg", inverse ? "text-white/85" : "text-muted")}>{copy.subtitle}</p>
            ) : null}
          </header>
        ) : null}
        {children}
      </div>
    </section>
  );
}

/** The large first section of an inner page; a highlighted end of the title shows in the accent colour. */
export function PageHero({
  copy: { badge, title, titleHighlight, subtitle },
  children,
}: {
  copy: { badge: string; title: string; titleHighlight?: string; subtitle: string };
  children?: ReactNode;
}) {
  return (
    <section className="bg-ink px-4 pt-16 pb-16 text-white sm:px-6 md:pt-24 md:pb-20">
      <div className="mx-auto max-w-6xl">
        <Badge tone="inverse">{badge}</Badge>
        <h1 className="mt-5 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
          {title}
          {titleHighlight ? (
            <>
              {" "}
              <span className="text-accent-bright">{titleHighlight}</span>
            </>
          ) : null}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-white/85">{subtitle}</p>
        {children}
      </div>
    </section>
  );
}

/** An inner page: its hero, then its own sections. */
export function HeroPage({ hero, children }: { hero: ComponentProps<typeof PageHero>["copy"]; children: ReactNode }) {
  return (
    <>
      <PageHero copy={hero} />
      {children}
    </>
  );
}
