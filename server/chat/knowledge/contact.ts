/** How and when to reach the studio: the identity of core/company.ts and the wording of the contact page. */
import { ESCALATION_PHRASES } from "../../../core/chat.ts";
import { COMPANY } from "../../../core/company.ts";
import type { Language } from "../../../core/language.ts";
import { MESSAGES, type Messages } from "../../../locales/index.ts";
import { formatList, lowerFirst, sitePath, withoutFinalPeriod } from "./format.ts";
import { defineEntry, pick, type KnowledgeEntry } from "./types.ts";

/** The contact form's fields as the form labels them (without the "*"), the required ones apart. */
export function contactFormFields(m: Messages): { required: string[]; optional: string[] } {
  const form = m.contact.form;
  const labels = [form.firstName, form.lastName, form.email, form.company, form.service, form.message];
  const plain = (label: string) => label.replace(/\s*\*$/, "");
  return {
    required: labels.filter((label) => label.endsWith("*")).map(plain),
    optional: labels.filter((label) => !label.endsWith("*")).map(plain),
  };
}

/** The services a visitor may choose in the contact form, as the form lists them (without "Select a service"). */
export function contactFormChoices(m: Messages): string[] {
  return Object.entries(m.serviceChoices)
    .filter(([key]) => key !== "none")
    .map(([, label]) => label);
}

/** What the contact form asks, its service choices and what happens once it is sent. */
function contactFormAnswer(language: Language): string {
  const m = MESSAGES[language];
  const { required, optional } = contactFormFields(m);
  const choices = formatList(contactFormChoices(m), language);
  const reply = lowerFirst(m.contact.response.text);
  return language === "fr-CA"
    ? `Le formulaire de notre page Nous joindre (${sitePath("/contact", language)}) demande vos ${formatList(required.map(lowerFirst), language)}\u00a0; les champs ${formatList(
        optional.map((label) => `«\u00a0${label}\u00a0»`),
        language,
      )} sont facultatifs. Les choix de service sont\u00a0: ${choices}. Une fois le message envoyé, vous recevez un courriel de confirmation, et ${reply}`
    : `The form on our Contact page (${sitePath("/contact", language)}) asks for your ${formatList(required.map(lowerFirst), language)}; the ${formatList(
        optional.map((label) => `“${label}”`),
        language,
      )} fields are optional. The service choices are: ${choices}. Once it is sent, you get a confirmation email, and ${reply}`;
}

export const contactEntries: KnowledgeEntry[] = [
  defineEntry("contact-email", {
    context: (m) => [m.contact.info.title, m.contact.info.emailLabel, m.contact.form.title, m.contact.hero.subtitle],
    "fr-CA": () => ({
      title: "Nous joindre par courriel",
      answer: `Écrivez-nous à ${COMPANY.email} ou utilisez le formulaire de notre page Nous joindre (${sitePath("/contact", "fr-CA")}) ; nous répondons habituellement en moins de ${COMPANY.responseHours} heures. Pour nous parler de vive voix, réservez un appel de présentation depuis cette même page.`,
    }),
    "en-CA": () => ({
      title: "Contact email",
      answer: `Write to us at ${COMPANY.email} or use the form on our Contact page (${sitePath("/contact", "en-CA")}); we usually reply within ${COMPANY.responseHours} hours. To talk by phone, book an introductory call from the same page.`,
    }),
  }),

  defineEntry("contact-form", {
    context: (m) => [
      ...pick(m.contact.form, "title", "description", "service", "submit"),
      ...contactFormChoices(m),
      ...pick(m.toasts.contactSuccess, "title", "description"),
    ],
    "fr-CA": () => ({ title: "Formulaire de contact", answer: contactFormAnswer("fr-CA") }),
    "en-CA": () => ({ title: "Contact form", answer: contactFormAnswer("en-CA") }),
  }),

  defineEntry("location", {
    context: (m) => [m.contact.info.locationLabel, m.contact.info.location],
    "fr-CA": (m) => ({
      title: "Emplacement",
      answer: `Nous sommes établis à ${m.contact.info.location}, et nous travaillons avec des clients de partout au Canada, sur place ou à distance.`,
    }),
    "en-CA": (m) => ({
      title: "Location",
      answer: `We’re based in ${m.contact.info.location} and work with clients across Canada, on site or remotely.`,
    }),
  }),

  defineEntry("hours", {
    context: (m) => [m.contact.response.hoursLabel, m.contact.response.hours],
    "fr-CA": (m) => ({
      title: "Heures de bureau",
      answer: `Nos heures de bureau : ${m.contact.response.hours.charAt(0).toLowerCase()}${m.contact.response.hours.slice(1)}. Les messages reçus en dehors de ces heures sont traités le jour ouvrable suivant.`,
    }),
    "en-CA": (m) => ({
      title: "Office hours",
      answer: `Our office hours are ${m.contact.response.hours}. Messages sent outside those hours are answered the next business day.`,
    }),
  }),

  defineEntry("response-time", {
    context: (m) => [...pick(m.contact.response, "title", "text"), m.common.projectCta.text, m.contact.hero.subtitle],
    "fr-CA": (m) => ({
      title: "Délai de réponse",
      answer: `${m.contact.response.text} Les messages envoyés le soir ou la fin de semaine reçoivent une réponse le jour ouvrable suivant.`,
    }),
    "en-CA": (m) => ({
      title: "Response time",
      answer: `${m.contact.response.text} Messages sent in the evening or on weekends get an answer the next business day.`,
    }),
  }),

  defineEntry(
    "meeting",
    {
      context: (m) => [m.contact.meeting.title, m.contact.meeting.text, m.contact.meeting.button],
      "fr-CA": (m) => ({
        title: "Prendre rendez-vous",
        answer: `${withoutFinalPeriod(m.contact.meeting.text)} : ${COMPANY.schedulingUrl}. Si vous préférez, je peux aussi vous ${ESCALATION_PHRASES["fr-CA"]} pour trouver un moment.`,
      }),
      "en-CA": (m) => ({
        title: "Booking a meeting",
        answer: `${withoutFinalPeriod(m.contact.meeting.text)}: ${COMPANY.schedulingUrl}. If you prefer, I can also ${ESCALATION_PHRASES["en-CA"]} to find a time.`,
      }),
    },
    { offersTeam: true },
  ),

  defineEntry("social-media", {
    context: (m) => [m.common.footer.follow],
    "fr-CA": (m) => ({
      title: "Réseaux sociaux",
      answer: `Suivez-nous sur ${formatList(Object.values(m.common.footer.social), "fr-CA")} : les liens se trouvent au bas de chaque page du site.`,
    }),
    "en-CA": (m) => ({
      title: "Social media",
      answer: `Follow us on ${formatList(Object.values(m.common.footer.social), "en-CA")}: the links are at the bottom of every page of the site.`,
    }),
  }),
];
