/**
 * `npm run perf [-- --strict]`: a benchmark of page speed as visitors get it, that reports and tunes nothing
 * (docs/performance.md). It builds the site, serves it with the real server behind an HTTPS/HTTP2 proxy on
 * loopback, runs Lighthouse's mobile preset as it ships five times on each of the twenty pages, then on two
 * pages straight from `npm start` (HTTP/1.1), and times the islands waking on a throttled phone. It prints the
 * medians against the budgets and keeps every run's figures in `perf-results.json`. It exits 0 unless
 * `--strict` is given and a median misses a budget (for a measurement on a quiet machine).
 * Environment: PERF_PAGES (comma-separated paths), PERF_RUNS (5), PERF_SKIP_BUILD=1.
 */
import { writeFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import { allPages } from "../core/routes.ts";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../tests/support/chromium.ts";
import { islandTiming, type IslandTiming } from "./perf/island-timing.ts";
import { lighthouseRun, type Run } from "./perf/lighthouse-run.ts";
import { printReport, summarize, type Row } from "./perf/report.ts";
import { serveBuild } from "./perf/serve-build.ts";

const RUNS = Number(process.env.PERF_RUNS ?? 5);
const pages = process.env.PERF_PAGES?.split(",") ?? allPages().map((page) => page.path);
const DIRECT_PAGES = ["/", "/fr/contact"];
const ISLAND_PAGES = ["/contact", "/fr/application"];

const { origin, base, close } = await serveBuild();
const flags = [...CHROMIUM_FLAGS, "--ignore-certificate-errors"];
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ["--headless=new", ...flags] });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: flags });

const runs: Record<string, Run[]> = {};
async function measure(url: string): Promise<Row> {
  const key = url.startsWith(origin) ? `${new URL(url).pathname} (npm start)` : new URL(url).pathname;
  const pageRuns: Run[] = [];
  for (let run = 0; run < RUNS; run++) pageRuns.push(await lighthouseRun(url, chrome.port));
  runs[key] = pageRuns;
  const row = summarize(key, pageRuns);
  console.log(JSON.stringify({ ...row, tbtRuns: pageRuns.map((run) => run.tbtMs).join(" ") }));
  return row;
}

const proxied: Row[] = [];
const direct: Row[] = [];
const islands: IslandTiming[] = [];
try {
  for (const path of pages) proxied.push(await measure(`${base}${path}`));
  if (!process.env.PERF_PAGES) {
    for (const path of DIRECT_PAGES) direct.push(await measure(`${origin}${path}`));
    for (const path of ISLAND_PAGES) islands.push(await islandTiming(browser, `${base}${path}`, RUNS));
  }
} finally {
  await browser.close();
  chrome.kill();
  close();
}

writeFileSync("perf-results.json", `${JSON.stringify({ date: new Date().toISOString(), runs, islands }, null, 2)}\n`);
printReport(`Lighthouse mobile (as it ships), HTTPS/HTTP2 proxy, median of ${RUNS}:`, proxied);
if (direct.length) printReport(`The same straight from npm start (HTTP/1.1), median of ${RUNS}:`, direct);
if (islands.length) {
  console.log(
    `\nIslands awake on a throttled phone (4x CPU, slow 4G, applied by Chromium), no touch, median of ${RUNS}:`,
  );
  console.table(islands);
}
console.log("Every run's figures: perf-results.json. Tap timings: npm run bench:taps");
const missed = [...proxied, ...direct].some((row) => row.missed);
process.exit(process.argv.includes("--strict") && missed ? 1 : 0);
