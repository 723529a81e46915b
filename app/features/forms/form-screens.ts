import type { ScreenKey } from "../../../core/routes.ts";

/** The screens with a form, whose code loads on interaction (deferred-forms.tsx, ADR 010). */
export const FORM_SCREENS = ["contact", "application"] as const satisfies readonly ScreenKey[];

export function isFormScreen(key: ScreenKey | undefined): key is FormScreen {
  return (FORM_SCREENS as readonly (ScreenKey | undefined)[]).includes(key);
}

export type FormScreen = (typeof FORM_SCREENS)[number];
