/**
 * `import source from "./file.ts?inline-script"`: the file compiled from TypeScript and minified, as a string,
 * for a classic `<script>` written into the page. Such scripts run while the HTML is still being read, before
 * any module, so they stay tiny and self-contained: the file may import types only (a check below).
 */
import { readFile } from "node:fs/promises";
import { minify, transformWithOxc, type Plugin } from "vite";
import { fileOfQuery, resolveWithQuery } from "./vite-query-import.ts";

const QUERY = "?inline-script";

export function inlineScript(): Plugin {
  return {
    name: "inline-script",
    enforce: "pre",
    ...resolveWithQuery(QUERY),
    async load(id) {
      const file = fileOfQuery(id, QUERY);
      if (!file) return null;
      this.addWatchFile(file);
      const source = await readFile(file, "utf8");
      if (/^\s*(import(?!\s+type\s)|export)\b/m.test(source)) {
        this.error(`${file}: an inline script can import types only, and exports nothing`);
      }
      const { code: compiled } = await transformWithOxc(source, file, { lang: "ts" });
      // A file that imports types is a module to TypeScript; once they are erased, it is a plain script.
      const code = compiled.replace(/^export\s*\{\s*\};?\s*$/m, "");
      const { code: minified, errors } = await minify(file.replace(/\.ts$/, ".js"), code, {
        compress: { target: "es2020" },
        mangle: true,
      });
      if (errors.length > 0) this.error(`${file}: ${errors.map((error) => error.message).join("; ")}`);
      return `export default ${JSON.stringify(minified.trim())};`;
    },
  };
}
