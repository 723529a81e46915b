import type { Messages } from "../types.ts";

export const about = {
  metaTitle: "À propos",
  metaDescription:
    "Découvrez l’équipe d’Ottawa derrière Northlight Studio : notre mission, nos valeurs et les personnes qui dirigent nos mandats en IA et en création.",
  hero: {
    badge: "À propos",
    title: "Un studio où le savoir-faire rencontre",
    titleHighlight: "l’intelligence",
    subtitle:
      "Établie à Ottawa, notre équipe de stratèges, de designers et d’ingénieurs crée des expériences numériques et d’IA pour les lieux où l’on apprend et où l’on se rassemble.",
  },
  pillarsHeading: "Notre mission, notre vision et nos valeurs",
  pillars: {
    mission: {
      title: "Mission",
      text: "Rendre les technologies de pointe utiles, compréhensibles et accueillantes pour les organismes culturels et publics.",
    },
    vision: {
      title: "Vision",
      text: "Un monde où chaque personne, quelles que soient sa langue et ses capacités, trouve une expérience pensée pour elle.",
    },
    values: {
      title: "Valeurs",
      text: "La franchise, le souci des personnes que nous servons et un travail que nous sommes fiers de signer.",
    },
  },
  whatWeDo: {
    badge: "Ce que nous faisons",
    title: "De la première question au jour de l’ouverture",
    text: "Nous offrons des conseils en IA, nous concevons et développons des applications Web, et nous produisons des médias interactifs. Une seule équipe accompagne votre projet, de l’atelier stratégique jusqu’à l’ouverture des portes.",
    servicesLink: "Découvrir nos services",
    contactLink: "Parlez-nous",
  },
  team: {
    badge: "Direction",
    title: "Les personnes derrière le studio",
    subtitle: "Quatre leaders, une même exigence de qualité.",
    profileLink: "{{name}} sur LinkedIn",
    photoAlt: "Portrait : {{name}}",
    members: {
      claireDubois: {
        role: "Cofondatrice, responsable de la stratégie",
        bio: "Depuis vingt ans, Claire oriente la stratégie numérique de musées et de galeries nationaux. Elle dirige chaque mandat, dès le premier atelier.",
      },
      marcLefebvre: {
        role: "Cofondateur, responsable des produits",
        bio: "Marc transforme des idées ambitieuses en produits que les gens utilisent vraiment, fort d’une expérience en expositions interactives et en grandes plateformes du secteur public.",
      },
      aishaRahman: {
        role: "Responsable UI/UX",
        bio: "Aisha conçoit des interfaces claires, accessibles et bilingues dès le départ, et les met à l’essai auprès de vrais visiteurs.",
      },
      danielChen: {
        role: "Responsable de l’IA générative",
        bio: "Daniel conçoit des systèmes d’IA générative responsables, de la recherche d’information et de l’évaluation jusqu’au déploiement sur site.",
      },
    },
  },
  join: {
    title: "Envie de bâtir avec nous ?",
    text: "Nous collaborons avec des pigistes de talent partout au Canada.",
    button: "Voir les postes offerts",
  },
  market: {
    badge: "Notre clientèle",
    title: "Au service des lieux de culture et d’apprentissage",
    subtitle: "Notre clientèle partage une mission publique et un haut niveau d’exigence.",
    items: {
      museums: { title: "Musées", text: "Expositions, collections et parcours de visite." },
      heritage: { title: "Sites patrimoniaux", text: "Des récits racontés sur place et en ligne." },
      education: { title: "Éducation", text: "Écoles, collèges et programmes de formation." },
      events: { title: "Événements", text: "Festivals, congrès et lancements." },
      showrooms: {
        title: "Salles d’exposition et espaces publics",
        text: "Halls d’entrée, salles d’exposition et lieux civiques.",
      },
      publicSector: { title: "Secteur public", text: "Ministères, organismes et municipalités." },
    },
  },
} satisfies Messages["about"];
