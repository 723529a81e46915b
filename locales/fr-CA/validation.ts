import type { Messages } from "../types.ts";

export const validation = {
  positionRequired: "Veuillez sélectionner un poste",
  firstNameMin: "Le prénom doit contenir au moins 2 caractères",
  lastNameMin: "Le nom doit contenir au moins 2 caractères",
  emailInvalid: "Veuillez entrer une adresse courriel valide",
  phoneInvalid: "Veuillez entrer un numéro de téléphone valide",
  urlInvalid: "Veuillez entrer une adresse URL valide",
  experienceMin: "Veuillez fournir au moins 50 caractères sur votre expérience",
  motivationMin: "Veuillez nous dire pourquoi vous souhaitez vous joindre à notre équipe",
  availabilityRequired: "Veuillez indiquer votre disponibilité",
  messageRequired: "Veuillez entrer un message",
  serviceInvalid: "Veuillez choisir un service dans la liste",
  nameTooLong: "Veuillez utiliser 100 caractères ou moins",
  shortTextTooLong: "Veuillez utiliser 200 caractères ou moins",
  longTextTooLong: "Veuillez utiliser 5 000 caractères ou moins",
  nameCharacters: "Veuillez retirer du nom les caractères invisibles ou de mise en forme",
  textCharacters: "Veuillez retirer de ce texte les caractères de contrôle ou illisibles",
} satisfies Messages["validation"];
