import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

export function Badge({ className, ...props }: ComponentProps<"span">) {
  return (
    <span
      data-slot="badge"
      className={cn(
        "inline-flex items-center rounded-full bg-secondary px-3 py-1 text-xs font-semibold tracking-wide text-secondary-ink uppercase",
        className,
      )}
      {...props}
    />
  );
}
