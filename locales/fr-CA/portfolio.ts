import type { Messages } from "../types.ts";

export const portfolio = {
  metaTitle: "Portfolio",
  metaDescription:
    "Produits de notre Laboratoire d’innovation et projets clients : jumeaux numériques, expositions interactives itinérantes, stratégie et création.",
  hero: {
    badge: "Portfolio",
    title: "Des réalisations qui marquent les esprits",
    subtitle: "Les produits de notre Laboratoire d’innovation et les projets de nos clients.",
  },
  lab: {
    badge: "Laboratoire d’innovation",
    title: "Nos produits",
    subtitle: "Des concepts que nous développons, mettons à l’essai et partageons avec nos partenaires.",
    visit: "Découvrir le projet {{project}}",
    features: {
      digitalTwin: [
        "Modèle 3D en temps réel des espaces et des collections",
        "Questions en langage naturel sur le bâtiment",
        "Planification de scénarios pour les expositions et la circulation des visiteurs",
        "Bilingue dès la conception",
      ],
      touringExperience: [
        "Dispositif modulaire qui voyage d’un lieu à l’autre",
        "Guide IA qui s’adapte à chaque visiteur",
        "Stations multisensorielles et accessibles",
        "Contenu adapté à chaque lieu d’accueil",
      ],
    },
  },
  stories: {
    badge: "Projets clients",
    title: "Ce que nous avons réalisé pour nos clients",
    subtitle: "Une sélection de mandats récents.",
    contactLink: "Lancer un projet semblable",
    aiConsulting: {
      title: "Conseil en IA",
      projects: [
        {
          title: "Feuille de route en IA pour un musée national",
          text: "Douze cas d’utilisation évalués, trois mis à l’essai et un en production en moins d’un an.",
        },
        {
          title: "Recherche bilingue dans les collections",
          text: "Recherche sémantique dans 200 000 notices, en français et en anglais.",
        },
        {
          title: "Politique d’IA responsable pour un organisme public",
          text: "Lignes directrices, analyse des risques et formation de 80 membres du personnel.",
        },
      ],
    },
    creativeStudio: {
      title: "Studio de création",
      projects: [
        {
          title: "Salle patrimoniale immersive",
          text: "Un espace de projection qui raconte 150 ans d’histoire locale.",
        },
        {
          title: "Exposition scientifique interactive",
          text: "Des bornes tactiles et vocales utilisées par 90 000 visiteurs par année.",
        },
        {
          title: "Expérience de lancement d’un festival",
          text: "Des visuels génératifs qui réagissaient à la foule en temps réel.",
        },
      ],
    },
  },
  cta: {
    title: "Votre projet pourrait être le prochain",
    text: "Laissez-nous vous aider à le planifier, à le concevoir et à le lancer.",
    contact: "Nous joindre",
    services: "Nos services",
  },
} satisfies Messages["portfolio"];
