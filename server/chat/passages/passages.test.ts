import { describe, expect, it } from "vitest";
import { LANGUAGES, type Language } from "../../../core/language.ts";
import { SCREENS } from "../../../core/routes.ts";
import { MESSAGES, type Messages } from "../../../locales/index.ts";
import { KNOWLEDGE } from "../knowledge/index.ts";
import { trainingInputs } from "../training/index.ts";
import { createPassageAnswers, pageLink } from "./answers.ts";
import { createPassageIndex } from "./search.ts";
import { buildPassages, SITE_PASSAGES } from "./site-passages.ts";

const entries = new Map(KNOWLEDGE.map((entry) => [entry.id, entry]));

describe("the site's passages", () => {
  it("cover every page, in both languages, each with a topic the knowledge answers", () => {
    for (const screen of SCREENS)
      expect(SITE_PASSAGES.filter((passage) => passage.screen === screen.key).length, screen.key).toBeGreaterThan(0);
    const ids = SITE_PASSAGES.map((passage) => passage.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const passage of SITE_PASSAGES) {
      expect(entries.has(passage.topic), passage.id).toBe(true);
      for (const language of LANGUAGES) {
        const { title, sentences } = passage.text[language];
        expect(title, `${passage.id} ${language}`).not.toBe("");
        expect(sentences.length, `${passage.id} ${language}`).toBeGreaterThan(0);
        for (const sentence of sentences) expect(sentence.trim(), passage.id).not.toBe("");
      }
    }
  });

  it("are made from the pages' own strings: a copy change on a page changes its passage and the model's inputs", () => {
    const changed = structuredClone<Record<Language, Messages>>(MESSAGES);
    changed["en-CA"].common.cookieBanner.text = "We keep a single crumb of storage for your language.";
    const banner = buildPassages(changed).find((passage) => passage.id === "layout/cookie-banner");
    expect(banner?.text["en-CA"].sentences).toContain("We keep a single crumb of storage for your language.");
    expect(trainingInputs(KNOWLEDGE)).toContain(JSON.stringify(SITE_PASSAGES));
  });

  it("find the section that says what a question asks, in either language", () => {
    const index = createPassageIndex(SITE_PASSAGES);
    const top = (question: string) => index.search(question)[0]?.passage.id;
    expect(top("which law governs your terms of service")).toBe("terms/section-4");
    expect(top("quelle loi régit vos conditions d'utilisation")).toBe("terms/section-4");
    expect(top("what is your mission")).toBe("about/mission");
    expect(top("what skills does the AI engineer need")).toBe("careers/ai-engineer");
  });

  it("find a sentence by a word its other language holds, below a sentence that holds the word itself", () => {
    const answers = createPassageAnswers(entries);
    // "je change" is French too, but the French policy says "modifier"; its English side says "change".
    const changed = answers.detail("comment je change mon choix de témoins ?", "cookies", "fr-CA");
    expect(changed?.text).toContain("Pour modifier votre choix");
    expect(changed?.text).toContain(pageLink("cookies", "fr-CA"));
    // The French button's label says "EN"; the question names both.
    const button = answers.detail("le bouton FR/EN en haut, il fait quoi exactement ?", "languages", "fr-CA");
    expect(button?.text).toContain("Le bouton «\u00a0EN\u00a0» en haut de chaque page");
    // "responsible" is "responsable" on the French side of other sentences: the English one that holds it leads.
    const officer = answers.detail(
      "Who at your company is responsible for privacy? Is there a privacy officer?",
      "privacy",
      "en-CA",
    );
    expect(officer?.text).toMatch(/^Privacy officer and complaints\nOur privacy officer is the person responsible/);
  });

  it("answer a detail with its section's sentences and a link to its page, in the reply's language", () => {
    const answers = createPassageAnswers(entries);
    const english = answers.detail("how do I change my cookie choice later", "cookies", "en-CA");
    expect(english?.text).toContain("To change your choice, clear this site’s data");
    expect(english?.text).toContain(pageLink("cookies", "en-CA"));
    expect(pageLink("cookies", "en-CA")).toMatch(/: \/cookies$/);
    const french = answers.detail("how do I change my cookie choice later", "cookies", "fr-CA");
    expect(french?.text).toContain("Pour modifier votre choix");
    expect(french?.text).toContain(pageLink("cookies", "fr-CA"));
    expect(pageLink("cookies", "fr-CA")).toMatch(/\u00a0: \/fr\/cookies$/);
    // A question the topic's own reply answers gets no passage.
    expect(answers.detail("do you use cookies", "cookies", "en-CA")).toBeUndefined();
    // The privacy page's periods are the server's.
    const kept = createPassageAnswers(entries, { RETENTION_DAYS: 90, SPAM_RETENTION_DAYS: 7 }).detail(
      "how many days do you keep the messages sent through the contact form before deleting them",
      "privacy",
      "en-CA",
    );
    expect(kept?.text).toContain("90 days");
  });
});
