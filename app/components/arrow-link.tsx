import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { LocalizedLink } from "~/lib/language";

/** A card's text link that leads on to another page, its arrow after the words. */
export function ArrowLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  return (
    <LocalizedLink
      to={to}
      className={cn("inline-flex items-center gap-1 font-semibold text-accent-strong hover:underline", className)}
    >
      {children}
      <ArrowRight aria-hidden="true" className="size-4" />
    </LocalizedLink>
  );
}
