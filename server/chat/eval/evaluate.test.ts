import { describe, expect, it } from "vitest";
import {
  evalSet,
  failedBudgets,
  loadFirstLooks,
  type EvalReport,
  type EvalSetId,
  type FirstLook,
  type SetReport,
} from "./evaluate.ts";

/** A set's report with every topic right and this many true, false and missed hand-offs. */
function setReport(id: EvalSetId, truePositives: number, falsePositives: number, falseNegatives = 0): SetReport {
  const flagged = truePositives + falsePositives;
  const found = truePositives + falseNegatives;
  return {
    set: evalSet(id),
    topics: [{ language: "en-CA", total: 10, correct: 10, accuracy: 1, misses: [] }],
    escalation: {
      total: 300,
      truePositives,
      falsePositives,
      falseNegatives,
      precision: flagged ? truePositives / flagged : 1,
      recall: found ? truePositives / found : 1,
      errors: [],
    },
  };
}

function firstLook(found: [number, number], flagged: [number, number]): FirstLook {
  return { measuredOn: "a test", note: "", correct: {}, escalation: { found, flagged } };
}

/** A report of these sets beside a large clean one, which keeps the pool of all sets above the budget. */
const report = (...sets: SetReport[]): EvalReport => ({
  sets: [...sets, setReport("dev-100", 300, 0)],
  latency: { samples: 1, p50Ms: 1, p95Ms: 1, maxMs: 1 },
});

describe("the budgets of the evaluation sets", () => {
  it("holds a set to its first look when that handed more messages over by mistake than the budget allows", () => {
    const looks = { "held-out-14": firstLook([30, 30], [30, 32]) };
    expect(failedBudgets(report(setReport("held-out-14", 30, 1)), looks)).toEqual([]);
    expect(failedBudgets(report(setReport("held-out-14", 30, 2)), looks)).toEqual([]);
    expect(failedBudgets(report(setReport("held-out-14", 30, 3)), looks)).toEqual([
      "held-out set 14 (sealed until its first look): escalation precision below 93.8% (its first look)",
    ]);
  });

  it("holds a set that was clean at first look, or never measured so, to 97%", () => {
    const looks = { "held-out-21": firstLook([30, 30], [30, 30]) };
    expect(failedBudgets(report(setReport("held-out-21", 30, 1)), looks)).toEqual([
      "held-out set 21 (sealed until its first look): escalation precision below 97%",
    ]);
    expect(failedBudgets(report(setReport("tuning", 31, 1)))).toEqual(["tuning set: escalation precision below 97%"]);
    expect(failedBudgets(report(setReport("tuning", 40, 1)))).toEqual([]);
  });

  it("holds all sets together to 97%, even when each is at its first look", () => {
    const looks = {
      "held-out-14": firstLook([30, 30], [30, 32]),
      "held-out-19": firstLook([30, 30], [30, 32]),
    };
    const both: EvalReport = { ...report(), sets: [setReport("held-out-14", 30, 2), setReport("held-out-19", 30, 2)] };
    expect(failedBudgets(both, looks)).toEqual(["escalation precision over all sets below 97%"]);
  });

  it("misses no request for a person in any set, whatever its first look", () => {
    const looks = { "held-out-28": firstLook([31, 32], [31, 31]) };
    expect(failedBudgets(report(setReport("held-out-28", 31, 0, 1)), looks)).toEqual([
      "held-out set 28 (sealed until its first look): escalation recall below 100%",
    ]);
  });

  it("reads a first look for the sets that have one", () => {
    const looks = loadFirstLooks();
    expect(looks["held-out-14"]?.escalation.flagged).toEqual([30, 32]);
    expect(looks.tuning).toBeUndefined();
  });
});
