import type { Messages } from "../types.ts";
import { emails } from "./emails.ts";
import { legal } from "./legal.ts";
import { site } from "./site.ts";

/** Tous les textes français : le site, les pages juridiques et les courriels (mêmes clés que l’anglais). */
export const fr = { ...site, legal, emails } satisfies Messages;
