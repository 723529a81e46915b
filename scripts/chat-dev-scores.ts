/**
 * `node scripts/chat-dev-scores.ts [--misses]`: the embedded chat engine's scores on the sets it may be tuned
 * on by name (the tuning set and the dev sets), never a held-out set: topic accuracy per set and language,
 * escalation precision and recall per set, latency over those sets. With `--misses`, the questions it gets wrong
 * too. `npm run bench:chat` measures every set; this is what a change of the rules is checked against without
 * reading a held-out set (server/chat/eval/README.md, ADR 019).
 *
 * The classifier learns from these sets' questions (ADR 020), so each set is measured by a model trained without
 * it (`crossValidationFolds`: two models, each without every other set; about 45 s of training).
 */
import { trainClassifier } from "../server/chat/classifier.ts";
import { createEmbeddedEngine } from "../server/chat/embedded-engine.ts";
import { evaluateSet, measureLatency } from "../server/chat/eval/evaluate.ts";
import { KNOWLEDGE } from "../server/chat/knowledge/index.ts";
import { crossValidationFolds } from "../server/chat/training/index.ts";

/** Only the sets named as tuning or dev sets: held-out sets 3-5 and 7-9 are tuned on, but not read here. */
const byName = (id: string) => id === "tuning" || id.startsWith("dev");
const showMisses = process.argv.includes("--misses");
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

for (const { measured, examples } of crossValidationFolds(KNOWLEDGE)) {
  const sets = measured.filter((set) => byName(set.id));
  const engine = createEmbeddedEngine({ classifier: trainClassifier(examples) });
  for (const set of sets) {
    const { topics, escalation } = await evaluateSet(engine, set);
    const accuracy = topics.map(
      (topic) => `${topic.language} ${topic.correct}/${topic.total} ${percent(topic.accuracy)}`,
    );
    const flagged = escalation.truePositives + escalation.falsePositives;
    const positives = escalation.truePositives + escalation.falseNegatives;
    console.log(
      `${set.label}: ${accuracy.join(", ")}; escalation recall ${escalation.truePositives}/${positives}, precision ${escalation.truePositives}/${flagged}`,
    );
    if (!showMisses) continue;
    for (const miss of topics.flatMap((topic) => topic.misses))
      console.log(`  miss ${miss.language} ${JSON.stringify(miss.question)}: ${miss.expected} -> ${miss.got}`);
    for (const error of escalation.errors)
      console.log(`  escalation ${error.language} ${JSON.stringify(error.message)}: expected human ${error.expected}`);
  }
  const latency = await measureLatency(engine, sets);
  console.log(
    `latency over ${latency.samples} messages: p50 ${latency.p50Ms.toFixed(2)} ms, p95 ${latency.p95Ms.toFixed(2)} ms, max ${latency.maxMs.toFixed(2)} ms`,
  );
}
