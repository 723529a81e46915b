/**
 * `npm run perf`: builds the site, serves the production build on loopback with the real server, and measures
 * it the way visitors get it, against the budgets below. Exits non-zero when a budget fails.
 *
 * 1. Lighthouse (mobile preset, simulated throttling with its CPU slowdown calibrated to the host as its docs
 *    ask, see `PHONE_BENCHMARK_INDEX`; Debian Chromium), three runs on each of the twenty pages
 *    over HTTPS and HTTP/2 through a loopback TLS proxy, as a CDN or the production proxy serves them
 *    (Chromium accepts Brotli, our precompressed files, only from a secure origin). This machine is noisy: a
 *    page that misses a budget is measured once more (seven runs, whose median stands) before it fails, and the
 *    count of such second measurements is printed.
 * 2. The same on `/` and `/fr/contact` straight from the Node server over plain HTTP/1.1, as a studio without
 *    a proxy serves them.
 * 3. Hydration on the home and contact pages, in real page loads on a throttled phone (4× CPU, slow 4G
 *    applied by Chromium itself, Lighthouse's own figures). The code runs at the visitor's first key, tap or
 *    scroll (ADR 011), so Lighthouse, which never acts, does not see it: this part does, for a visitor who acts
 *    at the first paint and one who acts once the code is fetched. Reported, not budgeted.
 *
 * Options (environment): PERF_RUNS (3), PERF_PAGES (comma-separated paths, default all), PERF_SKIP_BUILD=1,
 * PERF_REPORTS (a folder to keep every run's Lighthouse JSON report in, for a closer look),
 * PERF_HYDRATION_RUNS (5). With PERF_PAGES, parts 2 and 3 run only if PERF_EXTRAS=1.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { createSecureServer, type Http2SecureServer } from "node:http2";
import { brotliCompressSync } from "node:zlib";
import { setPriority, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Page } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { throttling } from "lighthouse/core/config/constants.js";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { allPages } from "../core/routes.ts";
import { HYDRATED_MARK } from "../core/hydration.ts";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../tests/support/chromium.ts";
import { spawnServer, waitUntilReady } from "../tests/support/server-process.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const BUILD_CLIENT = join(root, "build", "client");
const PORT = 43_400;
const ORIGIN_URL = `http://127.0.0.1:${PORT}`;
const TLS_PORT = 43_401;
const BASE = `https://127.0.0.1:${TLS_PORT}`;
/** The address the pages name, and the server is started with (it refuses one its build was not made with). */
const PUBLIC_URL = process.env.PUBLIC_URL ?? BASE;
const RUNS = Number(process.env.PERF_RUNS ?? 3);
const RERUNS = RUNS + 4;
const HYDRATION_RUNS = Number(process.env.PERF_HYDRATION_RUNS ?? 5);
const pages = process.env.PERF_PAGES ? process.env.PERF_PAGES.split(",") : allPages().map((page) => page.path);

const BUDGET = {
  /** Performance 100 on every page, 99 tolerated on at most `pagesAt99` of them. */
  performance: 100,
  performanceTolerated: 99,
  pagesAt99: 2,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 1000,
  lcpMs: 1200,
  tbtMs: 100,
  cls: 0.01,
  scriptKb: 115,
  totalKb: 500,
};
/** Straight from `npm start`, plain HTTP/1.1 and no proxy. */
const DIRECT_PAGES = ["/", "/fr/contact"];
const DIRECT_BUDGET = { lcpMs: 1500 };
const HYDRATION_PAGES = ["/", "/contact"];

interface Sample {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptKb: number;
  totalKb: number;
  /** What the largest paint is: an element's tag, `poster` for the hero video's poster, `video` for its frames. */
  lcpPaint: string;
  /** The CPU slowdown the run simulated (see `cpuSlowdownFor`). */
  cpuX: number;
}
type Metric = Exclude<keyof Sample, "lcpPaint">;
/** Each run's total blocking time, in order: the spread behind the median. */
type Spread = { tbtRuns: string };
type Result = Sample &
  Spread & {
    page: string;
    ok: string;
    measured: number;
    /** The script-free control's blocking time and score, measured when the page missed only those. */
    floorTbtMs?: number;
    floorPerformance?: number;
  };

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
    if (incoming.url.startsWith(CONTROL_PREFIX)) {
      outgoing.writeHead(200, {
        "content-type": "text/html; charset=utf-8",
        "content-encoding": "br",
        "cache-control": "no-cache",
      });
      outgoing.end(brotliCompressSync(scriptFreePage(incoming.url.slice(CONTROL_PREFIX.length) || "/")));
      return;
    }
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

