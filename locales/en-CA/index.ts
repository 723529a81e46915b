import { emails } from "./emails.ts";
import { legal } from "./legal.ts";
import { site } from "./site.ts";

/**
 * Every English string: the site, the legal pages and the emails, in three modules so that the browser
 * loads only what a page shows (app/i18n.ts). English is the shape every language fills (../types.ts).
 */
export const en = { ...site, legal, emails };
