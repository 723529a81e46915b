import { screenForPath } from "../../../core/routes.ts";
import { loadOnInteraction } from "~/lib/load-on-interaction";
import { isFormScreen } from "./form-screens";

/**
 * The two forms, with react-hook-form and zod, are a fifth of their pages' scripts: they load when the
 * visitor reaches for them, while the prerendered form is already on screen (ADR 010).
 */
const server = import.meta.env.SSR
  ? { contact: await import("./contact-form"), application: await import("./application-form") }
  : undefined;

const contact = loadOnInteraction(
  () => import("./contact-form").then((module) => module.ContactForm),
  server?.contact.ContactForm,
);

const application = loadOnInteraction(
  () => import("./application-form").then((module) => module.ApplicationForm),
  server?.application.ApplicationForm,
  // `?job=` preselects a position, which the prerendered form cannot show.
  () => new URLSearchParams(window.location.search).has("job"),
);

export const ContactForm = contact.LoadOnInteraction;
export const ApplicationForm = application.LoadOnInteraction;

const FORMS = { contact, application } as const;

/** Before a navigation to a form page renders: its form's code, so that it shows at once. */
export async function preloadPageForm(pathname: string): Promise<void> {
  const screen = screenForPath(pathname)?.key;
  if (isFormScreen(screen)) await FORMS[screen].preload();
}
