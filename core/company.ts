/**
 * The studio's identity, in one typed place. The spec leaves these out, so they are placeholders on
 * reserved example domains (RFC 2606): no default points at a real third party. Visible wording (roles,
 * bios, descriptions) lives in the translation files under the same ids.
 */
/**
 * The studio's email on its own, for code that needs nothing else of the studio: the chat island, whose every
 * byte counts in the contact page's JavaScript budget, would otherwise carry all of `COMPANY`.
 */
export const STUDIO_EMAIL = "hello@northlight.example";

export const COMPANY = {
  name: "Northlight Studio",
  legalName: "Northlight Studio Inc.",
  email: STUDIO_EMAIL,
  privacyEmail: "privacy@northlight.example",
  location: { city: "Ottawa", region: "Ontario", regionCode: "ON", country: "Canada", countryCode: "CA" },
  /** Business hours: Monday to Friday, 9 AM to 6 PM Eastern. */
  hours: { opens: "09:00", closes: "18:00", days: ["Mo", "Tu", "We", "Th", "Fr"] },
  responseHours: 24,
  foundedYear: 2024,
  copyrightYear: 2024,
  schedulingUrl: "https://calendar.example.com/northlight/intro-call",
  social: {
    linkedin: "https://linkedin.example.com/company/northlight-studio",
    x: "https://x.example.com/northlightstudio",
    facebook: "https://facebook.example.com/northlightstudio",
    instagram: "https://instagram.example.com/northlightstudio",
  },
  labProjects: {
    digitalTwin: {
      url: "https://twin.northlight.example",
      image: "/media/lab/digital-twin.webp",
    },
    touringExperience: {
      url: "https://touring.northlight.example",
      image: "/media/lab/touring-experience.webp",
    },
  },
} as const;

export type SocialNetwork = keyof typeof COMPANY.social;
export type LabProjectKey = keyof typeof COMPANY.labProjects;

export const LEADERSHIP = [
  {
    id: "claireDubois",
    name: "Claire Dubois",
    photo: "/media/team/claire-dubois.webp",
    profileUrl: "https://linkedin.example.com/in/claire-dubois",
  },
  {
    id: "marcLefebvre",
    name: "Marc Lefebvre",
    photo: "/media/team/marc-lefebvre.webp",
    profileUrl: "https://linkedin.example.com/in/marc-lefebvre",
  },
  {
    id: "aishaRahman",
    name: "Aisha Rahman",
    photo: "/media/team/aisha-rahman.webp",
    profileUrl: "https://linkedin.example.com/in/aisha-rahman",
  },
  {
    id: "danielChen",
    name: "Daniel Chen",
    photo: "/media/team/daniel-chen.webp",
    profileUrl: "https://linkedin.example.com/in/daniel-chen",
  },
] as const;

export type LeaderId = (typeof LEADERSHIP)[number]["id"];
