import type { Messages } from "../types.ts";

export const api = {
  validation: "Veuillez vérifier les champs indiqués.",
  chatInvalid: "Ce message n’a pas pu être envoyé. Un message peut compter jusqu’à {{max}} caractères.",
  rateLimited: "Trop de demandes. Veuillez patienter quelques minutes, puis réessayer.",
  tooLarge: "Cette demande est trop volumineuse. Chaque fichier doit faire 10 Mo ou moins.",
  bodyTooLarge: "Cette demande dépasse {{kilobytes}} Ko, le maximum que nous acceptons ici.",
  fileTooLarge: "Ce fichier dépasse 10 Mo.",
  fileType: "Ce fichier n’est pas un document PDF, DOC ou DOCX.",
  unexpectedFile: "Seuls une lettre de présentation et un CV peuvent être joints.",
  malformed: "Nous n’avons pas pu lire cette demande. Veuillez réessayer.",
  unsupportedType: "Ce type de demande n’est pas pris en charge.",
  notFound: "Il n’y a rien ici.",
  busy: "Nous recevons beaucoup de candidatures en ce moment. Veuillez réessayer dans une minute.",
  unavailable:
    "Notre service est momentanément indisponible. Rien n’a été envoyé : veuillez réessayer dans quelques minutes.",
  handoffLimited: "Vous avez déjà demandé à notre équipe de vous joindre. Elle vous écrira bientôt par courriel.",
  crossSite: "Ce formulaire ne peut être envoyé qu’à partir de notre site.",
  server: "Un problème est survenu de notre côté. Veuillez réessayer dans un instant.",
  page: {
    title: "Votre formulaire n’a pas été envoyé",
    correct: "Veuillez corriger ce qui suit :",
    back: "Utilisez le bouton Précédent de votre navigateur pour revenir à votre formulaire : ce que vous avez saisi y est encore.",
    formLink: "Ouvrir de nouveau le formulaire",
  },
} satisfies Messages["api"];
