import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/** A bordered panel; `lift` adds the subtle hover lift of content cards (off for cards that hold a form). */
export function Card({ className, lift = true, ...props }: ComponentProps<"div"> & { lift?: boolean }) {
  return (
    <div
      data-slot="card"
      className={cn(
        "rounded-2xl border border-line bg-surface p-6",
        lift &&
          "transition-[transform,box-shadow] duration-200 hover:shadow-lg hover:shadow-ink/5 motion-safe:hover:-translate-y-0.5",
        className,
      )}
      {...props}
    />
  );
}

/** A card's heading: h3 inside a titled section, h2 where the cards come straight after the page's h1. */
export function CardTitle({ className, level = 3, ...props }: ComponentProps<"h3"> & { level?: 2 | 3 }) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <Heading
      data-slot="card-title"
      className={cn("text-lg font-semibold tracking-tight text-ink", className)}
      {...props}
    />
  );
}

export function CardText({ className, ...props }: ComponentProps<"p">) {
  return <p data-slot="card-text" className={cn("mt-2 text-muted", className)} {...props} />;
}
