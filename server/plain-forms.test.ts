/**
 * The forms as a browser posts them without the site's script (ADR 010), against the real server: stored and
 * emailed like any other, answered with a redirect to the form's confirmation, or with a page in the form's
 * language that says what to correct. A client asking for JSON still gets JSON.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "../core/forms.ts";
import { en } from "../locales/en-CA/index.ts";
import { fr } from "../locales/fr-CA/index.ts";
import { pdfBytes } from "../tests/support/documents.ts";
import { applicationForm, sampleApplication, sampleContact } from "../tests/support/samples.ts";
import { startSmtpSink, type SmtpSink } from "../tests/support/smtp-sink.ts";
import {
  ENGINES,
  startTestServer,
  storageFor,
  type RunningServer,
  type StorageFixture,
} from "../tests/support/test-server.ts";

/** What Chromium sends with a form it submits itself. */
const NAVIGATION_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

function postPlainContact(server: RunningServer, fields: Record<string, string>, query = "") {
  return fetch(`${server.url}/api/contact${query}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: NAVIGATION_ACCEPT },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
}

describe.each(ENGINES)("forms posted without the site's script, on %s", (engine) => {
  let smtp: SmtpSink;
  let storage: StorageFixture;
  let server: RunningServer;

  beforeAll(async () => {
    smtp = await startSmtpSink();
  });
  afterAll(async () => {
    await smtp.close();
  });
  beforeEach(async () => {
    smtp.messages.length = 0;
    storage = await storageFor(engine);
    server = await startTestServer(storage, {
      SMTP_URL: smtp.url,
      MAIL_TO: "team@northlight.example",
      RATE_LIMIT_CONTACT: "3/1m",
    });
  });
  afterEach(async () => {
    await server.stop();
    await storage.cleanup();
  });

  it("a contact message is stored in the page's language, emailed, and the browser sent to its confirmation", async () => {
    const response = await postPlainContact(server, sampleContact, "?language=fr-CA");
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/fr/contact#contact-sent");
    const rows = await server.store.db.selectFrom("contact_messages").select(["email", "language"]).execute();
    expect(rows).toEqual([{ email: sampleContact.email, language: "fr-CA" }]);
    const mails = await smtp.waitFor(2);
    expect(mails.find((mail) => mail.to === sampleContact.email)?.subject).toBe(fr.emails.contactVisitor.subject);
  });

  it("a contact message with mistakes gets a page in its language listing them, and echoes nothing typed", async () => {
    const response = await postPlainContact(
      server,
      { ...sampleContact, firstName: "<script>alert(1)</script>", email: "not an address", message: "" },
      "?language=fr-CA",
    );
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('<html lang="fr-CA">');
    expect(html).toContain(fr.api.page.title);
    for (const message of [fr.validation.emailInvalid, fr.validation.messageRequired]) expect(html).toContain(message);
    expect(html).toContain('href="/fr/contact"');
    expect(html).not.toContain("<script");
    expect(await server.store.db.selectFrom("contact_messages").selectAll().execute()).toEqual([]);
  });

  it("an application with a file is stored and the browser sent to its confirmation", async () => {
    const form = applicationForm(sampleApplication, { resume: [pdfBytes(), "cv.pdf"] });
    const response = await fetch(`${server.url}/api/applications`, {
      method: "POST",
      headers: { Accept: NAVIGATION_ACCEPT },
      body: form,
      redirect: "manual",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/application#application-sent");
    const files = await server.store.db.selectFrom("application_files").select("file_name").execute();
    expect(files).toEqual([{ file_name: "cv.pdf" }]);
  });

  it("a post that fills the honeypot gets the same redirect, and is kept as spam", async () => {
    const response = await postPlainContact(server, { ...sampleContact, [HONEYPOT_FIELD]: "555-0100" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/contact#contact-sent");
    expect(await server.store.db.selectFrom("contact_messages").selectAll().execute()).toEqual([]);
    expect(await server.store.db.selectFrom("spam_submissions").select("kind").execute()).toEqual([
      { kind: "contact" },
    ]);
  });

  it("past the rate limit, a page in the form's language says to wait", async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await postPlainContact(server, sampleContact)).status).toBe(303);
    }
    const refused = await postPlainContact(server, sampleContact);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await refused.text()).toContain(en.api.rateLimited);
  });

  it("a client that asks for JSON still gets JSON", async () => {
    const response = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
      body: new URLSearchParams(sampleContact).toString(),
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ status: "received" });
  });
});
