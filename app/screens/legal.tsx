import { LegalPage } from "~/features/legal/legal-page";
import { screen } from "~/lib/screen";

/** Privacy, terms and cookies: one screen, its texts chosen by `page`. */
export const Legal = screen(LegalPage);
