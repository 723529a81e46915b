/**
 * `npm run bench:chat`: measures the embedded chat engine on the evaluation sets in server/chat/eval and
 * prints topic accuracy per language, escalation precision and recall, and latency, against the budgets.
 * Exits with status 1 when a budget fails. Misclassified questions are listed to help improve the engine
 * and its knowledge base (never by special-casing these questions).
 */
import { performance } from "node:perf_hooks";
import { createEmbeddedEngine } from "../server/chat/embedded-engine.ts";
import { BUDGETS, evaluate, failedBudgets } from "../server/chat/eval/evaluate.ts";

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
const ms = (value: number) => `${value.toFixed(2)} ms`;

function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? "").length))) ?? [];
  const line = (row: string[]) => `| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(" | ")} |`;
  const rule = `|${widths.map((width) => "-".repeat(width + 2)).join("|")}|`;
  const [header, ...body] = rows;
  return [line(header ?? []), rule, ...body.map(line)].join("\n");
}

const createdAt = performance.now();
const engine = createEmbeddedEngine();
const creationMs = performance.now() - createdAt;

const report = await evaluate(engine);
const { escalation, latency } = report;
const verdict = (ok: boolean) => (ok ? "pass" : "FAIL");

const rows: string[][] = [["metric", "value", "budget", "result"]];
for (const topic of report.topics) {
  rows.push([
    `topic accuracy ${topic.language} (${topic.correct}/${topic.total})`,
    percent(topic.accuracy),
    `>= ${percent(BUDGETS.topicAccuracy)}`,
    verdict(topic.accuracy >= BUDGETS.topicAccuracy),
  ]);
}
rows.push([
  `escalation recall (${escalation.truePositives}/${escalation.truePositives + escalation.falseNegatives})`,
  percent(escalation.recall),
  `>= ${percent(BUDGETS.escalationRecall)}`,
  verdict(escalation.recall >= BUDGETS.escalationRecall),
]);
rows.push([
  `escalation precision (${escalation.truePositives}/${escalation.truePositives + escalation.falsePositives})`,
  percent(escalation.precision),
  `>= ${percent(BUDGETS.escalationPrecision)}`,
  verdict(escalation.precision >= BUDGETS.escalationPrecision),
]);
rows.push([`latency p50 (${latency.samples} messages)`, ms(latency.p50Ms), "", ""]);
rows.push([
  `latency p95 (${latency.samples} messages)`,
  ms(latency.p95Ms),
  `<= ${BUDGETS.latencyP95Ms} ms`,
  verdict(latency.p95Ms <= BUDGETS.latencyP95Ms),
]);
rows.push(["latency max", ms(latency.maxMs), "", ""]);
rows.push(["engine creation (index build)", ms(creationMs), "", ""]);

console.log(`Chat engine: ${engine.name}\n`);
console.log(table(rows));

const misses = report.topics.flatMap((topic) => topic.misses);
if (misses.length > 0) {
  console.log("\nMisclassified questions:");
  console.log(
    table([
      ["language", "question", "expected", "got", "score"],
      ...misses.map((miss) => [miss.language, miss.question, miss.expected, miss.got, miss.score.toFixed(3)]),
    ]),
  );
}
if (escalation.errors.length > 0) {
  console.log("\nEscalation errors:");
  console.log(
    table([
      ["language", "message", "expected", "got topic"],
      ...escalation.errors.map((error) => [
        error.language,
        error.message,
        error.expected ? "human" : "not human",
        error.topic,
      ]),
    ]),
  );
}

const failures = failedBudgets(report);
if (failures.length > 0) {
  console.log(`\nBudgets failed: ${failures.join("; ")}`);
  process.exitCode = 1;
} else {
  console.log("\nAll budgets hold.");
}