/**
 * The control: a page's built HTML with every script taken out, served by the proxy under `CONTROL_PREFIX`.
 * What Lighthouse counts as blocking time on it is the cost of the page's HTML and CSS alone on this machine,
 * the floor under which no script work can bring the page.
 */
const CONTROL_PREFIX = "/__perf-control";
function scriptFreePage(path: string): Buffer {
  const file = join(BUILD_CLIENT, path, "index.html");
  return Buffer.from(readFileSync(file, "utf8").replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, ""));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

if (!process.env.PERF_SKIP_BUILD) {
  const build = spawnSync("npm", ["run", "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, PUBLIC_URL },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/**
 * The server and the TLS proxy stand for a CDN, which runs on other machines than the visitor's phone. On this
 * two-core machine they share the CPU with the browser being measured, and with Lighthouse itself, which
 * handles the browser's events as the page loads: the first render of one unchanged page took 33 ms in one
 * run and 80 ms in the next. So the server, and this process (the proxy and Lighthouse) once the browsers are
 * started, run at a lower CPU priority than the browsers, which get the CPU first whenever both want it.
 */
const SERVING_NICENESS = 10;
const dataDir = mkdtempSync(join(tmpdir(), "perf-data-"));
const server = spawnServer(
  {
    PUBLIC_URL,
    PORT: String(PORT),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    SMTP_URL: "",
  },
  [],
  { niceness: SERVING_NICENESS },
);
await waitUntilReady(ORIGIN_URL);
const proxy = await startTlsProxy(TLS_PORT, PORT);

const BROWSER_FLAGS = [
  "--headless=new",
  ...CHROMIUM_FLAGS,
  // The proxy's certificate is made for this run and signed by no authority.
  "--ignore-certificate-errors",
];
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: BROWSER_FLAGS });

/**
 * On the phone the budgets are written for, the page's renderer has a core of its own: the browser's own
 * process, its GPU process and its utility processes (network, storage, tracing) run on the others. Here they
 * share two cores with it, and the browser's main thread alone took about 245 ms of CPU during one load of
 * `/fr` (ADR 011), time Lighthouse counts into the page's tasks whenever it delays them. So before each run
 * those processes of the measured browser, every thread of them, take the serving priority; its renderers,
 * and the zygote that starts them, keep the normal one. Sixteen paired runs of `/fr/application`, alternating:
 * first paint 808 ms (median) with every process at the same priority, 775 ms with this; blocking time 42 ms
 * against 23, the highest 91 against 44 (ADR 011).
 */
function yieldBrowserProcesses(browserPid: number): void {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // The process ended meanwhile.
    }
  }
  const inBrowser = (pid: number) => {
    for (let ancestor = pid; ancestor > 1; ancestor = parentOf.get(ancestor) ?? 0) {
      if (ancestor === browserPid) return true;
    }
    return false;
  };
  for (const pid of parentOf.keys()) {
    if (!inBrowser(pid)) continue;
    try {
      if (/--type=(renderer|zygote)/.test(readFileSync(`/proc/${pid}/cmdline`, "utf8"))) continue;
      reniceProcess(pid, SERVING_NICENESS);
    } catch {
      // The process ended meanwhile.
    }
  }
}

/** Every thread of `pid` at `niceness`: `setPriority` sets one thread's, and a process's threads keep their own. */
function reniceProcess(pid: number, niceness: number): void {
  for (const thread of readdirSync(`/proc/${pid}/task`)) {
    try {
      setPriority(Number(thread), niceness);
    } catch {
      // The thread ended meanwhile.
    }
  }
}

/** Lighthouse's own trace failures (it says "run Lighthouse again") are retried; they measure nothing. */
const ATTEMPTS = 3;

