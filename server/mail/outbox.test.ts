import { describe, expect, it } from "vitest";
import { MAX_RETRY_DELAY_MS, retryDelayMs } from "./outbox.ts";

describe("retry backoff", () => {
  it("doubles the delay after each failed try, from the base, capped at one hour", () => {
    expect([1, 2, 3, 4, 5].map((attempt) => retryDelayMs(attempt, 30_000))).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000,
    ]);
    expect(retryDelayMs(30, 30_000)).toBe(MAX_RETRY_DELAY_MS);
  });
});
