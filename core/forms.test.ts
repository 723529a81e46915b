import { describe, expect, it } from "vitest";
import { en } from "../locales/en-CA/index.ts";
import { fr } from "../locales/fr-CA/index.ts";
import {
  applicationSchema,
  checkUpload,
  CONTACT_VALIDATION_KEYS,
  contactSchema,
  VALIDATION_KEYS,
  type ValidationKey,
} from "./forms.ts";
import { MAX_UPLOAD_BYTES } from "./limits.ts";

const validApplication = {
  position: "ai-engineer",
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  phone: "613 555 0100",
  portfolioUrl: "",
  experience: "I have shipped retrieval systems and evaluation pipelines for several years now.",
  motivation: "I want to build AI that helps museums welcome every visitor in their language.",
  availableStart: "In two weeks",
};

function messagesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message as ValidationKey]),
  );
}

describe("application schema", () => {
  it("accepts a complete application, with or without a portfolio URL", () => {
    expect(applicationSchema.safeParse(validApplication).success).toBe(true);
    expect(applicationSchema.safeParse({ ...validApplication, portfolioUrl: "https://ada.example.com" }).success).toBe(
      true,
    );
  });

  it("gives every validation message of the specification, word for word in English", () => {
    const result = applicationSchema.safeParse({
      position: "",
      firstName: "A",
      lastName: "L",
      email: "not-an-email",
      phone: "12345",
      portfolioUrl: "not a url",
      experience: "short",
      motivation: "short",
      availableStart: "",
    });
    const english = Object.fromEntries(
      Object.entries(messagesOf(result)).map(([field, key]) => [field, en.validation[key]]),
    );
    expect(english).toEqual({
      position: "Please select a position",
      firstName: "First name must be at least 2 characters",
      lastName: "Last name must be at least 2 characters",
      email: "Please enter a valid email address",
      phone: "Please enter a valid phone number",
      portfolioUrl: "Please enter a valid URL",
      experience: "Please provide at least 50 characters about your experience",
      motivation: "Please tell us why you want to join our team",
      availableStart: "Please indicate your availability",
    });
  });

  it("has a French message for every key, different from the English one", () => {
    for (const key of VALIDATION_KEYS) {
      expect(fr.validation[key]).toBeTruthy();
      expect(fr.validation[key]).not.toBe(en.validation[key]);
    }
  });

  it("rejects an unknown position, a non-web URL and over-long answers", () => {
    expect(messagesOf(applicationSchema.safeParse({ ...validApplication, position: "ceo" }))).toEqual({
      position: "positionRequired",
    });
    expect(
      messagesOf(applicationSchema.safeParse({ ...validApplication, portfolioUrl: "javascript:alert(1)" })),
    ).toEqual({
      portfolioUrl: "urlInvalid",
    });
    expect(messagesOf(applicationSchema.safeParse({ ...validApplication, motivation: "x".repeat(5001) }))).toEqual({
      motivation: "longTextTooLong",
    });
    expect(messagesOf(applicationSchema.safeParse({ ...validApplication, firstName: "x".repeat(101) }))).toEqual({
      firstName: "nameTooLong",
    });
  });

  it("takes a portfolio link typed without https:// and keeps it with https:// in front", () => {
    for (const [typed, kept] of [
      ["github.com/ann", "https://github.com/ann"],
      ["  www.linkedin.com/in/ann-tremblay ", "https://www.linkedin.com/in/ann-tremblay"],
      ["http://ann.example.ca", "http://ann.example.ca"],
      ["", ""],
    ]) {
      const parsed = applicationSchema.safeParse({ ...validApplication, portfolioUrl: typed });
      expect(parsed.success ? parsed.data.portfolioUrl : parsed.error.issues, typed).toBe(kept);
    }
    expect(messagesOf(applicationSchema.safeParse({ ...validApplication, portfolioUrl: "not a url" }))).toEqual({
      portfolioUrl: "urlInvalid",
    });
  });

  it("does not count surrounding spaces towards a minimum", () => {
    expect(messagesOf(applicationSchema.safeParse({ ...validApplication, firstName: "  A  " }))).toEqual({
      firstName: "firstNameMin",
    });
  });
});

