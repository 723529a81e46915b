import type { Messages } from "../types.ts";
import { withSiteFacts } from "../site-facts.ts";
import { about } from "./about.ts";
import { api } from "./api.ts";
import { application } from "./application.ts";
import { careers } from "./careers.ts";
import { chat } from "./chat.ts";
import { common } from "./common.ts";
import { contact } from "./contact.ts";
import { cookies } from "./cookies.ts";
import { emails } from "./emails.ts";
import { home } from "./home.ts";
import { inclusive } from "./inclusive.ts";
import { jobs } from "./jobs.ts";
import { lab } from "./lab.ts";
import { legal } from "./legal.ts";
import { meta } from "./meta.ts";
import { notFound } from "./not-found.ts";
import { portfolio } from "./portfolio.ts";
import { privacy } from "./privacy.ts";
import { serviceChoices } from "./service-choices.ts";
import { services } from "./services.ts";
import { terms } from "./terms.ts";
import { toasts } from "./toasts.ts";
import { validation } from "./validation.ts";

/**
 * Français (Canada) : mêmes clés que l’anglais (voir ../types.ts), un module par espace de noms.
 * Typographie canadienne : espace insécable (U+00A0) devant les deux-points, le point-virgule, les points
 * d’exclamation et d’interrogation, dans les nombres et les heures.
 */
export const fr = withSiteFacts({
  meta,
  common,
  home,
  lab,
  about,
  inclusive,
  services,
  portfolio,
  careers,
  jobs,
  application,
  contact,
  serviceChoices,
  notFound,
  validation,
  chat,
  toasts,
  api,
  legal,
  privacy,
  terms,
  cookies,
  emails,
} satisfies Messages);
