import type { Messages } from "../types.ts";

export const chat = {
  open: "Clavarder avec notre assistant",
  title: "Assistant Northlight",
  subtitle: "Répond habituellement tout de suite",
  close: "Fermer le clavardage",
  greeting:
    "Bonjour ! Je suis l’assistant de Northlight Studio. Posez-moi vos questions sur nos services, notre Laboratoire d’innovation, nos postes ouverts ou la façon de joindre l’équipe.",
  you: "Vous",
  assistant: "Assistant",
  typing: "L’assistant écrit…",
  inputLabel: "Votre message",
  placeholder: "Écrivez votre question…",
  send: "Envoyer",
  emailPrompt: {
    title: "Parler à notre équipe",
    text: "Laissez votre adresse courriel et une personne de notre équipe vous écrira.",
    label: "Votre courriel",
    placeholder: "vous@courriel.example",
    submit: "Envoyer mon courriel",
    decline: "Non merci",
  },
  escalationRequest: "J’aimerais parler à une personne de votre équipe. Vous pouvez me joindre à {{email}}.",
  emailShared: "Vous avez transmis votre courriel ({{email}}) à notre équipe.",
  handoffConfirmed:
    "Merci ! J’ai transmis notre conversation à notre équipe, et une personne vous écrira par courriel.",
  failure: "Désolé, j’ai rencontré un problème. Veuillez réessayer ou écrire directement à notre équipe à {{email}}.",
  escalatedToast: {
    title: "Demande transmise",
    description: "Notre équipe a été avisée et communiquera avec vous directement par courriel.",
  },
  emailToast: {
    title: "Courriel reçu",
    description: "Merci ! Notre équipe vous écrira bientôt.",
  },
} satisfies Messages["chat"];