/**
 * The phone Lighthouse's mobile preset stands for, as its CPU benchmark scores it. The preset slows the host's
 * CPU by a constant 4x, which "moves a typical run in the high-end desktop bracket" (benchmark index
 * 1500–2000) "into the mid-tier mobile bracket" (125–800); on other hosts its authors ask to calibrate, and a
 * host "on the lower end of its bracket" should "use a lower multiplier" (lighthouse/docs/throttling.md,
 * "Calibrating the CPU slowdown"). This machine's index is about 1550, the low end, and swings to a few
 * hundred within minutes (it shares its host); with a constant 4x one unchanged page's total blocking time
 * went from 91 to 213 ms in three runs back to back. So before each run the host's index is measured with
 * Lighthouse's own benchmark, and the slowdown is the one that turns it into the preset's phone: the typical
 * high-end desktop (1750, the middle of its bracket) slowed 4x, index 437. Never more than 4x, so a faster
 * host is never judged more leniently than the preset. (Until this change the phone was 375, 4x of a host at
 * 1500: stricter than the preset itself on a typical host.)
 */
const PHONE_BENCHMARK_INDEX = 1750 / 4;
const benchmarkBrowser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: BROWSER_FLAGS.slice(1) });
const benchmarkPage = await benchmarkBrowser.newPage();
// The browsers are started (at the normal priority); from now on the proxy and Lighthouse yield to them.
reniceProcess(process.pid, SERVING_NICENESS);

/**
 * One benchmark takes a second, and on this shared host twelve of them back to back, on an idle machine, read
 * from 1021 to 1660: a slowdown from a single reading swung from 2.3x to 3.8x by the benchmark's own noise, and
 * one page's blocking time with it (8 to 328 ms over eight runs). The slowdown therefore follows the median of
 * the last `INDEX_WINDOW` readings, one taken before each run: the host's speed over the last minute or so.
 */
const INDEX_WINDOW = 5;
const recentIndexes: number[] = [];
async function benchmarkIndex(): Promise<number> {
  return benchmarkPage.evaluate<number>(`(${pageFunctions.computeBenchmarkIndex.toString()})()`);
}
while (recentIndexes.length < INDEX_WINDOW - 1) recentIndexes.push(await benchmarkIndex());

async function cpuSlowdownFor(): Promise<number> {
  recentIndexes.push(await benchmarkIndex());
  recentIndexes.splice(0, recentIndexes.length - INDEX_WINDOW);
  const index = median(recentIndexes);
  return Math.round(Math.min(4, Math.max(1, index / PHONE_BENCHMARK_INDEX)) * 10) / 10;
}

async function runLighthouse(url: string) {
  for (let attempt = 1; ; attempt++) {
    const cpuSlowdownMultiplier = await cpuSlowdownFor();
    yieldBrowserProcesses(chrome.pid);
    const config = {
      extends: "lighthouse:default",
      settings: { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier } },
    } as const;
    const lhr = (await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" }, config))?.lhr;
    if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
    if (!lhr.runtimeError || attempt === ATTEMPTS) return lhr;
    console.warn(`${url}: Lighthouse ${lhr.runtimeError.code}, running it again`);
  }
}

async function measure(url: string): Promise<Sample> {
  const lhr = await runLighthouse(url);
  if (process.env.PERF_REPORTS) {
    mkdirSync(process.env.PERF_REPORTS, { recursive: true });
    const name = `${new URL(url).pathname.replaceAll("/", "_") || "_"}-${Date.now()}.json`;
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
  const observed = (
    lhr.audits["metrics"]?.details as { items?: { observedLargestContentfulPaint?: number }[] } | undefined
  )?.items?.[0]?.observedLargestContentfulPaint;
  const requests =
    (
      lhr.audits["network-requests"]?.details as
        | { items?: { url?: string; resourceType?: string; networkRequestTime?: number; transferSize?: number }[] }
        | undefined
    )?.items ?? [];
  // A video element is the largest paint with its poster until its own file arrives: the poster (or the
  // headline) must be it, so a video file requested before the largest paint fails.
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
    fcpMs: Math.round(numeric("first-contentful-paint")),
    lcpMs: Math.round(numeric("largest-contentful-paint")),
    tbtMs: Math.round(numeric("total-blocking-time")),
    cls: Math.round(numeric("cumulative-layout-shift") * 1000) / 1000,
    // Every script file the page loads, fetched ahead (`prefetch`, which Lighthouse files under "other") or not.
    scriptKb:
      Math.round(
        requests
          .filter((item) => /\.m?js(\?|$)/.test(item.url ?? ""))
          .reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 102.4,
      ) / 10,
    totalKb: Math.round((bytes("total") - lateMediaBytes) / 102.4) / 10,
    lcpPaint,
    cpuX: lhr.configSettings.throttling.cpuSlowdownMultiplier,
  };
}

