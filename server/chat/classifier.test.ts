import { describe, expect, it } from "vitest";
import { createClassifier, DEFAULT_TRAINING, trainModel, type TrainingOptions } from "./classifier.ts";
import { KNOWLEDGE } from "./knowledge/index.ts";
import { trainingExamples } from "./training/index.ts";

describe("averaging the epochs of training", () => {
  // A tenth of the training data, every tenth example from two different offsets: one part learnt, one read.
  const examples = trainingExamples(KNOWLEDGE);
  const learnt = examples.filter((_, index) => index % 10 === 0);
  const read = examples.filter((_, index) => index % 10 === 5).map((example) => example.text);

  /**
   * How many of the read questions two shuffles of the same data answer differently, summed over five pairs of
   * seeds: one pair alone can happen to end on agreeing epochs (seeds 1 and 2 did once dev set 108 was learnt), and
   * three pairs once came within 7% of each other (sealed set 31's twins taken out; 117 to 162 per pair).
   */
  function disagreements(options: Omit<TrainingOptions, "seed">): number {
    let count = 0;
    for (const seeds of [
      [1, 2],
      [3, 4],
      [5, 6],
      [7, 8],
      [9, 10],
    ]) {
      const [first, second] = seeds.map((seed) => createClassifier(trainModel(learnt, { ...options, seed })));
      if (!first || !second) throw new Error("two classifiers");
      count += read.filter((text) => first.classify(text)[0]?.label !== second.classify(text)[0]?.label).length;
    }
    return count;
  }

  it("makes the answers depend less on the order the examples were shuffled in", () => {
    const base = { ...DEFAULT_TRAINING, epochs: 10 };
    const lastEpochOnly = disagreements({ ...base, averageFrom: 10 });
    const averaged = disagreements({ ...base, averageFrom: 2 });
    expect(lastEpochOnly).toBeGreaterThan(0);
    expect(averaged).toBeLessThan(lastEpochOnly * 0.85);
  }, 300_000);
});
