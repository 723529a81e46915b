/**
 * What a page makes the browser download: the strings of its own language and screen only (with the page's
 * code, then per page on navigation), the legal texts only on legal pages, never the emails; the hero video
 * only once the page has loaded; the Innovation Lab's illustrations lazily, but for the portfolio's largest
 * paint. Expected strings come from the translation files.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { COMPANY } from "../../core/company.ts";
import { localizedPath } from "../../core/language.ts";
import { en } from "../../locales/en-CA/index.ts";
import { fr } from "../../locales/fr-CA/index.ts";
import { CONSENTED, expect, gotoHydrated, test } from "./fixtures.ts";

test.use({ storageState: CONSENTED });

/**
 * A stretch of a translation that a bundle holds verbatim: its longest run of plain ASCII letters, so the
 * check does not depend on how the minifier writes accents or typographic spaces.
 */
function marker(text: string): string {
  const runs = text.match(/[A-Za-z][A-Za-z ,]{18,}[A-Za-z]/g) ?? [];
  const longest = runs.sort((a, b) => b.length - a.length)[0];
  if (!longest) throw new Error(`no usable marker in "${text}"`);
  return longest;
}

/** Starts keeping every JavaScript file the page downloads; the returned function gives their text so far. */
function recordScripts(page: Page): () => Promise<string> {
  const bodies: Promise<string>[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.endsWith(".js")) bodies.push(response.text().catch(() => ""));
  });
  return async () => (await Promise.all(bodies)).join("\n");
}

test("a page carries its own strings, loads those of the next page on navigation, and never the emails", async ({
  page,
}) => {
  const downloadedScripts = recordScripts(page);
  await gotoHydrated(page, "/about");
  await page.waitForLoadState("networkidle");

  // The strings come with the page's code, after its first paint: those of the page's language and of what
  // it shows, nothing else.
  let downloaded = await downloadedScripts();
  expect(downloaded).toContain(marker(en.about.hero.subtitle));
  expect(downloaded).toContain(marker(en.common.projectCta.title));
  expect(downloaded).not.toContain(marker(fr.about.hero.subtitle));
  expect(downloaded).not.toContain(marker(en.jobs["ai-engineer"].description));
  expect(downloaded).not.toContain(marker(en.privacy.metaDescription));
  expect(downloaded).not.toContain(marker(en.emails.contactTeam.intro));

  // A client-side visit to a legal page brings its texts, and the page shows them.
  await page.getByRole("contentinfo").getByRole("link", { name: en.common.nav.privacy, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.privacy.title);
  await page.waitForLoadState("networkidle");
  downloaded = await downloadedScripts();
  expect(downloaded).toContain(marker(en.privacy.metaDescription));
  expect(downloaded).not.toContain(marker(en.emails.contactTeam.intro));

  // Switching language brings the other language's strings before the page renders in it.
  await page.getByRole("link", { name: en.common.languageToggle.name }).click();
  await expect(page).toHaveURL(new RegExp(`${localizedPath("/privacy", "fr-CA")}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fr.privacy.title);
  await expect(page).toHaveTitle(new RegExp(fr.privacy.metaTitle));
  downloaded = await downloadedScripts();
  expect(downloaded).toContain(marker(fr.privacy.metaDescription));
  expect(downloaded).toContain(marker(fr.meta.shareImageAlt));
  // Each page's title and description come with its own strings, not every page's.
  expect(downloaded).not.toContain(marker(fr.home.metaDescription));
  expect(downloaded).not.toContain(marker(fr.about.hero.subtitle));
  expect(downloaded).not.toContain(marker(fr.emails.contactTeam.intro));
});

test.describe("the hero video", () => {
  test.describe("with motion", () => {
    test.use({ reducedMotion: "no-preference" });

    test("is fetched only after the page has loaded, and then plays", async ({ page }) => {
      const videoRequests: number[] = [];
      page.on("request", (request) => {
        if (request.url().includes("/media/hero.")) videoRequests.push(Date.now());
      });
      let loadedAt = 0;
      page.on("load", () => {
        loadedAt = Date.now();
      });
      await gotoHydrated(page, "/");
      const video = page.getByTestId("hero-video");
      await expect(video).toHaveAttribute("poster", /hero-poster\.webp$/);
      await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentSrc)).toMatch(/hero\./);
      expect(loadedAt).toBeGreaterThan(0);
      expect(videoRequests.length).toBeGreaterThan(0);
      expect(Math.min(...videoRequests)).toBeGreaterThanOrEqual(loadedAt);
      await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
    });
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("is never fetched: the poster stays", async ({ page }) => {
      const videoRequests: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes("/media/hero.")) videoRequests.push(request.url());
      });
      await gotoHydrated(page, "/");
      await page.waitForLoadState("networkidle");
      // An idle callback asked for now runs after the one the video would have asked for at load (they run in
      // order, and the video's waits at most 3 s): once it has run and a frame has been drawn, the video
      // would have been asked for.
      await page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            requestIdleCallback(() => requestAnimationFrame(() => resolve()), { timeout: 3000 });
          }),
      );
      expect(videoRequests).toEqual([]);
      await expect(page.locator("[data-testid=hero-video] source")).toHaveCount(0);
      await expect(page.getByTestId("hero-video")).toHaveAttribute("poster", /hero-poster\.webp$/);
    });
  });
});

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
