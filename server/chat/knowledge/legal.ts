/** The legal pages in a sentence or two each, with the privacy address of core/company.ts. */
import { COMPANY } from "../../../core/company.ts";
import type { Language } from "../../../core/language.ts";
import type { LegalScreenKey } from "../../../core/routes.ts";
import { MESSAGES } from "../../../locales/index.ts";
import { sitePath } from "./format.ts";
import { defineEntry, terms, type KnowledgeEntry } from "./types.ts";

/** Titles and a page's section titles: enough for the index without flooding it with legal prose. */
function pageContext(page: LegalScreenKey, language: Language): string[] {
  const legal = MESSAGES[language][page];
  return [legal.title, legal.metaDescription, ...legal.sections.map((section) => section.title)];
}

export const legalEntries: KnowledgeEntry[] = [
  defineEntry("privacy", (language) =>
    language === "fr-CA"
      ? {
          title: "Confidentialité et renseignements personnels",
          answer: `Nous recueillons seulement ce dont nous avons besoin, ne vendons jamais vos renseignements et les hébergeons au Canada, conformément à la LPRPDE et à la Loi 25. Pour toute question ou demande d’accès ou de suppression, écrivez à ${COMPANY.privacyEmail} ; les détails sont dans notre politique de confidentialité (${sitePath("/privacy", language)}).`,
          questions: [
            "Que faites-vous de mes données personnelles ?",
            "Vendez-vous mes renseignements ?",
            "Où sont stockées mes données ?",
            "Comment faire supprimer mes renseignements ?",
            "Respectez-vous la Loi 25 ?",
            "Combien de temps gardez-vous ma candidature ?",
          ],
          keywords: terms(`
            confidentialité, vie privée, renseignements personnels, données, données personnelles, protection, LPRPDE,
            Loi 25, supprimer, suppression, accès, consentement, conservation, stockage, hébergement, sécurité,
            vendre, partager, politique de confidentialité, RGPD
          `),
          context: pageContext("privacy", language),
        }
      : {
          title: "Privacy",
          answer: `We collect only what we need, never sell personal information and store it in Canada, following PIPEDA and Quebec’s Law 25. For questions or to access or delete your data, write to ${COMPANY.privacyEmail}; details are in our Privacy Policy (${sitePath("/privacy", language)}).`,
          questions: [
            "What do you do with my personal data?",
            "Do you sell my information?",
            "Where is my data stored?",
            "How can I get my information deleted?",
            "Do you comply with PIPEDA?",
            "How long do you keep my application?",
          ],
          keywords: terms(`
            privacy, private, personal information, data, personal data, protection, PIPEDA, Law 25, delete, deletion,
            access, consent, retention, storage, stored, security, sell, share, privacy policy, GDPR
          `),
          context: pageContext("privacy", language),
        },
  ),

  defineEntry("cookies", (language, m) => {
    const context = [...pageContext("cookies", language), m.common.cookieBanner.title, m.common.cookieBanner.text];
    return language === "fr-CA"
      ? {
          title: "Témoins (cookies)",
          answer: `Nous utilisons seulement le stockage essentiel de votre navigateur pour retenir votre langue et votre choix concernant les témoins, sans aucun témoin publicitaire ni de suivi. Les détails sont dans notre politique relative aux témoins (${sitePath("/cookies", language)}).`,
          questions: [
            "Utilisez-vous des témoins ?",
            "Est-ce que votre site me suit ?",
            "Comment changer mon choix de témoins ?",
            "Pourquoi la bannière de témoins ?",
            "Avez-vous des traceurs publicitaires ?",
          ],
          keywords: terms(`
            témoins, témoin, cookies, cookie, traceurs, pistage, pister, suivi, publicité, publicitaires, bannière,
            consentement, stockage local, navigateur, analytique, Google Analytics, pixels
          `),
          context,
        }
      : {
          title: "Cookies",
          answer: `We only use essential browser storage to remember your language and your cookie choice, with no advertising or tracking cookies. Details are in our Cookie Policy (${sitePath("/cookies", language)}).`,
          questions: [
            "Do you use cookies?",
            "Does your site track me?",
            "How do I change my cookie choice?",
            "Why is there a cookie banner?",
            "Do you use advertising trackers?",
          ],
          keywords: terms(`
            cookies, cookie, tracking, trackers, track, advertising, ads, banner, consent, local storage, browser,
            analytics, Google Analytics, pixels
          `),
          context,
        };
  }),

  defineEntry("terms", (language) =>
    language === "fr-CA"
      ? {
          title: "Conditions d’utilisation",
          answer: `Nos conditions d’utilisation (${sitePath("/terms", language)}) expliquent comment utiliser le site, la propriété intellectuelle de son contenu, les limites de responsabilité et le droit ontarien qui s’applique. Tout projet avec nous fait l’objet d’une entente écrite distincte.`,
          questions: [
            "Quelles sont vos conditions d’utilisation ?",
            "Puis-je réutiliser les images de votre site ?",
            "Quelle loi s’applique au site ?",
            "Avez-vous des conditions générales ?",
          ],
          keywords: terms(`
            conditions, conditions d’utilisation, modalités, juridique, légal, propriété intellectuelle,
            droits d’auteur, copyright, responsabilité, garantie, loi, Ontario, contrat, entente, réutiliser, marque,
            appartient, propriétaire, contenu
          `),
          context: pageContext("terms", language),
        }
      : {
          title: "Terms of use",
          answer: `Our Terms of Service (${sitePath("/terms", language)}) explain how you may use the site, who owns its content, the limits of our liability and the Ontario law that applies. Any project with us is covered by a separate written agreement.`,
          questions: [
            "What are your terms of service?",
            "Can I reuse images from your site?",
            "Which law governs the website?",
            "Do you have terms and conditions?",
          ],
          keywords: terms(`
            terms, terms of use, conditions, legal, intellectual property, copyright, liability, warranty, law,
            governing law, Ontario, contract, agreement, reuse, trademark, owns, owner, content
          `),
          context: pageContext("terms", language),
        },
  ),
];
