import { cva, type VariantProps } from "class-variance-authority";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

const gridVariants = cva("grid", {
  variants: { gap: { default: "gap-6", tight: "gap-4" } },
  defaultVariants: { gap: "default" },
});

/**
 * Items shown as a grid of cards, as a list (assistive technology announces how many). `columns` takes the
 * responsive column classes, which the grid does not set; each item renders its own card.
 */
export function CardGrid<T>({
  items,
  keyOf,
  columns,
  gap,
  children,
}: {
  items: readonly T[];
  keyOf: (item: T) => string;
  columns: string;
  children: (item: T, index: number) => ReactNode;
} & VariantProps<typeof gridVariants>) {
  return (
    <ul className={cn(gridVariants({ gap }), columns)}>
      {items.map((item, index) => (
        <li key={keyOf(item)}>{children(item, index)}</li>
      ))}
    </ul>
  );
}
