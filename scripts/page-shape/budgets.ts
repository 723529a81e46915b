/**
 * The one table of each page's budgets, checked on every build by `npm run check:pages` (issues 25 and 26,
 * docs/performance.md). Both languages of a page share its row. The figures are in KB of 1,024 bytes:
 * JavaScript as served (Brotli) that the page downloads without any interaction, the CSS inline in the
 * document, and the font files its first paint needs. Each is the build's own figure with a little room, so
 * that nothing regresses unseen; lower a row when a page gets lighter. The JavaScript ceilings of issue 26
 * stand above them all: 8 KB for the static pages, 70 KB for the home page, 90 KB for contact and application.
 */
import type { ScreenKey } from "../../core/routes.ts";

export interface PageBudget {
  jsBytes: number;
  cssBytes: number;
  fontBytes: number;
  /** The largest image above the fold: never lazy-loaded, and asked for early (preloaded or high priority). */
  largestImage?: string;
}

const KB = 1024;
const budget = (js: number, css: number, fonts: number, largestImage?: string): PageBudget => ({
  jsBytes: js * KB,
  cssBytes: css * KB,
  fontBytes: fonts * KB,
  ...(largestImage ? { largestImage } : {}),
});

export const PAGE_BUDGETS: Record<ScreenKey | "notFound", PageBudget> = {
  //                    JS    CSS   fonts
  home: budget(2.5, 24.5, 21, "/media/hero-poster.webp"),
  about: budget(2, 21.5, 21),
  services: budget(2, 21, 21),
  portfolio: budget(2, 22.5, 21, "/media/lab/digital-twin.webp"),
  careers: budget(2, 21, 21),
  application: budget(88, 23, 21),
  contact: budget(89, 24.5, 21),
  privacy: budget(2, 19, 21),
  terms: budget(2, 19, 21),
  cookies: budget(2, 19, 21),
  notFound: budget(2, 18, 21),
};
