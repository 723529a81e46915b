import type { Messages } from "../types.ts";

/** La section sur la conception inclusive, sur les pages À propos et Services. */
export const inclusive = {
  badge: "Conception inclusive",
  title: "Pensé pour toutes les personnes qui franchissent la porte",
  subtitle: "L’inclusion fait partie du mandat dès le départ, pas après coup.",
  items: {
    accessibility: {
      title: "Accessibilité",
      text: "Nous concevons et testons selon le niveau AA des WCAG 2.2, afin que les personnes qui utilisent un lecteur d’écran, un clavier ou une loupe profitent pleinement de l’expérience.",
    },
    multilingualism: {
      title: "Multilinguisme",
      text: "Le français et l’anglais sont sur un pied d’égalité dès le premier jour, et d’autres langues peuvent s’ajouter sans tout reconstruire.",
    },
    inclusivity: {
      title: "Inclusivité",
      text: "Nous faisons participer des communautés diverses dès le départ, pour que les récits, les images et les interactions reflètent les personnes à qui ils s’adressent.",
    },
  },
} satisfies Messages["inclusive"];
