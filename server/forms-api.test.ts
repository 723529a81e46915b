/**
 * The form API against real parts: the real server on loopback, a real SQLite file or PostgreSQL database,
 * and a real SMTP server that records what arrives. The same tests run on both engines.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "../core/forms.ts";
import type { ErrorBody } from "./api/errors.ts";
import { MAX_UPLOAD_BYTES } from "../core/limits.ts";
import { en } from "../locales/en-CA/index.ts";
import { fr } from "../locales/fr-CA/index.ts";
import { docBytes, docxBytes, exeBytes, pdfBytes } from "../tests/support/documents.ts";
import { startSmtpSink, type SmtpSink } from "../tests/support/smtp-sink.ts";
import {
  ENGINES,
  eventually,
  POSTGRES_SKIP_REASON,
  startTestServer,
  storageFor,
  type RunningServer,
  type StorageFixture,
  outboxSettled,
} from "../tests/support/test-server.ts";
import { applicationForm, sampleApplication, sampleContact } from "../tests/support/samples.ts";

const contact = sampleContact;
const application = sampleApplication;

function postJson(server: RunningServer, body: unknown, language = "en-CA", path = "/api/contact") {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Accept-Language": language },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

function postApplication(server: RunningServer, form: FormData, language = "en-CA") {
  return fetch(`${server.url}/api/applications`, {
    method: "POST",
    headers: { "Accept-Language": language },
    body: form,
  });
}

if (!ENGINES.includes("postgres")) {
  if (process.env.CI) throw new Error(`CI must run the PostgreSQL tests: ${POSTGRES_SKIP_REASON}`);
  describe.skip(`forms API on PostgreSQL (skipped: ${POSTGRES_SKIP_REASON})`, () => {
    it("runs when TEST_DATABASE_URL is set", () => undefined);
  });
}

describe.each(ENGINES)("forms API on %s", (engine) => {
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
    smtp.rejectWith = undefined;
    storage = await storageFor(engine);
    server = await startTestServer(storage, { SMTP_URL: smtp.url, MAIL_TO: "team@northlight.example" });
  });
  afterEach(async () => {
    await server.stop();
    await storage.cleanup();
  });

  async function expectStillServing() {
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
  }

  it("stores a contact message and emails the team and the visitor, in the visitor's language", async () => {
    const response = await postJson(server, contact, "fr-CA");
    expect(response.status).toBe(201);
    const rows = await server.store.db.selectFrom("contact_messages").selectAll().execute();
    expect(rows).toMatchObject([
      { first_name: "Jo", email: "jo@example.com", service: "ai-consulting", language: "fr-CA" },
    ]);

    const mails = await smtp.waitFor(2);
    const team = mails.find((mail) => mail.to === "team@northlight.example");
    const visitor = mails.find((mail) => mail.to === "jo@example.com");
    expect(team?.replyTo).toBe("jo@example.com");
    expect(team?.subject).toBe("New contact message from Jo Tremblay");
    for (const value of [
      contact.firstName,
      contact.lastName,
      contact.email,
      contact.company,
      "AI Consulting",
      contact.message,
    ]) {
      expect(team?.text).toContain(value);
    }
    expect(visitor?.subject).toBe(fr.emails.contactVisitor.subject);
    expect(visitor?.text).toContain("Bonjour Jo,");
    expect(visitor?.replyTo).toBe("");
    await eventually(async () => {
      const sent = await server.store.db.selectFrom("outbox").select("status").where("status", "=", "sent").execute();
      return sent.length === 2 ? true : undefined;
    });
  });

  it("stores an application with its files and attaches them to the team's email", async () => {
    const cv = pdfBytes();
    const letter = docxBytes();
    const response = await postApplication(
      server,
      applicationForm(application, { resume: [cv, "Ada CV.pdf"], coverLetter: [letter, "letter.docx"] }),
    );
    expect(response.status).toBe(201);
    const files = await server.store.db
      .selectFrom("application_files")
      .select(["field", "file_name", "size"])
      .orderBy("field")
      .execute();
    expect(files).toEqual([
      { field: "coverLetter", file_name: "letter.docx", size: letter.length },
      { field: "resume", file_name: "Ada CV.pdf", size: cv.length },
    ]);
    const mails = await smtp.waitFor(2);
    const team = mails.find((mail) => mail.to === "team@northlight.example");
    expect(team?.replyTo).toBe("ada@example.com");
    expect(team?.subject).toBe("New application for Application Developer from Ada Lovelace");
    expect(
      team?.attachments
        .map(({ filename, size }) => ({ filename, size }))
        .sort((a, b) => a.filename.localeCompare(b.filename)),
    ).toEqual([
      { filename: "Ada CV.pdf", size: cv.length },
      { filename: "letter.docx", size: letter.length },
    ]);
    const visitor = mails.find((mail) => mail.to === "ada@example.com");
    expect(visitor?.subject).toBe(en.emails.applicationVisitor.subject);
    expect(visitor?.text).toContain("within 48 hours");
    expect(visitor?.attachments).toEqual([]);
  });

  it("accepts an application without files and a DOC file", async () => {
    expect((await postApplication(server, applicationForm(application))).status).toBe(201);
    expect(
      (await postApplication(server, applicationForm(application, { resume: [docBytes(), "cv.doc"] }))).status,
    ).toBe(201);
    expect(await server.store.db.selectFrom("applications").select("id").execute()).toHaveLength(2);
  });

  describe("confirmations cannot be used to mail strangers", () => {
    it("carry none of the visitor's text back out: an advert typed for a victim's address stays with the team", async () => {
      const advert = {
        ...contact,
        firstName: "www.cheap-pills.example",
        lastName: "Buy now",
        company: "Cheap pills",
        email: "victim@example.com",
        message: "Best prices at https://cheap-pills.example",
      };
      expect((await postJson(server, advert)).status).toBe(201);
      const mails = await smtp.waitFor(2);
      const visitor = mails.find((mail) => mail.to === "victim@example.com");
      expect(visitor?.text.split("\n")[0]).toBe(en.emails.greetingWithoutName);
      for (const typed of ["cheap-pills", "Cheap pills", "Buy now", "Best prices"]) {
        expect(visitor?.text).not.toContain(typed);
        expect(visitor?.html).not.toContain(typed);
      }
      const team = mails.find((mail) => mail.to === "team@northlight.example");
      expect(team?.text).toContain("Best prices at https://cheap-pills.example");
    });

    it("go at most 3 times a day to one address (case and +tags folded), while the team hears of every message", async () => {
      const addresses = ["lea@example.com", "Lea@Example.com", "lea+2@example.com", "LEA+spam@example.com"];
      for (const [index, email] of addresses.entries()) {
        expect((await postJson(server, { ...contact, email, message: `Message ${index}` })).status).toBe(201);
      }
      const mails = await smtp.waitFor(7);
      await outboxSettled(server.store);
      expect(smtp.messages).toHaveLength(7);
      const toTeam = mails.filter((mail) => mail.to === "team@northlight.example");
      expect(toTeam).toHaveLength(4);
      const confirmed = mails.filter((mail) => mail.to !== "team@northlight.example").map((mail) => mail.to);
      expect(confirmed.map((to) => to.toLowerCase()).sort()).toEqual(
        addresses
          .slice(0, 3)
          .map((to) => to.toLowerCase())
          .sort(),
      );
      const fourth = toTeam.find((mail) => mail.text.includes("Message 3"));
      expect(fourth?.text).toContain("Not sent: this address already received 3 confirmations today.");
      const counts = await server.store.db.selectFrom("confirmation_counts").selectAll().execute();
      // Counted by a hash of the mailbox: the table holds no address.
      expect(JSON.stringify(counts)).not.toContain("example.com");
    });

    it("go at most 3 times a day to one Gmail mailbox, whatever its dots and whether gmail.com or googlemail.com", async () => {
      const spellings = [
        "victim@gmail.com",
        "v.ictim@gmail.com",
        "vi.ctim@gmail.com",
        "Vic.Tim+x@Gmail.com",
        "victim@googlemail.com",
      ];
      for (const [index, email] of spellings.entries())
        expect((await postJson(server, { ...contact, email, message: `Message ${index}` })).status).toBe(201);
      // Elsewhere a dot is part of the name: another mailbox, with its own confirmation.
      expect((await postJson(server, { ...contact, email: "vic.tim@example.com", message: "Message 5" })).status).toBe(
        201,
      );
      await smtp.waitFor(10);
      await outboxSettled(server.store);
      const confirmed = smtp.messages.filter((mail) => mail.to !== "team@northlight.example").map((mail) => mail.to);
      expect(confirmed.sort()).toEqual([...spellings.slice(0, 3), "vic.tim@example.com"].sort());
      const toTeam = smtp.messages.filter((mail) => mail.to === "team@northlight.example");
      expect(toTeam).toHaveLength(6);
      for (const index of [3, 4])
        expect(toTeam.find((mail) => mail.text.includes(`Message ${index}`))?.text).toContain(
          "Not sent: this address already received 3 confirmations today.",
        );
    });
  });

  describe("bad input is refused with a status and a translated message, and the server keeps answering", () => {
    it.each([
      [
        "missing fields",
        { [HONEYPOT_FIELD]: "" },
        {
          firstName: en.validation.firstNameMin,
          lastName: en.validation.lastNameMin,
          email: en.validation.emailInvalid,
          message: en.validation.messageRequired,
        },
      ],
      [
        "over-long fields",
        { ...contact, firstName: "x".repeat(101), message: "y".repeat(5001) },
        { firstName: en.validation.nameTooLong, message: en.validation.longTextTooLong },
      ],
      ["an invalid email", { ...contact, email: "jo@" }, { email: en.validation.emailInvalid }],
      [
        "CR/LF in the email",
        { ...contact, email: "jo@example.com\r\nBcc: all@example.com" },
        { email: en.validation.emailInvalid },
      ],
      ["an unknown service", { ...contact, service: "crypto" }, { service: en.validation.serviceInvalid }],
    ])("contact: %s → 400", async (_case, body, fieldErrors) => {
      const response = await postJson(server, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: en.api.validation, fieldErrors });
      expect(await server.store.db.selectFrom("contact_messages").select("id").execute()).toHaveLength(0);
      await expectStillServing();
    });

    it("answers in French for a French page", async () => {
      const response = await postJson(server, { ...contact, email: "nope" }, "fr-CA");
      expect(await response.json()).toEqual({
        message: fr.api.validation,
        fieldErrors: { email: fr.validation.emailInvalid },
      });
    });

    it("a field of the wrong type gets its field's message in the page's language", async () => {
      for (const [language, m] of [
        ["en-CA", en],
        ["fr-CA", fr],
      ] as const) {
        const response = await postJson(server, { ...contact, firstName: 42, service: ["other"] }, language);
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({
          message: m.api.validation,
          fieldErrors: { firstName: m.validation.firstNameMin, service: m.validation.serviceInvalid },
        });
      }
    });

    it("escapes a script in text fields in the HTML email, and keeps it as text", async () => {
      const script = '<script>alert("x")</script><img src=x onerror=alert(1)>';
      expect((await postJson(server, { ...contact, message: script, company: script })).status).toBe(201);
      const team = (await smtp.waitFor(2)).find((mail) => mail.to === "team@northlight.example");
      expect(team?.html).not.toContain("<script>");
      expect(team?.html).not.toContain("<img");
      expect(team?.html).toContain("&#60;script&#62;");
      expect(team?.text).toContain(script);
    });

    it("malformed JSON → 400", async () => {
      const response = await postJson(server, '{"firstName": "Jo",', "fr-CA");
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: fr.api.malformed });
      await expectStillServing();
    });

    it("wrong content type → 415", async () => {
      for (const [path, type] of [
        ["/api/contact", "text/plain"],
        ["/api/applications", "application/x-www-form-urlencoded"],
        ["/api/applications", "application/json"],
      ] as const) {
        const response = await fetch(`${server.url}${path}`, {
          method: "POST",
          headers: { "Content-Type": type },
          body: "firstName=Jo",
        });
        expect(response.status, `${path} ${type}`).toBe(415);
        expect(await response.json()).toEqual({ message: en.api.unsupportedType });
      }
      await expectStillServing();
    });

    it("a JSON body over the limit → 413 that names the route's own limit", async () => {
      const body = { ...contact, message: "x".repeat(400_000) };
      const contactRefusal = await postJson(server, body);
      expect(contactRefusal.status).toBe(413);
      expect(await contactRefusal.json()).toEqual({ message: en.api.bodyTooLarge.replace("{{kilobytes}}", "64") });
      const chatRefusal = await postJson(server, body, "fr-CA", "/api/chat");
      expect(chatRefusal.status).toBe(413);
      expect(await chatRefusal.json()).toEqual({ message: fr.api.bodyTooLarge.replace("{{kilobytes}}", "300") });
      await expectStillServing();
    });

    it("an .exe renamed .pdf → 400 on its field", async () => {
      const response = await postApplication(server, applicationForm(application, { resume: [exeBytes(), "cv.pdf"] }));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: en.api.validation, fieldErrors: { resume: en.api.fileType } });
      expect(await server.store.db.selectFrom("applications").select("id").execute()).toHaveLength(0);
    });

    it("a ZIP that is not a Word document → 400", async () => {
      const { zipBytes } = await import("../tests/support/documents.ts");
      const response = await postApplication(
        server,
        applicationForm(application, { coverLetter: [zipBytes({ "x.txt": "hi" }), "letter.docx"] }),
      );
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).fieldErrors).toEqual({ coverLetter: en.api.fileType });
    });

    it("a file of 10 MB plus one byte → 413, and exactly 10 MB is accepted", async () => {
      const tooBig = Buffer.concat([pdfBytes(), Buffer.alloc(MAX_UPLOAD_BYTES + 1 - pdfBytes().length)]);
      const response = await postApplication(
        server,
        applicationForm(application, { resume: [tooBig, "cv.pdf"] }),
        "fr-CA",
      );
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ message: fr.api.tooLarge, fieldErrors: { resume: fr.api.fileTooLarge } });
      const justRight = tooBig.subarray(0, MAX_UPLOAD_BYTES);
      expect(
        (await postApplication(server, applicationForm(application, { resume: [justRight, "cv.pdf"] }))).status,
      ).toBe(201);
      await expectStillServing();
    });

    it("a third file field, or a file under another name → 400", async () => {
      const three = applicationForm(application, {
        coverLetter: [pdfBytes(), "a.pdf"],
        resume: [pdfBytes(), "b.pdf"],
        portfolio: [pdfBytes(), "c.pdf"],
      });
      const response = await postApplication(server, three);
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).message).toBe(en.api.unexpectedFile);
      const other = await postApplication(server, applicationForm(application, { photo: [pdfBytes(), "me.pdf"] }));
      expect(other.status).toBe(400);
      expect(await server.store.db.selectFrom("applications").select("id").execute()).toHaveLength(0);
      await expectStillServing();
    });

    it("a 30 MB body → 413", async () => {
      const huge = Buffer.concat([pdfBytes(), Buffer.alloc(30 * 1024 * 1024)]);
      const response = await postApplication(server, applicationForm(application, { resume: [huge, "cv.pdf"] }));
      expect(response.status).toBe(413);
      await expectStillServing();
    });

    it("an invalid application lists each field's message", async () => {
      const response = await postApplication(
        server,
        applicationForm({ position: "", firstName: "A", email: "x", [HONEYPOT_FIELD]: "" }),
        "fr-CA",
      );
      expect(response.status).toBe(400);
      const body = (await response.json()) as ErrorBody;
      expect(body.fieldErrors).toMatchObject({
        position: fr.validation.positionRequired,
        firstName: fr.validation.firstNameMin,
        email: fr.validation.emailInvalid,
        experience: fr.validation.experienceMin,
      });
    });
  });

  describe("honeypot", () => {
    it.each([
      ["filled", { ...contact, [HONEYPOT_FIELD]: "555-0100" }],
      ["missing", Object.fromEntries(Object.entries(contact).filter(([key]) => key !== HONEYPOT_FIELD))],
    ])("contact with the honeypot %s looks accepted, is stored as spam and is not emailed", async (_case, body) => {
      const response = await postJson(server, body);
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual({ status: "received" });
      expect(await server.store.db.selectFrom("spam_submissions").select(["kind", "reason"]).execute()).toEqual([
        { kind: "contact", reason: `honeypot ${_case}` },
      ]);
      expect(await server.store.db.selectFrom("contact_messages").select("id").execute()).toHaveLength(0);
      expect(await server.store.db.selectFrom("outbox").select("id").execute()).toHaveLength(0);
    });

    it("an application with the honeypot filled is stored as spam", async () => {
      const response = await postApplication(server, applicationForm({ ...application, [HONEYPOT_FIELD]: "bot" }));
      expect(response.status).toBe(201);
      expect(await server.store.db.selectFrom("spam_submissions").select("kind").execute()).toEqual([
        { kind: "application" },
      ]);
      expect(await server.store.db.selectFrom("outbox").select("id").execute()).toHaveLength(0);
    });
  });
});

describe.each(ENGINES)("the daily total of confirmations on %s", (engine) => {
  it("skips confirmations past MAIL_CONFIRMATIONS_PER_DAY and still notifies the team", async () => {
    const smtp = await startSmtpSink();
    const storage = await storageFor(engine);
    const server = await startTestServer(storage, { SMTP_URL: smtp.url, MAIL_CONFIRMATIONS_PER_DAY: "2" });
    try {
      for (const name of ["a", "b", "c"]) {
        const body = { ...contact, email: `${name}@example.com`, message: `From ${name}` };
        expect((await postJson(server, body)).status).toBe(201);
      }
      expect((await postApplication(server, applicationForm({ ...application, email: "d@example.com" }))).status).toBe(
        201,
      );
      await smtp.waitFor(6);
      await outboxSettled(server.store);
      const visitors = smtp.messages.filter((mail) => mail.to !== "team@northlight.example").map((mail) => mail.to);
      expect(visitors.sort()).toEqual(["a@example.com", "b@example.com"]);
      const team = smtp.messages.filter((mail) => mail.to === "team@northlight.example");
      expect(team).toHaveLength(4);
      for (const mail of team.filter((mail) => /From c|d@example.com/.test(mail.text)))
        expect(mail.text).toContain(en.emails.confirmationSkipped["daily-limit"]);
    } finally {
      await server.stop();
      await storage.cleanup();
      await smtp.close();
    }
  });
});

describe("rate limits with the default configuration", () => {
  let storage: StorageFixture;
  let server: RunningServer;
  beforeAll(async () => {
    storage = await storageFor("sqlite");
    server = await startTestServer(storage, {
      RATE_LIMIT_CONTACT: undefined,
      RATE_LIMIT_APPLICATION: undefined,
      RATE_LIMIT_CHAT: undefined,
    });
  });
  afterAll(async () => {
    await server.stop();
    await storage.cleanup();
  });

  it("allows 5 contact posts per 10 minutes per address, then answers 429 in the page's language", async () => {
    for (let index = 0; index < 5; index++)
      expect((await postJson(server, { ...contact, email: "bad" })).status).toBe(400);
    const refused = await postJson(server, contact, "fr-CA");
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: fr.api.rateLimited });
    expect(refused.headers.get("retry-after")).toBeTruthy();
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it("allows 3 applications per hour per address", async () => {
    for (let index = 0; index < 3; index++)
      expect((await postApplication(server, applicationForm({ [HONEYPOT_FIELD]: "" }))).status).toBe(400);
    const refused = await postApplication(server, applicationForm(application));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: en.api.rateLimited });
  });
});
