/**
 * The home page's motion starts on its own, without a key, tap or scroll (issue 26): the typed headline, the
 * background video, and the counters once they come into view.
 */
import type { Page } from "@playwright/test";
import { COUNTERS, TYPING_MS_PER_CHARACTER } from "../../core/motion.ts";
import { LANGUAGES, localizedPath } from "../../core/language.ts";
import { MESSAGES, expect, gotoHydrated, test } from "./fixtures.ts";

/**
 * What the headline shows `ms` after it started: every animation of the page is paused and set to that time
 * (the typing is CSS, app.css), then the characters shown are read, and whether a cursor stands after the last
 * (and how opaque it is: it blinks).
 * The headline's animations are started anew first: on a slow machine the page may be past `ms` already.
 */
function headlineAt(page: Page, ms: number) {
  return page.evaluate((time) => {
    const headline = document.querySelector<HTMLElement>("[data-testid=typed-headline]");
    if (headline) {
      headline.style.display = "none";
      headline.getBoundingClientRect();
      headline.style.display = "";
    }
    for (const animation of document.getAnimations()) {
      animation.pause();
      animation.currentTime = time;
    }
    const characters = [...document.querySelectorAll("[data-testid=typed-headline] .typed-character")];
    const shown = (element: Element) => getComputedStyle(element).visibility === "visible";
    const cursor = (element: Element) => {
      const after = getComputedStyle(element, "::after");
      return after.content !== "none" && after.visibility === "visible";
    };
    const cursorAfter = characters.findIndex(cursor);
    const withCursor = characters[cursorAfter];
    return {
      text: characters.map((character) => (shown(character) ? character.textContent : "")).join(""),
      cursorAfter,
      cursorOpacity: withCursor ? Number(getComputedStyle(withCursor, "::after").opacity) : undefined,
    };
  }, ms);
}

for (const language of LANGUAGES) {
  const { headlineStart, headlineHighlight } = MESSAGES[language].home.hero;
  const full = headlineStart + headlineHighlight;
  const count = Array.from(full).length;
  const home = localizedPath("/", language);

  test.describe(`typed headline (${language})`, () => {
    test.describe("with motion", () => {
      test.use({ reducedMotion: "no-preference" });

      test("types itself from the first paint, one character per 80 ms, untouched", async ({ page }) => {
        await page.goto(home);
        const h1 = page.getByRole("heading", { level: 1 });
        await expect(h1).toHaveAccessibleName(full);
        // Nobody touches the page: it types to the end by itself, within its 80 ms per character.
        await expect(page.getByTestId("typed-headline")).toHaveText(full, {
          useInnerText: true,
          timeout: count * TYPING_MS_PER_CHARACTER + 10_000,
        });
        await expect
          .poll(() => page.evaluate(() => document.getAnimations().filter((a) => a.playState === "running").length))
          .toBe(0);
      });

      test("asks for no frame between two characters: every step is an instant at its turn", async ({ page }) => {
        await page.goto(home);
        // An animation that lasts (an 80 ms cursor, a 1 s blink) is redrawn on every frame while it runs, and
        // those frames were half the page's main-thread time after the first paint.
        const durations = await page.evaluate(() =>
          document
            .getAnimations()
            .filter((animation) => {
              const target = (animation.effect as KeyframeEffect | null)?.target;
              return target?.closest("[data-testid=typed-headline]");
            })
            .map((animation) => animation.effect?.getTiming().duration),
        );
        expect(durations.length).toBeGreaterThanOrEqual(2 * count);
        expect(new Set(durations)).toEqual(new Set([0]));
      });

      test("blinks its cursor once a second while typing", async ({ page }) => {
        await page.goto(home);
        const half = (ms: number) => Math.floor(ms / TYPING_MS_PER_CHARACTER) * TYPING_MS_PER_CHARACTER + 40;
        expect(await headlineAt(page, half(250))).toMatchObject({ cursorAfter: 3, cursorOpacity: 1 });
        expect(await headlineAt(page, half(650))).toMatchObject({ cursorAfter: 8, cursorOpacity: 0 });
        expect(await headlineAt(page, half(1100))).toMatchObject({ cursorAfter: 13, cursorOpacity: 1 });
      });

      test("shows each character at its turn, the highlight after the first part, a cursor until the end", async ({
        page,
      }) => {
        await page.goto(home);
        const tenth = await headlineAt(page, 10 * TYPING_MS_PER_CHARACTER + TYPING_MS_PER_CHARACTER / 2);
        expect(tenth).toMatchObject({ text: Array.from(full).slice(0, 11).join(""), cursorAfter: 10 });
        const start = Array.from(headlineStart).length;
        const beforeHighlight = await headlineAt(page, (start - 1) * TYPING_MS_PER_CHARACTER + 10);
        expect(beforeHighlight.text).toBe(headlineStart);
        const highlightBegun = await headlineAt(page, start * TYPING_MS_PER_CHARACTER + 10);
        expect(highlightBegun.text).toBe(headlineStart + (Array.from(headlineHighlight)[0] ?? ""));
        await expect(page.getByTestId("typed-headline").locator(".text-accent-bright")).toHaveText(headlineHighlight);
        const done = await headlineAt(page, count * TYPING_MS_PER_CHARACTER + 200);
        expect(done).toMatchObject({ text: full, cursorAfter: -1 });
      });
    });

    test.describe("with reduced motion", () => {
      test.use({ reducedMotion: "reduce" });

      test("shows the whole headline at once, with no cursor", async ({ page }) => {
        await page.goto(home);
        await expect(page.getByTestId("typed-headline")).toHaveText(full, { useInnerText: true });
        expect(await headlineAt(page, 0)).toMatchObject({ text: full, cursorAfter: -1 });
      });
    });
  });
}

