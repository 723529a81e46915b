import { createElement, type ComponentProps } from "react";
import { cn } from "~/lib/cn";

type StyledTag = "button" | "input" | "textarea" | "p";

/**
 * A design-system element that is its variants and nothing else (Button, Input, Textarea, CardText): the
 * variant props pick its classes, a caller's `className` comes after them, every other prop reaches the element,
 * and `data-slot` names it in the DOM. Written once rather than once per element.
 */
export function variantElement<Tag extends StyledTag, Variants extends object>(
  tag: Tag,
  slot: string,
  variants: (props: Variants) => string,
  variantKeys: readonly (keyof Variants & string)[],
) {
  const isVariant = (key: string) => (variantKeys as readonly string[]).includes(key);
  return function VariantElement({ className, ...props }: ComponentProps<Tag> & Variants) {
    const chosen: Record<string, unknown> = {};
    const rest: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(props)) (isVariant(key) ? chosen : rest)[key] = value;
    return createElement(tag, { ...rest, "data-slot": slot, className: cn(variants(chosen as Variants), className) });
  };
}
