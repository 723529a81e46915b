/**
 * `npm run check:pages [SITE_DIR]`: every built page (both languages, and both 404 pages) against its budgets
 * (scripts/page-shape/budgets.ts). The figures come from the files alone, so the verdict is the same on any
 * machine; timings are `npm run perf`'s business. Exits 1 on any miss, naming the page, the figure and the budget.
 */
import { join } from "node:path";
import { LANGUAGES, localizedPath } from "../core/language.ts";
import { allPages, NOT_FOUND_PATH } from "../core/routes.ts";
import { htmlFileFor } from "../server/site.ts";
import { PAGE_BUDGETS } from "./page-shape/budgets.ts";
import { pageMisses } from "./page-shape/check.ts";
import { readPage } from "./page-shape/read-page.ts";

const siteDir = process.argv[2] ?? join("build", "client");
const pages = [
  ...allPages().map(({ path, screen }) => ({ path, key: screen.key })),
  ...LANGUAGES.map((language) => ({ path: localizedPath(NOT_FOUND_PATH, language), key: "notFound" as const })),
];

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const rows = [];
let failed = 0;
for (const { path, key } of pages) {
  const shape = await readPage(siteDir, htmlFileFor(path));
  const misses = pageMisses(shape, PAGE_BUDGETS[key]);
  if (misses.length > 0) failed++;
  rows.push({
    page: path,
    "document KB": kb(shape.documentBytes),
    "JS KB": kb(shape.scriptBytes),
    "JS files": shape.scripts.length,
    "inline CSS KB": kb(shape.inlineCssBytes),
    "fonts KB": kb(shape.fontBytes),
    verdict: misses.length ? "MISS" : "ok",
  });
  for (const miss of misses) console.error(`${path}: ${miss}`);
}
console.table(rows);
console.log(failed ? `FAIL: ${failed} of ${pages.length} pages miss a budget` : `PASS: all ${pages.length} pages`);
process.exit(failed ? 1 : 0);
