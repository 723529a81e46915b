import { describe, expect, it } from "vitest";
import { COMPANY } from "../../../core/company.ts";
import { answerParts, type AnswerPart } from "./answer-links.ts";

const text = (value: string): AnswerPart => ({ kind: "text", text: value });
const path = (value: string): AnswerPart => ({ kind: "path", text: value, href: value });
const url = (value: string): AnswerPart => ({ kind: "url", text: value, href: value });
const email = (value: string): AnswerPart => ({ kind: "email", text: value, href: `mailto:${value}` });

describe("answerParts", () => {
  it("leaves text without links as one part, and an empty answer without any", () => {
    expect(answerParts("We offer three services.")).toEqual([text("We offer three services.")]);
    expect(answerParts("")).toEqual([]);
  });

  it("cuts the answers' own paths, address and email out of their punctuation, in both languages", () => {
    expect(answerParts("Launch (details: /services).")).toEqual([
      text("Launch (details: "),
      path("/services"),
      text(")."),
    ]);
    expect(answerParts(`Écrivez-nous à ${COMPANY.email} ou notre page (/fr/contact)\u00a0; merci.`)).toEqual([
      text("Écrivez-nous à "),
      email(COMPANY.email),
      text(" ou notre page ("),
      path("/fr/contact"),
      text(")\u00a0; merci."),
    ]);
    expect(answerParts(`Book a call: ${COMPANY.schedulingUrl}. Or write.`)).toEqual([
      text("Book a call: "),
      url(COMPANY.schedulingUrl),
      text(". Or write."),
    ]);
  });

  it.each([
    ["a stop", "/careers.", "/careers", "."],
    ["a comma", "/careers, then", "/careers", ", then"],
    ["a closing bracket", "/careers)", "/careers", ")"],
    ["a closing French quote", "/careers\u00a0»", "/careers", "\u00a0»"],
    ["a closing French quote, unspaced", "/careers»", "/careers", "»"],
    ["a closing curly quote", "/careers”", "/careers", "”"],
    ["a question mark and a stop", "https://northlight.example/a?.", "https://northlight.example/a", "?."],
    ["a closing bracket after an address", "https://northlight.example/a).", "https://northlight.example/a", ")."],
    ["a stop after an email", "hello@northlight.example.", "hello@northlight.example", "."],
  ])("leaves %s out of the link", (_, answer, link, after) => {
    const parts = answerParts(answer);
    expect(parts.map((part) => part.text)).toEqual([link, after]);
    expect(parts[1]).toEqual(text(after));
  });

  it("keeps a path's query and fragment", () => {
    expect(answerParts("/application?job=ai-engineer#form.")).toEqual([
      path("/application?job=ai-engineer#form"),
      text("."),
    ]);
  });

  it("links a path only where a word starts, after a space, a bracket or a quote", () => {
    expect(answerParts("«\u00a0/fr/services\u00a0»")).toEqual([text("«\u00a0"), path("/fr/services"), text("\u00a0»")]);
    expect(answerParts("/about us")).toEqual([path("/about"), text(" us")]);
    for (const plain of ["and/or", "24/7", "km/h", "a / b", "27/08/2024", "1/2"]) {
      expect(answerParts(plain)).toEqual([text(plain)]);
    }
  });

  it("never links another scheme, another site as a path, or a path browsers read as another site", () => {
    for (const plain of [
      "javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "ftp://northlight.example/file",
      "vbscript:msgbox",
      "//evil.example/path",
      "/\\evil.example",
      "https://",
      "https://.",
    ]) {
      expect(answerParts(plain).filter((part) => part.kind === "path" || part.kind === "url")).toEqual([]);
    }
  });

  it("keeps an address's @ and path inside the address", () => {
    expect(answerParts("https://user@northlight.example/contact")).toEqual([
      url("https://user@northlight.example/contact"),
    ]);
  });

  it("finds several links of each kind in one answer", () => {
    const parts = answerParts("Write to a@b.example or c.d+e@f.example, see /a and /b, or https://x.example.");
    expect(parts.filter((part) => part.kind !== "text").map((part) => [part.kind, part.text])).toEqual([
      ["email", "a@b.example"],
      ["email", "c.d+e@f.example"],
      ["path", "/a"],
      ["path", "/b"],
      ["url", "https://x.example"],
    ]);
    expect(parts.map((part) => part.text).join("")).toBe(
      "Write to a@b.example or c.d+e@f.example, see /a and /b, or https://x.example.",
    );
  });
});
