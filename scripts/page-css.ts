/**
 * Each built page keeps only the CSS rules it can use, inline (ADR 011): the whole stylesheet inline made the
 * contact pages' documents 15.2 KB (Brotli), past one round trip of a new connection. What a page can show is
 * its HTML, what scripts change on it without a render (the `STATE_ATTRIBUTES`, and the classes its inline
 * scripts set), and whatever its islands may render: the source of each island's component and of the
 * components it imports counts as the page's content.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { PurgeCSS } from "purgecss";
import purgeFromHtml from "purgecss-from-html";

/** Attributes that scripts or the browser change on the page without a render. */
const STATE_ATTRIBUTES = [
  "open",
  "hidden",
  "aria-expanded",
  "aria-current",
  "aria-disabled",
  "aria-invalid",
  "disabled",
];

const STYLE = /(<style>)([\s\S]*?)(<\/style>)/;
/** What an inline script passes to `classList` (the typed headline's classes), in any quotes. */
const CLASS_LIST_CALL = /\.classList\.(?:add|remove|toggle|replace)\(([^)]*)\)/g;
const QUOTED = /["'`]([\w-]+)["'`]/g;

/** The class names the page's inline scripts set or remove, as one line of content. */
function inlineScriptClasses(html: string): string {
  const calls = [...html.matchAll(CLASS_LIST_CALL)].map(([, args = ""]) => args);
  return calls.flatMap((args) => [...args.matchAll(QUOTED)].map(([, name = ""]) => name)).join(" ");
}
/** How Astro names an island's component in its HTML. */
const ISLAND_NAME = /<astro-island\b[^>]*\sopts="\{&quot;name&quot;:&quot;(\w+)&quot;/g;

/** The source files a module imports from the app (`~/…` or relative), and theirs, read as text. */
function sourcesFrom(entry: string, app: string, seen = new Set<string>()): string[] {
  if (seen.has(entry)) return [];
  seen.add(entry);
  const text = readFileSync(entry, "utf8");
  const imported = [...text.matchAll(/(?:from|import)\s+"((?:~|\.{1,2})\/[^"]+)"/g)].flatMap(([, specifier = ""]) => {
    const base = specifier.startsWith("~/") ? join(app, specifier.slice(2)) : resolve(dirname(entry), specifier);
    const file = [base, `${base}.tsx`, `${base}.ts`].find(
      (candidate) => candidate.startsWith(app) && existsSync(candidate) && /\.tsx?$/.test(candidate),
    );
    return file ? sourcesFrom(file, app, seen) : [];
  });
  return [text, ...imported];
}

/** Each island's name (its component's) and the sources of what it may render. */
export function islandSources(root: string): Map<string, string[]> {
  const app = join(root, "app");
  const islands = new Map<string, string[]>();
  for (const file of readdirSync(app, { recursive: true, encoding: "utf8" })) {
    if (!file.endsWith(".tsx")) continue;
    const name = /export default function (\w+Island)\b/.exec(readFileSync(join(app, file), "utf8"))?.[1];
    if (name) islands.set(name, sourcesFrom(join(app, file), app));
  }
  return islands;
}

/** Tailwind's class names in source code, with their variants and arbitrary values (`open:flex`, `h-[min(…)]`). */
const sourceClasses = (content: string) => content.match(/[^<>"'`\s]*[^<>"'`\s:]/g) ?? [];

export async function withPageCss(html: string, islands: Map<string, string[]>): Promise<string> {
  const match = STYLE.exec(html);
  if (!match) return html;
  const sources = [...html.matchAll(ISLAND_NAME)].flatMap(([, name = ""]) => {
    const found = islands.get(name);
    if (!found) throw new Error(`No source found for the island ${name}`);
    return found;
  });
  const [purged] = await new PurgeCSS().purge({
    content: [
      { raw: html.replace(STYLE, ""), extension: "html" },
      ...sources.map((raw) => ({ raw, extension: "tsx" })),
      { raw: inlineScriptClasses(html), extension: "tsx" },
    ],
    css: [{ raw: match[2] ?? "" }],
    extractors: [
      { extractor: purgeFromHtml, extensions: ["html"] },
      { extractor: sourceClasses, extensions: ["tsx"] },
    ],
    dynamicAttributes: STATE_ATTRIBUTES,
    keyframes: true,
    variables: true,
    fontFace: false,
  });
  if (!purged) throw new Error("PurgeCSS returned no stylesheet.");
  return html.replace(STYLE, (_whole, open: string, _css: string, close: string) => open + purged.css + close);
}
