/**
 * No log line carries what a visitor typed. The real server (`node server/main.ts`, at the most verbose
 * level) takes a contact message, an application with a file, a chat escalation, a honeypot post and invalid
 * posts, all with recognisable values, and delivers mail to an SMTP server that refuses one recipient with
 * the address in its answer, as real servers do; then its whole output is searched for those values.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "../core/forms.ts";
import { pdfBytes } from "../tests/support/documents.ts";
import { spawnServer } from "../tests/support/server-process.ts";
import { startSmtpSink, type SmtpSink } from "../tests/support/smtp-sink.ts";
import { storageFor, TEST_ENV, type StorageFixture } from "../tests/support/test-server.ts";

const refused = "zorblax.quimbleton@refused.example";
const contact = {
  firstName: "Zorblax",
  lastName: "Quimbleton",
  email: refused,
  company: "Frobnitz Cartography",
  service: "other",
  message: "Marmalade sunrise over the Kanata wetlands, please.",
  [HONEYPOT_FIELD]: "",
};
const application = {
  position: "ai-engineer",
  firstName: "Yrsabelle",
  lastName: "Vexworth",
  email: "yrsabelle.vexworth@example.org",
  phone: "613 555 8642",
  portfolioUrl: "https://vexworth-portfolio.example.org",
  experience: "Twelve years tuning Gravlaxian retrieval pipelines for archives and museums.",
  motivation: "I want to bring the Quillfeather method to public institutions across Canada.",
  availableStart: "Thistledown season",
  [HONEYPOT_FIELD]: "",
};
const fileName = "Vexworth-Resume-Saffronella.pdf";
const chatEmail = "plumbago.fanciers@example.net";
const chatMessage = "I want to speak to a human about the Plumbago exhibit";
const spam = { ...contact, firstName: "Spamalotta", email: "spamalotta@example.com", [HONEYPOT_FIELD]: "Honeyfax" };
const invalid = { ...contact, firstName: "W", email: "not-an-address-Wobblefritz", message: "" };

/** Every value above that a log line must never hold. */
const RECOGNISABLE = [
  refused,
  "zorblax",
  "quimbleton",
  "Frobnitz",
  "Marmalade",
  "Kanata",
  "Yrsabelle",
  "Vexworth",
  "555 8642",
  "Gravlaxian",
  "Quillfeather",
  "Thistledown",
  "Saffronella",
  chatEmail,
  "plumbago",
  "Spamalotta",
  "Honeyfax",
  "Wobblefritz",
  "brokenjsonvisitor",
];

describe("server logs", () => {
  let storage: StorageFixture;
  let smtp: SmtpSink;

  beforeAll(async () => {
    storage = await storageFor("sqlite");
    smtp = await startSmtpSink(0, { parse: false });
    smtp.refuseRecipients = /@refused\.example$/;
  });
  afterAll(async () => {
    await smtp.close();
    await storage.cleanup();
  });

  it("never carry a visitor's email, name, message, phone or file name", async () => {
    const child = spawnServer(
      {
        DATABASE_URL: "",
        ...TEST_ENV,
        ...storage.env,
        LOG_LEVEL: "trace",
        SMTP_URL: smtp.url,
        MAIL_MAX_ATTEMPTS: "1",
      },
      [],
      { captureOutput: true },
    );
    let output = "";
    child.stdout?.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
    child.stderr?.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.once("close", resolve));
    const until = async (condition: () => boolean, what: string) => {
      const deadline = Date.now() + 20_000;
      while (!condition()) {
        if (Date.now() > deadline) throw new Error(`${what} did not happen; output:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };

    try {
      await until(() => output.includes("Server listening"), "the start");
      const base = /Server listening at (http:\/\/[\d.:]+)/.exec(output)?.[1] ?? "";
      const postJson = (path: string, body: string) =>
        fetch(`${base}${path}`, { method: "POST", headers: { "Content-Type": "application/json" }, body });
      expect((await postJson("/api/contact", JSON.stringify(contact))).status).toBe(201);
      expect((await postJson("/api/contact", JSON.stringify(spam))).status).toBe(201);
      expect((await postJson("/api/contact", JSON.stringify(invalid))).status).toBe(400);
      expect((await postJson("/api/contact", '{"email":"brokenjsonvisitor@example.com",')).status).toBe(400);

      const form = new FormData();
      for (const [name, value] of Object.entries(application)) form.append(name, value);
      form.append("resume", new Blob([new Uint8Array(pdfBytes())]), fileName);
      expect((await fetch(`${base}/api/applications`, { method: "POST", body: form })).status).toBe(201);
      const badForm = new FormData();
      for (const [name, value] of Object.entries({ ...application, phone: "12" })) badForm.append(name, value);
      expect((await fetch(`${base}/api/applications`, { method: "POST", body: badForm })).status).toBe(400);

      const chat = await postJson(
        "/api/chat",
        JSON.stringify({ message: chatMessage, chatHistory: [], userEmail: chatEmail, language: "en-CA" }),
      );
      expect(((await chat.json()) as { escalated: boolean }).escalated).toBe(true);

      // The contact confirmation is refused (its address in the answer); the four other emails arrive.
      await until(() => output.includes("mail delivery failed") && smtp.messages.length >= 4, "delivery");
    } finally {
      child.kill("SIGTERM");
      await exited;
    }

    // The log says what happened…
    for (const event of [
      "retention purge",
      "contact message stored",
      "contact post caught by the honeypot",
      "request refused",
      "application stored",
      "chat escalated to the team",
      "mail delivered",
      "mail delivery failed",
    ])
      expect(output, event).toContain(event);
    // …without anything the visitors typed.
    const leaks = RECOGNISABLE.filter((value) => output.toLowerCase().includes(value.toLowerCase()));
    expect(leaks, output).toEqual([]);
  });
});
