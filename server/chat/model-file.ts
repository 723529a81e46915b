/**
 * The topic classifier's model file (ADR 013): `npm run build` trains the model once (scripts/train-chat.ts)
 * and writes it to build/chat-model.bin, which is not committed; the server loads it in milliseconds instead of
 * training for seconds at every start.
 *
 * The file carries a fingerprint of what it was trained from: the training examples, the training options and
 * the source of the code that turns text into features. A file that is missing, damaged or made from anything
 * else is not used: the engine trains the model again, says so in one log line, and writes the file for the
 * next start.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { DEFAULT_TRAINING, trainModel, type ClassifierModel, type TrainingOptions } from "./classifier.ts";
import { KNOWLEDGE } from "./knowledge/index.ts";
import { trainingExamples, trainingInputs } from "./training/index.ts";

export const MODEL_PATH = fileURLToPath(new URL("../../build/chat-model.bin", import.meta.url));

const MAGIC = "northlight-chat-model/1";
/** The code that turns text into features: a change to it makes every trained model stale. */
const FEATURE_SOURCES = ["./classifier.ts", "./text.ts"];

/**
 * What a model trained on today's training material with these options must carry: a hash of the material's
 * inputs (training/index.ts), of the options and of the code that turns text into features.
 */
export function fingerprint(options: TrainingOptions): string {
  const hash = createHash("sha256");
  for (const source of FEATURE_SOURCES) hash.update(readFileSync(new URL(source, import.meta.url)));
  hash.update(JSON.stringify(options));
  for (const input of trainingInputs(KNOWLEDGE)) hash.update(input);
  return hash.digest("hex");
}

interface Header {
  magic: string;
  fingerprint: string;
  labels: string[];
  options: TrainingOptions;
  /** Bytes of the feature keys that follow the header, one a line (a key never holds a line break). */
  featureBytes: number;
}

/**
 * The file: the length of a JSON header, the header, the feature keys one a line, padding to a multiple of 4
 * bytes, then the bias and the weights as float32. Keys as plain lines read about ten times faster than a JSON
 * array of 50,000 strings.
 */
export function encodeModel(model: ClassifierModel, modelFingerprint: string): Buffer {
  const keys = Buffer.from(model.features.join("\n"));
  const header: Header = {
    magic: MAGIC,
    fingerprint: modelFingerprint,
    labels: model.labels,
    options: model.options,
    featureBytes: keys.length,
  };
  const json = Buffer.from(JSON.stringify(header));
  const length = Buffer.alloc(4);
  length.writeUInt32LE(json.length);
  const padding = Buffer.alloc((4 - ((4 + json.length + keys.length) % 4)) % 4, 0x0a);
  return Buffer.concat([
    length,
    json,
    keys,
    padding,
    Buffer.from(model.bias.buffer, model.bias.byteOffset, model.bias.byteLength),
    Buffer.from(model.weights.buffer, model.weights.byteOffset, model.weights.byteLength),
  ]);
}

/** The model in the file, or why it cannot be used. */
export function decodeModel(file: Buffer, expected: string): ClassifierModel | { refused: string } {
  if (file.length < 4) return { refused: "is damaged" };
  const headerLength = file.readUInt32LE(0);
  let header: Header;
  try {
    header = JSON.parse(file.subarray(4, 4 + headerLength).toString("utf8")) as Header;
  } catch {
    return { refused: "is damaged" };
  }
  if (header.magic !== MAGIC) return { refused: "is not a chat model of this version" };
  if (header.fingerprint !== expected) return { refused: "was trained on other training data or code" };
  const keysStart = 4 + headerLength;
  const features = file
    .subarray(keysStart, keysStart + header.featureBytes)
    .toString("utf8")
    .split("\n");
  const numbersStart = keysStart + header.featureBytes + ((4 - ((keysStart + header.featureBytes) % 4)) % 4);
  const classes = header.labels.length;
  if ((file.length - numbersStart) / 4 !== classes + classes * features.length) return { refused: "is damaged" };
  // Copied out of the file's buffer: Float32Array needs memory aligned on 4 bytes.
  const numbers = new Float32Array(file.buffer.slice(file.byteOffset + numbersStart, file.byteOffset + file.length));
  return {
    labels: header.labels,
    features,
    bias: numbers.subarray(0, classes),
    weights: numbers.subarray(classes),
    options: header.options,
  };
}

/** Writes the file whole or not at all: a server starting meanwhile never reads half a model. */
export function saveModel(model: ClassifierModel, modelFingerprint: string, path = MODEL_PATH): void {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, encodeModel(model, modelFingerprint));
  renameSync(temporary, path);
}

export interface LoadedModel {
  model: ClassifierModel;
  /** Whether the model came from the file (false: it was trained now). */
  fromFile: boolean;
}

/**
 * The model of the file when it matches today's training data; otherwise a model trained now (a few seconds),
 * with one line to `warn` saying why, written to the file for the next start when the folder is writable.
 */
export function loadOrTrainModel(
  options: { path?: string; warn?: (message: string) => void; training?: TrainingOptions } = {},
): LoadedModel {
  const path = options.path ?? MODEL_PATH;
  const training = options.training ?? DEFAULT_TRAINING;
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const expected = fingerprint(training);
  let reason: string;
  try {
    const decoded = decodeModel(readFileSync(path), expected);
    if (!("refused" in decoded)) return { model: decoded, fromFile: true };
    reason = decoded.refused;
  } catch (error) {
    reason = (error as NodeJS.ErrnoException).code === "ENOENT" ? "is missing" : "cannot be read";
  }
  warn(
    `Chat model ${path} ${reason}: training the chat classifier now (a few seconds); npm run build trains it ahead.`,
  );
  const model = trainModel(trainingExamples(KNOWLEDGE), training);
  try {
    saveModel(model, expected, path);
  } catch (error) {
    warn(`Chat model could not be written to ${path} (${(error as Error).message}); the next start trains it again.`);
  }
  return { model, fromFile: false };
}
