import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { COMPANY } from "../core/company.ts";
import { en } from "./en-CA/index.ts";
import { fr } from "./fr-CA/index.ts";
import { fill } from "./translate.ts";

type Tree = string | Tree[] | { [key: string]: Tree };

/** Every leaf of a message tree with its dotted path; arrays count as keyed by index. */
function leaves(tree: Tree, path = ""): [string, string][] {
  if (typeof tree === "string") return [[path, tree]];
  const entries = Array.isArray(tree)
    ? tree.map((value, index) => [String(index), value] as const)
    : Object.entries(tree);
  return entries.flatMap(([key, value]) => leaves(value, path ? `${path}.${key}` : key));
}

const english = new Map(leaves(en));
const french = new Map(leaves(fr));

describe("translations", () => {
  it("have the same keys (and list lengths) in English and French", () => {
    expect([...french.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it("have no empty value in either language", () => {
    for (const [language, messages] of [
      ["en-CA", english],
      ["fr-CA", french],
    ] as const) {
      const empty = [...messages].filter(([, value]) => value.trim() === "").map(([key]) => `${language}:${key}`);
      expect(empty).toEqual([]);
    }
  });

  it("keep the same {{placeholders}} in both languages", () => {
    const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();
    for (const [key, value] of english) expect(placeholders(french.get(key) ?? ""), key).toEqual(placeholders(value));
  });

  it("follow Canadian French typography: no plain space before : ; ! ? », none after «, no straight quotes", () => {
    const problems: string[] = [];
    for (const [key, value] of french) {
      if (/ [:;!?»]/.test(value) || /« /.test(value)) problems.push(`${key}: ${value}`);
      // A colon or question mark glued to a word (not a URL or a time) is missing its space too.
      if (/[\p{L}\d][;!?](\s|$)/u.test(value) || /\p{L}:(\s|$)/u.test(value)) problems.push(`${key}: ${value}`);
      if (/"/.test(value)) problems.push(`${key}: ${value}`);
    }
    expect(problems).toEqual([]);
  });

  it("use the spec's wording for the language toggle", () => {
    expect(en.common.languageToggle).toEqual({ label: "FR", name: "Switch to French" });
    expect(fr.common.languageToggle).toEqual({ label: "EN", name: "Passer à l'anglais" });
  });

  it("write a calendar date in words the way Intl does for en-CA and fr-CA", () => {
    for (const [language, messages] of [
      ["en-CA", en],
      ["fr-CA", fr],
    ] as const) {
      const intl = new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" });
      for (const [month, name] of messages.legal.months.entries()) {
        for (const day of [1, 27]) {
          const written = fill(messages.legal.date, { year: 2024, month: name, day });
          expect(written).toBe(intl.format(new Date(Date.UTC(2024, month, day, 12))));
        }
      }
    }
  });

  it("state the response time from the studio's one figure, the same way on every page and email", async () => {
    // The namespace files as written: the response time is the `{{responseHours}}` placeholder, never the
    // figure or "one business day" of its own (filled by site-facts.ts).
    const written = new RegExp(
      String.raw`\b${COMPANY.responseHours}[\s\u00a0]?(h|hours|heures)\b|one business day|un jour ouvrable`,
      "i",
    );
    for (const language of ["en-CA", "fr-CA"]) {
      const folder = new URL(`./${language}/`, import.meta.url);
      for (const file of readdirSync(folder).filter((name) => name !== "index.ts")) {
        const module = (await import(new URL(file, folder).href)) as Record<string, Tree>;
        for (const [key, value] of Object.values(module).flatMap((tree) => leaves(tree))) {
          expect(value, `${language}/${file} ${key}`).not.toMatch(written);
        }
      }
    }
    const hours = String(COMPANY.responseHours);
    for (const messages of [en, fr]) {
      for (const text of [
        messages.contact.response.text,
        messages.contact.hero.subtitle,
        messages.contact.metaDescription,
        messages.common.projectCta.text,
        messages.emails.contactVisitor.body,
      ])
        expect(text).toContain(hours);
    }
  });

  it("write buttons in sentence case, but for the labels the spec names", () => {
    const specLabels = new Set([
      "Get Started",
      "Learn More",
      "Go Home",
      "Page Not Found",
      "Request Escalated",
      "Email Provided",
    ]);
    const buttons = [...english].filter(([key]) =>
      /(^|\.)(button|submit|apply|visit|accept|decline|primary|secondary|[a-z]+Link)$/.test(key),
    );
    expect(buttons.length).toBeGreaterThan(10);
    const titleCase = buttons.filter(([, value]) => !specLabels.has(value) && /^[A-Z]\w*( [A-Z]\w*)+$/.test(value));
    expect(titleCase).toEqual([]);
  });
});
