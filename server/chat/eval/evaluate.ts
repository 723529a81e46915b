/**
 * Measures a chat engine on the evaluation sets kept beside this file: topic accuracy per language,
 * escalation precision and recall, and latency. Used by scripts/bench-chat.ts and by the engine's tests.
 */
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { LANGUAGES, type Language } from "../../../core/language.ts";
import type { ChatEngine } from "../engine.ts";

export interface TopicQuestion {
  question: string;
  /** The expected knowledge entry id, or `out-of-scope` for a question the assistant should not answer. */
  topic: string;
}

export interface EscalationCase {
  message: string;
  language: Language;
  /** True when the visitor asks to reach a person. */
  human: boolean;
}

/** The budgets of the benchmark; the tests hold the same ones. */
export const BUDGETS = {
  topicAccuracy: 0.9,
  escalationRecall: 1,
  escalationPrecision: 0.95,
  latencyP95Ms: 20,
} as const;

function readJson<T>(name: string): T {
  return JSON.parse(readFileSync(new URL(name, import.meta.url), "utf8")) as T;
}

export function loadTopicQuestions(language: Language): TopicQuestion[] {
  return readJson<TopicQuestion[]>(language === "fr-CA" ? "./questions.fr.json" : "./questions.en.json");
}

export function loadEscalationCases(): EscalationCase[] {
  return readJson<EscalationCase[]>("./escalation.json");
}

export interface Miss {
  language: Language;
  question: string;
  expected: string;
  got: string;
  score: number;
}

export interface TopicResult {
  language: Language;
  total: number;
  correct: number;
  accuracy: number;
  misses: Miss[];
}

export interface EscalationResult {
  total: number;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  precision: number;
  recall: number;
  errors: { message: string; language: Language; expected: boolean; topic: string }[];
}

export interface LatencyResult {
  samples: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

export interface EvalReport {
  topics: TopicResult[];
  escalation: EscalationResult;
  latency: LatencyResult;
}

function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

export async function evaluateTopics(
  engine: ChatEngine,
  language: Language,
  questions = loadTopicQuestions(language),
): Promise<TopicResult> {
  const misses: Miss[] = [];
  for (const { question, topic } of questions) {
    const answer = await engine.answer({ message: question, history: [], language });
    if (answer.topic !== topic)
      misses.push({ language, question, expected: topic, got: answer.topic, score: answer.score });
  }
  const correct = questions.length - misses.length;
  return {
    language,
    total: questions.length,
    correct,
    accuracy: questions.length ? correct / questions.length : 0,
    misses,
  };
}

export async function evaluateEscalation(engine: ChatEngine, cases = loadEscalationCases()): Promise<EscalationResult> {
  let truePositives = 0;
  let falsePositives = 0;
  let falseNegatives = 0;
  const errors: EscalationResult["errors"] = [];
  for (const { message, language, human } of cases) {
    const answer = await engine.answer({ message, history: [], language });
    if (answer.wantsHuman && human) truePositives++;
    if (answer.wantsHuman && !human) falsePositives++;
    if (!answer.wantsHuman && human) falseNegatives++;
    if (answer.wantsHuman !== human) errors.push({ message, language, expected: human, topic: answer.topic });
  }
  const flagged = truePositives + falsePositives;
  const positives = truePositives + falseNegatives;
  return {
    total: cases.length,
    truePositives,
    falsePositives,
    falseNegatives,
    precision: flagged ? truePositives / flagged : 1,
    recall: positives ? truePositives / positives : 1,
    errors,
  };
}

/** Times every evaluation message once, after a warm-up pass over the same messages. */
export async function measureLatency(engine: ChatEngine): Promise<LatencyResult> {
  const messages = [
    ...LANGUAGES.flatMap((language) =>
      loadTopicQuestions(language).map((item) => ({ message: item.question, language })),
    ),
    ...loadEscalationCases().map((item) => ({ message: item.message, language: item.language })),
  ];
  for (const { message, language } of messages) await engine.answer({ message, history: [], language });
  const timings: number[] = [];
  for (const { message, language } of messages) {
    const start = performance.now();
    await engine.answer({ message, history: [], language });
    timings.push(performance.now() - start);
  }
  timings.sort((a, b) => a - b);
  return {
    samples: timings.length,
    p50Ms: percentile(timings, 0.5),
    p95Ms: percentile(timings, 0.95),
    maxMs: timings.at(-1) ?? 0,
  };
}

export async function evaluate(engine: ChatEngine): Promise<EvalReport> {
  const topics: TopicResult[] = [];
  for (const language of LANGUAGES) topics.push(await evaluateTopics(engine, language));
  return { topics, escalation: await evaluateEscalation(engine), latency: await measureLatency(engine) };
}

/** The budgets that the report fails, as readable lines (empty when all hold). */
export function failedBudgets(report: EvalReport): string[] {
  const failures: string[] = [];
  for (const topic of report.topics) {
    if (topic.accuracy < BUDGETS.topicAccuracy)
      failures.push(`topic accuracy ${topic.language} below ${BUDGETS.topicAccuracy * 100}%`);
  }
  if (report.escalation.recall < BUDGETS.escalationRecall)
    failures.push(`escalation recall below ${BUDGETS.escalationRecall * 100}%`);
  if (report.escalation.precision < BUDGETS.escalationPrecision)
    failures.push(`escalation precision below ${BUDGETS.escalationPrecision * 100}%`);
  if (report.latency.p95Ms > BUDGETS.latencyP95Ms) failures.push(`latency p95 above ${BUDGETS.latencyP95Ms} ms`);
  return failures;
}