describe("contact schema", () => {
  const valid = {
    firstName: "Jo",
    lastName: "Tremblay",
    email: "jo@example.com",
    company: "",
    service: "",
    message: "Hello",
  };

  it("requires names, email and message; company and service are optional", () => {
    expect(contactSchema.safeParse(valid).success).toBe(true);
    expect(
      messagesOf(contactSchema.safeParse({ ...valid, firstName: "", lastName: " ", email: "x", message: "" })),
    ).toEqual({
      firstName: "firstNameMin",
      lastName: "lastNameMin",
      email: "emailInvalid",
      message: "messageRequired",
    });
  });

  it("gives exactly the messages its island carries (CONTACT_VALIDATION_KEYS)", () => {
    const long = (length: number) => "a".repeat(length);
    const given = new Set(
      [
        { firstName: "", lastName: "", email: "", message: "" },
        { firstName: long(101), lastName: long(101), email: `${long(300)}@example.com`, message: long(5001) },
        { firstName: "Jo\u200B", lastName: "Tr\u202E", company: long(201), message: "Hi\u0000" },
        { company: "A\u0000", service: "crypto" },
      ].flatMap((input) => Object.values(messagesOf(contactSchema.safeParse({ ...valid, ...input })))),
    );
    expect([...given].sort()).toEqual([...CONTACT_VALIDATION_KEYS].sort());
  });

  it("accepts only the six service options", () => {
    for (const service of ["", "ai-consulting", "creative-studio", "both", "lab-projects", "other"]) {
      expect(contactSchema.safeParse({ ...valid, service }).success).toBe(true);
    }
    expect(messagesOf(contactSchema.safeParse({ ...valid, service: "crypto" }))).toEqual({ service: "serviceInvalid" });
  });

  it.each([
    ["a right-to-left override", "Jo\u202Eeoj"],
    ["a left-to-right isolate", "\u2066Jo"],
    ["a zero-width space", "J\u200Bo"],
    ["a zero-width joiner", "Jo\u200D"],
    ["a zero-width no-break space", "J\uFEFFo"],
    ["a soft hyphen", "Jo\u00ADe"],
    ["a line separator", "Jo\u2028Jo"],
    ["a NUL", "Jo\u0000"],
    ["an escape sequence", "Jo\u001B[31m"],
    ["a lone surrogate", "Jo\uD800"],
    ["an unreadable byte", "Jo\uFFFD"],
  ])("refuses a name with %s, in both languages", (_case, name) => {
    expect(messagesOf(contactSchema.safeParse({ ...valid, firstName: name, lastName: name }))).toEqual({
      firstName: "nameCharacters",
      lastName: "nameCharacters",
    });
    expect(messagesOf(applicationSchema.safeParse({ ...validApplication, firstName: name }))).toEqual({
      firstName: "nameCharacters",
    });
    expect(en.validation.nameCharacters).toBe("Please remove invisible or formatting characters from the name");
    expect(fr.validation.nameCharacters).toBe("Veuillez retirer du nom les caractères invisibles ou de mise en forme");
  });

  it("accepts names in any script, with accents, apostrophes, hyphens and spaces", () => {
    for (const name of ["Léa", "O'Brien", "Jean-François", "Nguyễn Văn", "Αθηνά", "Zoë D’Arcy", "김민준", "محمد"]) {
      expect(contactSchema.safeParse({ ...valid, firstName: name, lastName: name }).success, name).toBe(true);
    }
  });

  it("refuses control characters in other text, but keeps tabs and line breaks", () => {
    expect(contactSchema.safeParse({ ...valid, message: "Line one\r\nLine two\tend" }).success).toBe(true);
    expect(contactSchema.safeParse({ ...valid, message: "Bidi \u202E is allowed in a message" }).success).toBe(true);
    expect(messagesOf(contactSchema.safeParse({ ...valid, message: "a\u0000b", company: "\u0007" }))).toEqual({
      message: "textCharacters",
      company: "textCharacters",
    });
    expect(
      messagesOf(applicationSchema.safeParse({ ...validApplication, experience: `${"x".repeat(60)}\uFFFD` })),
    ).toEqual({
      experience: "textCharacters",
    });
  });

  it("rejects an email with a line break", () => {
    expect(messagesOf(contactSchema.safeParse({ ...valid, email: "jo@example.com\r\nBcc: x@example.com" }))).toEqual({
      email: "emailInvalid",
    });
  });
});

describe("checkUpload", () => {
  it("accepts PDF, DOC and DOCX up to 10 MB", () => {
    expect(checkUpload({ name: "cv.PDF", size: MAX_UPLOAD_BYTES })).toBeUndefined();
    expect(checkUpload({ name: "letter.docx", size: 1 })).toBeUndefined();
    expect(checkUpload({ name: "letter.doc", size: 1 })).toBeUndefined();
  });

  it("refuses a file of 10 MB plus one byte, and other types", () => {
    expect(checkUpload({ name: "cv.pdf", size: MAX_UPLOAD_BYTES + 1 })).toBe("tooLarge");
    expect(checkUpload({ name: "cv.exe", size: 10 })).toBe("wrongType");
  });
});
