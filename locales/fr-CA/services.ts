import type { Messages } from "../types.ts";

export const services = {
  metaTitle: "Services",
  metaDescription:
    "Conseil en IA, applications Web sur mesure et création numérique pour les organismes culturels, éducatifs et publics de partout au Canada.",
  hero: {
    badge: "Services",
    title: "Ce que nous pouvons accomplir ensemble",
    subtitle: "Trois expertises, une seule équipe. Choisissez-en une ou combinez-les.",
  },
  cards: {
    aiConsulting: {
      title: "Conseil en IA",
      badge: "Stratégie",
      description:
        "Comprenez où l’IA est utile, où elle ne l’est pas, et comment l’adopter de façon responsable au sein de votre organisme.",
      items: [
        "Évaluation de la maturité en IA",
        "Ateliers de repérage des cas d’utilisation",
        "Examens d’IA responsable et de protection de la vie privée",
        "Prototypes et preuves de concept",
        "Formation des équipes",
      ],
    },
    webApps: {
      title: "Applications Web sur mesure",
      badge: "Développement",
      description: "Des applications Web rapides, accessibles, bilingues et conçues pour être faciles à maintenir.",
      items: [
        "Portails de collections et d’archives",
        "Outils de réservation et d’accueil des visiteurs",
        "Assistants d’IA et moteurs de recherche",
        "Gestion de contenu et intégrations",
        "Audits et correctifs d’accessibilité",
      ],
    },
    creativeStudio: {
      title: "Studio de création",
      badge: "Expériences",
      description: "Des médias interactifs qui transforment une visite en souvenir, sur place ou en ligne.",
      items: [
        "Installations interactives",
        "Projections et médias immersifs",
        "Visites virtuelles et 3D",
        "Vidéo et animation graphique",
        "Contenu d’exposition et narration",
      ],
    },
  },
  learnMore: "{{service}} : en discuter",
  cta: {
    title: "Vous ne savez pas par où commencer ?",
    text: "Dites-nous quel est votre objectif et nous vous proposerons la façon la plus simple de l’atteindre.",
    contact: "Nous joindre",
    portfolio: "Voir nos réalisations",
  },
} satisfies Messages["services"];
