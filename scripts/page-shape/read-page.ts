/**
 * What a built page asks of the browser before the visitor does anything, read from the files alone: the
 * same build gives the same figures on any machine (issue 25, docs/performance.md).
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { init, parse as parseModule } from "es-module-lexer";
import { parse, type DefaultTreeAdapterMap } from "parse5";

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

export interface PageShape {
  /** The document as served, compressed with Brotli. */
  documentBytes: number;
  /** What in the head makes the first paint wait for another file, one line each. */
  blocking: string[];
  /** Every script file fetched without an interaction, the modules they import statically included. */
  scripts: string[];
  /** Those scripts' bytes as served (Brotli). */
  scriptBytes: number;
  /** The page's own CSS, inline in the document (bytes before compression). */
  inlineCssBytes: number;
  /** Font files the first paint needs (preloaded or named by the inline CSS), with their bytes. */
  fonts: string[];
  fontBytes: number;
  /** Images and videos without both `width` and `height`. */
  unsized: string[];
  /** How each image is asked for: its `src` (or a video's poster), lazily or not, and early (preload, high priority). */
  images: { src: string; lazy: boolean; early: boolean }[];
}

const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };

/** A file's bytes as the server sends it: its precompressed `.br` copy when the build made one. */
export function servedBytes(file: string): number {
  if (existsSync(`${file}.br`)) return readFileSync(`${file}.br`).length;
  const content = readFileSync(file);
  return /\.(js|css|html|svg|json)$/.test(file) ? brotliCompressSync(content, BROTLI).length : content.length;
}

function elements(node: Node): Element[] {
  const found: Element[] = [];
  const visit = (current: Node) => {
    if ("tagName" in current) found.push(current);
    const children =
      "content" in current ? current.content.childNodes : "childNodes" in current ? current.childNodes : [];
    for (const child of children) visit(child);
  };
  visit(node);
  return found;
}

const attr = (element: Element, name: string) => element.attrs.find((candidate) => candidate.name === name)?.value;
const has = (element: Element, name: string) => attr(element, name) !== undefined;
const textOf = (element: Element) =>
  element.childNodes.map((child) => (child.nodeName === "#text" && "value" in child ? child.value : "")).join("");

/** Why an element of the head holds back the first paint, or undefined if it does not. */
function blocks(element: Element): string | undefined {
  const rel = attr(element, "rel")?.toLowerCase().split(/\s+/) ?? [];
  if (element.tagName === "link" && rel.includes("stylesheet") && !has(element, "disabled")) {
    return `external stylesheet ${attr(element, "href") ?? ""}`;
  }
  if (element.tagName === "link" && rel.includes("modulepreload"))
    return `modulepreload ${attr(element, "href") ?? ""}`;
  const isCode = attr(element, "as") === "script" || rel.includes("modulepreload");
  if (element.tagName === "link" && isCode && attr(element, "fetchpriority") === "high") {
    return `high-priority fetch of code ${attr(element, "href") ?? ""}`;
  }
  if (element.tagName === "script" && has(element, "src")) {
    const type = attr(element, "type") ?? "";
    const classic = type === "" || /javascript/.test(type);
    if (classic && !has(element, "async") && !has(element, "defer"))
      return `classic script ${attr(element, "src") ?? ""}`;
    if (attr(element, "fetchpriority") === "high") return `high-priority script ${attr(element, "src") ?? ""}`;
  }
  return undefined;
}

