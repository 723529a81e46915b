import type { Messages } from "../types.ts";

export const notFound = {
  code: "404",
  title: "Page introuvable",
  subtitle: "La page que vous recherchez n’existe pas.",
  button: "Retour à l’accueil",
} satisfies Messages["notFound"];
