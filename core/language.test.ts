import { describe, expect, it } from "vitest";
import {
  detectLanguage,
  isSafeLanguageValue,
  languageFromPath,
  localizedPath,
  matchLanguage,
  stripLanguagePrefix,
  switchLanguagePath,
} from "./language.ts";

describe("languageFromPath", () => {
  it.each([
    ["/", "en-CA"],
    ["/about", "en-CA"],
    ["/fr", "fr-CA"],
    ["/fr/", "fr-CA"],
    ["/fr/contact", "fr-CA"],
    ["/en/contact", "en-CA"],
    ["/french", "en-CA"],
    ["/frontier/fr", "en-CA"],
    ["/nope", "en-CA"],
    ["/fr/nope", "fr-CA"],
  ])("%s is %s", (path, language) => {
    expect(languageFromPath(path)).toBe(language);
  });
});

describe("detectLanguage", () => {
  it("lets the path decide on a page, whatever is stored or preferred", () => {
    expect(detectLanguage({ pathname: "/fr/about", stored: "en-CA", browser: ["en-US"] })).toBe("fr-CA");
    expect(detectLanguage({ pathname: "/about", stored: "fr-CA", browser: ["fr-FR"] })).toBe("en-CA");
  });

  it("falls back to the stored choice, then the browser, then English where there is no path", () => {
    expect(detectLanguage({ stored: "fr-CA", browser: ["en-US"] })).toBe("fr-CA");
    expect(detectLanguage({ stored: null, browser: ["de-DE", "fr-BE"] })).toBe("fr-CA");
    expect(detectLanguage({ browser: ["de-DE"] })).toBe("en-CA");
    expect(detectLanguage({})).toBe("en-CA");
  });

  it("discards values that look like injected script", () => {
    expect(detectLanguage({ stored: "fr<script>alert(1)</script>", browser: ["en-CA"] })).toBe("en-CA");
    expect(detectLanguage({ stored: "javascript:alert(1)", browser: ['fr"onload=x'] })).toBe("en-CA");
    expect(isSafeLanguageValue("fr-CA")).toBe(true);
    expect(isSafeLanguageValue("fr-CA<img src=x>")).toBe(false);
    expect(isSafeLanguageValue("en'); DROP")).toBe(false);
    expect(matchLanguage("<fr>")).toBeUndefined();
  });
});

describe("localizedPath", () => {
  it("adds /fr to French links and leaves English links bare", () => {
    expect(localizedPath("/", "fr-CA")).toBe("/fr");
    expect(localizedPath("/about", "fr-CA")).toBe("/fr/about");
    expect(localizedPath("/application?job=ai-engineer", "fr-CA")).toBe("/fr/application?job=ai-engineer");
    expect(localizedPath("/about", "en-CA")).toBe("/about");
    expect(localizedPath("/fr/about", "en-CA")).toBe("/about");
  });

  it("never doubles a prefix and leaves external links alone", () => {
    expect(localizedPath("/fr/about", "fr-CA")).toBe("/fr/about");
    expect(localizedPath("https://example.com/x", "fr-CA")).toBe("https://example.com/x");
    expect(localizedPath("//example.com/x", "fr-CA")).toBe("//example.com/x");
    expect(localizedPath("#main", "fr-CA")).toBe("#main");
  });
});

describe("switching language", () => {
  it("puts /fr before the path and removes /fr or /en", () => {
    expect(switchLanguagePath({ pathname: "/about" }, "fr-CA")).toBe("/fr/about");
    expect(switchLanguagePath({ pathname: "/" }, "fr-CA")).toBe("/fr");
    expect(switchLanguagePath({ pathname: "/fr/about" }, "en-CA")).toBe("/about");
    expect(switchLanguagePath({ pathname: "/fr" }, "en-CA")).toBe("/");
    expect(switchLanguagePath({ pathname: "/en/services" }, "en-CA")).toBe("/services");
    expect(switchLanguagePath({ pathname: "/en/services" }, "fr-CA")).toBe("/fr/services");
  });

  it("names the page without the trailing slash a prerendered page is rendered at", () => {
    expect(switchLanguagePath({ pathname: "/fr/contact/" }, "en-CA")).toBe("/contact");
    expect(switchLanguagePath({ pathname: "/about/" }, "fr-CA")).toBe("/fr/about");
    expect(switchLanguagePath({ pathname: "/fr/" }, "en-CA")).toBe("/");
  });

  it("keeps the query string and fragment", () => {
    expect(switchLanguagePath({ pathname: "/application", search: "?job=app-developer", hash: "#form" }, "fr-CA")).toBe(
      "/fr/application?job=app-developer#form",
    );
  });

  it("strips only a real language segment", () => {
    expect(stripLanguagePrefix("/fr/about")).toBe("/about");
    expect(stripLanguagePrefix("/frontier")).toBe("/frontier");
    expect(stripLanguagePrefix("/")).toBe("/");
  });
});
