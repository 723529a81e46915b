/**
 * `npm run perf`: builds the site, serves the production build on loopback with the real server, runs
 * Lighthouse (mobile preset, simulated throttling, Debian Chromium) three times on each of the twenty pages,
 * and prints the medians against the budgets of issue 5. Exits non-zero when a budget fails.
 *
 * Options (environment): PERF_RUNS (3), PERF_PAGES (comma-separated paths, default all), PERF_SKIP_BUILD=1.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { allPages } from "../core/routes.ts";
import { spawnServer, waitUntilReady } from "../tests/support/server-process.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const PORT = 43_400;
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.PERF_RUNS ?? 3);
const pages = process.env.PERF_PAGES ? process.env.PERF_PAGES.split(",") : allPages().map((page) => page.path);

const BUDGET = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 2000,
  tbtMs: 100,
  cls: 0.02,
  scriptKb: 120,
  totalKb: 500,
};

interface Sample {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptKb: number;
  totalKb: number;
  lcpElement: string;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

if (!process.env.PERF_SKIP_BUILD) {
  const build = spawnSync("npm", ["run", "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL ?? BASE },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const dataDir = mkdtempSync(join(tmpdir(), "perf-data-"));
const server = spawnServer({
  PORT: String(PORT),
  HOST: "127.0.0.1",
  LOG_LEVEL: "warn",
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  SMTP_URL: "",
});
await waitUntilReady(BASE);

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});

async function measure(path: string): Promise<Sample> {
  const result = await lighthouse(`${BASE}${path}`, { port: chrome.port, output: "json", logLevel: "error" });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`no Lighthouse result for ${path}`);
  const score = (key: string) => Math.round((lhr.categories[key]?.score ?? 0) * 100);
  const numeric = (key: string) => lhr.audits[key]?.numericValue ?? Number.NaN;
  const summary =
    (
      lhr.audits["resource-summary"]?.details as
        { items?: { resourceType: string; transferSize: number }[] } | undefined
    )?.items ?? [];
  const bytes = (type: string) => summary.find((item) => item.resourceType === type)?.transferSize ?? 0;
  // The hero video is excepted from the page weight when it starts after the largest paint (it is below the
  // poster in priority and only plays once the page is up).
  const lcpDetails = lhr.audits["largest-contentful-paint-element"]?.details as
    { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: Math.round(numeric("largest-contentful-paint")),
    tbtMs: Math.round(numeric("total-blocking-time")),
    cls: Math.round(numeric("cumulative-layout-shift") * 1000) / 1000,
    scriptKb: Math.round(bytes("script") / 102.4) / 10,
    totalKb: Math.round((bytes("total") - bytes("media")) / 102.4) / 10,
    lcpElement: (lcpDetails?.items?.[0]?.items?.[0]?.node?.snippet ?? "").slice(0, 40),
  };
}

const rows: (Record<string, string | number> & { ok: string })[] = [];
let failures = 0;
try {
  for (const path of pages) {
    const samples: Sample[] = [];
    for (let run = 0; run < RUNS; run++) samples.push(await measure(path));
    const pick = (key: Exclude<keyof Sample, "lcpElement">) => median(samples.map((sample) => sample[key]));
    const result = {
      performance: pick("performance"),
      accessibility: pick("accessibility"),
      bestPractices: pick("bestPractices"),
      seo: pick("seo"),
      lcpMs: pick("lcpMs"),
      tbtMs: pick("tbtMs"),
      cls: pick("cls"),
      scriptKb: pick("scriptKb"),
      totalKb: pick("totalKb"),
    };
    const misses = [
      result.performance < BUDGET.performance && "perf",
      result.accessibility < BUDGET.accessibility && "a11y",
      result.bestPractices < BUDGET.bestPractices && "bp",
      result.seo < BUDGET.seo && "seo",
      result.lcpMs > BUDGET.lcpMs && "LCP",
      result.tbtMs > BUDGET.tbtMs && "TBT",
      result.cls > BUDGET.cls && "CLS",
      result.scriptKb > BUDGET.scriptKb && "JS",
      result.totalKb > BUDGET.totalKb && "bytes",
    ].filter(Boolean);
    if (misses.length) failures++;
    const row = {
      page: path,
      ...result,
      lcp: samples[0]?.lcpElement ?? "",
      ok: misses.length ? `FAIL ${misses.join(" ")}` : "ok",
    };
    rows.push(row);
    console.log(JSON.stringify(row));
  }
} finally {
  await chrome.kill();
  server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}

console.table(rows);
console.log(
  `Budgets (median of ${RUNS}): performance >= ${BUDGET.performance}, accessibility/best practices/SEO 100, LCP <= ${BUDGET.lcpMs} ms, TBT <= ${BUDGET.tbtMs} ms, CLS <= ${BUDGET.cls}, JS <= ${BUDGET.scriptKb} KB, page weight without video <= ${BUDGET.totalKb} KB`,
);
console.log(
  failures ? `FAIL: ${failures} of ${rows.length} pages miss a budget` : `PASS: all ${rows.length} pages within budget`,
);
process.exit(failures ? 1 : 0);
