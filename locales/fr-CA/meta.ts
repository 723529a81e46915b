import type { Messages } from "../types.ts";

export const meta = {
  siteName: "Northlight Studio",
  shareImageAlt: "Northlight Studio : studio de conseil en IA et de création numérique à Ottawa",
  titleTemplate: "{{page}} | Northlight Studio",
  pages: {
    home: {
      title: "Northlight Studio | Conseil en IA et studio de création numérique à Ottawa",
      description:
        "Studio de conseil en IA et de création numérique à Ottawa, Northlight Studio crée des expériences inclusives et bilingues pour la culture et l’éducation.",
    },
    about: {
      title: "À propos",
      description:
        "Découvrez l’équipe d’Ottawa derrière Northlight Studio : notre mission, nos valeurs et les personnes qui dirigent nos mandats en IA et en création.",
    },
    services: {
      title: "Services",
      description:
        "Conseil en IA, applications Web sur mesure et création numérique pour les organismes culturels, éducatifs et publics de partout au Canada.",
    },
    portfolio: {
      title: "Portfolio",
      description:
        "Produits de notre Laboratoire d’innovation et projets clients : jumeaux numériques, expositions interactives itinérantes, stratégie et création.",
    },
    careers: {
      title: "Carrières",
      description:
        "Joignez-vous à Northlight Studio à la pige, en développement d’applications ou en ingénierie de l’IA, et créez des expériences numériques qui comptent.",
    },
    application: {
      title: "Postuler",
      description:
        "Postulez à un poste à la pige chez Northlight Studio : parlez-nous de votre expérience, de votre motivation et de votre date de disponibilité.",
    },
    contact: {
      title: "Nous joindre",
      description:
        "Parlez-nous de votre projet. Depuis Ottawa, en Ontario, Northlight Studio vous répond en moins de 24 heures, du lundi au vendredi.",
    },
    notFound: {
      title: "Page introuvable",
      description:
        "La page que vous recherchez n’existe pas ou a été déplacée. Revenez à l’accueil de Northlight Studio pour poursuivre votre visite.",
    },
  },
} satisfies Messages["meta"];
