/**
 * Experiments: trains the topic classifier with variants of its options and prints the topic accuracy of each
 * on the tuning sets (never a held-out set). The classifier learns from the tuning sets' questions (ADR 020), so
 * each variant is trained twice, once without every other tuning set and once without the rest, and each set is
 * measured by the model that did not learn from it.
 */
import { z } from "zod";
import { LANGUAGES } from "../core/language.ts";
import { DEFAULT_TRAINING, trainClassifier, type TrainingOptions } from "../server/chat/classifier.ts";
import { createEmbeddedEngine } from "../server/chat/embedded-engine.ts";
import { evaluateTopics, loadTopicQuestions } from "../server/chat/eval/evaluate.ts";
import { KNOWLEDGE } from "../server/chat/knowledge/index.ts";
import { crossValidationFolds } from "../server/chat/training/index.ts";

/** Each variant by name: training options to change, and under `f` feature options to change. */
const variantsSchema = z.record(
  z.string(),
  z
    .object({
      epochs: z.number(),
      learningRate: z.number(),
      l2: z.number(),
      seed: z.number(),
      averageFrom: z.number(),
      f: z
        .object({
          stopwordWeight: z.number(),
          stemWeight: z.number(),
          charGramWeight: z.number(),
          charGramSizes: z.array(z.number()),
          bigramWeight: z.number(),
        })
        .partial(),
    })
    .partial(),
);
const variants = variantsSchema.parse(JSON.parse(process.argv[2] ?? '{"default":{}}'));
const folds = crossValidationFolds(KNOWLEDGE);
for (const [name, variant] of Object.entries(variants)) {
  const options: TrainingOptions = {
    ...DEFAULT_TRAINING,
    ...variant,
    features: { ...DEFAULT_TRAINING.features, ...variant.f },
  };
  const cells: string[] = [];
  let total = 0;
  let ms = 0;
  for (const { measured, examples } of folds) {
    const start = performance.now();
    const classifier = trainClassifier(examples, options);
    ms += performance.now() - start;
    const engine = createEmbeddedEngine({ classifier });
    for (const set of measured) {
      for (const language of LANGUAGES) {
        const result = await evaluateTopics(engine, language, loadTopicQuestions(language, set));
        cells.push(`${set.id}/${language.slice(0, 2)} ${result.correct}/${result.total}`);
        total += result.correct;
      }
    }
  }
  console.log(`${name.padEnd(24)} ${cells.join("  ")}  total ${total}  (trained in ${ms.toFixed(0)} ms)`);
}
