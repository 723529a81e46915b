/** Careers → application, both forms' validation messages, what a submit shows, and the upload boxes. */
import type { Page } from "@playwright/test";
import { CONSENT_STORAGE_KEY } from "../../core/consent.ts";
import { JOB_KEYS } from "../../core/jobs.ts";
import { LANGUAGES, localizedPath, type Language } from "../../core/language.ts";
import { MAX_UPLOAD_BYTES } from "../../core/limits.ts";
import { docxBytes, pdfBytes } from "../support/documents.ts";
import {
  MESSAGES,
  emptyFormErrors,
  TEAM_ADDRESS,
  en,
  endingWith,
  expect,
  gotoHydrated,
  interpolate,
  mailTo,
  test,
  toast,
  uniqueEmail,
} from "./fixtures.ts";
import { startSecondServer } from "./second-server.ts";

import { freePort } from "../support/server-process.ts";

const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

test.use({ viewport: { width: 1280, height: 900 } });

/** Expects `id`'s control to be invalid, tied to its visible error message. */
async function expectFieldError(page: Page, id: string, message: string) {
  const control = page.locator(`#${id}`);
  await expect(control, id).toHaveAttribute("aria-invalid", "true");
  // Its description is its message (after its hint, where it has one).
  await expect(control, id).toHaveAccessibleDescription(endingWith(message));
  await expect(page.locator(`#${id}-error`), id).toHaveText(message);
}

async function expectValid(page: Page, id: string) {
  await expect(page.locator(`#${id}`), id).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.locator(`#${id}-error`), id).toHaveCount(0);
}

const LONG = "I have built bilingual, accessible web applications for museums for six years.";

async function fillValidApplication(page: Page, language: Language, email = "ada@example.com") {
  await page.locator("#application-position").selectOption("app-developer");
  await page.locator("#application-firstName").fill("Ada");
  await page.locator("#application-lastName").fill("Lovelace");
  await page.locator("#application-email").fill(email);
  await page.locator("#application-phone").fill("613-555-0199");
  await page.locator("#application-portfolioUrl").fill("https://example.com/ada");
  await page.locator("#application-experience").fill(LONG);
  await page.locator("#application-motivation").fill(LONG);
  await page.locator("#application-availableStart").fill(language === "fr-CA" ? "Dans deux semaines" : "In two weeks");
}

