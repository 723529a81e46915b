import type { Messages } from "../types.ts";

export const home = {
  metaTitle: "Northlight Studio | Conseil en IA et studio de création numérique à Ottawa",
  metaDescription:
    "Studio de conseil en IA et de création numérique à Ottawa, Northlight Studio crée des expériences inclusives et bilingues pour la culture et l’éducation.",
  hero: {
    badge: "Conseil en IA · Studio de création · Ottawa",
    headlineStart: "Des expériences numériques qui font vivre la culture grâce à l’",
    headlineHighlight: "IA",
    subtitle:
      "Nous aidons les musées, les sites patrimoniaux, les écoles et les institutions publiques à transformer leurs idées en expériences inclusives, bilingues et mémorables.",
    primary: "Lancer un projet",
    secondary: "Voir nos réalisations",
    videoFallback: "Votre navigateur ne prend pas en charge la balise vidéo.",
  },
  services: {
    badge: "Ce que nous faisons",
    title: "Trois façons de vous aider",
    subtitle: "Stratégie, développement et narration, réunis dans une petite équipe chevronnée.",
    items: {
      aiConsulting: {
        title: "Conseil en IA",
        description:
          "Une stratégie d’IA concrète, une adoption responsable et des prototypes qui démontrent la valeur avant que vous engagiez un budget.",
      },
      webApps: {
        title: "Applications Web sur mesure",
        description:
          "Des applications Web rapides, accessibles et bilingues, conçues pour durer et faciles à gérer pour votre équipe.",
      },
      creativeStudio: {
        title: "Studio de création",
        description:
          "Des installations interactives, des médias immersifs et des contenus qui donnent envie de s’arrêter, d’explorer et de rester.",
      },
    },
  },
  lab: {
    badge: "Laboratoire d’innovation",
    title: "Des idées que nous développons au grand jour",
    subtitle:
      "Deux concepts de produits qui nous permettent d’explorer ce que l’IA peut apporter à l’expérience de visite.",
    visit: "Visiter le projet",
  },
  stats: {
    badge: "Pourquoi Northlight",
    title: "Une expérience sur laquelle compter",
    subtitle:
      "Notre équipe fondatrice réalise des projets numériques pour des organismes culturels et publics depuis des décennies.",
    counters: {
      years: "Années d’expérience cumulée",
      projects: "Projets réalisés",
      clients: "Clients accompagnés",
    },
    cards: {
      first: {
        number: "01",
        title: "La stratégie avant la technologie",
        text: "Nous partons de votre public et de vos objectifs, puis nous choisissons la technologie. Jamais l’inverse.",
      },
      second: {
        number: "02",
        title: "L’inclusion dès la conception",
        text: "Accessibilité, bilinguisme et respect de la vie privée, de la première esquisse au jour du lancement.",
      },
    },
    aboutLink: "En savoir plus sur nous",
  },
} satisfies Messages["home"];
