import { LEGAL_SCREENS, screenPath, type ScreenKey, type SitePath } from "../../../core/routes.ts";

/** A link of a navigation: a screen of core/routes.ts, named by `common.nav.<key>`. */
export interface NavItem {
  key: NavKey;
  path: SitePath;
}

/** Every screen but the home page (the logo links it) and the application form (reached from a job). */
type NavKey = Exclude<ScreenKey, "home" | "application">;

const navItem = (key: NavKey): NavItem => ({ key, path: screenPath(key) });

/** Which screens each navigation shows, in the order the product requires. */
export const HEADER_NAV: readonly NavItem[] = (["about", "services", "portfolio", "contact"] as const).map(navItem);

export const MOBILE_NAV: readonly NavItem[] = (["about", "services", "portfolio", "careers", "contact"] as const).map(
  navItem,
);

export const FOOTER_NAV: readonly NavItem[] = [...MOBILE_NAV, ...LEGAL_SCREENS.map(navItem)];
