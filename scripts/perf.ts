/**
 * `npm run perf [-- --strict]`: a benchmark of page speed as visitors get it, that reports and tunes nothing
 * (docs/performance.md). It builds the site, serves it with the real server behind an HTTPS/HTTP2 proxy on
 * loopback, runs Lighthouse's mobile preset as it ships five times on each of the twenty pages, then on two
 * pages straight from `npm start` (HTTP/1.1), and times the islands waking on a throttled phone. It prints the
 * medians against the budgets and keeps every run's figures in `perf-results.json`. It exits 0 unless
 * `--strict` is given and a median misses a budget (for a measurement on a quiet machine).
 * Environment: PERF_PAGES (comma-separated paths), PERF_RUNS (5), PERF_SKIP_BUILD=1.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import { allPages } from "../core/routes.ts";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../tests/support/chromium.ts";
import { spawnServer, waitUntilReady } from "../tests/support/server-process.ts";
import { islandTiming, type IslandTiming } from "./perf/island-timing.ts";
import { lighthouseRun, type Run } from "./perf/lighthouse-run.ts";
import { printReport, summarize, type Row } from "./perf/report.ts";
import { startTlsProxy } from "./perf/tls-proxy.ts";

const [PORT, TLS_PORT] = [43_400, 43_401];
const ORIGIN = `http://127.0.0.1:${PORT}`;
const BASE = `https://127.0.0.1:${TLS_PORT}`;
const RUNS = Number(process.env.PERF_RUNS ?? 5);
const pages = process.env.PERF_PAGES?.split(",") ?? allPages().map((page) => page.path);
const DIRECT_PAGES = ["/", "/fr/contact"];
const ISLAND_PAGES = ["/", "/contact", "/application"];

if (!process.env.PERF_SKIP_BUILD) {
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit", env: { ...process.env, PUBLIC_URL: BASE } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const dataDir = mkdtempSync(join(tmpdir(), "perf-data-"));
const server = spawnServer({
  PUBLIC_URL: BASE,
  PORT: String(PORT),
  HOST: "127.0.0.1",
  LOG_LEVEL: "warn",
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  SMTP_URL: "",
});
await waitUntilReady(ORIGIN);
const proxy = await startTlsProxy(TLS_PORT, PORT);
const flags = [...CHROMIUM_FLAGS, "--ignore-certificate-errors"];
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ["--headless=new", ...flags] });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: flags });

const runs: Record<string, Run[]> = {};
async function measure(url: string): Promise<Row> {
  const key = url.startsWith(ORIGIN) ? `${new URL(url).pathname} (npm start)` : new URL(url).pathname;
  runs[key] = [];
  for (let run = 0; run < RUNS; run++) runs[key].push(await lighthouseRun(url, chrome.port));
  const row = summarize(key, runs[key]);
  console.log(JSON.stringify({ ...row, tbtRuns: runs[key].map((run) => run.tbtMs).join(" ") }));
  return row;
}

const proxied: Row[] = [];
const direct: Row[] = [];
const islands: IslandTiming[] = [];
try {
  for (const path of pages) proxied.push(await measure(`${BASE}${path}`));
  if (!process.env.PERF_PAGES) {
    for (const path of DIRECT_PAGES) direct.push(await measure(`${ORIGIN}${path}`));
    for (const path of ISLAND_PAGES) islands.push(await islandTiming(browser, `${BASE}${path}`, RUNS));
  }
} finally {
  await browser.close();
  chrome.kill();
  proxy.close();
  server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
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
console.log("Every run's figures: perf-results.json");
const missed = [...proxied, ...direct].some((row) => row.missed);
process.exit(process.argv.includes("--strict") && missed ? 1 : 0);
