/**
 * Addresses search engines and link previews see: canonical URLs built from the public address, and the
 * hreflang alternates of every page (used by the page head and the sitemap alike).
 */
import { COMPANY } from "./company.ts";
import { JOB_KEYS, JOBS } from "./jobs.ts";
import { DEFAULT_LANGUAGE, LANGUAGES, localizedPath, type Language } from "./language.ts";

export const DEFAULT_PUBLIC_URL = "http://localhost:3000";
/** When the openings were published (JobPosting.datePosted). */
export const JOBS_POSTED_ON = "2024-08-27";
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

export function absoluteUrl(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, "")}${path}`;
}

export function shareImagePath(language: Language): string {
  return `/media/share-${language}.png`;
}

/** The page's address in each language, plus x-default (the English page). */
export function alternates(publicUrl: string, sitePath: string): { hreflang: string; href: string }[] {
  return [
    ...LANGUAGES.map((language) => ({
      hreflang: language,
      href: absoluteUrl(publicUrl, localizedPath(sitePath, language)),
    })),
    { hreflang: "x-default", href: absoluteUrl(publicUrl, localizedPath(sitePath, DEFAULT_LANGUAGE)) },
  ];
}

/** schema.org Organization for the home pages. */
export function organizationJsonLd(publicUrl: string, description: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: COMPANY.name,
    legalName: COMPANY.legalName,
    url: absoluteUrl(publicUrl, "/"),
    logo: absoluteUrl(publicUrl, "/media/logo.svg"),
    description,
    email: COMPANY.email,
    foundingDate: String(COMPANY.foundedYear),
    address: {
      "@type": "PostalAddress",
      addressLocality: COMPANY.location.city,
      addressRegion: COMPANY.location.regionCode,
      addressCountry: COMPANY.location.countryCode,
    },
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      email: COMPANY.email,
      availableLanguage: ["English", "French"],
      hoursAvailable: {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: COMPANY.hours.days,
        opens: COMPANY.hours.opens,
        closes: COMPANY.hours.closes,
      },
    },
    sameAs: Object.values(COMPANY.social),
  };
}

/** schema.org JobPosting for each opening, in the careers page's language. */
export function jobPostingsJsonLd(
  publicUrl: string,
  language: Language,
  jobs: Record<(typeof JOB_KEYS)[number], { title: string; description: string; skills: string[] }>,
) {
  return JOB_KEYS.map((key) => ({
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: jobs[key].title,
    description: jobs[key].description,
    skills: jobs[key].skills.join(", "),
    datePosted: JOBS_POSTED_ON,
    employmentType: "CONTRACTOR",
    inLanguage: language,
    url: absoluteUrl(publicUrl, localizedPath(`/application?job=${key}`, language)),
    directApply: true,
    hiringOrganization: { "@type": "Organization", name: COMPANY.name, sameAs: absoluteUrl(publicUrl, "/") },
    jobLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        addressLocality: COMPANY.location.city,
        addressRegion: COMPANY.location.regionCode,
        addressCountry: COMPANY.location.countryCode,
      },
    },
    ...(JOBS[key].location === "remote"
      ? {
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: { "@type": "Country", name: COMPANY.location.country },
        }
      : {}),
  }));
}
