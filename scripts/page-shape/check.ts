/** The rules a built page is held to, and the one table of each page's budgets (issue 25, docs/performance.md). */
import type { PageShape } from "./read-page.ts";
import type { PageBudget } from "./budgets.ts";

/** A new connection's first round trip: ten TCP segments of about 1,460 bytes. */
export const DOCUMENT_MAX_BYTES = 14 * 1024;

/** Each rule the page breaks: what, the figure and the budget. An empty list is a pass. */
export function pageMisses(shape: PageShape, budget: PageBudget): string[] {
  const misses: string[] = [];
  if (shape.documentBytes > DOCUMENT_MAX_BYTES) {
    misses.push(`document ${shape.documentBytes} B (Brotli) > ${DOCUMENT_MAX_BYTES} B`);
  }
  for (const reason of shape.blocking) misses.push(`blocks the first paint: ${reason}`);
  if (shape.scriptBytes > budget.jsBytes) {
    misses.push(`JavaScript without interaction ${shape.scriptBytes} B (Brotli) > ${budget.jsBytes} B`);
  }
  if (shape.inlineCssBytes > budget.cssBytes)
    misses.push(`inline CSS ${shape.inlineCssBytes} B > ${budget.cssBytes} B`);
  if (shape.fontBytes > budget.fontBytes)
    misses.push(`fonts for the first paint ${shape.fontBytes} B > ${budget.fontBytes} B`);
  for (const media of shape.unsized) misses.push(`no width and height: ${media}`);
  if (budget.largestImage) {
    const image = shape.images.find((candidate) => candidate.src === budget.largestImage);
    if (!image) misses.push(`largest image above the fold ${budget.largestImage} is missing`);
    else if (image.lazy) misses.push(`largest image above the fold ${image.src} is lazy-loaded`);
    else if (!image.early)
      misses.push(`largest image above the fold ${image.src} is neither preloaded nor high priority`);
  }
  return misses;
}
