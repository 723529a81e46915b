import { describe, expect, it } from "vitest";
import { en } from "../../locales/en-CA/index.ts";
import { applicationEmails, contactEmails, escapeHtml, greetingName } from "./emails.ts";

const SITE = "https://www.northlight.example";

const message = {
  firstName: "Léa",
  lastName: "O'Brien",
  email: "lea@example.com",
  company: "",
  service: "both" as const,
  message: "<b>Bonjour</b> & merci",
};

const application = {
  position: "ai-engineer" as const,
  firstName: "Ada",
  lastName: "L",
  email: "ada@example.com",
  phone: "6135550100",
  portfolioUrl: "",
  experience: "x".repeat(60),
  motivation: "y".repeat(60),
  availableStart: "now",
};

describe("emails", () => {
  it("escapes the visitor's text in HTML and keeps it intact in plain text", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;");
    const [team] = contactEmails(message, "fr-CA", "contact:1", {
      teamAddress: "team@northlight.example",
      retentionDays: 365,
      publicUrl: SITE,
    });
    expect(team?.html_body).toContain("&#60;b&#62;Bonjour&#60;/b&#62; &#38; merci");
    expect(team?.text_body).toContain("<b>Bonjour</b> & merci");
  });

  it("sends the team every field with Reply-To the visitor, and the visitor a confirmation in their language", () => {
    const [team, visitor] = contactEmails(message, "fr-CA", "contact:1", {
      teamAddress: "team@northlight.example",
      retentionDays: 365,
      publicUrl: SITE,
    });
    expect(team).toMatchObject({
      to_address: "team@northlight.example",
      reply_to: "lea@example.com",
      subject: "New contact message from Léa O'Brien",
    });
    expect(team?.text_body).toContain("Both AI Consulting and Creative Studio");
    expect(team?.text_body).toContain("(not provided)");
    expect(visitor).toMatchObject({
      to_address: "lea@example.com",
      reply_to: null,
      subject: "Nous avons bien reçu votre message",
    });
    expect(visitor?.html_body).toContain('lang="fr-CA"');
    expect(visitor?.text_body).toContain("Bonjour Léa,");
  });

  it("sends the visitor none of their text: no message, company or last name, whatever they typed", () => {
    const advert = { ...message, lastName: "Cheap pills", company: "BUY NOW", message: "Visit https://spam.example" };
    const [, visitor] = contactEmails(advert, "en-CA", "contact:2", {
      teamAddress: "team@northlight.example",
      retentionDays: 365,
      publicUrl: SITE,
    });
    for (const body of [visitor?.text_body, visitor?.html_body, visitor?.subject]) {
      expect(body).not.toContain("Cheap pills");
      expect(body).not.toContain("BUY NOW");
      expect(body).not.toContain("spam.example");
    }
  });

  it.each([
    ["Léa", "Léa"],
    ["  Jean-François ", "Jean-François"],
    ["Zoë D’Arcy", "Zoë D’Arcy"],
    ["Mary Ann Lee", "Mary Ann Lee"],
    ["김민준", "김민준"],
    ["www.spam.example", undefined],
    ["https://spam.example", undefined],
    ["Buy pills at spam dot example now", undefined],
    ["A".repeat(41), undefined],
    ["Jo2", undefined],
    ["Jo!", undefined],
    ["Jo  Lee", undefined],
    ["-Jo", undefined],
  ])("greets %j by name only when it is plainly a first name", (typed, expected) => {
    expect(greetingName(typed)).toBe(expected);
    const [, visitor] = contactEmails({ ...message, firstName: typed }, "en-CA", "contact:3", {
      teamAddress: "team@x.example",
      retentionDays: 365,
      publicUrl: SITE,
    });
    const firstLine = visitor?.text_body.split("\n")[0];
    expect(firstLine).toBe(expected === undefined ? en.emails.greetingWithoutName : `Hello ${expected},`);
  });

  it("tells the team when the visitor was not sent a confirmation, and sends none", () => {
    const recipientCapped = contactEmails(
      message,
      "en-CA",
      "contact:4",
      { teamAddress: "team@x.example", retentionDays: 365, publicUrl: SITE },
      "recipient-limit",
    );
    expect(recipientCapped.map((mail) => mail.kind)).toEqual(["contact-team"]);
    expect(recipientCapped[0]?.text_body).toContain("Not sent: this address already received 3 confirmations today.");
    const dailyCapped = applicationEmails(
      { ...application, email: "ada@example.com" },
      [],
      "fr-CA",
      "application:5",
      { teamAddress: "team@x.example", retentionDays: 365, publicUrl: SITE },
      "daily-limit",
    );
    expect(dailyCapped.map((mail) => mail.kind)).toEqual(["application-team"]);
    expect(dailyCapped[0]?.text_body).toContain(en.emails.confirmationSkipped["daily-limit"]);
  });

  it("tells the visitor how long their message or application is kept and where to ask for it", () => {
    const [, contactVisitor] = contactEmails(message, "fr-CA", "contact:1", {
      teamAddress: "team@northlight.example",
      retentionDays: 365,
      publicUrl: SITE,
    });
    for (const body of [contactVisitor?.text_body, contactVisitor?.html_body])
      expect(body).toContain(
        "Nous conservons ce que vous nous avez envoyé pendant 365 jours, puis nous le supprimons\u202f; pour en recevoir une copie ou le faire effacer plus tôt, écrivez à privacy@northlight.example.",
      );
    const [team, visitor] = applicationEmails(
      { ...application, position: "app-developer" },
      [],
      "en-CA",
      "application:5",
      { teamAddress: "team@northlight.example", retentionDays: 180, publicUrl: SITE },
    );
    expect(visitor?.text_body).toContain("We keep what you sent us for 180 days, then delete it;");
    expect(visitor?.html_body).toContain("write to privacy@northlight.example.");
    // And link to the privacy page of their language, on the site's public address.
    expect(visitor?.text_body).toContain("Our privacy policy: https://www.northlight.example/privacy\n");
    expect(contactVisitor?.text_body).toContain(
      "Notre politique de confidentialité\u00a0: https://www.northlight.example/fr/privacy\n",
    );
    // The team's notification is not the place for it.
    expect(team?.text_body).not.toContain("We keep what you sent us");
  });

  it("lists an application's attachments for the team", () => {
    const [team, visitor] = applicationEmails(
      application,
      [{ field: "resume", fileName: "cv.pdf", size: 2048 }],
      "en-CA",
      "application:4",
      { teamAddress: "team@northlight.example", retentionDays: 180, publicUrl: SITE },
    );
    expect(team?.subject).toBe("New application for AI Engineer from Ada L");
    expect(team?.text_body).toContain("cv.pdf (2 KB)");
    expect(visitor?.text_body).toContain("AI Engineer");
    for (const typed of [application.experience, application.motivation, application.phone, application.lastName])
      expect(visitor?.text_body).not.toContain(typed);
  });
});
