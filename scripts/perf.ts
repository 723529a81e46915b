/**
 * `npm run perf`: builds the site, serves the production build on loopback with the real server, runs
 * Lighthouse (mobile preset, simulated throttling, Debian Chromium) three times on each of the twenty pages,
 * and prints the medians against the budgets of issue 5. Exits non-zero when a budget fails.
 *
 * The pages are fetched over HTTPS and HTTP/2 through a loopback TLS proxy, as a visitor gets them behind the
 * production proxy: Chromium only accepts Brotli (our precompressed files) from a secure origin.
 *
 * Options (environment): PERF_RUNS (3), PERF_PAGES (comma-separated paths, default all), PERF_SKIP_BUILD=1,
 * PERF_REPORTS (a folder to keep every run's Lighthouse JSON report in, for a closer look).
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { createSecureServer, type Http2SecureServer } from "node:http2";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { allPages } from "../core/routes.ts";
import { spawnServer, waitUntilReady } from "../tests/support/server-process.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const PORT = 43_400;
const ORIGIN_URL = `http://127.0.0.1:${PORT}`;
const TLS_PORT = 43_401;
const BASE = `https://127.0.0.1:${TLS_PORT}`;
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
  /** What the largest paint is: an element's tag, `poster` for the hero video's poster, `video` for its frames. */
  lcpPaint: string;
}

/** HTTP/2 over TLS on `port`, passing every request to the server on `target` (a self-signed certificate). */
async function startTlsProxy(port: number, target: number): Promise<Http2SecureServer> {
  const dir = mkdtempSync(join(tmpdir(), "perf-tls-"));
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
      "-keyout",
      join(dir, "key.pem"),
      "-out",
      join(dir, "cert.pem"),
    ],
    { stdio: "ignore" },
  );
  const key = readFileSync(join(dir, "key.pem"));
  const cert = readFileSync(join(dir, "cert.pem"));
  rmSync(dir, { recursive: true, force: true });
  // Hop-by-hop headers have no place in HTTP/2.
  const hopByHop = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade", "proxy-connection"]);
  const server = createSecureServer({ key, cert, allowHTTP1: true }, (incoming, outgoing) => {
    const headers = Object.fromEntries(
      Object.entries(incoming.headers).filter(([name]) => !name.startsWith(":") && !hopByHop.has(name)),
    );
    const upstream = request(
      { host: "127.0.0.1", port: target, method: incoming.method, path: incoming.url, headers },
      (response) => {
        const answer = Object.fromEntries(Object.entries(response.headers).filter(([name]) => !hopByHop.has(name)));
        outgoing.writeHead(response.statusCode ?? 502, answer);
        response.pipe(outgoing);
      },
    );
    upstream.on("error", () => outgoing.writeHead(502).end());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return server;
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
await waitUntilReady(ORIGIN_URL);
const proxy = await startTlsProxy(TLS_PORT, PORT);

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
    // The proxy's certificate is made for this run and signed by no authority.
    "--ignore-certificate-errors",
  ],
});

/** Lighthouse's own trace failures (it says "run Lighthouse again") are retried; they measure nothing. */
const ATTEMPTS = 3;

async function runLighthouse(path: string) {
  for (let attempt = 1; ; attempt++) {
    const lhr = (await lighthouse(`${BASE}${path}`, { port: chrome.port, output: "json", logLevel: "error" }))?.lhr;
    if (!lhr) throw new Error(`no Lighthouse result for ${path}`);
    if (!lhr.runtimeError || attempt === ATTEMPTS) return lhr;
    console.warn(`${path}: Lighthouse ${lhr.runtimeError.code}, running it again`);
  }
}

