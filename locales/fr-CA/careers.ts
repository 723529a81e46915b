import type { Messages } from "../types.ts";

export const careers = {
  metaTitle: "Carrières",
  metaDescription:
    "Joignez-vous à Northlight Studio à la pige, en développement d’applications ou en ingénierie de l’IA, et créez des expériences numériques qui comptent.",
  hero: {
    badge: "Carrières",
    title: "Joignez-vous à notre équipe",
    subtitle: "Nous collaborons avec des talents indépendants de partout au Canada sur des projets d’intérêt public.",
  },
  openings: {
    title: "Postes offerts",
    subtitle: "Les deux postes sont des contrats à la pige.",
    apply: "Postuler",
    skillsLabel: "Compétences",
  },
  types: {
    freelance: "À la pige",
  },
  locations: {
    hybrid: "Hybride",
    remote: "À distance",
  },
  why: {
    badge: "Pourquoi nous choisir",
    title: "Un milieu où donner le meilleur de vous-même",
    items: {
      innovation: {
        title: "Innovation",
        text: "Travaillez sur des idées nouvelles avec de vrais clients, des guides IA aux salles immersives.",
      },
      flexibility: {
        title: "Flexibilité",
        text: "Choisissez vos horaires et vos projets. Travaillez à distance ou avec nous, à Ottawa.",
      },
      growth: {
        title: "Évolution",
        text: "Apprenez aux côtés de collègues chevronnés et prenez plus de responsabilités au fil du temps.",
      },
    },
  },
  cta: {
    title: "Vous ne trouvez pas votre poste ?",
    text: "Dites-nous ce que vous faites de mieux. Nous sommes toujours heureux de rencontrer des gens de talent.",
    button: "Écrivez-nous",
  },
} satisfies Messages["careers"];
