/** What a visitor may ask about in the contact form, on the form and in its emails. */
export const serviceChoices = {
  none: "Select a service",
  "ai-consulting": "AI Consulting",
  "creative-studio": "Creative Studio",
  both: "Both AI Consulting and Creative Studio",
  "lab-projects": "Innovation Lab projects",
  other: "Other",
};
