import { Check } from "lucide-react";
import { cn } from "~/lib/cn";

/** What a card offers, one line each behind a check mark; it takes the card's free height. */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn("flex-1 space-y-2", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-2 text-ink-soft">
          <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
          {item}
        </li>
      ))}
    </ul>
  );
}
