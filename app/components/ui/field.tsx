import { cva, type VariantProps } from "class-variance-authority";
import { Label as LabelPrimitive } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/cn";
import { variantElement } from "./variant-element";

/** What every form control shares; padding, height and text size come from the variants below. */
const control =
  "block w-full rounded-xl border border-line bg-surface text-ink placeholder:text-muted focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent aria-[invalid=true]:border-danger aria-[invalid=true]:outline-danger";

const inputVariants = cva(control, {
  variants: {
    /** `compact`: the smaller control of the chat panel. */
    density: { default: "min-h-11 py-2.5 text-base", compact: "min-h-10 py-2 text-sm" },
    /** `icon` leaves room for an icon placed at the control's start. */
    inset: { default: "px-4", icon: "pr-4 pl-9" },
  },
  defaultVariants: { density: "default", inset: "default" },
});

const textareaVariants = cva(`${control} px-4`, {
  variants: {
    /** `compact`: the one-line, fixed-size message box of the chat panel. */
    density: { default: "min-h-[120px] resize-y py-2.5 text-base", compact: "min-h-10 resize-none py-2 text-sm" },
  },
  defaultVariants: { density: "default" },
});

export function Label({ className, ...props }: ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root data-slot="label" className={cn("text-sm font-semibold text-ink", className)} {...props} />
  );
}

export const Input = variantElement<"input", VariantProps<typeof inputVariants>>("input", "input", inputVariants, [
  "density",
  "inset",
]);

export const Textarea = variantElement<"textarea", VariantProps<typeof textareaVariants>>(
  "textarea",
  "textarea",
  textareaVariants,
  ["density"],
);

export function Select({ className, ...props }: ComponentProps<"select">) {
  return (
    <select
      data-slot="select"
      className={cn(control, "min-h-11 appearance-auto px-4 py-2.5 text-base", className)}
      {...props}
    />
  );
}

/**
 * A label, its control, a hint and the control's error message, tied together by id for assistive
 * technology (`<id>-label`, `<id>-hint`, `<id>-error`; see `describedBy`).
 */
export function Field({
  id,
  label,
  hint,
  error,
  className,
  children,
  ...props
}: {
  id: string;
  label: ReactNode;
  /** Shown under the control, whole at every width (a placeholder would be cut on a phone). */
  hint?: string | undefined;
  error?: string | undefined;
  className?: string;
  children: ReactNode;
} & Omit<ComponentProps<"div">, "id" | "children">) {
  return (
    <div data-slot="field" className={cn("flex flex-col gap-2", className)} {...props}>
      <Label id={`${id}-label`} htmlFor={id}>
        {label}
      </Label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} data-slot="field-error" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The ARIA attributes a control needs so that its hint and its error are announced with it. */
export function errorProps(id: string, error: string | undefined, hint?: string) {
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return { "aria-invalid": error ? true : undefined, "aria-describedby": describedBy || undefined } as const;
}