test.describe("the hero video", () => {
  test.describe("with motion", () => {
    test.use({ reducedMotion: "no-preference" });

    test("plays muted and looped once the page has loaded, untouched, the poster first", async ({ page }) => {
      const videoRequests: number[] = [];
      page.on("request", (request) => {
        if (request.url().includes("/media/hero.")) videoRequests.push(Date.now());
      });
      let loadedAt = 0;
      page.on("load", () => (loadedAt = Date.now()));
      await page.goto("/");
      const video = page.getByTestId("hero-video");
      await expect(video).toHaveAttribute("poster", /hero-poster\.webp$/);
      await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused)).toBe(true);
      expect(await video.evaluate((element: HTMLVideoElement) => [element.muted, element.loop])).toEqual([true, true]);
      expect(Math.min(...videoRequests)).toBeGreaterThanOrEqual(loadedAt);
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
      expect(videoRequests).toEqual([]);
      await expect(page.locator("[data-testid=hero-video] source")).toHaveCount(0);
      await expect(page.getByTestId("hero-video")).toHaveAttribute("poster", /hero-poster\.webp$/);
    });
  });
});

test.describe("counters", () => {
  test.use({ reducedMotion: "no-preference", viewport: { width: 1280, height: 800 } });

  for (const language of LANGUAGES) {
    test(`count up to ${COUNTERS.map((c) => `${c.target}${c.suffix}`).join(", ")} once scrolled into view (${language})`, async ({
      page,
    }) => {
      const m = MESSAGES[language];
      await gotoHydrated(page, localizedPath("/", language), language);
      const values = page.getByTestId("counter-value");
      await expect(values).toHaveCount(COUNTERS.length);
      // Off screen they have not started yet.
      await expect(values).toHaveText(COUNTERS.map((counter) => `0${counter.suffix}`));

      const stats = page.getByRole("region", { name: m.home.stats.title });
      await stats.scrollIntoViewIfNeeded();
      // The product's figures, as the visitor reads them (years, projects, clients).
      await expect(values).toHaveText(["30+", "300+", "100+"], {
        timeout: Math.max(...COUNTERS.map((counter) => counter.durationMs)) + 5_000,
      });
      for (const counter of COUNTERS) await expect(stats.getByText(m.home.stats.counters[counter.key])).toBeVisible();
    });
  }
});