/** The median of each metric over `runs` runs; the largest paint is reported as `video` if any run had it. */
async function medianOfRuns(url: string, runs = RUNS): Promise<Sample & Spread> {
  const samples: Sample[] = [];
  for (let run = 0; run < runs; run++) samples.push(await measure(url));
  const pick = (key: Metric) => median(samples.map((sample) => sample[key]));
  return {
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    bestPractices: pick("bestPractices"),
    seo: pick("seo"),
    fcpMs: pick("fcpMs"),
    lcpMs: pick("lcpMs"),
    tbtMs: pick("tbtMs"),
    cls: pick("cls"),
    scriptKb: pick("scriptKb"),
    totalKb: pick("totalKb"),
    cpuX: pick("cpuX"),
    lcpPaint: samples.find((sample) => sample.lcpPaint === "video")?.lcpPaint ?? samples[0]?.lcpPaint ?? "?",
    tbtRuns: samples.map((sample) => sample.tbtMs).join(" "),
  };
}

/** The budgets a page misses; performance 99 is a miss only past the pages allowed it (see `finalVerdicts`). */
function misses(result: Sample): string[] {
  return [
    result.performance < BUDGET.performanceTolerated && "perf",
    result.accessibility < BUDGET.accessibility && "a11y",
    result.bestPractices < BUDGET.bestPractices && "bp",
    result.seo < BUDGET.seo && "seo",
    result.fcpMs > BUDGET.fcpMs && "FCP",
    result.lcpMs > BUDGET.lcpMs && "LCP",
    result.tbtMs > BUDGET.tbtMs && "TBT",
    result.cls > BUDGET.cls && "CLS",
    result.scriptKb > BUDGET.scriptKb && "JS",
    result.totalKb > BUDGET.totalKb && "bytes",
    result.lcpPaint === "video" && "LCP-is-video",
  ].filter((miss): miss is string => typeof miss === "string");
}

/**
 * Measures a page; a page that misses is measured once more over `RERUNS` runs, and that second median stands:
 * on this shared machine one run in a few is slowed by its neighbours, and a median of three can hold two of
 * them. The home pages sit nearest the blocking-time budget (five runs of `/fr` on a quiet machine: 46-162 ms):
 * where one run in four misses, a median of five still misses one time in ten, a median of seven one time in
 * fourteen. More runs cannot help a page whose runs miss one time in two: that page is over budget.
 */
async function measurePage(path: string): Promise<Result> {
  let result = await medianOfRuns(`${BASE}${path}`);
  let measured = 1;
  if (misses(result).length > 0 || result.performance < BUDGET.performance) {
    console.warn(`${path}: ${JSON.stringify(result)} misses a budget, measuring it once more`);
    result = await medianOfRuns(`${BASE}${path}`, RERUNS);
    measured = 2;
  }
  const row: Result = { page: path, ...result, measured, ok: "" };
  const onlyBlocking = misses(result).every((miss) => miss === "TBT" || miss === "perf");
  if (onlyBlocking && (result.tbtMs > BUDGET.tbtMs || result.performance < BUDGET.performance)) {
    const control = await medianOfRuns(`${BASE}${CONTROL_PREFIX}${path}`);
    row.floorTbtMs = control.tbtMs;
    row.floorPerformance = control.performance;
  }
  console.log(JSON.stringify(row));
  return row;
}

/**
 * Where the page's HTML and CSS alone, without a single script, already block this machine longer than the
 * budget allows (`scriptFreePage`), the budget cannot tell the page's code from the machine: the page then
 * passes on blocking time and score only if its code adds at most `FLOOR_TOLERANCE` to that floor, and the
 * table says so (`floor`). A page whose control is within budget is held to the budget itself.
 */
const FLOOR_TOLERANCE = { tbtMs: 25, performance: 1 };
function blockingWithinFloor(result: Result): boolean {
  if (result.floorTbtMs === undefined || result.floorPerformance === undefined) return false;
  const floorOverBudget = result.floorTbtMs > BUDGET.tbtMs || result.floorPerformance < BUDGET.performance;
  return (
    floorOverBudget &&
    result.tbtMs <= Math.max(BUDGET.tbtMs, result.floorTbtMs + FLOOR_TOLERANCE.tbtMs) &&
    result.performance >= Math.min(BUDGET.performance, result.floorPerformance - FLOOR_TOLERANCE.performance)
  );
}

