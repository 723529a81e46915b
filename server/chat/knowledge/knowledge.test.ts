import { describe, expect, it } from "vitest";
import { ESCALATION_PHRASES, offersHuman } from "../../../core/chat.ts";
import { COMPANY } from "../../../core/company.ts";
import { LANGUAGES } from "../../../core/language.ts";
import { EVAL_SETS, REPLY_TOPICS, expectedTopics, loadKnownQuestions, loadTopicQuestions } from "../eval/evaluate.ts";
import { reply, type ReplyKind } from "../replies.ts";
import { fold } from "../text.ts";
import { KNOWLEDGE } from "./index.ts";
import { topicsWithWords } from "./types.ts";

/** The topics the brief asks the assistant to cover. */
const REQUIRED_TOPICS = [
  "services",
  "ai-consulting",
  "web-apps",
  "creative-studio",
  "innovation-lab",
  "digital-twin",
  "touring-experience",
  "engagement-process",
  "pricing",
  "timeline",
  "careers",
  "how-to-apply",
  "application-response-time",
  "contact-email",
  "contact-form",
  "location",
  "hours",
  "response-time",
  "meeting",
  "accessibility",
  "languages",
  "privacy",
  "cookies",
  "clients",
  "team",
  "about",
  "portfolio",
];

const REPLY_KINDS: ReplyKind[] = [
  "greeting",
  "thanks",
  "goodbye",
  "acknowledge",
  "decline",
  "human",
  "out-of-scope",
  "off-topic",
];

/** The checks of locales/locales.test.ts: Canadian French typography. */
function typographyProblems(text: string): string[] {
  const problems: string[] = [];
  if (/ [:;!?»]/.test(text) || /« /.test(text)) problems.push("plain space before : ; ! ? » or after «");
  if (/[\p{L}\d][;!?](\s|$)/u.test(text) || /\p{L}:(\s|$)/u.test(text)) problems.push("missing space before : ; ! ?");
  if (/["']/.test(text)) problems.push("straight quote or apostrophe");
  return problems;
}

describe("knowledge base", () => {
  it("covers every required topic, with unique ids", () => {
    const ids = KNOWLEDGE.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(REQUIRED_TOPICS));
  });

  it("keeps no questions or keywords in words.*.json for a topic that has no entry", () => {
    const ids = KNOWLEDGE.map((entry) => entry.id).sort();
    for (const language of LANGUAGES) expect(topicsWithWords(language).sort(), language).toEqual(ids);
  });

  it("has a title, a short reply, sample questions and keywords in both languages", () => {
    for (const entry of KNOWLEDGE) {
      for (const language of LANGUAGES) {
        const text = entry.text[language];
        expect(text.title, `${entry.id} ${language}`).not.toBe("");
        expect(text.questions.length, `${entry.id} ${language}`).toBeGreaterThanOrEqual(4);
        expect(text.keywords.length, `${entry.id} ${language}`).toBeGreaterThanOrEqual(4);
        const sentences = text.answer.split(/(?<=[.!?])\s+(?=\p{Lu})/u);
        expect(sentences.length, `${entry.id} ${language}: ${text.answer}`).toBeLessThanOrEqual(3);
      }
    }
  });

  it("offers the team only in the replies meant to, always with the exact phrase", () => {
    for (const entry of KNOWLEDGE) {
      for (const language of LANGUAGES) {
        const answer = entry.text[language].answer;
        expect(offersHuman(answer), `${entry.id} ${language}`).toBe(entry.offersTeam === true);
        if (entry.offersTeam) expect(answer).toContain(ESCALATION_PHRASES[language]);
      }
    }
    for (const language of LANGUAGES) {
      for (const kind of REPLY_KINDS) {
        const offers = kind === "human" || kind === "out-of-scope" || kind === "off-topic";
        expect(offersHuman(reply(kind, language)), `${kind} ${language}`).toBe(offers);
        if (offers) expect(reply(kind, language)).toContain(ESCALATION_PHRASES[language]);
      }
    }
  });

  it("uses the company's own address in the contact reply", () => {
    for (const language of LANGUAGES) {
      expect(KNOWLEDGE.find((entry) => entry.id === "contact-email")?.text[language].answer).toContain(COMPANY.email);
      expect(KNOWLEDGE.find((entry) => entry.id === "privacy")?.text[language].answer).toContain(COMPANY.privacyEmail);
      expect(KNOWLEDGE.find((entry) => entry.id === "meeting")?.text[language].answer).toContain(COMPANY.schedulingUrl);
    }
  });

  it("writes French with Canadian typography (non-breaking spaces, curly apostrophes)", () => {
    const problems: string[] = [];
    for (const entry of KNOWLEDGE) {
      for (const problem of typographyProblems(entry.text["fr-CA"].answer)) problems.push(`${entry.id}: ${problem}`);
    }
    for (const kind of REPLY_KINDS) {
      for (const problem of typographyProblems(reply(kind, "fr-CA"))) problems.push(`${kind}: ${problem}`);
    }
    expect(problems).toEqual([]);
  });

  it("keeps the evaluation questions distinct from the sample questions that feed the index", () => {
    const normalize = (text: string) =>
      fold(text)
        .replace(/[^\p{L}\p{N}]+/gu, " ")
        .trim();
    for (const set of EVAL_SETS) {
      for (const language of LANGUAGES) {
        const samples = new Set(KNOWLEDGE.flatMap((entry) => entry.text[language].questions.map(normalize)));
        const known = new Set(loadKnownQuestions(language, set));
        const copied = loadTopicQuestions(language, set).filter(
          (item) => samples.has(normalize(item.question)) && !known.has(item.question),
        );
        expect(copied, `${set.id} ${language}`).toEqual([]);
      }
    }
  });

  it("labels every evaluation question with a known topic", () => {
    const ids = new Set<string>([...KNOWLEDGE.map((entry) => entry.id), ...REPLY_TOPICS]);
    for (const set of EVAL_SETS) {
      for (const language of LANGUAGES) {
        const questions = loadTopicQuestions(language, set);
        expect(questions.length).toBeGreaterThanOrEqual(set.tuning ? 60 : 100);
        expect(questions.filter((item) => !expectedTopics(item).every((topic) => ids.has(topic)))).toEqual([]);
      }
    }
  });
});
