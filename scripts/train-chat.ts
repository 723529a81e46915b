/**
 * `node scripts/train-chat.ts` (the last step of `npm run build`): trains the chat engine's topic classifier on
 * the knowledge base and the training material and writes build/chat-model.bin, which the server loads at
 * start (server/chat/model-file.ts, ADR 013). A file that already matches today's training data and code is
 * kept: the training is deterministic, so it would come out the same, and the browser tests' build and
 * `npm run perf` build again after the unit tests have trained it.
 */
import { readFileSync, statSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { DEFAULT_TRAINING, trainModel } from "../server/chat/classifier.ts";
import { KNOWLEDGE } from "../server/chat/knowledge/index.ts";
import { decodeModel, fingerprint, MODEL_PATH, saveModel } from "../server/chat/model-file.ts";
import { trainingExamples } from "../server/chat/training/index.ts";

function isUpToDate(expected: string): boolean {
  try {
    return !("refused" in decodeModel(readFileSync(MODEL_PATH), expected));
  } catch {
    return false;
  }
}

const expected = fingerprint(DEFAULT_TRAINING);
if (isUpToDate(expected)) {
  console.log(`Chat model: ${MODEL_PATH} matches the training data and code; kept.`);
  process.exit(0);
}
const start = performance.now();
const examples = trainingExamples(KNOWLEDGE);
const model = trainModel(examples, DEFAULT_TRAINING);
saveModel(model, expected);
const seconds = ((performance.now() - start) / 1000).toFixed(1);
const megabytes = (statSync(MODEL_PATH).size / 1e6).toFixed(1);
console.log(
  `Chat model: ${examples.length} examples, ${model.features.length} features, ${model.labels.length} topics, trained in ${seconds} s -> ${MODEL_PATH} (${megabytes} MB)`,
);
