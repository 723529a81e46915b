/** The home page's motion: the typed headline and the counters. */
import { COUNTERS, TYPING_MS_PER_CHARACTER } from "../../core/motion.ts";
import { LANGUAGES, localizedPath } from "../../core/language.ts";
import { MESSAGES, expect, gotoHydrated, test } from "./fixtures.ts";

/** Less than one character's time, so the typing cannot have moved on unseen once hydration is noticed. */
const CLOCK_STEP_MS = TYPING_MS_PER_CHARACTER / 2;

for (const language of LANGUAGES) {
  const { headlineStart, headlineHighlight } = MESSAGES[language].home.hero;
  const full = headlineStart + headlineHighlight;
  const home = localizedPath("/", language);

  test.describe(`typed headline (${language})`, () => {
    test.describe("with motion", () => {
      test.use({ reducedMotion: "no-preference" });

      test("types the headline, then the cursor disappears", async ({ page }) => {
        // The page's clock stands still unless the test moves it, so a slow machine cannot finish the typing
        // between two looks.
        await page.clock.install();
        await page.clock.pauseAt(Date.now() + 1000);
        await gotoHydrated(page, home, language, { clockStepMs: CLOCK_STEP_MS });
        const h1 = page.getByRole("heading", { level: 1 });
        const typed = page.getByTestId("typed-headline");
        const cursor = page.getByTestId("typing-cursor");

        // Typing starts over from an empty line on the next frame; the heading's accessible name is whole all along.
        const charactersTyped = 10;
        await page.clock.runFor(charactersTyped * TYPING_MS_PER_CHARACTER);
        await expect(h1).toHaveAttribute("data-typing-done", "false");
        await expect(cursor).toBeVisible();
        await expect(h1).toHaveAccessibleName(full);
        // What shows: the typed characters (the untyped ones are laid out but hidden), then the cursor.
        await expect
          .poll(async () => (await typed.innerText()).replace(/\s*\|\s*$/, ""))
          .toBe(full.slice(0, charactersTyped));

        await page.clock.runFor(full.length * TYPING_MS_PER_CHARACTER + 500);
        await expect(h1).toHaveAttribute("data-typing-done", "true");
        await expect(typed).toHaveText(full, { useInnerText: true });
        await expect(typed.locator(".text-accent-bright")).toHaveText(headlineHighlight);
        await expect(cursor).toBeHidden();
        await expect(h1).toHaveAccessibleName(full);
      });
    });

    test.describe("with reduced motion", () => {
      test.use({ reducedMotion: "reduce" });

      test("shows the whole headline at once", async ({ page }) => {
        await page.clock.install();
        await gotoHydrated(page, home, language);
        const h1 = page.getByRole("heading", { level: 1 });
        await expect(h1).toHaveAttribute("data-typing-done", "true");
        await expect(page.getByTestId("typed-headline")).toHaveText(full, { useInnerText: true });
        await expect(page.getByTestId("typing-cursor")).toBeHidden();
        // Time passing changes nothing.
        await page.clock.runFor(2 * TYPING_MS_PER_CHARACTER);
        await expect(page.getByTestId("typed-headline")).toHaveText(full, { useInnerText: true });
      });
    });
  });
}

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
