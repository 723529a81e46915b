import type { Messages } from "../types.ts";

export const common = {
  skipToContent: "Passer au contenu principal",
  homeLink: "Northlight Studio, accueil",
  getStarted: "Commencer",
  learnMore: "En savoir plus",
  opensInNewTab: "(s’ouvre dans un nouvel onglet)",
  nav: {
    label: "Principale",
    home: "Accueil",
    about: "À propos",
    services: "Services",
    portfolio: "Portfolio",
    careers: "Carrières",
    contact: "Nous joindre",
    privacy: "Confidentialité",
    terms: "Conditions d’utilisation",
    cookies: "Témoins",
  },
  menu: {
    open: "Ouvrir le menu",
    close: "Fermer le menu",
    title: "Menu",
    description: "Navigation du site",
  },
  languageToggle: {
    label: "EN",
    name: "Passer à l'anglais",
  },
  languageSuggestion: {
    label: "Langue",
    text: "Cette page existe aussi en français.",
    accept: "Lire en français",
    decline: "Rester en anglais",
  },
  footer: {
    tagline:
      "Un studio d’Ottawa spécialisé en conseil en IA et en expériences numériques créatives, pour les musées, les sites patrimoniaux, l’éducation, les événements et les espaces publics.",
    explore: "Explorer",
    legal: "Juridique",
    follow: "Suivez-nous",
    copyright: "© {{year}} Northlight Studio. Tous droits réservés.",
    cookieSettings: "Paramètres des témoins",
    social: {
      linkedin: "LinkedIn",
      x: "X",
      facebook: "Facebook",
      instagram: "Instagram",
    },
  },
  cookieBanner: {
    label: "Consentement aux témoins",
    title: "Nous respectons votre vie privée",
    text: "Nous utilisons uniquement le stockage essentiel de votre navigateur pour retenir votre langue et ce choix. Aucun témoin publicitaire ni de suivi.",
    policyLink: "Lire notre politique relative aux témoins",
    accept: "Accepter",
    decline: "Refuser",
    close: "Fermer et refuser",
  },
  notifications: "Notifications",
  privacyLink: "Lire notre politique de confidentialité",
  honeypot: "Laissez ce champ vide",
  projectCta: {
    title: "Vous avez un projet en tête ?",
    text: "Dites-nous ce que vous imaginez. Nous vous répondons en moins de {{responseHours}} heures.",
    button: "Parlons-en",
  },
} satisfies Messages["common"];
