import type { ScreenKey } from "../../../core/routes.ts";

/** The screens with a form, each an island of its page. */
export const FORM_SCREENS = ["contact", "application"] as const satisfies readonly ScreenKey[];

export type FormScreen = (typeof FORM_SCREENS)[number];
