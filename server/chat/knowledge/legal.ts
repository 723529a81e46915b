/** The legal pages in a sentence or two each, with the privacy address of core/company.ts. */
import { COMPANY } from "../../../core/company.ts";
import type { LegalScreenKey } from "../../../core/routes.ts";
import type { Messages } from "../../../locales/index.ts";
import { sitePath } from "./format.ts";
import { defineEntry, type KnowledgeEntry } from "./types.ts";

/** Titles and a page's section titles: enough for the index without flooding it with legal prose. */
function pageContext(page: LegalScreenKey, m: Messages): string[] {
  const legal = m[page];
  return [legal.title, legal.metaDescription, ...legal.sections.map((section) => section.title)];
}

export const legalEntries: KnowledgeEntry[] = [
  defineEntry("privacy", {
    context: (m) => pageContext("privacy", m),
    "fr-CA": () => ({
      title: "Confidentialité et renseignements personnels",
      answer: `Nous recueillons seulement ce dont nous avons besoin, ne vendons jamais vos renseignements et les hébergeons au Canada, conformément à la LPRPDE et à la Loi 25. Pour toute question ou demande d’accès ou de suppression, écrivez à ${COMPANY.privacyEmail} ; les détails sont dans notre politique de confidentialité (${sitePath("/privacy", "fr-CA")}).`,
    }),
    "en-CA": () => ({
      title: "Privacy",
      answer: `We collect only what we need, never sell personal information and store it in Canada, following PIPEDA and Quebec’s Law 25. For questions or to access or delete your data, write to ${COMPANY.privacyEmail}; details are in our Privacy Policy (${sitePath("/privacy", "en-CA")}).`,
    }),
  }),

  defineEntry("cookies", {
    context: (m) => [...pageContext("cookies", m), m.common.cookieBanner.title, m.common.cookieBanner.text],
    "fr-CA": (m) => ({
      title: "Témoins (cookies)",
      answer: `Nous utilisons seulement le stockage essentiel de votre navigateur pour retenir votre langue et votre choix concernant les témoins, sans aucun témoin publicitaire ni de suivi. Choisissez « ${m.common.cookieBanner.accept} » ou « ${m.common.cookieBanner.decline} » dans la bannière : elle ne vous le redemandera plus sur ce navigateur. Les détails sont dans notre politique relative aux témoins (${sitePath("/cookies", "fr-CA")}).`,
    }),
    "en-CA": (m) => ({
      title: "Cookies",
      answer: `We only use essential browser storage to remember your language and your cookie choice, with no advertising or tracking cookies. Choose “${m.common.cookieBanner.accept}” or “${m.common.cookieBanner.decline}” on the banner and it won’t ask again in this browser. Details are in our Cookie Policy (${sitePath("/cookies", "en-CA")}).`,
    }),
  }),

  defineEntry("terms", {
    context: (m) => pageContext("terms", m),
    "fr-CA": () => ({
      title: "Conditions d’utilisation",
      answer: `Nos conditions d’utilisation (${sitePath("/terms", "fr-CA")}) expliquent comment utiliser le site, la propriété intellectuelle de son contenu, les limites de responsabilité et le droit ontarien qui s’applique. Tout projet avec nous fait l’objet d’une entente écrite distincte.`,
    }),
    "en-CA": () => ({
      title: "Terms of use",
      answer: `Our Terms of Service (${sitePath("/terms", "en-CA")}) explain how you may use the site, who owns its content, the limits of our liability and the Ontario law that applies. Any project with us is covered by a separate written agreement.`,
    }),
  }),
];
