/**
 * What a new visitor tripped on, walking the site end to end on a phone (390×844, touch) and a desktop
 * (1440×900), in both languages (issue 29): each point, as the visitor meets it.
 */
import type { Locator, Page } from "@playwright/test";
import { COMPANY } from "../../core/company.ts";
import { CONSENT_STORAGE_KEY } from "../../core/consent.ts";
import { LANGUAGES, localizedPath } from "../../core/language.ts";
import { MAX_UPLOAD_BYTES } from "../../core/limits.ts";
import { pdfBytes } from "../support/documents.ts";
import {
  CONSENTED,
  FIRST_VISIT,
  MESSAGES,
  RESOURCE_404,
  TEAM_ADDRESS,
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  interpolate,
  mailTo,
  storedValue,
  test,
  toast,
  uniqueEmail,
} from "./fixtures.ts";

const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1440, height: 900 };

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator.toString()} has no box`);
  return found;
}

/** Whether two elements' boxes share any area. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [first, second] = [await box(a), await box(b)];
  return (
    first.x < second.x + second.width &&
    second.x < first.x + first.width &&
    first.y < second.y + second.height &&
    second.y < first.y + first.height
  );
}

async function fillContact(page: Page, language: (typeof LANGUAGES)[number], email: string) {
  const form = MESSAGES[language].contact.form;
  await page.getByLabel(form.firstName, { exact: true }).fill("Léa");
  await page.getByLabel(form.lastName, { exact: true }).fill("Tremblay");
  await page.getByLabel(form.email, { exact: true }).fill(email);
  await page.getByLabel(form.message, { exact: true }).fill("A bilingual guide for our new gallery.");
}

for (const language of LANGUAGES) {
  const m = MESSAGES[language];

  test.describe(`forms (${language})`, () => {
    test.use({ storageState: CONSENTED });

    test("a refused file says so under its box until another is chosen", async ({ page }) => {
      await gotoHydrated(page, localizedPath("/application", language));
      const resume = page.locator("#application-resume");
      await resume.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("notes") });
      await expect(toast(page)).toContainText(m.toasts.fileWrongType.title);
      const said = interpolate(m.application.fields.fileRefused, {
        name: "notes.txt",
        reason: m.toasts.fileWrongType.description,
      });
      await expect(page.locator("#application-resume-error")).toHaveText(said);
      await expect(resume).toHaveAttribute("aria-invalid", "true");
      // Still said once the toast is gone, and the box offers to choose a file again.
      await expect(toast(page)).toHaveCount(0, { timeout: 15_000 });
      await expect(page.locator("#application-resume-error")).toHaveText(said);
      await expect(page.getByTestId("application-resume-name")).toHaveText(m.application.fields.chooseFile);

      await page.locator("#application-coverLetter").setInputFiles({
        name: "big.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.alloc(MAX_UPLOAD_BYTES + 1),
      });
      await expect(page.locator("#application-coverLetter-error")).toHaveText(
        interpolate(m.application.fields.fileRefused, { name: "big.pdf", reason: m.toasts.fileTooLarge.description }),
      );

      await resume.setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: pdfBytes() });
      await expect(page.locator("#application-resume-error")).toHaveCount(0);
      await expect(page.getByTestId("application-resume-name")).toHaveText("cv.pdf");
    });

    test("once sent, a confirmation stands where the submit button is, and takes focus", async ({ page }) => {
      await gotoHydrated(page, localizedPath("/contact", language));
      await fillContact(page, language, uniqueEmail("confirmed"));
      await page.getByRole("button", { name: m.contact.form.submit, exact: true }).click();
      const confirmation = page.getByRole("status").filter({ hasText: m.toasts.contactSuccess.title });
      await expect(confirmation).toBeVisible();
      await expect(confirmation).toBeFocused();
      await expect(confirmation).toContainText(m.toasts.contactSuccess.description);
      await expect(toast(page)).toContainText(m.toasts.contactSuccess.title);
      // Under the submit button.
      const submit = await box(page.getByRole("button", { name: m.contact.form.submit, exact: true }));
      expect((await box(confirmation)).y).toBeGreaterThan(submit.y);
      await expectNoAxeViolations(page, `contact confirmation (${language})`);
    });

    test("an empty first name gets the spec's message on both forms", async ({ page }) => {
      for (const [path, submit, id] of [
        ["/contact", m.contact.form.submit, "contact-firstName"],
        ["/application", m.application.submit, "application-firstName"],
      ] as const) {
        await gotoHydrated(page, localizedPath(path, language));
        await page.getByRole("button", { name: submit, exact: true }).click();
        await expect(page.locator(`#${id}-error`)).toHaveText(m.validation.firstNameMin);
      }
    });

    test("a portfolio link without https:// is taken, with https:// in front", async ({ page }) => {
      await gotoHydrated(page, localizedPath("/application", language));
      const email = uniqueEmail("portfolio");
      const field = (id: string) => page.locator(`#application-${id}`);
      await field("position").selectOption("ai-engineer");
      await field("firstName").fill("Ann");
      await field("lastName").fill("Tremblay");
      await field("email").fill(email);
      await field("phone").fill("613 555 0142");
      await field("portfolioUrl").fill("github.com/ann");
      await field("experience").fill("Six years of applied machine learning, retrieval and evaluation for archives.");
      await field("motivation").fill(
        "Museums are where I want my work to be seen and used by everyone, in both languages.",
      );
      await field("availableStart").fill("May");
      await page.getByRole("button", { name: m.application.submit, exact: true }).click();
      await expect(toast(page)).toHaveAttribute("data-type", "success");
      const team = await mailTo(TEAM_ADDRESS, (mail) => mail.replyTo === email);
      expect(team.text).toContain("https://github.com/ann");
    });

    for (const viewport of [PHONE, WIDE]) {
      test(`the start date's hint is whole and read with its field at ${viewport.width}px`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await gotoHydrated(page, localizedPath("/application", language));
        const hint = page.locator("#application-availableStart-hint");
        await expect(hint).toHaveText(m.application.fields.availableStartHint);
        expect(await hint.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
        await expect(page.locator("#application-availableStart")).toHaveAccessibleDescription(
          m.application.fields.availableStartHint,
        );
      });
    }

    test("each form says what its information is used for, beside its submit button, with the privacy policy", async ({
      page,
    }) => {
      for (const [path, note] of [
        ["/contact", m.contact.form.privacyNote],
        ["/application", m.application.privacyNote],
      ] as const) {
        await gotoHydrated(page, localizedPath(path, language));
        const line = page.locator("form").getByText(note);
        await expect(line).toBeVisible();
        await expect(line.getByRole("link", { name: m.common.privacyLink })).toHaveAttribute(
          "href",
          localizedPath("/privacy", language),
        );
        await expectNoAxeViolations(page, `${path} privacy note (${language})`);
      }
    });
  });

  test.describe(`layers on a phone (${language})`, () => {
    test.use({ storageState: FIRST_VISIT });

    for (const viewport of [PHONE, WIDE]) {
      test(`the cookie banner leaves the home page's two buttons clear at ${viewport.width}px`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await gotoHydrated(page, localizedPath("/", language));
        const banner = page.getByRole("region", { name: m.common.cookieBanner.label });
        await expect(banner).toBeVisible();
        for (const name of [m.home.hero.primary, m.home.hero.secondary]) {
          const button = page.getByRole("link", { name, exact: true });
          await expect(button).toBeInViewport();
          expect(await overlap(button, banner), name).toBe(false);
        }
      });

      test(`on the contact page, the chat button covers neither the form nor the footer's last line at ${viewport.width}px`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await gotoHydrated(page, localizedPath("/contact", language));
        const launcher = page.getByRole("button", { name: m.chat.open });
        const banner = page.getByRole("region", { name: m.common.cookieBanner.label });
        if (viewport === PHONE) await expect(launcher).toBeHidden(); // until the banner is answered
        await banner.getByRole("button", { name: m.common.cookieBanner.accept, exact: true }).click();
        await expect(launcher).toBeVisible();
        expect(await overlap(launcher, page.getByText(m.contact.form.description))).toBe(false);
        const copyright = page.getByText(
          interpolate(m.common.footer.copyright, { year: String(COMPANY.copyrightYear) }),
        );
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await expect(copyright).toBeInViewport();
        expect(await overlap(launcher, copyright)).toBe(false);
        const settings = page.getByRole("contentinfo").getByRole("link", { name: m.common.footer.cookieSettings });
        expect(await overlap(launcher, settings)).toBe(false);
        // A field the keyboard reaches scrolls clear of it.
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.getByLabel(m.contact.form.message, { exact: true }).focus();
        expect(await overlap(launcher, page.getByLabel(m.contact.form.message, { exact: true }))).toBe(false);
      });
    }

    test("with the phone menu open, the page behind it does not scroll", async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.addInitScript((key) => localStorage.setItem(key, "accepted"), CONSENT_STORAGE_KEY);
      await gotoHydrated(page, localizedPath("/about", language));
      await page.getByRole("button", { name: m.common.menu.open }).click();
      await expect(page.getByRole("dialog", { name: m.common.menu.title })).toBeVisible();
      // A swipe or a wheel over the dimmed page, beside the sheet.
      await page.mouse.move(20, 400);
      await page.mouse.wheel(0, 800);
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
    });
  });

  test.describe(`words and details (${language})`, () => {
    // The 404 page comes with its status, which the browser reports in the console.
    test.use({ storageState: CONSENTED, allowedConsoleErrors: [RESOURCE_404] });

    test("the contact response time is said one way, from the studio's one figure", async ({ page }) => {
      await gotoHydrated(page, localizedPath("/contact", language));
      const hours = String(COMPANY.responseHours);
      for (const text of [m.contact.hero.subtitle, m.contact.response.text, m.common.projectCta.text]) {
        expect(text).toContain(hours);
      }
      await expect(page.getByText(m.contact.hero.subtitle)).toBeVisible();
      await expect(page.getByText(m.contact.response.text)).toBeVisible();
    });

    for (const viewport of [PHONE, WIDE]) {
      test(`the skip link, focused, has room around its words and covers nothing at ${viewport.width}px`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await gotoHydrated(page, localizedPath("/", language));
        await page.keyboard.press("Tab");
        const skip = page.getByRole("link", { name: m.common.skipToContent });
        await expect(skip).toBeFocused();
        const padding = await skip.evaluate((element) => {
          const style = getComputedStyle(element);
          return [style.paddingTop, style.paddingLeft].map((value) => Number.parseFloat(value));
        });
        expect(Math.min(...padding)).toBeGreaterThanOrEqual(12);
        expect(await overlap(skip, page.getByRole("banner").getByRole("link", { name: m.common.homeLink }))).toBe(
          false,
        );
        await expectNoAxeViolations(page, `skip link focused (${language}, ${viewport.width}px)`);
      });
    }

    test("on the 404 page, the language switch leads to the other language's form of the address asked for", async ({
      page,
    }) => {
      const asked = localizedPath("/no-such-page", language);
      await page.goto(asked);
      const other = language === "fr-CA" ? "en-CA" : "fr-CA";
      await expect(page.getByRole("link", { name: m.common.languageToggle.name })).toHaveAttribute(
        "href",
        localizedPath("/no-such-page", other),
      );
    });

    test("the footer shows the cookie choice again, to change it as easily as it was made", async ({ page }) => {
      await gotoHydrated(page, localizedPath("/services", language));
      const banner = page.getByRole("region", { name: m.common.cookieBanner.label });
      await expect(banner).toBeHidden();
      await page.getByRole("contentinfo").getByRole("link", { name: m.common.footer.cookieSettings }).click();
      await expect(banner).toBeVisible();
      await expect(banner.getByRole("button", { name: m.common.cookieBanner.accept, exact: true })).toBeFocused();
      await banner.getByRole("button", { name: m.common.cookieBanner.decline, exact: true }).click();
      await expect(banner).toBeHidden();
      expect(await storedValue(page, CONSENT_STORAGE_KEY)).toBe("declined");
      await expect(page).toHaveURL(localizedPath("/services", language));
      // Focus returns to the link that reopened it.
      await expect(
        page.getByRole("contentinfo").getByRole("link", { name: m.common.footer.cookieSettings }),
      ).toBeFocused();
    });
  });
}

test.describe("the offer of the French page and the cookie banner", () => {
  test.use({ storageState: FIRST_VISIT, locale: "fr-CA" });

  for (const viewport of [PHONE, WIDE]) {
    test(`never show at once: the offer comes once the banner is answered (${viewport.width}px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await gotoHydrated(page, "/about");
      const banner = page.getByRole("region", { name: MESSAGES["en-CA"].common.cookieBanner.label });
      const offer = page.getByTestId("language-suggestion");
      await expect(banner).toBeVisible();
      await expect(offer).toBeHidden();
      await banner.getByRole("button", { name: MESSAGES["en-CA"].common.cookieBanner.accept, exact: true }).click();
      await expect(offer).toBeVisible();
      await expect(banner).toBeHidden();
      await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, storageState: CONSENTED, allowedConsoleErrors: [RESOURCE_404] });

  test("the footer's cookie settings lead to the cookie policy", async ({ page }) => {
    await page.goto("/fr/about");
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: MESSAGES["fr-CA"].common.footer.cookieSettings })
      .click();
    await expect(page).toHaveURL("/fr/cookies");
  });
});