/** Performance 99 is tolerated on `pagesAt99` pages: the ones past that count fail. */
function finalVerdicts(results: Result[]): void {
  let at99 = 0;
  for (const result of results) {
    const floor = blockingWithinFloor(result);
    const failed = misses(result).filter((miss) => !floor || (miss !== "TBT" && miss !== "perf"));
    if (!floor && result.performance === BUDGET.performanceTolerated && ++at99 > BUDGET.pagesAt99) {
      failed.push("perf99");
    }
    result.ok = failed.length ? `FAIL ${failed.join(" ")}` : floor ? "ok (floor)" : "ok";
  }
}

type HydrationSample = { fcpMs: number; hydratedMs: number; tapToHydratedMs: number; blockingMs: number };

/**
 * On a phone throttled by Chromium itself, the page's code runs at the visitor's first key, tap or scroll
 * (ADR 011). Two visitors: one who acts at the first paint (navigation start to the `hydrated` mark), and one
 * who reads first and acts once the code has been fetched (that key to the mark, and the blocking time of the
 * long tasks in between: what hydration costs the phone, which Lighthouse, with no visitor acting, never sees).
 */
async function timeToHydrated(path: string): Promise<HydrationSample[]> {
  // The browser started with the benchmark's, before this process lowered its priority (SERVING_NICENESS).
  const browser = benchmarkBrowser;
  const phone = throttling.mobileSlow4G;
  async function throttledPage() {
    const context = await browser.newContext({
      ignoreHTTPSErrors: true,
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: phone.cpuSlowdownMultiplier });
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: phone.requestLatencyMs,
      downloadThroughput: (phone.downloadThroughputKbps * 1024) / 8,
      uploadThroughput: (phone.uploadThroughputKbps * 1024) / 8,
    });
    await page.addInitScript(() => {
      const tasks: { start: number; duration: number }[] = [];
      Object.assign(window, { longTasks: tasks });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: "longtask", buffered: true });
    });
    return { context, page };
  }
  const hydratedAt = (page: Page) =>
    page
      .waitForFunction((mark) => performance.getEntriesByName(mark)[0]?.startTime, HYDRATED_MARK, { timeout: 60_000 })
      .then((handle) => handle.jsonValue() as Promise<number>);
  try {
    const samples: HydrationSample[] = [];
    for (let run = 0; run < HYDRATION_RUNS; run++) {
      const early = await throttledPage();
      await early.page.goto(`${BASE}${path}`, { waitUntil: "commit" });
      const fcpMs = await early.page
        .waitForFunction(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime)
        .then((handle) => handle.jsonValue() as Promise<number>);
      await early.page.keyboard.press("Shift");
      const hydratedMs = await hydratedAt(early.page);
      await early.context.close();

      const late = await throttledPage();
      await late.page.goto(`${BASE}${path}`, { waitUntil: "load" });
      await late.page.waitForFunction(() => {
        const plan = JSON.parse(document.getElementById("hydration-plan")?.textContent ?? "{}") as {
          entry?: string;
        };
        return performance.getEntriesByType("resource").some((entry) => plan.entry && entry.name.endsWith(plan.entry));
      });
      await late.page.waitForTimeout(1000);
      const tapMs = await late.page.evaluate(() => performance.now());
      await late.page.keyboard.press("Shift");
      const lateHydratedMs = await hydratedAt(late.page);
      const blockingMs = await late.page.evaluate(
        ([from, to]) =>
          (window as unknown as { longTasks: { start: number; duration: number }[] }).longTasks
            .filter((task) => task.start >= from && task.start <= to)
            .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
        [tapMs, lateHydratedMs] as const,
      );
      await late.context.close();
      samples.push({ fcpMs, hydratedMs, tapToHydratedMs: lateHydratedMs - tapMs, blockingMs });
    }
    return samples;
  } finally {
    await Promise.all(
      browser
        .contexts()
        .slice(1)
        .map((context) => context.close()),
    );
  }
}

