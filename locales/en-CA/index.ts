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
import { withSiteFacts } from "../site-facts.ts";

/**
 * English (Canada), the source of every key: French must fill the same shape (../types.ts). One module per
 * namespace, so that the browser loads only what a page shows (app/i18n.ts): the legal texts on legal pages,
 * the form and chat strings where those are, and never the emails or the API's messages. `{{name}}`
 * placeholders are filled by the translator (../translate.ts); visible text never lives in components.
 */
export const en = withSiteFacts({
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
});
