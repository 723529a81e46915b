import type { Messages } from "../types.ts";

/** Les deux projets du Laboratoire d’innovation, sur les pages d’accueil et de portfolio. */
export const lab = {
  projects: {
    digitalTwin: {
      title: "Plateforme de jumeau numérique",
      badge: "Plateforme d’IA",
      description:
        "Le jumeau numérique d’un bâtiment ou d’une collection, propulsé par l’IA : explorez les espaces, posez vos questions et planifiez les changements avant de les réaliser.",
      imageAlt: "Structure filaire abstraite d’un bâtiment, reflétée par un réseau de nœuds lumineux",
    },
    touringExperience: {
      title: "Expérience IA itinérante",
      badge: "Exposition itinérante",
      description:
        "Une expérience multimédia interactive et itinérante, propulsée par l’IA, que les musées et les centres d’interprétation peuvent présenter le temps d’une saison.",
      imageAlt: "Cadres de galerie abstraits traversés par des faisceaux de lumière et des ondes sonores",
    },
  },
} satisfies Messages["lab"];
