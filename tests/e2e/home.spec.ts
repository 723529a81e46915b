/**
 * The home page's motion starts on its own, without a key, tap or scroll (issue 26): the typed headline, the
 * background video, and the counters once they come into view.
 */
import type { Page } from "@playwright/test";
import { COUNTERS, TYPING_MS_PER_CHARACTER } from "../../core/motion.ts";
import { LANGUAGES, localizedPath } from "../../core/language.ts";
import { MESSAGES, expect, gotoHydrated, test } from "./fixtures.ts";

/** What the headline shows now: the characters visible, the one a cursor stands after, and whether it is on. */
function readHeadline(page: Page) {
  return page.evaluate(() => {
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
  });
}

/**
 * Opens `path` on the page's own clock (Playwright's), paused before the page opens, so that every turn of the
 * typing is exact however loaded the machine is. The typing starts with the page's first frame; `at(ms)` moves
 * the clock to `ms` after that and reads the headline.
 */
async function openOnPausedClock(page: Page, path: string) {
  await page.clock.install({ time: 0 });
  await page.clock.pauseAt(1000);
  await page.goto(path);
  const typingStarted = () => page.evaluate(() => document.querySelector(".typed-shown") !== null);
  for (let frame = 0; !(await typingStarted()); frame++) {
    expect(frame, "the typing starts with the first frames").toBeLessThan(100);
    await page.clock.runFor(1);
  }
  let elapsed = 0;
  return {
    at: async (ms: number) => {
      expect(ms).toBeGreaterThanOrEqual(elapsed);
      await page.clock.runFor(ms - elapsed);
      elapsed = ms;
      return readHeadline(page);
    },
  };
}

/** Counts the changes to the headline's elements from now on; the function returned reads the count. */
async function countHeadlineChanges(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const counted = window as unknown as { headlineChanges: number };
    counted.headlineChanges = 0;
    const headline = document.querySelector("[data-testid=typed-headline]");
    if (!headline) throw new Error("no typed headline");
    new MutationObserver((changes) => (counted.headlineChanges += changes.length)).observe(headline, {
      attributes: true,
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  return () => page.evaluate(() => (window as unknown as { headlineChanges: number }).headlineChanges);
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
        await expect.poll(() => readHeadline(page)).toMatchObject({ text: full, cursorAfter: -1 });
      });

      test("gives the browser nothing to do between two characters", async ({ page }) => {
        const typing = await openOnPausedClock(page, home);
        // An animation per character (two per cursor) made the page's first style calculation its longest
        // task on a slow phone, and one that lasts (a blink) is redrawn on every frame.
        expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
        await typing.at(5 * TYPING_MS_PER_CHARACTER + 10);
        const changes = await countHeadlineChanges(page);
        await typing.at(6 * TYPING_MS_PER_CHARACTER - 10);
        expect(await changes()).toBe(0);
        // At the next turn: the new character shown, the cursor moved to it (a few class changes, no more).
        await typing.at(6 * TYPING_MS_PER_CHARACTER + 10);
        expect(await changes()).toBeGreaterThan(0);
        expect(await changes()).toBeLessThanOrEqual(4);
      });

      test("blinks its cursor once a second while typing", async ({ page }) => {
        const typing = await openOnPausedClock(page, home);
        const half = (ms: number) => Math.floor(ms / TYPING_MS_PER_CHARACTER) * TYPING_MS_PER_CHARACTER + 40;
        expect(await typing.at(half(250))).toMatchObject({ cursorAfter: 3, cursorOpacity: 1 });
        expect(await typing.at(half(650))).toMatchObject({ cursorAfter: 8, cursorOpacity: 0 });
        expect(await typing.at(half(1100))).toMatchObject({ cursorAfter: 13, cursorOpacity: 1 });
      });

      test("shows each character at its turn, the highlight after the first part, a cursor until the end", async ({
        page,
      }) => {
        const typing = await openOnPausedClock(page, home);
        expect(await typing.at(0)).toMatchObject({ text: Array.from(full)[0], cursorAfter: 0 });
        const tenth = await typing.at(10 * TYPING_MS_PER_CHARACTER + TYPING_MS_PER_CHARACTER / 2);
        expect(tenth).toMatchObject({ text: Array.from(full).slice(0, 11).join(""), cursorAfter: 10 });
        const start = Array.from(headlineStart).length;
        const beforeHighlight = await typing.at((start - 1) * TYPING_MS_PER_CHARACTER + 10);
        expect(beforeHighlight.text).toBe(headlineStart);
        const highlightBegun = await typing.at(start * TYPING_MS_PER_CHARACTER + 10);
        expect(highlightBegun.text).toBe(headlineStart + (Array.from(headlineHighlight)[0] ?? ""));
        await expect(page.getByTestId("typed-headline").locator(".text-accent-bright")).toHaveText(headlineHighlight);
        const last = await typing.at((count - 1) * TYPING_MS_PER_CHARACTER + 10);
        expect(last).toMatchObject({ text: full, cursorAfter: count - 1 });
        expect(await typing.at(count * TYPING_MS_PER_CHARACTER + 10)).toMatchObject({ text: full, cursorAfter: -1 });
      });
    });

    test.describe("with reduced motion", () => {
      test.use({ reducedMotion: "reduce" });

      test("shows the whole headline at once, with no cursor", async ({ page }) => {
        await page.goto(home);
        await expect(page.getByTestId("typed-headline")).toHaveText(full, { useInnerText: true });
        expect(await readHeadline(page)).toMatchObject({ text: full, cursorAfter: -1 });
        expect(await page.locator(".is-typing").count(), "nothing is being typed").toBe(0);
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