async function measure(path: string): Promise<Sample> {
  const lhr = await runLighthouse(path);
  if (process.env.PERF_REPORTS) {
    mkdirSync(process.env.PERF_REPORTS, { recursive: true });
    const name = `${path.replaceAll("/", "_") || "_"}-${Date.now()}.json`;
    writeFileSync(join(process.env.PERF_REPORTS, name), JSON.stringify(lhr));
  }
  const score = (key: string) => Math.round((lhr.categories[key]?.score ?? 0) * 100);
  const numeric = (key: string) => lhr.audits[key]?.numericValue ?? Number.NaN;
  const summary =
    (
      lhr.audits["resource-summary"]?.details as
        { items?: { resourceType: string; transferSize: number }[] } | undefined
    )?.items ?? [];
  const bytes = (type: string) => summary.find((item) => item.resourceType === type)?.transferSize ?? 0;
  // The background video is excepted from the page weight only when it starts after the largest paint (as
  // observed in the unthrottled load the simulation is based on).
  const observed = (lhr.audits["metrics"]?.details as { items?: { observedLargestContentfulPaint?: number }[] })
    ?.items?.[0]?.observedLargestContentfulPaint;
  const requests =
    (
      lhr.audits["network-requests"]?.details as
        { items?: { resourceType?: string; networkRequestTime?: number; transferSize?: number }[] } | undefined
    )?.items ?? [];
  // A video element is the largest paint with its poster until its own file arrives: the spec wants the
  // poster (or the headline) to be it, so a video file requested before the largest paint fails.
  const lcpNode = (
    lhr.audits["lcp-breakdown-insight"]?.details as { items?: { type: string; snippet?: string }[] } | undefined
  )?.items?.find((item) => item.type === "node")?.snippet;
  const lcpTag = /^<(\w+)/.exec(lcpNode ?? "")?.[1]?.toLowerCase() ?? "?";
  const mediaBeforeLcp = requests.some(
    (item) => item.resourceType === "Media" && observed !== undefined && (item.networkRequestTime ?? 0) <= observed,
  );
  const lcpPaint = lcpTag === "video" ? (mediaBeforeLcp ? "video" : "poster") : lcpTag;
  const lateMediaBytes = requests
    .filter((item) => item.resourceType === "Media")
    .filter((item) => observed !== undefined && (item.networkRequestTime ?? 0) > observed)
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: Math.round(numeric("largest-contentful-paint")),
    tbtMs: Math.round(numeric("total-blocking-time")),
    cls: Math.round(numeric("cumulative-layout-shift") * 1000) / 1000,
    scriptKb: Math.round(bytes("script") / 102.4) / 10,
    totalKb: Math.round((bytes("total") - lateMediaBytes) / 102.4) / 10,
    lcpPaint,
  };
}

const rows: (Record<string, string | number> & { ok: string })[] = [];
let failures = 0;
try {
  for (const path of pages) {
    const samples: Sample[] = [];
    for (let run = 0; run < RUNS; run++) samples.push(await measure(path));
    const pick = (key: Exclude<keyof Sample, "lcpPaint">) => median(samples.map((sample) => sample[key]));
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
      lcpPaint: samples.find((sample) => sample.lcpPaint === "video")?.lcpPaint ?? samples[0]?.lcpPaint ?? "?",
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
      result.lcpPaint === "video" && "LCP-is-video",
    ].filter(Boolean);
    if (misses.length) failures++;
    const row = {
      page: path,
      ...result,
      ok: misses.length ? `FAIL ${misses.join(" ")}` : "ok",
    };
    rows.push(row);
    console.log(JSON.stringify(row));
  }
} finally {
  await chrome.kill();
  proxy.close();
  server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}

console.table(rows);
console.log(
  `Budgets (median of ${RUNS}): performance >= ${BUDGET.performance}, accessibility/best practices/SEO 100, LCP <= ${BUDGET.lcpMs} ms, TBT <= ${BUDGET.tbtMs} ms, CLS <= ${BUDGET.cls}, JS <= ${BUDGET.scriptKb} KB, page weight without video <= ${BUDGET.totalKb} KB, largest paint not the hero video`,
);
console.log(
  failures ? `FAIL: ${failures} of ${rows.length} pages miss a budget` : `PASS: all ${rows.length} pages within budget`,
);
process.exit(failures ? 1 : 0);
