import { cva, type VariantProps } from "class-variance-authority";
import { X } from "lucide-react";
import type { ComponentProps } from "react";
import { variantElement } from "./variant-element";

/**
 * A button's look. The size variants own every box and text-size class (height, padding, font size), so no two
 * classes of one button set the same property; a caller's className adds margins, width or placement only.
 */
export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-full text-center font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-accent text-white hover:bg-accent-strong",
        secondary: "bg-secondary text-secondary-ink hover:bg-[#d6e6f3]",
        outline: "border border-line bg-surface text-ink hover:border-ink",
        ghost: "text-ink hover:bg-secondary",
        /** A ghost button on a dark (ink) background, such as the chat panel's header. */
        "ghost-inverse": "text-white hover:bg-white/10",
        inverse: "bg-white text-ink hover:bg-paper",
        "outline-inverse": "border border-white/70 text-white hover:bg-white/10",
      },
      size: {
        default: "min-h-11 px-5 py-2.5 text-sm",
        lg: "min-h-12 px-6 py-2.5 text-base",
        /** The large box with the default text size: the home hero's and the 404 page's calls to action. */
        "lg-text-sm": "min-h-12 px-6 py-2.5 text-sm",
        icon: "size-11 p-0 text-sm",
      },
    },
    defaultVariants: { variant: "primary", size: "default" },
  },
);

export const Button = variantElement<"button", VariantProps<typeof buttonVariants>>(
  "button",
  "button",
  buttonVariants,
  ["variant", "size"],
);

/** The × that closes or dismisses what holds it; `label` is its name for assistive technology. */
export function CloseButton({
  label,
  variant = "ghost",
  ...props
}: Omit<ComponentProps<"button">, "aria-label" | "children"> & { label: string; variant?: "ghost" | "ghost-inverse" }) {
  return (
    <Button type="button" variant={variant} size="icon" aria-label={label} {...props}>
      <X aria-hidden="true" />
    </Button>
  );
}
