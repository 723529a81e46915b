/**
 * Makes the site's font file before each build: Inter (variable weight, from @fontsource-variable/inter)
 * cut down to the characters the site's copy uses in both languages, plus printable ASCII for what visitors
 * type. The full Latin file is about 50 KB and is preloaded on every page; the cut one is less than half.
 * Written to app/fonts/ (not committed); the copy decides the characters, so an edit never loses a glyph.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";
import { COMPANY } from "../core/company.ts";
import { MESSAGES } from "../locales/index.ts";

const require = createRequire(import.meta.url);
const source = require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");
const target = fileURLToPath(new URL("../app/fonts/inter-site.woff2", import.meta.url));

const ascii = Array.from({ length: 0x7f - 0x20 }, (_, index) => String.fromCharCode(0x20 + index)).join("");
// Typography the copy may gain and a visitor may type: quotes, dashes, ellipsis, spaces, common accents.
const typography = "‘’“”«»‹›–—…•·\u00a0\u202f©®™€$£%°×÷éèêëàâäîïôöùûüçœæÉÈÊËÀÂÄÎÏÔÖÙÛÜÇŒÆ";
const copy = JSON.stringify([MESSAGES, COMPANY]);
const characters = [...new Set(ascii + typography + copy)].join("");

// Only the OpenType features the site uses: by default every feature is kept, with all of Inter's alternate
// glyphs, which made the file half as large again. Only the weights it uses too (regular to bold, as the
// @font-face in app/app.css declares): 21 KB instead of 29 KB.
const WEIGHTS = { min: 400, max: 700 };
const subset = await subsetFont(readFileSync(source), characters, {
  targetFormat: "woff2",
  keepFeatures: ["kern", "liga", "calt", "ccmp", "locl", "mark", "mkmk", "tnum"],
  noHinting: true,
  variationAxes: { wght: WEIGHTS },
});
mkdirSync(fileURLToPath(new URL("../app/fonts/", import.meta.url)), { recursive: true });
writeFileSync(target, subset);
console.log(
  `font: ${characters.length} characters, ${(subset.length / 1024).toFixed(1)} KB (full Latin file ${(readFileSync(source).length / 1024).toFixed(1)} KB)`,
);
