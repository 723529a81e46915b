/**
 * `node scripts/train-chat.ts` (the last step of `npm run build`): trains the chat engine's topic classifier on
 * the knowledge base and the training material and writes build/chat-model.bin, which the server loads at
 * start (server/chat/model-file.ts, ADR 013).
 */
import { statSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { DEFAULT_TRAINING, trainModel } from "../server/chat/classifier.ts";
import { KNOWLEDGE } from "../server/chat/knowledge/index.ts";
import { fingerprint, MODEL_PATH, saveModel } from "../server/chat/model-file.ts";
import { trainingExamples } from "../server/chat/training/index.ts";

const start = performance.now();
const examples = trainingExamples(KNOWLEDGE);
const model = trainModel(examples, DEFAULT_TRAINING);
saveModel(model, fingerprint(DEFAULT_TRAINING));
const seconds = ((performance.now() - start) / 1000).toFixed(1);
const megabytes = (statSync(MODEL_PATH).size / 1e6).toFixed(1);
console.log(
  `Chat model: ${examples.length} examples, ${model.features.length} features, ${model.labels.length} topics, trained in ${seconds} s -> ${MODEL_PATH} (${megabytes} MB)`,
);
