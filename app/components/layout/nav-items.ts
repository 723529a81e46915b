import type { SitePath } from "../../../core/routes.ts";

type NavKey = "about" | "services" | "portfolio" | "careers" | "contact" | "privacy" | "terms" | "cookies";

/** Which screens each navigation shows, in the order the product requires. */
export const HEADER_NAV: { key: NavKey; path: SitePath }[] = [
  { key: "about", path: "/about" },
  { key: "services", path: "/services" },
  { key: "portfolio", path: "/portfolio" },
  { key: "contact", path: "/contact" },
];

export const MOBILE_NAV: { key: NavKey; path: SitePath }[] = [
  { key: "about", path: "/about" },
  { key: "services", path: "/services" },
  { key: "portfolio", path: "/portfolio" },
  { key: "careers", path: "/careers" },
  { key: "contact", path: "/contact" },
];

export const FOOTER_NAV: { key: NavKey; path: SitePath }[] = [
  ...MOBILE_NAV,
  { key: "privacy", path: "/privacy" },
  { key: "terms", path: "/terms" },
  { key: "cookies", path: "/cookies" },
];
