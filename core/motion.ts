/** The home page's animation constants, as the product fixes them. */
export const TYPING_MS_PER_CHARACTER = 80;
/** The typed headline's cursor is on for the first half of every period, until the headline is whole. */
export const CURSOR_BLINK_MS = 1000;

export const COUNTERS = [
  { key: "years", target: 30, durationMs: 1500, suffix: "+" },
  { key: "projects", target: 300, durationMs: 1800, suffix: "+" },
  { key: "clients", target: 100, durationMs: 1600, suffix: "+" },
] as const;
export type CounterKey = (typeof COUNTERS)[number]["key"];

/** Counters start once at least this share of them is visible. */
export const COUNTER_VISIBILITY_THRESHOLD = 0.1;

/** Ease-out cubic: fast start, gentle landing on the exact target. */
export function easeOutCubic(progress: number): number {
  const t = Math.min(1, Math.max(0, progress));
  return 1 - (1 - t) ** 3;
}

/** The value a counter shows `elapsedMs` after it started: whole numbers, never past the target. */
export function counterValue(target: number, durationMs: number, elapsedMs: number): number {
  if (durationMs <= 0) return target;
  return Math.round(target * easeOutCubic(elapsedMs / durationMs));
}
