/**
 * What a page makes the browser download without any interaction is what `npm run check:pages` counts (its
 * budgets are on those figures): the page's own script, its islands' code, nothing else; the Innovation Lab's
 * illustrations lazily, but for the portfolio's largest paint.
 */
import type { APIRequestContext } from "@playwright/test";
import { COMPANY } from "../../core/company.ts";
import { localizedPath } from "../../core/language.ts";
import { htmlFileFor } from "../../server/site.ts";
import { readPage } from "../../scripts/page-shape/read-page.ts";
import { SITE_DIR } from "../../playwright.config.ts";
import { CONSENTED, expect, gotoHydrated, test } from "./fixtures.ts";

test.use({ storageState: CONSENTED });

for (const path of ["/", "/fr/about", "/contact", "/fr/application", "/fr/privacy"]) {
  test(`${path}: the scripts the browser downloads untouched are those the page checks count`, async ({ page }) => {
    const downloaded = new Set<string>();
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith(".js")) downloaded.add(url.pathname);
    });
    await gotoHydrated(page, path);
    await page.waitForLoadState("networkidle");
    const counted = (await readPage(SITE_DIR, htmlFileFor(path))).scripts;
    expect([...downloaded].sort()).toEqual([...counted].sort());
  });
}

test.describe("the Innovation Lab's illustrations", () => {
  /** Each lab illustration of the prerendered page, in order, with how it asks to be loaded. */
  async function labImages(request: APIRequestContext, path: string) {
    const html = await (await request.get(path)).text();
    return [...html.matchAll(/<img\b[^>]*src="\/media\/lab\/[^"]+"[^>]*>/g)].map(([tag]) => ({
      lazy: /\sloading="lazy"/.test(tag),
      first: /\sfetchpriority="high"/i.test(tag),
    }));
  }

  test("on the portfolio, the first is the largest paint and is asked for first; the others wait", async ({
    request,
  }) => {
    const count = Object.keys(COMPANY.labProjects).length;
    for (const path of ["/portfolio", localizedPath("/portfolio", "fr-CA")]) {
      expect(await labImages(request, path), path).toEqual([
        { lazy: false, first: true },
        ...Array.from({ length: count - 1 }, () => ({ lazy: true, first: false })),
      ]);
    }
  });

  test("on the home page, below the fold, every one waits until the visitor nears it", async ({ request }) => {
    const images = await labImages(request, "/");
    expect(images).toHaveLength(Object.keys(COMPANY.labProjects).length);
    expect(images.every((image) => image.lazy && !image.first)).toBe(true);
  });
});
