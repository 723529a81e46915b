import type { Messages } from "../types.ts";

/** Ce qu’une personne peut demander dans le formulaire de contact : le formulaire et ses courriels. */
export const serviceChoices = {
  none: "Sélectionnez un service",
  "ai-consulting": "Conseil en IA",
  "creative-studio": "Studio de création",
  both: "Conseil en IA et studio de création",
  "lab-projects": "Projets du Laboratoire d’innovation",
  other: "Autre",
} satisfies Messages["serviceChoices"];
