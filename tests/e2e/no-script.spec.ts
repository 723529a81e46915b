/**
 * With JavaScript turned off, the site still reads whole, its phone menu opens, and both forms are delivered
 * (ADR 010): the browser posts them as plain forms, the server stores them like any other and answers with a
 * page in the form's language: the form's page at its confirmation, or what to correct.
 */
import { LANGUAGES, localizedPath } from "../../core/language.ts";
import { pdfBytes } from "../support/documents.ts";
import { MESSAGES, PHONE, TEAM_ADDRESS, expect, mailTo, test, uniqueEmail } from "./fixtures.ts";

test.use({ javaScriptEnabled: false, allowedConsoleErrors: [/the server responded with a status of 400/] });

for (const language of LANGUAGES) {
  const m = MESSAGES[language];

  test.describe(`without JavaScript (${language})`, () => {
    test("the contact form is delivered and confirmed on its page", async ({ page }) => {
      await page.goto(localizedPath("/contact", language));
      const form = m.contact.form;
      const email = uniqueEmail("no-script-contact");
      await page.getByLabel(form.firstName, { exact: true }).fill("Noscript");
      await page.getByLabel(form.lastName, { exact: true }).fill("Reader");
      await page.getByLabel(form.email, { exact: true }).fill(email);
      await page.getByLabel(form.service, { exact: true }).selectOption("both");
      await page.getByLabel(form.message, { exact: true }).fill("Sent with scripts switched off.");
      await page.getByRole("button", { name: form.submit, exact: true }).click();
      await expect(page).toHaveURL(`${localizedPath("/contact", language)}#contact-sent`);
      const confirmation = page.getByRole("status").filter({ hasText: m.toasts.contactSuccess.title });
      await expect(confirmation).toBeVisible();
      await expect(confirmation).toContainText(m.toasts.contactSuccess.description);
      const team = await mailTo(TEAM_ADDRESS, (mail) => mail.replyTo === email);
      expect(team.text).toContain("Sent with scripts switched off.");
      // The visitor's confirmation is in the language of the page they wrote from.
      const confirmationMail = await mailTo(email);
      expect(confirmationMail.subject).toBe(m.emails.contactVisitor.subject);
    });

    test("a contact form with mistakes gets a page that says what to correct", async ({ page }) => {
      await page.goto(localizedPath("/contact", language));
      await page.getByLabel(m.contact.form.email, { exact: true }).fill("not an address");
      await page.getByRole("button", { name: m.contact.form.submit, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.api.page.title);
      for (const message of [
        m.validation.firstNameMin,
        m.validation.lastNameMin,
        m.validation.emailInvalid,
        m.validation.messageRequired,
      ]) {
        await expect(page.getByRole("listitem").filter({ hasText: message })).toBeVisible();
      }
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await page.getByRole("link", { name: m.api.page.formLink }).click();
      await expect(page).toHaveURL(localizedPath("/contact", language));
    });

    test("an application with a resume is delivered and confirmed on its page", async ({ page }) => {
      await page.goto(`${localizedPath("/application", language)}?job=ai-engineer`);
      const fields = m.application.fields;
      const email = uniqueEmail("no-script-application");
      await page.getByLabel(fields.position).selectOption("ai-engineer");
      await page.getByLabel(fields.firstName, { exact: true }).fill("Ada");
      await page.getByLabel(fields.lastName, { exact: true }).fill("Lovelace");
      await page.getByLabel(fields.email, { exact: true }).fill(email);
      await page.getByLabel(fields.phone, { exact: true }).fill("613 555 0199");
      await page
        .getByRole("textbox", { name: fields.experience["ai-engineer"], exact: true })
        .fill("Eight years of machine learning in production, from data pipelines to evaluation and serving.");
      await page
        .getByLabel(fields.motivation, { exact: true })
        .fill("I want to build museum experiences where visitors talk with the collection in their own language.");
      await page.getByLabel(fields.availableStart, { exact: true }).fill("In two weeks");
      await page.locator("#application-resume").setInputFiles({
        name: "resume.pdf",
        mimeType: "application/pdf",
        buffer: pdfBytes("No-script resume"),
      });
      await page.getByRole("button", { name: m.application.submit, exact: true }).click();
      await expect(page).toHaveURL(`${localizedPath("/application", language)}#application-sent`);
      await expect(page.getByRole("status").filter({ hasText: m.toasts.applicationSuccess.title })).toBeVisible();
      const team = await mailTo(TEAM_ADDRESS, (mail) => mail.replyTo === email);
      expect(team.attachments.map((attachment) => attachment.filename)).toEqual(["resume.pdf"]);
    });

    test("the phone menu opens and closes", async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto(localizedPath("/about", language));
      const menu = page.getByRole("dialog", { name: m.common.menu.title });
      await page.getByRole("button", { name: m.common.menu.open }).click();
      await expect(menu).toBeVisible();
      await menu.getByRole("button", { name: m.common.menu.close }).click();
      await expect(menu).toBeHidden();
    });
  });
}
