/**
 * `import url from "./file.ts?page-module"`: the address of the file bundled with its imports into one module
 * of its own (hashed, under /assets/), for a page to load once it has painted (app/scripts/after-first-paint.ts,
 * ADR 011). Astro loads the scripts it processes as soon as the document is read, and their shared chunks one
 * round trip later; a script that only improves the page must not compete with the first paint for the phone's
 * network and processor. In development the address is the source file, which the development server compiles
 * and reloads.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { rolldown } from "rolldown";
import type { Plugin } from "vite";
import { fileOfQuery, resolveWithQuery } from "./vite-query-import.ts";

const QUERY = "?page-module";
const bundles = fileURLToPath(new URL("../node_modules/.cache/page-modules/", import.meta.url));

export function pageModule(): Plugin {
  let serving = false;
  return {
    name: "page-module",
    enforce: "pre",
    configResolved(config) {
      serving = config.command === "serve";
    },
    ...resolveWithQuery(QUERY),
    async load(id) {
      const file = fileOfQuery(id, QUERY);
      if (!file) return null;
      if (serving) return `export { default } from ${JSON.stringify(`${file}?url`)};`;
      const bundle = await rolldown({ input: file, logLevel: "warn" });
      const { output } = await bundle.generate({ format: "esm", minify: true });
      await bundle.close();
      const [chunk, ...others] = output;
      if (others.length > 0) this.error(`${file}: a page module must bundle into one file`);
      for (const module of chunk.moduleIds) this.addWatchFile(module);
      // Written out and imported with `?url`, the bundle takes Vite's own path for assets: a hashed name, the
      // public base, and (from the server build) Astro's move into the client's folder.
      await mkdir(bundles, { recursive: true });
      const bundled = join(bundles, basename(file).replace(/\.ts$/, ".js"));
      await writeFile(bundled, chunk.code);
      return `export { default } from ${JSON.stringify(`${bundled}?url`)};`;
    },
  };
}
