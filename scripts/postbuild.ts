/**
 * After `astro build`: each page's inline CSS cut to what it uses (scripts/page-css.ts), the share images (one
 * per language), sitemap.xml with hreflang alternates, robots.txt, and brotli/gzip copies of every text asset
 * so the server sends them precompressed.
 */
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import { LANGUAGES, type Language } from "../core/language.ts";
import { allPages } from "../core/routes.ts";
import { BUILT_SETTINGS_FILE, type BuildSettings } from "../core/build-settings.ts";
import { absoluteUrl, alternates, SHARE_IMAGE, shareImagePath } from "../core/seo.ts";
import { MESSAGES } from "../locales/index.ts";
import { islandSources, withPageCss } from "./page-css.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const site = join(root, process.env.BUILD_DIR || "build", "client");
// The address the pages were built with (from the environment or `.env`), so the sitemap agrees with them.
const { PUBLIC_URL: publicUrl } = JSON.parse(await readFile(join(site, BUILT_SETTINGS_FILE), "utf8")) as BuildSettings;

type Node = { type: string; props: Record<string, unknown> & { children?: Node | string | (Node | string)[] } };
const h = (type: string, style: Record<string, unknown>, children?: Node["props"]["children"]): Node => ({
  type,
  props: { style, children },
});

async function shareImage(language: Language): Promise<Buffer> {
  const fonts = await Promise.all(
    ([400, 700] as const).map(async (weight) => ({
      name: "Inter",
      weight,
      style: "normal" as const,
      data: await readFile(join(root, `node_modules/@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
    })),
  );
  const messages = MESSAGES[language];
  const star = {
    type: "svg",
    props: {
      width: 96,
      height: 96,
      viewBox: "0 0 40 40",
      children: {
        type: "path",
        props: {
          d: "M20 2.5C21.2 13.6 24.9 17.9 35.5 20C24.9 22.1 21.2 26.4 20 37.5C18.8 26.4 15.1 22.1 4.5 20C15.1 17.9 18.8 13.6 20 2.5Z",
          fill: "#D9480F",
        },
      },
    },
  } satisfies Node;
  const tree = h(
    "div",
    {
      width: SHARE_IMAGE.width,
      height: SHARE_IMAGE.height,
      display: "flex",
      flexDirection: "column",
      justifyContent: "center",
      gap: 64,
      padding: 72,
      background: "linear-gradient(135deg, #0b1b2b 0%, #12395c 100%)",
      color: "white",
      fontFamily: "Inter",
    },
    [
      h("div", { display: "flex", alignItems: "center", gap: 24 }, [
        star,
        h("div", { fontSize: 44, fontWeight: 700 }, messages.meta.siteName),
      ]),
      h("div", { display: "flex", flexDirection: "column", gap: 24 }, [
        h(
          "div",
          { fontSize: 56, fontWeight: 700, lineHeight: 1.15, maxWidth: 1040 },
          `${messages.home.hero.headlineStart}${messages.home.hero.headlineHighlight}`,
        ),
        h("div", { fontSize: 30, color: "#fdba74" }, messages.home.hero.badge),
      ]),
    ],
  );
  const svg = await satori(tree as Parameters<typeof satori>[0], { ...SHARE_IMAGE, fonts });
  return Buffer.from(new Resvg(svg, { fitTo: { mode: "width", value: SHARE_IMAGE.width } }).render().asPng());
}

function sitemap(): string {
  const urls = allPages().map(({ path, screen }) => {
    const links = alternates(publicUrl, screen.path).map(
      ({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`,
    );
    return [`  <url>`, `    <loc>${absoluteUrl(publicUrl, path)}</loc>`, ...links, `  </url>`].join("\n");
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

function robots(): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${absoluteUrl(publicUrl, "/sitemap.xml")}\n`;
}

const COMPRESSIBLE = /\.(html|js|css|svg|xml|txt|json|webmanifest)$/;

async function precompress(): Promise<number> {
  // Dot files (the build's record of its retention periods) are never served: nothing to compress.
  const files = (await readdir(site, { recursive: true })).filter(
    (file) => COMPRESSIBLE.test(file) && !/(^|\/)\./.test(file),
  );
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  for (const file of files) {
    const path = join(site, file);
    if (!(await stat(path)).isFile()) continue;
    const content = await readFile(path);
    await writeFile(`${path}.br`, await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    await writeFile(`${path}.gz`, await gz(content, { level: 9 }));
  }
  return files.length;
}

const islands = islandSources(root);
const pages = (await readdir(site, { recursive: true })).filter((file) => file.endsWith(".html"));
// The whole stylesheet, beside the site (never served): the browser tests check that no page's cut lost a rule.
const wholeStylesheet = /<style>([\s\S]*?)<\/style>/.exec(await readFile(join(site, "index.html"), "utf8"))?.[1] ?? "";
await writeFile(join(site, "..", "whole-stylesheet.css"), wholeStylesheet);
for (const page of pages) {
  const path = join(site, page);
  await writeFile(path, await withPageCss(await readFile(path, "utf8"), islands));
}
for (const language of LANGUAGES) await writeFile(join(site, shareImagePath(language)), await shareImage(language));
await writeFile(join(site, "sitemap.xml"), sitemap());
await writeFile(join(site, "robots.txt"), robots());
const compressed = await precompress();
console.log(
  `postbuild: ${pages.length} pages' CSS cut to what they use, share images, sitemap.xml (${allPages().length} pages), robots.txt, ${compressed} files precompressed (br, gz) for ${publicUrl}`,
);
