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

export function CardTitle({ className, ...props }: ComponentProps<"h3">) {
  return (
    <h3 data-slot="card-title" className={cn("text-lg font-semibold tracking-tight text-ink", className)} {...props} />
  );
}

export function CardText({ className, ...props }: ComponentProps<"p">) {
  return <p data-slot="card-text" className={cn("mt-2 text-muted", className)} {...props} />;
}
