import type { Messages } from "../types.ts";

/** Les courriels envoyés par le serveur : jamais transmis au navigateur. */
export const emails = {
  signature: "Northlight Studio · Ottawa (Ontario), Canada",
  notProvided: "(non fourni)",
  greeting: "Bonjour {{name}},",
  greetingWithoutName: "Bonjour,",
  confirmationSkipped: {
    "recipient-limit": "Non envoyée : cette adresse a déjà reçu {{count}} confirmations aujourd’hui.",
    "daily-limit": "Non envoyée : la limite quotidienne de confirmations est atteinte.",
  },
  retention:
    "Nous conservons ce que vous nous avez envoyé pendant {{retentionDays}} jours, puis nous le supprimons ; pour en recevoir une copie ou le faire effacer plus tôt, écrivez à {{privacyEmail}}.",
  privacyPolicy: "Notre politique de confidentialité : {{url}}",
  fields: {
    firstName: "Prénom",
    lastName: "Nom",
    email: "Courriel",
    company: "Organisme",
    service: "Service",
    message: "Message",
    position: "Poste",
    phone: "Téléphone",
    portfolioUrl: "Portfolio",
    experience: "Expérience",
    motivation: "Motivation",
    availableStart: "Disponible à partir de",
    language: "Langue",
    attachments: "Pièces jointes",
    reference: "Référence",
    confirmation: "Confirmation à la personne",
  },
  contactTeam: {
    subject: "Nouveau message de {{name}}",
    intro:
      "Une personne a envoyé un message au moyen du formulaire de contact. Répondez à ce courriel pour lui écrire directement.",
  },
  contactVisitor: {
    subject: "Nous avons bien reçu votre message",
    body: "Merci d’avoir écrit à Northlight Studio. Nous avons bien reçu votre message et vous répondrons en moins de {{responseHours}} heures, les jours ouvrables (du lundi au vendredi, de 9 h à 18 h, HNE).",
    signoff: "L’équipe de Northlight Studio",
  },
  applicationTeam: {
    subject: "Nouvelle candidature au poste {{position}} de {{name}}",
    intro:
      "Une personne a posé sa candidature à un poste à la pige. Ses fichiers sont joints. Répondez à ce courriel pour lui écrire directement.",
    noAttachments: "Aucun fichier joint.",
  },
  chatTeam: {
    subject: "Relais du clavardage : une personne souhaite parler à l’équipe ({{email}})",
    intro:
      "Une personne a demandé à l’assistant du site de parler à quelqu’un. Répondez à ce courriel pour la joindre. La conversation suit.",
    visitor: "Visiteur",
    assistant: "Assistant",
    visitorFromBrowser: "Visiteur (selon son navigateur)",
    assistantFromBrowser: "Assistant (selon le navigateur, non vérifié)",
    browserNote:
      "Les échanges précédents ont été transmis par le navigateur de la personne et ne sont pas vérifiés : n’importe qui peut les écrire, y compris les réponses de l’assistant. Seules la dernière question et la dernière réponse ont été vues par le serveur.",
  },
  applicationVisitor: {
    subject: "Nous avons bien reçu votre candidature",
    body: "Merci d’avoir posé votre candidature au poste {{position}} chez Northlight Studio. Nous étudierons votre dossier et vous répondrons dans les 48 heures.",
    signoff: "L’équipe de Northlight Studio",
  },
} satisfies Messages["emails"];
