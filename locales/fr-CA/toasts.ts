import type { Messages } from "../types.ts";

export const toasts = {
  fileTooLarge: {
    title: "Fichier trop volumineux",
    description: "Veuillez téléverser un fichier de moins de 10 Mo.",
  },
  fileWrongType: {
    title: "Type de fichier non pris en charge",
    description: "Veuillez téléverser un fichier PDF, DOC ou DOCX.",
  },
  applicationSuccess: {
    title: "Candidature envoyée avec succès !",
    description: "Nous examinerons votre candidature et vous répondrons dans les 48 heures.",
  },
  applicationFailure: {
    title: "Échec de l’envoi",
    description: "Veuillez réessayer ou communiquer directement avec nous.",
  },
  contactSuccess: {
    title: "Message envoyé !",
    description: "Nous vous répondrons sous peu. Vérifiez votre boîte de réception pour le courriel de confirmation.",
  },
  contactFailure: {
    title: "Erreur",
    description: "Une erreur s’est produite. Veuillez réessayer.",
  },
} satisfies Messages["toasts"];
