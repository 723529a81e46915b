import type { Messages } from "../types.ts";

export const application = {
  metaTitle: "Postuler",
  metaDescription:
    "Postulez à un poste à la pige chez Northlight Studio : parlez-nous de votre expérience, de votre motivation et de votre date de disponibilité.",
  hero: {
    badge: "Carrières",
    title: "Postulez chez Northlight Studio",
    subtitle: "Parlez-nous de vous. Cela prend environ dix minutes.",
  },
  formTitle: "Candidature",
  formDescription: "Les champs marqués d’un astérisque (*) sont obligatoires.",
  fields: {
    position: "Poste *",
    positionPlaceholder: "Sélectionnez un poste",
    firstName: "Prénom *",
    lastName: "Nom *",
    email: "Courriel *",
    phone: "Téléphone *",
    portfolioUrl: "URL de votre portfolio ou profil LinkedIn",
    portfolioUrlPlaceholder: "https://",
    experience: {
      "app-developer":
        "Décrivez votre expérience en développement d’applications Web ou mobiles (cadriciels, projets, votre rôle) *",
      "ai-engineer":
        "Décrivez votre expérience en IA et en apprentissage automatique (modèles, outils, projets livrés) *",
    },
    motivation: "Pourquoi souhaitez-vous vous joindre à notre équipe ? *",
    availableStart: "Quand pouvez-vous commencer ? *",
    availableStartHint: "Par exemple : dans deux semaines, ou à partir du 1er mars",
    coverLetter: "Lettre de présentation",
    resume: "CV",
    chooseFile: "Choisir un fichier",
    fileHint: "PDF, DOC, DOCX, max. 10 Mo",
    fileChosen: "Fichier sélectionné : {{name}}",
    fileRefused: "{{name}} n’est pas joint. {{reason}}",
  },
  submit: "Envoyer ma candidature",
  privacyNote: "Nous utilisons votre candidature uniquement pour l’évaluer.",
  submitting: "Envoi en cours...",
} satisfies Messages["application"];
