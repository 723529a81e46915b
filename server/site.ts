/**
 * Serves the prerendered site: each page's HTML at its path in both languages, hashed assets with long
 * cache lifetimes, and the prerendered 404 page of the path's language with status 404 for anything else.
 */
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { languageFromPath, languagePrefixOf, localizedPath, stripLanguagePrefix } from "../core/language.ts";
import { allPages, NOT_FOUND_PATH } from "../core/routes.ts";
import { API_PREFIX } from "../core/api-paths.ts";

const HTML_CACHE = "public, max-age=0, must-revalidate";
const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";
const MEDIA_CACHE = "public, max-age=86400";

/**
 * The file the build wrote for a page: `/` → `index.html`, `/fr/about` → `fr/about/index.html`; Astro writes
 * the English 404 page, `/404`, as `404.html`.
 */
export function htmlFileFor(path: string): string {
  if (path === NOT_FOUND_PATH) return "404.html";
  return path === "/" ? "index.html" : `${path.slice(1)}/index.html`;
}

/**
 * The hashed build files (scripts, fonts): they never change under their name. Their responses carry only
 * what concerns a file (cache lifetime, no type sniffing), not the page headers: a content security policy
 * rules documents, and on each of a page's twenty-odd scripts its two kilobytes were a tenth of the weight.
 */
export function isHashedAsset(url: string): boolean {
  // One plain file name: no subfolder, no `..`, no escapes that could lead to a page.
  return /^\/assets\/[\w-]+(\.[\w-]+)*$/.test(url);
}

/**
 * sha256 sources of every inline script in the built pages, for the Content-Security-Policy. Data blocks
 * (JSON, JSON-LD) never run, so they need none.
 */
export async function inlineScriptHashes(siteDir: string): Promise<string[]> {
  const hashes = new Set<string>();
  const files = (await readdir(siteDir, { recursive: true })).filter((file) => file.endsWith(".html"));
  for (const file of files) {
    const html = await readFile(join(siteDir, file), "utf8");
    for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
      if (/\btype="application\/(ld\+)?json"/.test(match[1] ?? "")) continue;
      const body = match[2] ?? "";
      if (body.trim() === "") continue;
      hashes.add(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
    }
  }
  return [...hashes];
}

export interface SiteOptions {
  /** Sets the page headers on a 404 answered to an address the onRequest hook took for a build file. */
  notFoundHeaders?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

export async function registerSite(app: FastifyInstance, siteDir: string, options: SiteOptions = {}): Promise<void> {
  const notFoundPages = new Map<string, string>();
  for (const language of ["en-CA", "fr-CA"] as const) {
    notFoundPages.set(
      language,
      await readFile(join(siteDir, htmlFileFor(localizedPath(NOT_FOUND_PATH, language))), "utf8"),
    );
  }

  await app.register(fastifyStatic, {
    root: siteDir,
    index: false,
    redirect: false,
    wildcard: true,
    serveDotFiles: false,
    // No dot file is public (the build's record of its retention periods is for the server alone).
    dotfiles: "ignore",
    cacheControl: false,
    preCompressed: true,
    setHeaders(reply, path) {
      if (path.startsWith(join(siteDir, "assets"))) reply.header("Cache-Control", IMMUTABLE_CACHE);
      else if (path.endsWith(".html")) reply.header("Cache-Control", HTML_CACHE);
      else reply.header("Cache-Control", MEDIA_CACHE);
    },
  });

  for (const page of allPages()) {
    const file = htmlFileFor(page.path);
    const send = (_request: unknown, reply: FastifyReply) => reply.header("Cache-Control", HTML_CACHE).sendFile(file);
    app.get(page.path, send);
    if (page.path !== "/") app.get(`${page.path}/`, send);
  }

  // `/en/...` names the default language explicitly; its one address is the unprefixed one.
  app.get("/en", (request, reply) => reply.redirect(redirectTarget(request.url), 301));
  app.get("/en/*", (request, reply) => reply.redirect(redirectTarget(request.url), 301));

  app.setNotFoundHandler(async (request, reply) => {
    if (isHashedAsset(request.url)) await options.notFoundHeaders?.(request, reply);
    const pathname = request.url.split("?")[0] ?? "/";
    request.log.warn({ path: pathname.slice(0, 200) }, "no page at this address");
    const wantsHtml = request.method === "GET" || request.method === "HEAD";
    if (!wantsHtml || pathname.startsWith(API_PREFIX)) {
      return reply.code(404).send({ message: "Not found" });
    }
    return reply
      .code(404)
      .header("Cache-Control", HTML_CACHE)
      .type("text/html; charset=utf-8")
      .send(notFoundPages.get(languageFromPath(pathname)));
  });
}

/**
 * Where `/en/...` redirects: the same path without the prefix, always a path on this site. What follows the
 * prefix is the visitor's (or an attacker's) text: `/en//evil.example` would otherwise become the
 * protocol-relative `//evil.example`, and browsers read `/\\evil.example` the same way.
 */
export function redirectTarget(url: string): string {
  const [pathname = "/", ...query] = url.split("?");
  const bare = languagePrefixOf(pathname) === "en-CA" ? stripLanguagePrefix(pathname) : pathname;
  return sitePath(query.length > 0 ? `${bare}?${query.join("?")}` : bare);
}

const SITE = "http://site.invalid";

/**
 * A path that stays on this site whatever it holds: leading slashes and backslashes fold into one, and the
 * result is read as a browser would (dot segments, backslashes) and checked to resolve to this origin.
 */
export function sitePath(target: string): string {
  const folded = `/${target.replace(/^[\s/\\]+/, "")}`;
  let resolved: URL;
  try {
    resolved = new URL(folded, SITE);
  } catch {
    return "/";
  }
  // `/.//x` resolves to the path `//x`: fold again after the browser's reading.
  const path = `/${resolved.pathname.replace(/^[/\\]+/, "")}`;
  return resolved.origin === SITE ? path + resolved.search : "/";
}
