/**
 * Each rule of the page checks, on a small built site written here: a page that keeps it passes, and a page
 * made to break it fails with the figure and the budget.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, test } from "vitest";
import { PAGE_BUDGETS, type PageBudget } from "./budgets.ts";
import { DOCUMENT_MAX_BYTES, pageMisses } from "./check.ts";
import { readPage } from "./read-page.ts";

const site = mkdtempSync(join(tmpdir(), "page-shape-"));
function write(path: string, content: string | Buffer): void {
  mkdirSync(dirname(join(site, path)), { recursive: true });
  writeFileSync(join(site, path), content);
}
// One kilobyte of code that compresses poorly, so that byte budgets are easy to cross.
const code = (body: string) => `${body}\nconst noise = "${randomBytes(768).toString("base64")}";\n`;
write("_astro/main.js", code(`import "./dep.js"; import("./lazy.js");`));
write("_astro/dep.js", code(""));
write("_astro/lazy.js", code(""));
write("_astro/island.js", code(""));
write("_astro/renderer.js", code(`import { x } from "./dep.js"; x;`));
write("_astro/font.woff2", randomBytes(3000));

const generous: PageBudget = { jsBytes: 100 * 1024, cssBytes: 10 * 1024, fontBytes: 10 * 1024 };

async function missesOf(head: string, body: string, budget: PageBudget = generous): Promise<string[]> {
  const file = `page-${randomBytes(4).toString("hex")}/index.html`;
  write(
    file,
    `<!DOCTYPE html><html lang="en-CA"><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`,
  );
  return pageMisses(await readPage(site, file), budget);
}

test("a page that keeps every rule passes", async () => {
  const head = `<style>body{margin:0}</style><script type="module" src="/_astro/main.js"></script>`;
  const body = `<img src="/hero.webp" width="800" height="400" fetchpriority="high"><img src="/b.webp" width="1" height="1" loading="lazy">`;
  expect(await missesOf(head, body, { ...generous, largestImage: "/hero.webp" })).toEqual([]);
});

test("a document over one round trip (Brotli) fails", async () => {
  const misses = await missesOf("", `<p>${randomBytes(DOCUMENT_MAX_BYTES).toString("base64")}</p>`);
  expect(misses).toEqual([
    expect.stringMatching(new RegExp(`^document \\d+ B \\(Brotli\\) > ${DOCUMENT_MAX_BYTES} B$`)),
  ]);
});

describe("nothing in the head may hold back the first paint", () => {
  test.each([
    ["an external stylesheet", `<link rel="stylesheet" href="/a.css">`, "external stylesheet /a.css"],
    ["a classic script", `<script src="/_astro/dep.js"></script>`, "classic script /_astro/dep.js"],
    ["a modulepreload", `<link rel="modulepreload" href="/_astro/dep.js">`, "modulepreload /_astro/dep.js"],
    [
      "a high-priority fetch of code",
      `<link rel="preload" as="script" href="/_astro/dep.js" fetchpriority="high">`,
      "high-priority fetch of code /_astro/dep.js",
    ],
  ])("%s fails", async (_name, head, reason) => {
    expect(await missesOf(head, "")).toContain(`blocks the first paint: ${reason}`);
  });

  test("deferred, async and module scripts, and a stylesheet in the body's islands, pass", async () => {
    const head = `<script defer src="/_astro/dep.js"></script><script async src="/_astro/dep.js"></script><script type="module" src="/_astro/dep.js"></script><script>1</script>`;
    expect(await missesOf(head, "")).toEqual([]);
  });
});

describe("JavaScript downloaded without interaction", () => {
  test("counts a script, what it imports statically and the islands' code, not what waits for an action", async () => {
    const file = "js/index.html";
    write(
      file,
      `<html><head><script type="module" src="/_astro/main.js"></script></head><body><astro-island component-url="/_astro/island.js" renderer-url="/_astro/renderer.js"></astro-island></body></html>`,
    );
    const shape = await readPage(site, file);
    expect(shape.scripts.sort()).toEqual([
      "/_astro/dep.js",
      "/_astro/island.js",
      "/_astro/main.js",
      "/_astro/renderer.js",
    ]);
    expect(pageMisses(shape, { ...generous, jsBytes: shape.scriptBytes })).toEqual([]);
    expect(pageMisses(shape, { ...generous, jsBytes: shape.scriptBytes - 1 })).toEqual([
      `JavaScript without interaction ${shape.scriptBytes} B (Brotli) > ${shape.scriptBytes - 1} B`,
    ]);
  });

  test("counts a module loaded once the page has painted", async () => {
    const misses = await missesOf("", `<script data-module="/_astro/lazy.js">load()</script>`, {
      ...generous,
      jsBytes: 100,
    });
    expect(misses).toEqual([expect.stringMatching(/^JavaScript without interaction \d+ B \(Brotli\) > 100 B$/)]);
  });

  test("counts code fetched ahead", async () => {
    const misses = await missesOf(`<link rel="prefetch" href="/_astro/lazy.js">`, "", { ...generous, jsBytes: 100 });
    expect(misses).toEqual([expect.stringMatching(/^JavaScript without interaction \d+ B \(Brotli\) > 100 B$/)]);
  });
});

test("inline CSS over its budget fails", async () => {
  const misses = await missesOf(`<style>${"a{color:red}".repeat(100)}</style>`, "", { ...generous, cssBytes: 1000 });
  expect(misses).toEqual(["inline CSS 1200 B > 1000 B"]);
});

test("fonts for the first paint, preloaded or named by the inline CSS, count against their budget", async () => {
  const preloaded = await missesOf(`<link rel="preload" as="font" href="/_astro/font.woff2" crossorigin>`, "", {
    ...generous,
    fontBytes: 2000,
  });
  expect(preloaded).toEqual(["fonts for the first paint 3000 B > 2000 B"]);
  const face = await missesOf(
    `<style>@font-face{font-family:X;src:url(/_astro/font.woff2) format("woff2")}</style>`,
    "",
    {
      ...generous,
      fontBytes: 2000,
    },
  );
  expect(face).toEqual(["fonts for the first paint 3000 B > 2000 B"]);
});

describe("images and videos", () => {
  test("each without its dimensions fails", async () => {
    const misses = await missesOf("", `<img src="/a.webp" width="10"><video poster="/p.webp" height="10"></video>`);
    expect(misses).toEqual(["no width and height: <img> /a.webp", "no width and height: <video> /p.webp"]);
  });

  test("the largest image above the fold fails when lazy, when asked for late, or when gone", async () => {
    const budget = { ...generous, largestImage: "/hero.webp" };
    expect(await missesOf("", `<img src="/hero.webp" width="8" height="4" loading="lazy">`, budget)).toEqual([
      "largest image above the fold /hero.webp is lazy-loaded",
    ]);
    expect(await missesOf("", `<img src="/hero.webp" width="8" height="4">`, budget)).toEqual([
      "largest image above the fold /hero.webp is neither preloaded nor high priority",
    ]);
    expect(await missesOf("", "", budget)).toEqual(["largest image above the fold /hero.webp is missing"]);
  });

  test("a video's poster, preloaded, is its largest image", async () => {
    const head = `<link rel="preload" as="image" href="/poster.webp" fetchpriority="high">`;
    const body = `<video poster="/poster.webp" width="16" height="9"></video>`;
    expect(await missesOf(head, body, { ...generous, largestImage: "/poster.webp" })).toEqual([]);
  });
});

test("no page's JavaScript budget is above its ceiling (issue 26)", () => {
  const ceilingKb = (page: string) => (page === "home" ? 70 : page === "contact" || page === "application" ? 90 : 8);
  for (const [page, budget] of Object.entries(PAGE_BUDGETS)) {
    expect(budget.jsBytes, page).toBeLessThanOrEqual(ceilingKb(page) * 1024);
  }
});
