/**
 * Reflow (WCAG 1.4.10) and text resize (1.4.4) on every page of the route table in both languages. At 320 CSS px
 * wide, and at 640 CSS px wide (what a 1280px window shows at 200% browser zoom: zooming divides the CSS
 * viewport), a page scrolls only vertically and no text is pushed out of the viewport or cut off by a box that
 * hides its overflow. A first visit, so the cookie banner has to fit too.
 */
import type { Page } from "@playwright/test";
import { allPages } from "../../core/routes.ts";
import { FIRST_VISIT, MESSAGES, expect, expectedHeading, gotoHydrated, test } from "./fixtures.ts";

test.use({ storageState: FIRST_VISIT, reducedMotion: "reduce" });

const VIEWPORTS = [
  { name: "320px wide", viewport: { width: 320, height: 640 } },
  { name: "1280px at 200% zoom", viewport: { width: 640, height: 360 } },
] as const;

interface Reflow {
  scrollWidth: number;
  clientWidth: number;
  bodyScrollWidth: number;
  /** Text that is outside the viewport horizontally, or outside a box that hides its overflow. */
  clipped: string[];
}

/**
 * Measures the page. Text is measured line by line (`Range.getClientRects`), skipping what is not rendered
 * (hidden elements, `<video>` fallback text) and what is visually hidden on purpose for screen readers
 * (`sr-only`: a 1px box or a box clipped to nothing) or hidden from everyone (`aria-hidden`). Boxes that scroll their overflow are allowed.
 */
function measure(page: Page): Promise<Reflow> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const clipped: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.replace(/\s+/g, " ").trim() ?? "";
      const parent = node.parentElement;
      if (!text || !parent || !parent.checkVisibility({ visibilityProperty: true })) continue;
      if (parent.closest("[aria-hidden=true], video, script, style")) continue;
      const ancestors: Element[] = [];
      for (let element: Element | null = parent; element && element !== root; element = element.parentElement)
        ancestors.push(element);
      const visuallyHidden = (element: Element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return (
          box.width <= 1 ||
          box.height <= 1 ||
          style.clipPath === "inset(50%)" ||
          style.getPropertyValue("clip") === "rect(0px, 0px, 0px, 0px)"
        );
      };
      if (ancestors.some(visuallyHidden)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const clips = ancestors
        .filter((element) => ["hidden", "clip"].includes(getComputedStyle(element).overflowX))
        .map((element) => element.getBoundingClientRect());
      for (const line of range.getClientRects()) {
        if (line.width === 0) continue;
        const outside =
          line.left < -1 ||
          line.right > width + 1 ||
          clips.some((box) => line.left < box.left - 1 || line.right > box.right + 1);
        if (outside) {
          clipped.push(`"${text.slice(0, 50)}" in <${parent.tagName.toLowerCase()} class="${parent.className}">`);
          break;
        }
      }
    }
    return {
      scrollWidth: root.scrollWidth,
      clientWidth: width,
      bodyScrollWidth: document.body.scrollWidth,
      clipped,
    };
  });
}

for (const { screen, language, path } of allPages()) {
  test(`${path}: no horizontal scrolling and no clipped text at 320px and at 200% zoom`, async ({ page }) => {
    for (const { name, viewport } of VIEWPORTS) {
      await test.step(name, async () => {
        await page.setViewportSize(viewport);
        await gotoHydrated(page, path, language);
        await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName(
          expectedHeading(screen.key, language),
        );
        const banner = page.getByRole("region", { name: MESSAGES[language].common.cookieBanner.label });
        await expect(banner).toBeVisible();

        const reflow = await measure(page);
        // A rounding pixel is allowed; anything more is a horizontal scrollbar.
        expect.soft(reflow.scrollWidth, `${path} at ${name}: page width`).toBeLessThanOrEqual(reflow.clientWidth + 1);
        expect
          .soft(reflow.bodyScrollWidth, `${path} at ${name}: body width`)
          .toBeLessThanOrEqual(reflow.clientWidth + 1);
        expect.soft(reflow.clipped, `${path} at ${name}: text cut off or outside the viewport`).toEqual([]);

        // The fixed cookie banner does not make the page wider, so check it fits on its own.
        const box = await banner.boundingBox();
        expect.soft(box, `${path} at ${name}: cookie banner`).not.toBeNull();
        if (box) {
          expect.soft(box.x, `${path} at ${name}: banner's left edge`).toBeGreaterThanOrEqual(0);
          expect.soft(box.x + box.width, `${path} at ${name}: banner's right edge`).toBeLessThanOrEqual(viewport.width);
        }
      });
    }
  });
}
