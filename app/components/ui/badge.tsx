import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

const badgeVariants = cva(
  "inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold tracking-wide uppercase",
  {
    variants: {
      tone: {
        default: "bg-secondary text-secondary-ink",
        /** On a light-blue card: the paper background sets it apart. */
        paper: "bg-paper text-secondary-ink",
        /** On a dark (ink) background. */
        inverse: "bg-white/10 text-white",
      },
    },
    defaultVariants: { tone: "default" },
  },
);

export function Badge({ className, tone, ...props }: ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return <span data-slot="badge" className={cn(badgeVariants({ tone }), className)} {...props} />;
}
