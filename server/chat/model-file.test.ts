import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createClassifier, DEFAULT_TRAINING, type TrainingOptions } from "./classifier.ts";
import { decodeModel, encodeModel, fingerprint, loadOrTrainModel } from "./model-file.ts";

// One epoch: the same code path as the real training, in a fraction of the time.
const QUICK: TrainingOptions = { ...DEFAULT_TRAINING, epochs: 1 };
const folder = mkdtempSync(join(tmpdir(), "chat-model-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function load(path: string) {
  const warnings: string[] = [];
  const loaded = loadOrTrainModel({ path, training: QUICK, warn: (message) => warnings.push(message) });
  return { ...loaded, warnings };
}

describe("the chat model file", () => {
  it("is trained once when missing, with one line saying so, then read from the file at the next start", () => {
    const path = join(folder, "missing", "chat-model.bin");
    const first = load(path);
    expect(first.fromFile).toBe(false);
    expect(first.warnings).toEqual([expect.stringContaining(`Chat model ${path} is missing: training`)]);

    const second = load(path);
    expect(second.fromFile).toBe(true);
    expect(second.warnings).toEqual([]);
    // The model read back answers exactly like the one trained.
    const question = "do you build accessible websites in french?";
    expect(createClassifier(second.model).classify(question)).toEqual(createClassifier(first.model).classify(question));
  });

  it("refuses a file trained on other training data or code, and trains again", () => {
    const path = join(folder, "stale.bin");
    const { model } = load(join(folder, "missing", "chat-model.bin"));
    writeFileSync(path, encodeModel(model, fingerprint({ ...QUICK, l2: QUICK.l2 * 2 })));
    const loaded = load(path);
    expect(loaded.fromFile).toBe(false);
    expect(loaded.warnings).toEqual([expect.stringContaining("was trained on other training data or code")]);
    expect(decodeModel(readFileSync(path), fingerprint(QUICK))).not.toHaveProperty("refused");
  });

  it("refuses a damaged file", () => {
    const { model } = load(join(folder, "missing", "chat-model.bin"));
    const whole = encodeModel(model, fingerprint(QUICK));
    expect(decodeModel(whole.subarray(0, whole.length - 8), fingerprint(QUICK))).toEqual({ refused: "is damaged" });
    expect(decodeModel(Buffer.from("not a model"), fingerprint(QUICK))).toEqual({ refused: "is damaged" });
  });
});
