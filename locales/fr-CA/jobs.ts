import type { Messages } from "../types.ts";

/** Les postes offerts (core/jobs.ts) : page Carrières, formulaire de candidature, ses courriels et le clavardage. */
export const jobs = {
  "app-developer": {
    title: "Développeuse ou développeur d’applications",
    description:
      "Créez des applications Web accessibles et bilingues avec React et TypeScript pour des musées et des institutions publiques, du prototype à la mise en production.",
    skills: [
      "React et TypeScript",
      "API Node.js",
      "Accessibilité (WCAG 2.2)",
      "Tests automatisés",
      "Français et anglais, un atout",
    ],
  },
  "ai-engineer": {
    title: "Ingénieure ou ingénieur en IA",
    description:
      "Concevez, évaluez et déployez des fonctionnalités d’IA générative, comme la recherche d’information, les assistants et les outils de contenu, avec le souci de la vie privée et de la qualité.",
    skills: [
      "Python ou TypeScript",
      "Grands modèles de langage et recherche d’information",
      "Évaluation et tests",
      "Protection de la vie privée dès la conception",
      "Communication claire",
    ],
  },
} satisfies Messages["jobs"];
