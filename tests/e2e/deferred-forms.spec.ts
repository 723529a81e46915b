/**
 * The forms' code arrives when the visitor reaches for a form, to spare the page's JavaScript budget (ADR 010):
 * the page shows the form from its HTML, keeps what is typed before the code is there, and sends a submission
 * made meanwhile once it is. A navigation to a form page shows a working form at once.
 */
import type { Page } from "@playwright/test";
import { localizedPath } from "../../core/language.ts";
import {
  CONSENTED,
  TEAM_ADDRESS,
  en,
  expect,
  fr,
  gotoHydrated,
  holdScripts,
  mailTo,
  test,
  toast,
  uniqueEmail,
} from "./fixtures.ts";

test.use({ storageState: CONSENTED, viewport: { width: 1280, height: 900 } });

/** Counts the scripts the page requests from now on. */
function countScripts(page: Page): () => number {
  let count = 0;
  page.on("request", (request) => {
    if (request.resourceType() === "script") count++;
  });
  return () => count;
}

test("the contact form's code is fetched when a field is reached, not with the page", async ({ page }) => {
  const formCode: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/(contact-form|submit-form)-[\w-]+\.js$/.test(request.url())) formCode.push(request.url());
  });
  await gotoHydrated(page, "/contact");
  // The page has loaded, hydrated and gone quiet (its idle-time prefetches included): no form code yet.
  await page.waitForLoadState("networkidle");
  expect(formCode).toEqual([]);
  const scripts = countScripts(page);

  await page.getByLabel(en.contact.form.firstName, { exact: true }).focus();
  await expect.poll(scripts).toBeGreaterThan(0);
  await expect.poll(() => formCode.length).toBeGreaterThan(0);
});

test("what is typed before the form's code arrives is kept, and an early submit is checked once it has", async ({
  page,
}) => {
  await gotoHydrated(page, "/fr/contact");
  await page.waitForLoadState("networkidle");
  const { held, release } = await holdScripts(page);
  const m = fr.contact.form;

  await page.getByLabel(m.firstName, { exact: true }).fill("Léa");
  await page.getByLabel(m.email, { exact: true }).fill("lea@example.com");
  await page.getByRole("button", { name: m.submit, exact: true }).click();
  // Nothing left the page, and no field went into the address.
  await expect(page).toHaveURL(/\/fr\/contact\/?$/);
  expect(held()).toBeGreaterThan(0);
  await expect(page.locator("#contact-lastName-error")).toHaveCount(0);
  release();

  await expect(page.locator("#contact-lastName")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#contact-lastName")).toBeFocused();
  await expect(page.locator("#contact-lastName-error")).toHaveText(fr.validation.lastNameRequired);
  await expect(page.locator("#contact-message-error")).toHaveText(fr.validation.messageRequired);
  await expect(page.locator("#contact-firstName")).toHaveValue("Léa");
  await expect(page.locator("#contact-firstName")).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#contact-email")).toHaveValue("lea@example.com");
});

test("a message filled and sent before the form's code arrives is sent once it has", async ({ page }) => {
  await gotoHydrated(page, "/contact");
  await page.waitForLoadState("networkidle");
  const { held, release } = await holdScripts(page);
  const m = en.contact.form;
  const email = uniqueEmail("early");

  await page.getByLabel(m.firstName, { exact: true }).fill("Early");
  await page.getByLabel(m.lastName, { exact: true }).fill("Bird");
  await page.getByLabel(m.email, { exact: true }).fill(email);
  await page.getByLabel(m.message, { exact: true }).fill("Typed before the form's code was there.");
  const answer = page.waitForResponse("**/api/contact");
  await page.getByRole("button", { name: m.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/contact\/?$/);
  expect(held()).toBeGreaterThan(0);
  release();

  expect((await answer).status()).toBe(201);
  await expect(toast(page)).toHaveAttribute("data-type", "success");
  const team = await mailTo(TEAM_ADDRESS, (mail) => mail.replyTo === email);
  expect(team.text).toContain("Typed before the form's code was there.");
});

test("a navigation to a form page shows a working form at once", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.getByRole("banner").getByRole("link", { name: en.common.nav.contact, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${localizedPath("/contact", "en-CA")}$`));
  await page.getByRole("button", { name: en.contact.form.submit, exact: true }).click();
  await expect(page.locator("#contact-firstName")).toBeFocused();
  await expect(page.locator("#contact-firstName-error")).toHaveText(en.validation.firstNameRequired);
});

test("a position and a file chosen before the application form's code arrives are taken up", async ({ page }) => {
  await gotoHydrated(page, "/application");
  await page.waitForLoadState("networkidle");
  const { held, release } = await holdScripts(page);

  await page.locator("#application-position").selectOption("ai-engineer");
  await page
    .locator("#application-resume")
    .setInputFiles({ name: "resume.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4") });
  await expect(page.locator("#application-experience")).toHaveCount(0);
  expect(held()).toBeGreaterThan(0);
  release();

  await expect(page.locator("label[for=application-experience]")).toHaveText(
    en.application.fields.experience["ai-engineer"],
  );
  await expect(page.getByTestId("application-resume-name")).toHaveText("resume.pdf");
  await expect(page.locator("#application-position")).toHaveValue("ai-engineer");
});
