import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../core/language.ts";
import { createEmbeddedEngine } from "../embedded-engine.ts";
import {
  EVAL_SETS,
  evaluateEscalation,
  heldOutQuestionKeys,
  questionKey,
  loadEscalationCases,
  loadKnownQuestions,
  loadTopicQuestions,
  type EscalationCase,
} from "../eval/evaluate.ts";
import { KNOWLEDGE } from "../knowledge/index.ts";
import {
  expandMaterial,
  loadMaterial,
  loadPhrasings,
  misspell,
  trainingExamples,
  tuningSetExamples,
  TUNING_SETS,
} from "./index.ts";
import escalationPhrasings from "./escalation.json" with { type: "json" };

/**
 * Every message of the held-out sets, both languages together (a question may be typed in either), but those
 * that were in the material before their set was written.
 */
function heldOutMessages(): Set<string> {
  const messages = new Set<string>();
  for (const set of EVAL_SETS.filter((candidate) => !candidate.tuning)) {
    const known = new Set(LANGUAGES.flatMap((language) => loadKnownQuestions(language, set)));
    for (const language of LANGUAGES)
      for (const item of loadTopicQuestions(language, set))
        if (!known.has(item.question)) messages.add(questionKey(item.question));
    for (const item of loadEscalationCases(set)) if (!known.has(item.message)) messages.add(questionKey(item.message));
  }
  return messages;
}

describe("training material", () => {
  it("labels every phrasing with a topic of the knowledge base or out-of-scope", () => {
    expect(() => trainingExamples(KNOWLEDGE)).not.toThrow();
    expect(trainingExamples(KNOWLEDGE).length).toBeGreaterThan(1000);
  });

  it("never copies a question of a held-out set", () => {
    const evaluation = heldOutMessages();
    const copied = [
      ...tuningSetExamples(new Set(trainingExamples(KNOWLEDGE).map((example) => example.label))).map(
        (example) => example.text,
      ),
      ...LANGUAGES.flatMap((language) => Object.values(loadPhrasings(language)).flat()),
      ...LANGUAGES.flatMap((language) => {
        const material = loadMaterial(language);
        return Object.values(material.topics).flatMap((topic) => expandMaterial(material, topic));
      }),
      ...escalationPhrasings.map((item) => item.message),
    ].filter((text) => evaluation.has(questionKey(text)));
    expect(copied).toEqual([]);
  });

  it("learns from the questions of the sets it may be tuned on, never from one a held-out set also asks", () => {
    const labels = new Set(trainingExamples(KNOWLEDGE).map((example) => example.label));
    const learnt = new Set(tuningSetExamples(labels).map((example) => questionKey(example.text)));
    const heldOut = heldOutQuestionKeys();
    const tuningQuestions = TUNING_SETS.flatMap((set) =>
      LANGUAGES.flatMap((language) => loadTopicQuestions(language, set)),
    ).filter((item) => item.topic && labels.has(item.topic) && !item.history);
    const asked = tuningQuestions.map((item) => questionKey(item.question));
    const shared = asked.filter((key) => heldOut.has(key));
    expect(learnt.size).toBeGreaterThan(10_000);
    expect(asked.filter((key) => !heldOut.has(key)).every((key) => learnt.has(key))).toBe(true);
    // Common questions ("where are you located?") are in held-out sets too: those stay out.
    expect(shared.length).toBeGreaterThan(0);
    expect(shared.filter((key) => learnt.has(key))).toEqual([]);
  });

  it("sets each slot of the training material into question frames, and misspells as visitors do", () => {
    const material = { frames: { ask: ["do you offer {}", "{}?"] }, topics: {} };
    expect(
      expandMaterial(material, { frames: ["ask", "we need {}"], slots: ["a web app"], phrasings: ["apps?"] }),
    ).toEqual(["apps?", "a web app", "do you offer a web app", "a web app?", "we need a web app"]);
    const typo = misspell("do you offer accessibility audits");
    expect(typo).toMatch(/^do you offer \S+ audits$/);
    expect(typo).not.toBe("do you offer accessibility audits");
    expect(misspell("who are you")).toBeUndefined();
  });

  it("the intent rules find every request for a person in the escalation phrasings, and nothing else", async () => {
    const result = await evaluateEscalation(createEmbeddedEngine(), escalationPhrasings as EscalationCase[]);
    expect(result.errors).toEqual([]);
  });
});
