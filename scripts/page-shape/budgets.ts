/**
 * The one table of each page's budgets, checked on every build by `npm run check:pages` (issue 25,
 * docs/performance.md). Both languages of a page share its row. The figures are in KB of 1,024 bytes:
 * JavaScript as served (Brotli) that the page downloads without any interaction, the CSS inline in the
 * document, and the font files its first paint needs. The first budgets were the build's own figures, so
 * that nothing regresses; lower a budget when a page gets lighter.
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
  //                    JS     CSS   fonts
  home: budget(113, 23, 21, "/media/hero-poster.webp"),
  about: budget(113.5, 20.5, 21),
  services: budget(112, 20, 21),
  portfolio: budget(111.5, 21, 21, "/media/lab/digital-twin.webp"),
  careers: budget(111, 20, 21),
  application: budget(111.5, 19.5, 21),
  contact: budget(113, 21, 21),
  privacy: budget(111.5, 18, 21),
  terms: budget(111, 18, 21),
  cookies: budget(110.5, 18, 21),
  notFound: budget(109, 17, 21),
};
