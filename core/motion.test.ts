import { describe, expect, it } from "vitest";
import { COUNTERS, counterValue, easeOutCubic } from "./motion.ts";

describe("counter easing", () => {
  it("starts at zero and lands exactly on the target at its duration", () => {
    for (const counter of COUNTERS) {
      expect(counterValue(counter.target, counter.durationMs, 0)).toBe(0);
      expect(counterValue(counter.target, counter.durationMs, counter.durationMs)).toBe(counter.target);
      expect(counterValue(counter.target, counter.durationMs, counter.durationMs * 3)).toBe(counter.target);
    }
  });

  it("eases out: more than half way at the half-time mark, and never decreasing", () => {
    expect(counterValue(300, 1800, 900)).toBeGreaterThan(150);
    let previous = 0;
    for (let elapsed = 0; elapsed <= 1800; elapsed += 16) {
      const value = counterValue(300, 1800, elapsed);
      expect(value).toBeGreaterThanOrEqual(previous);
      previous = value;
    }
    expect(easeOutCubic(-1)).toBe(0);
    expect(easeOutCubic(2)).toBe(1);
  });
});
