/**
 * `virtual:locale-modules`: where the browser finds each translation module (`locales/<language>/<file>.ts`),
 * keyed `<language>/<file>`. Prerendering lists a page's modules in its hydration plan (ADR 011), so the
 * browser fetches its strings with the rest of its code, after the first paint, rather than in its HTML.
 *
 * In a build, the client build (which React Router runs first) records the chunk each module became, and the
 * server build that prerenders reads them; the development server serves the modules at their own path.
 */
import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import type { Plugin } from "vite";

const ID = "virtual:locale-modules";
const RESOLVED_ID = `\0${ID}`;
const LOCALE_MODULE = /[\\/]locales[\\/]([a-z]{2}-[A-Z]{2})[\\/]([\w-]+)\.ts$/;

export function localeModules(): Plugin {
  let root = "";
  let command: "build" | "serve" = "build";
  const built: Record<string, string> = {};
  return {
    name: "locale-modules",
    configResolved(config) {
      root = config.root;
      command = config.command;
    },
    resolveId(id) {
      return id === ID ? RESOLVED_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID) return null;
      const urls = command === "serve" ? sourceUrls(root) : built;
      if (command === "build" && this.environment.name !== "client" && Object.keys(urls).length === 0) {
        this.error("the client build recorded no translation module: build the client first");
      }
      return `export default ${JSON.stringify(urls)};`;
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      for (const chunk of Object.values(bundle)) {
        const match = chunk.type === "chunk" && chunk.facadeModuleId ? LOCALE_MODULE.exec(chunk.facadeModuleId) : null;
        if (match) built[`${match[1]}/${match[2]}`] = `/${chunk.fileName}`;
      }
    },
  };
}

/** The development server's addresses of the translation modules: their paths from the project's root. */
function sourceUrls(root: string): Record<string, string> {
  const urls: Record<string, string> = {};
  const locales = join(root, "locales");
  for (const file of readdirSync(locales, { recursive: true, encoding: "utf8" })) {
    const match = LOCALE_MODULE.exec(join(locales, file));
    if (match) urls[`${match[1]}/${match[2]}`] = `/${relative(root, join(locales, file)).split("\\").join("/")}`;
  }
  return urls;
}
