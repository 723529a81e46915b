import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";
import { variantElement } from "./variant-element";

const cardVariants = cva("rounded-2xl border border-line", {
  variants: {
    tone: { default: "bg-surface", inverse: "bg-ink text-white" },
    /** `none` for a card whose content reaches its edges (an illustration on top) and pads itself. */
    padding: { default: "p-6", none: "" },
  },
  defaultVariants: { tone: "default", padding: "default" },
});

/** A bordered panel; `lift` adds the subtle hover lift of content cards (off for cards that hold a form). */
export function Card({
  className,
  lift = true,
  tone,
  padding,
  ...props
}: ComponentProps<"div"> & VariantProps<typeof cardVariants> & { lift?: boolean }) {
  return (
    <div
      data-slot="card"
      className={cn(
        cardVariants({ tone, padding }),
        lift &&
          "transition-[transform,box-shadow] duration-200 hover:shadow-lg hover:shadow-ink/5 motion-safe:hover:-translate-y-0.5",
        className,
      )}
      {...props}
    />
  );
}

const cardTitleVariants = cva("font-semibold tracking-tight", {
  variants: {
    size: { sm: "text-base", default: "text-lg", lg: "text-xl" },
    tone: { default: "text-ink", inverse: "text-white" },
  },
  defaultVariants: { size: "default", tone: "default" },
});

/** A card's heading: h3 inside a titled section, h2 where the cards come straight after the page's h1. */
export function CardTitle({
  className,
  level = 3,
  size,
  tone,
  ...props
}: ComponentProps<"h3"> & VariantProps<typeof cardTitleVariants> & { level?: 2 | 3 }) {
  const Heading = level === 2 ? "h2" : "h3";
  return <Heading data-slot="card-title" className={cn(cardTitleVariants({ size, tone }), className)} {...props} />;
}

const cardTextVariants = cva("", {
  variants: {
    /** `tight` follows a small title closely. */
    spacing: { default: "mt-2", tight: "mt-1" },
    tone: { default: "text-muted", inverse: "text-white/85" },
  },
  defaultVariants: { spacing: "default", tone: "default" },
});

export const CardText = variantElement<"p", VariantProps<typeof cardTextVariants>>("p", "card-text", cardTextVariants, [
  "spacing",
  "tone",
]);
