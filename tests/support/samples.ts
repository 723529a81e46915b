/** Valid submissions for server tests, each with the empty honeypot a real form sends. */
import { HONEYPOT_FIELD } from "../../core/forms.ts";

export const sampleContact = {
  firstName: "Jo",
  lastName: "Tremblay",
  email: "jo@example.com",
  company: "Musée de la ville",
  service: "ai-consulting",
  message: "We would like an AI guide for our new gallery.",
  [HONEYPOT_FIELD]: "",
};

export const sampleApplication: Record<string, string> = {
  position: "app-developer",
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  phone: "613 555 0100",
  portfolioUrl: "https://ada.example.com",
  experience: "Ten years of React and TypeScript, accessible bilingual apps for public institutions.",
  motivation: "I want to build experiences that welcome every museum visitor, in both official languages.",
  availableStart: "March 1",
  [HONEYPOT_FIELD]: "",
};

/** The application as a browser's FormData, optionally with files: `{ resume: [bytes, "cv.pdf"] }`. */
export function applicationForm(
  fields: Record<string, string> = sampleApplication,
  files: Record<string, [Buffer, string]> = {},
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, [content, fileName]] of Object.entries(files))
    form.append(name, new Blob([new Uint8Array(content)]), fileName);
  return form;
}
