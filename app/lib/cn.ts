import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names (clsx). Nothing resolves conflicting Tailwind utilities: two classes that set the same
 * property are decided by the stylesheet's order, not by their order here. So a component never lets a
 * caller's class contradict one of its own: the choices are variants of the component (see button.tsx,
 * card.tsx, badge.tsx, field.tsx), and callers add only classes the component does not set.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
