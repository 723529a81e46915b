import type { Messages } from "../types.ts";

export const contact = {
  metaTitle: "Nous joindre",
  metaDescription:
    "Parlez-nous de votre projet. Depuis Ottawa, en Ontario, Northlight Studio vous répond en moins de {{responseHours}} heures, du lundi au vendredi.",
  hero: {
    badge: "Nous joindre",
    title: "Créons quelque chose ensemble",
    subtitle: "Parlez-nous de votre projet : nous vous répondrons en moins de {{responseHours}} heures.",
  },
  form: {
    title: "Écrivez-nous",
    description: "Les champs marqués d’un astérisque (*) sont obligatoires.",
    firstName: "Prénom *",
    lastName: "Nom *",
    email: "Courriel *",
    company: "Organisme ou entreprise",
    service: "Service souhaité",
    message: "Message *",
    messagePlaceholder: "Parlez-nous de votre projet, de votre public et de votre échéancier.",
    submit: "Envoyer",
    sending: "Envoi en cours...",
    privacyNote: "Nous utilisons ce que vous nous envoyez uniquement pour vous répondre.",
  },
  info: {
    title: "Coordonnées",
    emailLabel: "Courriel",
    locationLabel: "Emplacement",
    location: "Ottawa (Ontario), Canada",
  },
  response: {
    title: "Délai de réponse",
    text: "Nous répondons habituellement en moins de {{responseHours}} heures.",
    hoursLabel: "Heures de bureau",
    hours: "Du lundi au vendredi, de 9 h à 18 h (HNE)",
  },
  meeting: {
    title: "Vous préférez en parler de vive voix ?",
    text: "Réservez un appel de présentation gratuit de 30 minutes avec notre équipe.",
    button: "Prendre rendez-vous",
  },
  cta: {
    title: "Envie d’en savoir plus d’abord ?",
    text: "Découvrez ce que nous faisons et ce que nous avons réalisé.",
    services: "Nos services",
    portfolio: "Nos réalisations",
  },
} satisfies Messages["contact"];
