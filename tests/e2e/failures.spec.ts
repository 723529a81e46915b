/**
 * Failures leave the page as it is. An island whose code is gone (a page loaded before a new deployment
 * removed its hashed files) or whose code breaks leaves its prerendered HTML in place: the page reads, its
 * links lead on, and its form is still delivered as a plain post (ADR 010). Failures are made by answering
 * for the real built files in the browser.
 */
import { LANGUAGES, localizedPath } from "../../core/language.ts";
import { CONSENTED, MESSAGES, TEAM_ADDRESS, expect, expectedHeading, mailTo, test, uniqueEmail } from "./fixtures.ts";

test.use({ storageState: CONSENTED });

const ISLAND_CODE = /\/assets\/(contact-form|chat|application-form)\.[\w-]+\.js(\?.*)?$/;

const failures = [
  {
    name: "is gone after a new deployment",
    answer: { status: 404, body: "" },
    logged: /Failed to load resource|Error hydrating|Failed to fetch dynamically imported/,
  },
  {
    name: "breaks",
    answer: { contentType: "text/javascript", body: 'throw new Error("this island fails");' },
    logged: /this island fails|Error hydrating/,
  },
];

for (const { name, answer, logged } of failures) {
  test.describe(`when an island's code ${name}`, () => {
    test.use({ allowedConsoleErrors: [logged] });

    for (const language of LANGUAGES) {
      const m = MESSAGES[language];
      test(`the contact page still reads, and its form is still delivered (${language})`, async ({ page }) => {
        await page.route(ISLAND_CODE, (route) => route.fulfill(answer));
        const path = localizedPath("/contact", language);
        await page.goto(path, { waitUntil: "load" });
        await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName(
          expectedHeading("contact", language),
        );

        const form = m.contact.form;
        const email = uniqueEmail("island-failed");
        await page.getByLabel(form.firstName, { exact: true }).fill("Still");
        await page.getByLabel(form.lastName, { exact: true }).fill("Delivered");
        await page.getByLabel(form.email, { exact: true }).fill(email);
        await page.getByLabel(form.message, { exact: true }).fill("Sent while the form's code was missing.");
        await page.getByRole("button", { name: form.submit, exact: true }).click();
        await expect(page).toHaveURL(`${path}#contact-sent`);
        await expect(page.getByRole("status").filter({ hasText: m.toasts.contactSuccess.title })).toBeVisible();
        const team = await mailTo(TEAM_ADDRESS, (mail) => mail.replyTo === email);
        expect(team.text).toContain("Sent while the form's code was missing.");
      });
    }
  });
}
