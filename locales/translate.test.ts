import { describe, expect, it } from "vitest";
import { en } from "./en-CA/index.ts";
import { fr } from "./fr-CA/index.ts";
import { translatorFor } from "./index.ts";
import { fill, missingValue, translator } from "./translate.ts";

describe("the translator", () => {
  const t = translatorFor("fr-CA");

  it("finds a string by its dotted key, in the translator's language", () => {
    expect(t("common.skipToContent")).toBe(fr.common.skipToContent);
    expect(translatorFor("en-CA")("common.skipToContent")).toBe(en.common.skipToContent);
    expect(t("common.skipToContent")).not.toBe(en.common.skipToContent);
  });

  it("fills every {{placeholder}} it has a value for, numbers included", () => {
    expect(t("common.footer.copyright", { year: 2026 })).toBe(fr.common.footer.copyright.replace("{{year}}", "2026"));
    expect(fill("{{a}} et {{ b }}, {{a}}", { a: "x", b: "y" })).toBe("x et y, x");
  });

  it("leaves a placeholder without a value as written, and text without values untouched", () => {
    expect(fill("Bonjour {{name}}", { other: "x" })).toBe("Bonjour {{name}}");
    expect(t("legal.lastUpdated")).toBe(fr.legal.lastUpdated);
  });

  it("returns lists and groups as they are", () => {
    expect(t("jobs.ai-engineer.skills")).toEqual(fr.jobs["ai-engineer"].skills);
    expect(t("jobs.ai-engineer")).toBe(fr.jobs["ai-engineer"]);
  });

  it("stops on a missing key by default, naming it (development and tests)", () => {
    const partial = translator<typeof en>(() => ({ common: en.common }));
    expect(() => partial("home.services.title")).toThrow(/Missing translation: home\.services\.title/);
    expect(partial("common.skipToContent")).toBe(en.common.skipToContent);
  });

  it("in a built site, a missing string reads as its key and a missing list maps to nothing, never a crash", () => {
    const missing: string[] = [];
    const partial = translator<typeof en>(
      () => ({ common: en.common }),
      (key) => {
        missing.push(key);
        return missingValue(key);
      },
    );
    // Missing, a string is really missingValue's array, which reads as its key.
    const title: unknown = partial("home.services.title");
    expect(String(title)).toBe("home.services.title");
    expect(partial("jobs.ai-engineer.skills").map((skill) => skill.toUpperCase())).toEqual([]);
    expect(missing).toEqual(["home.services.title", "jobs.ai-engineer.skills"]);
  });

  it("reads strings added after it was made (namespaces loaded on navigation)", () => {
    const store: Partial<typeof en> = {};
    const late = translator<typeof en>(() => store, missingValue);
    const title: unknown = late("notFound.title");
    expect(String(title)).toBe("notFound.title");
    store.notFound = en.notFound;
    expect(late("notFound.title")).toBe(en.notFound.title);
  });
});