/** The script URLs a page starts from: its scripts, code it fetches ahead, and the islands it hydrates. */
function entryScripts(all: Element[]): string[] {
  const urls: string[] = [];
  for (const element of all) {
    const rel = attr(element, "rel")?.toLowerCase().split(/\s+/) ?? [];
    const href = attr(element, "href") ?? "";
    if (element.tagName === "script" && has(element, "src")) urls.push(attr(element, "src") ?? "");
    // A module loaded once the page has painted (app/scripts/after-first-paint.ts) is downloaded all the same.
    if (element.tagName === "script" && has(element, "data-module")) urls.push(attr(element, "data-module") ?? "");
    if (
      element.tagName === "link" &&
      (rel.includes("modulepreload") || rel.includes("prefetch") || rel.includes("preload"))
    ) {
      if (/\.m?js(\?|$)/.test(href)) urls.push(href);
    }
    if (element.tagName === "astro-island") {
      for (const name of ["component-url", "renderer-url", "before-hydration-url"]) {
        const url = attr(element, name);
        if (url) urls.push(url);
      }
    }
  }
  return urls;
}

/** `urls` and every module they import statically, as site paths (dynamic imports wait for an action). */
function withStaticImports(siteDir: string, urls: string[]): string[] {
  const seen = new Set<string>();
  const queue = urls.map((url) => new URL(url, "https://site.invalid/").pathname);
  while (queue.length > 0) {
    const path = queue.shift() ?? "";
    if (seen.has(path)) continue;
    seen.add(path);
    const [imports] = parseModule(readFileSync(join(siteDir, path), "utf8"));
    for (const entry of imports) {
      if (entry.d !== -1 || !entry.n || !/^\.{0,2}\//.test(entry.n)) continue;
      queue.push(new URL(entry.n, `https://site.invalid${path}`).pathname);
    }
  }
  return [...seen];
}

function fontFiles(all: Element[], css: string): string[] {
  const preloaded = all
    .filter(
      (element) => element.tagName === "link" && attr(element, "rel") === "preload" && attr(element, "as") === "font",
    )
    .map((element) => attr(element, "href") ?? "");
  const faces = [...css.matchAll(/@font-face\s*{[^}]*}/g)].flatMap(([face]) =>
    [...face.matchAll(/url\(\s*["']?([^"')]+\.woff2?)["']?\s*\)/g)].map((match) => match[1] ?? ""),
  );
  return [...new Set([...preloaded, ...faces].map((url) => new URL(url, "https://site.invalid/").pathname))];
}

export async function readPage(siteDir: string, htmlFile: string): Promise<PageShape> {
  await init;
  const html = readFileSync(join(siteDir, htmlFile), "utf8");
  const document = parse(html);
  const all = elements(document);
  const head = all.find((element) => element.tagName === "head");
  const css = all
    .filter((element) => element.tagName === "style")
    .map(textOf)
    .join("\n");
  const scripts = withStaticImports(siteDir, entryScripts(all));
  const fonts = fontFiles(all, css);
  const preloadedImages = new Set(
    all
      .filter(
        (element) =>
          element.tagName === "link" && attr(element, "rel") === "preload" && attr(element, "as") === "image",
      )
      .map((element) => attr(element, "href")),
  );
  const media = all.filter((element) => element.tagName === "img" || element.tagName === "video");
  return {
    documentBytes: servedBytes(join(siteDir, htmlFile)),
    blocking: (head ? elements(head) : []).map(blocks).filter((reason): reason is string => reason !== undefined),
    scripts,
    scriptBytes: scripts.reduce((sum, path) => sum + servedBytes(join(siteDir, path)), 0),
    inlineCssBytes: Buffer.byteLength(css),
    fonts,
    fontBytes: fonts.reduce((sum, path) => sum + servedBytes(join(siteDir, path)), 0),
    unsized: media
      .filter((element) => !has(element, "width") || !has(element, "height"))
      .map((element) => `<${element.tagName}> ${attr(element, "src") ?? attr(element, "poster") ?? ""}`),
    images: media.flatMap((element) => {
      const src = element.tagName === "img" ? attr(element, "src") : attr(element, "poster");
      if (!src) return [];
      const lazy = attr(element, "loading") === "lazy";
      return [{ src, lazy, early: preloadedImages.has(src) || attr(element, "fetchpriority") === "high" }];
    }),
  };
}
