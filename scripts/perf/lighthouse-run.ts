/** One Lighthouse run as it ships: its mobile preset, with its own simulated 4x CPU and slow 4G. */
import lighthouse from "lighthouse";

export interface Run {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Every script file the page downloaded, in KB as transferred. */
  jsKb: number;
}

export async function lighthouseRun(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
  if (lhr.runtimeError) throw new Error(`${url}: Lighthouse ${lhr.runtimeError.code}`);
  const numeric = (key: string) => lhr.audits[key]?.numericValue ?? Number.NaN;
  const requests =
    (lhr.audits["network-requests"]?.details as { items?: { url?: string; transferSize?: number }[] } | undefined)
      ?.items ?? [];
  const jsBytes = requests
    .filter((item) => /\.m?js(\?|$)/.test(item.url ?? ""))
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    performance: Math.round((lhr.categories["performance"]?.score ?? 0) * 100),
    fcpMs: Math.round(numeric("first-contentful-paint")),
    lcpMs: Math.round(numeric("largest-contentful-paint")),
    tbtMs: Math.round(numeric("total-blocking-time")),
    cls: Math.round(numeric("cumulative-layout-shift") * 1000) / 1000,
    jsKb: Math.round(jsBytes / 102.4) / 10,
  };
}