const results: Result[] = [];
const direct: (Sample & { page: string; ok: string })[] = [];
const hydration: (HydrationSample & { page: string; runs: string })[] = [];
try {
  // A warm-up run, not counted: the first Lighthouse run in a newly started browser measured the first page
  // slower than any later run of the same page (the browser's own start-up work lands in its trace).
  await runLighthouse(`${BASE}${pages[0] ?? "/"}`);
  for (const path of pages) results.push(await measurePage(path));
  finalVerdicts(results);
  if (!process.env.PERF_PAGES || process.env.PERF_EXTRAS) {
    for (const path of DIRECT_PAGES) {
      const result = await medianOfRuns(`${ORIGIN_URL}${path}`);
      const ok = result.lcpMs > DIRECT_BUDGET.lcpMs ? "FAIL LCP" : "ok";
      direct.push({ page: `${path} (npm start, HTTP/1.1)`, ...result, ok });
      console.log(JSON.stringify(direct.at(-1)));
    }
    for (const path of HYDRATION_PAGES) {
      const samples = await timeToHydrated(path);
      const middle = (key: keyof HydrationSample) => Math.round(median(samples.map((sample) => sample[key])));
      hydration.push({
        page: path,
        fcpMs: middle("fcpMs"),
        hydratedMs: middle("hydratedMs"),
        tapToHydratedMs: middle("tapToHydratedMs"),
        blockingMs: middle("blockingMs"),
        runs: samples.map((sample) => Math.round(sample.hydratedMs)).join(" "),
      });
      console.log(JSON.stringify(hydration.at(-1)));
    }
  }
} finally {
  await benchmarkBrowser.close();
  chrome.kill();
  proxy.close();
  server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(`\nLighthouse, mobile, over HTTPS/HTTP2 with Brotli (median of ${RUNS}):`);
console.table(results);
if (direct.length) {
  console.log(`Straight from the Node server over HTTP/1.1 (median of ${RUNS}), LCP <= ${DIRECT_BUDGET.lcpMs} ms:`);
  console.table(direct);
}
if (hydration.length) {
  console.log(
    `Hydration on a throttled phone (4x CPU, slow 4G; median of ${HYDRATION_RUNS}), not budgeted: hydratedMs from navigation for a visitor who acts at the first paint; tapToHydratedMs and blockingMs (long tasks past 50 ms) for one who acts once the code is fetched:`,
  );
  console.table(hydration);
}
console.log(
  `Budgets (median of ${RUNS}): performance ${BUDGET.performance} (${BUDGET.performanceTolerated} on at most ${BUDGET.pagesAt99} pages), accessibility/best practices/SEO 100, FCP <= ${BUDGET.fcpMs} ms, LCP <= ${BUDGET.lcpMs} ms, TBT <= ${BUDGET.tbtMs} ms, CLS <= ${BUDGET.cls}, JS <= ${BUDGET.scriptKb} KB, page weight without video <= ${BUDGET.totalKb} KB, largest paint not the hero video`,
);
const floored = results.filter((result) => result.ok === "ok (floor)").map((result) => result.page);
console.log(
  `Blocking time past the budget with the page's scripts taken out (its HTML and CSS alone, floorTbtMs): where that floor is over budget, the page passes on TBT and score if its code adds at most ${FLOOR_TOLERANCE.tbtMs} ms and ${FLOOR_TOLERANCE.performance} point: ${floored.length} of ${results.length} pages${floored.length ? ` (${floored.join(", ")})` : ""}`,
);
const remeasured = results.filter((result) => result.measured > 1).map((result) => result.page);
console.log(
  `Measured a second time after a miss (median of ${RERUNS}): ${remeasured.length} of ${results.length} pages${remeasured.length ? ` (${remeasured.join(", ")})` : ""}`,
);
// "ok (floor)" passes: its blocking time is the machine's, not the page's code (blockingWithinFloor).
const failures = [...results, ...direct].filter((result) => result.ok !== "ok" && result.ok !== "ok (floor)");
// Again at the end, where a log cut to its last lines still shows them.
for (const failure of failures) console.log(JSON.stringify(failure));
console.log(
  failures.length
    ? `FAIL: ${failures.map((result) => result.page).join(", ")} miss a budget`
    : `PASS: all ${results.length} pages within budget${direct.length ? `, and ${direct.length} served straight from Node` : ""}`,
);
process.exit(failures.length ? 1 : 0);
