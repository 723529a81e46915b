import type { Messages } from "../types.ts";

export const notFound = {
  metaTitle: "Page introuvable",
  metaDescription:
    "La page que vous recherchez n’existe pas ou a été déplacée. Revenez à l’accueil de Northlight Studio pour poursuivre votre visite.",
  code: "404",
  title: "Page introuvable",
  subtitle: "La page que vous recherchez n’existe pas.",
  button: "Retour à l’accueil",
} satisfies Messages["notFound"];
