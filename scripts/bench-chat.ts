/**
 * `npm run bench:chat`: measures the embedded chat engine on every evaluation set of server/chat/eval (the
 * tuning set and the held-out sets) and prints, per set, topic accuracy per language and escalation precision
 * and recall, then latency and the engine's creation time, against the budgets. The first-look scores recorded
 * when each set was written are printed beside today's; for held-out sets 2 and 3 the accuracy budget is the
 * first look's, and today's score is printed for information. Escalation precision is held over all sets
 * together, and per set to the budget or to its own first look when that was lower (ADR 025). Exits with
 * status 1 when a budget fails.
 *
 * Misclassified questions are listed for the tuning set only: the held-out sets are measured, never read for
 * tuning (server/chat/eval/README.md).
 */
import { performance } from "node:perf_hooks";
import { createEmbeddedEngine } from "../server/chat/embedded-engine.ts";
import {
  BUDGETS,
  evaluate,
  failedBudgets,
  loadFirstLooks,
  pooledPrecision,
  precisionFloor,
} from "../server/chat/eval/evaluate.ts";

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
const ms = (value: number) => `${value.toFixed(2)} ms`;

function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? "").length))) ?? [];
  const line = (row: string[]) => `| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(" | ")} |`;
  const rule = `|${widths.map((width) => "-".repeat(width + 2)).join("|")}|`;
  const [header, ...body] = rows;
  return [line(header ?? []), rule, ...body.map(line)].join("\n");
}

const firstLooks = loadFirstLooks();

const createdAt = performance.now();
const engine = createEmbeddedEngine();
const creationMs = performance.now() - createdAt;

const report = await evaluate(engine);
const { latency } = report;
const verdict = (ok: boolean) => (ok ? "pass" : "FAIL");
/** A first look is history: whether it met the budget then, which today's run cannot fail. */
const firstLookVerdict = (ok: boolean) => (ok ? "met" : "missed");

const rows: string[][] = [["metric", "value", "budget", "result"]];
for (const { set, topics, escalation } of report.sets) {
  const firstLook = firstLooks[set.id];
  for (const topic of topics) {
    rows.push([
      `${set.label}: topic accuracy ${topic.language} (${topic.correct}/${topic.total})`,
      percent(topic.accuracy),
      `>= ${percent(set.topicAccuracy)}`,
      verdict(topic.accuracy >= set.topicAccuracy),
    ]);
    const recorded = firstLook?.correct[topic.language];
    if (firstLook && recorded) {
      const [correct, total] = recorded;
      const budgeted = set.firstLookBudget === true;
      rows.push([
        `${set.label}: first look ${topic.language} (${correct}/${total}, ${firstLook.measuredOn})`,
        percent(correct / total),
        budgeted ? `>= ${percent(set.topicAccuracy)}` : "",
        budgeted ? firstLookVerdict(correct / total >= set.topicAccuracy) : "",
      ]);
    }
  }
  rows.push([
    `${set.label}: escalation recall (${escalation.truePositives}/${escalation.truePositives + escalation.falseNegatives})`,
    percent(escalation.recall),
    `>= ${percent(BUDGETS.escalationRecall)}`,
    verdict(escalation.recall >= BUDGETS.escalationRecall),
  ]);
  const floor = precisionFloor(firstLook);
  rows.push([
    `${set.label}: escalation precision (${escalation.truePositives}/${escalation.truePositives + escalation.falsePositives})`,
    percent(escalation.precision),
    `>= ${percent(floor)}${floor < BUDGETS.escalationPrecision ? " (first look)" : ""}`,
    verdict(escalation.precision >= floor),
  ]);
  if (firstLook) {
    const { found, flagged } = firstLook.escalation;
    const recall = found[0] / found[1];
    const precision = flagged[1] ? flagged[0] / flagged[1] : 1;
    rows.push([
      `${set.label}: first look escalation recall / precision`,
      `${percent(recall)} / ${percent(precision)}`,
      "",
      set.firstLookBudget
        ? firstLookVerdict(recall >= BUDGETS.escalationRecall && precision >= BUDGETS.escalationPrecision)
        : "",
    ]);
  }
}
const pooled = pooledPrecision(report);
rows.push([
  `escalation precision over all sets (${pooled.truePositives}/${pooled.flagged})`,
  percent(pooled.precision),
  `>= ${percent(BUDGETS.escalationPrecision)}`,
  verdict(pooled.precision >= BUDGETS.escalationPrecision),
]);
rows.push([`latency p50 (${latency.samples} messages)`, ms(latency.p50Ms), "", ""]);
rows.push([
  `latency p95 (${latency.samples} messages)`,
  ms(latency.p95Ms),
  `<= ${BUDGETS.latencyP95Ms} ms`,
  verdict(latency.p95Ms <= BUDGETS.latencyP95Ms),
]);
rows.push(["latency max", ms(latency.maxMs), "", ""]);
rows.push(["engine creation (reads build/chat-model.bin; trains if missing or stale)", ms(creationMs), "", ""]);

console.log(`Chat engine: ${engine.name}\n`);
console.log(table(rows));
for (const [id, firstLook] of Object.entries(firstLooks)) console.log(`\nFirst look, ${id}: ${firstLook.note}`);

const tuning = report.sets.filter(({ set }) => set.tuning);
const misses = tuning.flatMap(({ topics }) => topics.flatMap((topic) => topic.misses));
if (misses.length > 0) {
  console.log("\nMisclassified questions of the tuning set:");
  console.log(
    table([
      ["language", "question", "expected", "got", "score"],
      ...misses.map((miss) => [miss.language, miss.question, miss.expected, miss.got, miss.score.toFixed(3)]),
    ]),
  );
}
const escalationErrors = tuning.flatMap(({ escalation }) => escalation.errors);
if (escalationErrors.length > 0) {
  console.log("\nEscalation errors of the tuning set:");
  console.log(
    table([
      ["language", "message", "expected", "got topic"],
      ...escalationErrors.map((error) => [
        error.language,
        error.message,
        error.expected ? "human" : "not human",
        error.topic,
      ]),
    ]),
  );
}

const failures = failedBudgets(report, firstLooks);
if (failures.length > 0) {
  console.log(`\nBudgets failed: ${failures.join("; ")}`);
  process.exitCode = 1;
} else {
  console.log("\nAll budgets hold.");
}
