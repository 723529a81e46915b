/** The medians of a page's runs against the budgets, and the table `npm run perf` prints. */
import type { Run } from "./lighthouse-run.ts";

export const BUDGETS = { performance: 100, fcpMs: 1000, lcpMs: 1200, tbtMs: 50, cls: 0 } as const;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

export type Row = Run & { page: string; missed: string };

/** Each metric's median over the runs, and the budgets that median misses. */
export function summarize(page: string, runs: Run[]): Row {
  const pick = (key: keyof Run) => median(runs.map((run) => run[key]));
  const row = {
    page,
    performance: pick("performance"),
    fcpMs: pick("fcpMs"),
    lcpMs: pick("lcpMs"),
    tbtMs: pick("tbtMs"),
    cls: pick("cls"),
    jsKb: pick("jsKb"),
  };
  const missed = [
    row.performance < BUDGETS.performance && "perf",
    row.fcpMs > BUDGETS.fcpMs && "FCP",
    row.lcpMs > BUDGETS.lcpMs && "LCP",
    row.tbtMs > BUDGETS.tbtMs && "TBT",
    row.cls > BUDGETS.cls && "CLS",
  ].filter(Boolean);
  return { ...row, missed: missed.join(" ") };
}

export function printReport(title: string, rows: Row[]): void {
  console.log(`\n${title}`);
  console.table(rows);
  const missing = rows.filter((row) => row.missed);
  console.log(
    `Budgets: performance ${BUDGETS.performance}, FCP <= ${BUDGETS.fcpMs} ms, LCP <= ${BUDGETS.lcpMs} ms, TBT <= ${BUDGETS.tbtMs} ms, CLS ${BUDGETS.cls}. ` +
      (missing.length
        ? `Missed on ${missing.length} of ${rows.length}: ${missing.map((row) => `${row.page} (${row.missed})`).join(", ")}`
        : "All within budget."),
  );
}