for (const language of LANGUAGES) {
  const m = MESSAGES[language];
  const v = m.validation;

  test.describe(`application (${language})`, () => {
    test("Apply now on each opening preselects the position and asks its experience question", async ({ page }) => {
      for (const key of JOB_KEYS) {
        await gotoHydrated(page, localizedPath("/careers", language), language);
        const job = page.getByTestId(`job-${key}`);
        await expect(job.getByRole("heading", { name: m.jobs[key].title })).toBeVisible();
        await job.getByRole("link", { name: m.careers.openings.apply }).click();

        await expect(page).toHaveURL(localizedPath(`/application?job=${key}`, language));
        await expect(page.getByLabel(m.application.fields.position, { exact: true })).toHaveValue(key);
        // The question follows the chosen position (CSS shows its wording).
        await expect(page.locator("label[for=application-experience]")).toHaveText(
          m.application.fields.experience[key],
          { useInnerText: true },
        );
        await expect(
          page.getByRole("textbox", { name: m.application.fields.experience[key], exact: true }),
        ).toBeVisible();
      }
    });

    test("without ?job= there is no experience question until a position is chosen", async ({ page }) => {
      await gotoHydrated(page, localizedPath("/application", language), language);
      const position = page.getByLabel(m.application.fields.position, { exact: true });
      await expect(position).toHaveValue("");
      await expect(page.locator("#application-experience")).toBeHidden();
      await expect(page.locator("label[for=application-experience]")).toBeHidden();

      for (const key of JOB_KEYS) {
        await position.selectOption(key);
        await expect(page.locator("label[for=application-experience]")).toHaveText(
          m.application.fields.experience[key],
          { useInnerText: true },
        );
        await expect(
          page.getByRole("textbox", { name: m.application.fields.experience[key], exact: true }),
        ).toBeVisible();
      }
      await position.selectOption("");
      await expect(page.locator("#application-experience")).toBeHidden();
    });

    test("shows every validation message and focuses the first invalid field", async ({ page }) => {
      await gotoHydrated(page, localizedPath("/application", language), language);
      const submit = page.getByRole("button", { name: m.application.submit });

      await test.step("empty form", async () => {
        await submit.click();
        await expect(page.locator("#application-position")).toBeFocused();
        for (const [id, message] of emptyFormErrors("application", m)) await expectFieldError(page, id, message);
        await expectValid(page, "application-portfolioUrl"); // optional: empty is accepted
        // The experience question, with no position chosen, is not shown, and neither is its message.
        await expect(page.locator('[data-slot="field-error"]:visible')).toHaveCount(7);
      });

      await test.step("a position and values that are too short", async () => {
        await page.locator("#application-position").selectOption("ai-engineer");
        await page.locator("#application-firstName").fill("A");
        await page.locator("#application-lastName").fill("B");
        await page.locator("#application-email").fill("not-an-email");
        await page.locator("#application-phone").fill("613-555");
        await page.locator("#application-portfolioUrl").fill("not a url");
        await page.locator("#application-experience").fill("x".repeat(49));
        await page.locator("#application-motivation").fill("Because.");
        await page.locator("#application-availableStart").fill("   ");
        await submit.click();

        await expectValid(page, "application-position");
        await expectFieldError(page, "application-firstName", v.firstNameMin);
        await expect(page.locator("#application-firstName")).toBeFocused();
        await expectFieldError(page, "application-lastName", v.lastNameMin);
        await expectFieldError(page, "application-email", v.emailInvalid);
        await expectFieldError(page, "application-phone", v.phoneInvalid);
        await expectFieldError(page, "application-portfolioUrl", v.urlInvalid);
        await expectFieldError(page, "application-experience", v.experienceMin);
        await expectFieldError(page, "application-motivation", v.motivationMin);
        await expectFieldError(page, "application-availableStart", v.availabilityRequired);
        await expect(page.locator('[data-slot="field-error"]:visible')).toHaveCount(8);
      });

      await test.step("fixing a field clears its message", async () => {
        await page.locator("#application-firstName").fill("Al");
        await page.locator("#application-portfolioUrl").fill("");
        await submit.click();
        await expectValid(page, "application-firstName");
        await expectValid(page, "application-portfolioUrl");
        await expect(page.locator("#application-lastName")).toBeFocused();
      });
      await expect(toast(page)).toHaveCount(0);
    });

    test.describe("submitting", () => {
      test("a valid application: disabled while sending, stored, and emailed to the team and the applicant", async ({
        page,
      }) => {
        const email = uniqueEmail("ada");
        await gotoHydrated(page, localizedPath("/application", language), language);
        await fillValidApplication(page, language, email);
        const letter = docxBytes();
        const cv = pdfBytes();
        await page
          .locator("#application-coverLetter")
          .setInputFiles({ name: "lettre.docx", mimeType: DOCX_TYPE, buffer: letter });
        await page
          .locator("#application-resume")
          .setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: cv });

        // Hold the request (it still goes to the real server) to see the submitting state.
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route("**/api/applications", async (route) => {
          await held;
          await route.continue();
        });
        const answer = page.waitForResponse("**/api/applications");
        await page.getByRole("button", { name: m.application.submit }).click();
        await expect(page.getByRole("button", { name: m.application.submitting })).toBeDisabled();
        release();
        expect((await answer).status()).toBe(201);

        await expect(toast(page)).toHaveAttribute("data-type", "success");
        await expect(toast(page)).toContainText(m.toasts.applicationSuccess.title);
        await expect(toast(page)).toContainText(m.toasts.applicationSuccess.description);
        await expect(page.locator("#application-firstName")).toHaveValue("");
        await expect(page.locator("#application-position")).toHaveValue("");
        await expect(page.getByTestId("application-resume-name")).toHaveText(m.application.fields.chooseFile);
        await expect(page.getByTestId("application-coverLetter-name")).toHaveText(m.application.fields.chooseFile);

        const team = await mailTo(TEAM_ADDRESS, (mail) => mail.replyTo === email);
        expect(team.subject).toBe(
          interpolate(en.emails.applicationTeam.subject, {
            position: en.jobs["app-developer"].title,
            name: "Ada Lovelace",
          }),
        );
        for (const value of ["Ada", "Lovelace", email, "613-555-0199", "https://example.com/ada", LONG])
          expect(team.text).toContain(value);
        expect(
          team.attachments
            .map(({ filename, size }) => ({ filename, size }))
            .sort((x, y) => x.filename.localeCompare(y.filename)),
        ).toEqual([
          { filename: "cv.pdf", size: cv.length },
          { filename: "lettre.docx", size: letter.length },
        ]);
        const confirmation = await mailTo(email);
        expect(confirmation.subject).toBe(m.emails.applicationVisitor.subject);
        expect(confirmation.text).toContain(interpolate(m.emails.greeting, { name: "Ada" }));
        expect(confirmation.attachments).toEqual([]);
      });

      test.describe("offline", () => {
        test.use({ allowedConsoleErrors: [/ERR_CONNECTION_REFUSED/] });
        test("when the server cannot be reached, the failure toast and nothing typed is lost", async ({ page }) => {
          await gotoHydrated(page, localizedPath("/application", language), language);
          await fillValidApplication(page, language, uniqueEmail("offline"));
          await page.route("**/api/applications", (route) => route.abort("connectionrefused"));
          await page.getByRole("button", { name: m.application.submit }).click();
          await expect(toast(page)).toHaveAttribute("data-type", "error");
          await expect(toast(page)).toContainText(m.toasts.applicationFailure.title);
          await expect(toast(page)).toContainText(m.toasts.applicationFailure.description);
          await expect(page.getByText(m.toasts.applicationSuccess.title)).toBeHidden();
          await expect(page.locator("#application-firstName")).toHaveValue("Ada");
        });
      });
    });

    test("a file over 10 MB is refused with a toast, a small one is kept", async ({ page }) => {
      await gotoHydrated(page, localizedPath("/application", language), language);
      const name = page.getByTestId("application-coverLetter-name");
      await expect(name).toHaveText(m.application.fields.chooseFile);

      await page.locator("#application-coverLetter").setInputFiles({
        name: "cv.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.alloc(MAX_UPLOAD_BYTES + 1),
      });
      await expect(toast(page)).toContainText(m.toasts.fileTooLarge.title);
      await expect(toast(page)).toContainText(m.toasts.fileTooLarge.description);
      await expect(name).toHaveText(m.application.fields.chooseFile);
      // Not attached, and said so under its box.
      await expect(page.locator("#application-coverLetter-error")).toHaveText(
        interpolate(m.application.fields.fileRefused, { name: "cv.pdf", reason: m.toasts.fileTooLarge.description }),
      );

      await page
        .locator("#application-coverLetter")
        .setInputFiles({ name: "letter.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4") });
      await expect(name).toHaveText("letter.pdf");
      await expect(page.getByTestId("application-resume-name")).toHaveText(m.application.fields.chooseFile);
    });
  });

  test.describe(`contact (${language})`, () => {
    test("an empty message shows the required fields' messages", async ({ page }) => {
      await gotoHydrated(page, localizedPath("/contact", language), language);
      await page.getByRole("button", { name: m.contact.form.submit, exact: true }).click();
      await expect(page.locator("#contact-firstName")).toBeFocused();
      for (const [id, message] of emptyFormErrors("contact", m)) await expectFieldError(page, id, message);
      await expectValid(page, "contact-company");
      await expectValid(page, "contact-service");
      await expect(page.locator("#contact-email")).toHaveAttribute("type", "email");
      await expect(toast(page)).toHaveCount(0);
    });

    test.describe("submitting", () => {
      test("a valid message: disabled while sending, then emailed to the team and confirmed to the visitor", async ({
        page,
      }) => {
        const email = uniqueEmail("lea");
        await gotoHydrated(page, localizedPath("/contact", language), language);
        await page.getByLabel(m.contact.form.firstName, { exact: true }).fill("Léa");
        await page.getByLabel(m.contact.form.lastName, { exact: true }).fill("Tremblay");
        await page.getByLabel(m.contact.form.email, { exact: true }).fill(email);
        await page.getByLabel(m.contact.form.company, { exact: true }).fill("Musée <script>x</script>");
        await page.getByLabel(m.contact.form.service, { exact: true }).selectOption("ai-consulting");
        await page
          .getByLabel(m.contact.form.message, { exact: true })
          .fill("We would like an AI guide for our museum.");

        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route("**/api/contact", async (route) => {
          await held;
          await route.continue();
        });
        const answer = page.waitForResponse("**/api/contact");
        await page.getByRole("button", { name: m.contact.form.submit, exact: true }).click();
        await expect(page.getByRole("button", { name: m.contact.form.sending })).toBeDisabled();
        release();
        expect((await answer).status()).toBe(201);

        await expect(toast(page)).toHaveAttribute("data-type", "success");
        await expect(toast(page)).toContainText(m.toasts.contactSuccess.title);
        await expect(toast(page)).toContainText(m.toasts.contactSuccess.description);
        await expect(page.getByLabel(m.contact.form.message, { exact: true })).toHaveValue("");
        await expect(page.getByRole("button", { name: m.contact.form.submit, exact: true })).toBeEnabled();

        const team = await mailTo(TEAM_ADDRESS, (mail) => mail.replyTo === email);
        expect(team.subject).toBe(interpolate(en.emails.contactTeam.subject, { name: "Léa Tremblay" }));
        for (const value of [
          "Léa",
          "Tremblay",
          email,
          "Musée <script>x</script>",
          en.serviceChoices["ai-consulting"],
          "We would like an AI guide for our museum.",
        ]) {
          expect(team.text).toContain(value);
        }
        expect(team.html).not.toContain("<script>x</script>");
        const confirmation = await mailTo(email);
        expect(confirmation.subject).toBe(m.emails.contactVisitor.subject);
        expect(confirmation.text).toContain(interpolate(m.emails.greeting, { name: "Léa" }));
        // Nothing else the visitor typed goes back out from the studio's domain.
        expect(confirmation.text).not.toContain("We would like an AI guide for our museum.");
      });

      test.describe("offline", () => {
        test.use({ allowedConsoleErrors: [/ERR_CONNECTION_REFUSED/] });
        test("when the server cannot be reached, the error toast and the message is kept", async ({ page }) => {
          await gotoHydrated(page, localizedPath("/contact", language), language);
          await page.getByLabel(m.contact.form.firstName, { exact: true }).fill("Léa");
          await page.getByLabel(m.contact.form.lastName, { exact: true }).fill("Tremblay");
          await page.getByLabel(m.contact.form.email, { exact: true }).fill(uniqueEmail("offline"));
          await page.getByLabel(m.contact.form.message, { exact: true }).fill("Hello");
          await page.route("**/api/contact", (route) => route.abort("connectionrefused"));
          await page.getByRole("button", { name: m.contact.form.submit, exact: true }).click();
          await expect(toast(page)).toHaveAttribute("data-type", "error");
          await expect(toast(page)).toContainText(m.toasts.contactFailure.title);
          await expect(toast(page)).toContainText(m.toasts.contactFailure.description);
          await expect(page.getByLabel(m.contact.form.message, { exact: true })).toHaveValue("Hello");
        });
      });
    });
  });

  test.describe(`what the server refuses, shown by the forms (${language})`, () => {
    /** Chromium logs every refused request; these tests are refused on purpose. */
    test.use({ allowedConsoleErrors: [/Failed to load resource: the server responded with a status of (400|429)/] });

    async function fillContact(page: Page, email: string) {
      await page.getByLabel(m.contact.form.firstName, { exact: true }).fill("Léa");
      await page.getByLabel(m.contact.form.lastName, { exact: true }).fill("Tremblay");
      await page.getByLabel(m.contact.form.email, { exact: true }).fill(email);
      await page.getByLabel(m.contact.form.message, { exact: true }).fill("We would like an AI guide.");
    }

    test("contact: a field the server refuses gets the server's message under it, and nothing typed is lost", async ({
      page,
    }) => {
      await gotoHydrated(page, localizedPath("/contact", language), language);
      await fillContact(page, uniqueEmail("refused"));
      // What the browser's own check lets through but the server does not: the request reaches the real
      // server with a last name it refuses.
      await page.route("**/api/contact", async (route) => {
        const body = JSON.parse(route.request().postData() ?? "{}") as Record<string, unknown>;
        await route.continue({ postData: JSON.stringify({ ...body, lastName: "" }) });
      });
      const answer = page.waitForResponse("**/api/contact");
      await page.getByRole("button", { name: m.contact.form.submit, exact: true }).click();
      expect((await answer).status()).toBe(400);
      await expectFieldError(page, "contact-lastName", m.validation.lastNameMin);
      await expect(page.locator("#contact-lastName")).toBeFocused();
      await expectValid(page, "contact-firstName");
      await expect(toast(page)).toHaveAttribute("data-type", "error");
      await expect(toast(page)).toContainText(m.toasts.contactFailure.title);
      await expect(toast(page)).toContainText(m.api.validation);
      await expect(page.locator("#contact-lastName")).toHaveValue("Tremblay");
      await expect(page.getByLabel(m.contact.form.message, { exact: true })).toHaveValue("We would like an AI guide.");
    });

    test("application: a file the server finds is no document gets its message under that file", async ({ page }) => {
      await gotoHydrated(page, localizedPath("/application", language), language);
      await fillValidApplication(page, language, uniqueEmail("sniffed"));
      // Named and typed as a PDF, which is all the browser can check; its bytes are a script.
      await page.locator("#application-resume").setInputFiles({
        name: "cv.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from("#!/bin/sh\necho not a document\n"),
      });
      const answer = page.waitForResponse("**/api/applications");
      await page.getByRole("button", { name: m.application.submit }).click();
      expect((await answer).status()).toBe(400);
      // The file's description is its hint, the chosen file, then the error.
      const resume = page.locator("#application-resume");
      await expect(resume).toHaveAttribute("aria-invalid", "true");
      await expect(resume).toHaveAccessibleDescription(
        new RegExp(`${m.api.fileType.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`),
      );
      await expect(page.locator("#application-resume-error")).toHaveText(m.api.fileType);
      await expectValid(page, "application-coverLetter");
      await expect(toast(page)).toHaveAttribute("data-type", "error");
      await expect(toast(page)).toContainText(m.toasts.applicationFailure.title);
      await expect(page.locator("#application-firstName")).toHaveValue("Ada");
      await expect(page.getByTestId("application-resume-name")).toHaveText("cv.pdf");
    });

    test.describe("past the rate limit", () => {
      let server: { stop(): void } | undefined;
      let origin = "";
      test.beforeAll(async () => {
        origin = `http://127.0.0.1:${await freePort()}`;
        server = await startSecondServer(origin, { RATE_LIMIT_CONTACT: "1/1m", RATE_LIMIT_APPLICATION: "1/1m" });
      });
      test.afterAll(() => {
        server?.stop();
      });
      test.beforeEach(async ({ context }) => {
        await context.addInitScript(([key]) => window.localStorage.setItem(key, "accepted"), [
          CONSENT_STORAGE_KEY,
        ] as const);
      });

      test("both forms show the server's rate-limit message and keep what was typed", async ({ page }) => {
        await gotoHydrated(page, `${origin}${localizedPath("/contact", language)}`, language);
        const submit = page.getByRole("button", { name: m.contact.form.submit, exact: true });
        await fillContact(page, uniqueEmail("limited"));
        await submit.click();
        await expect(toast(page).filter({ hasText: m.toasts.contactSuccess.title })).toHaveCount(1);
        await fillContact(page, uniqueEmail("limited"));
        const refused = page.waitForResponse((response) => response.url().endsWith("/api/contact"));
        await submit.click();
        expect((await refused).status()).toBe(429);
        await expect(toast(page).filter({ hasText: m.toasts.contactFailure.title })).toContainText(m.api.rateLimited);
        await expect(page.getByLabel(m.contact.form.message, { exact: true })).toHaveValue(
          "We would like an AI guide.",
        );

        await gotoHydrated(page, `${origin}${localizedPath("/application", language)}`, language);
        const apply = page.getByRole("button", { name: m.application.submit });
        await fillValidApplication(page, language, uniqueEmail("limited"));
        await apply.click();
        await expect(toast(page).filter({ hasText: m.toasts.applicationSuccess.title })).toHaveCount(1);
        await fillValidApplication(page, language, uniqueEmail("limited"));
        const refusedApplication = page.waitForResponse((response) => response.url().endsWith("/api/applications"));
        await apply.click();
        expect((await refusedApplication).status()).toBe(429);
        await expect(toast(page).filter({ hasText: m.toasts.applicationFailure.title })).toContainText(
          m.api.rateLimited,
        );
        await expect(page.locator("#application-firstName")).toHaveValue("Ada");
      });
    });
  });
}
