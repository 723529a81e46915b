/**
 * The strings of each page in one module per page and language (ADR 009): `virtual:page-strings` maps
 * `<language>/<page>` (a screen key, or `notFound`) to a loader of `virtual:page-strings/<language>/<page>`,
 * whose exports are the page's namespaces (`locales/page-namespaces.ts`).
 *
 * In a build, each of those modules holds its strings: were it to import the namespace modules, the bundler
 * would make a file of each namespace two pages share, and the contact page would fetch six files of strings
 * where it now fetches one. The development server re-exports the namespace modules, so an edit reloads.
 * The client build (which React Router runs first) records the file each page's module became, and
 * `virtual:page-strings-files` gives them to the server build, which lists a page's in its hydration plan.
 */
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Plugin } from "vite";
import { LANGUAGES } from "../core/language.ts";
import { namespaceFile, pageNamespaces, PAGE_STRINGS_KEYS, type PageStringsKey } from "../locales/page-namespaces.ts";

const LOADERS_ID = "virtual:page-strings";
const FILES_ID = "virtual:page-strings-files";
const PAGE_PREFIX = `${LOADERS_ID}/`;
const PAGE_MODULE = /^\0virtual:page-strings\/([a-z]{2}-[A-Z]{2})\/(\w+)$/;

export function pageStrings(): Plugin {
  let root = "";
  let command: "build" | "serve" = "build";
  const built: Record<string, string> = {};
  const namespaceModule = (language: string, namespace: Parameters<typeof namespaceFile>[0]) =>
    join(root, "locales", language, `${namespaceFile(namespace)}.ts`);

  return {
    name: "page-strings",
    configResolved(config) {
      root = config.root;
      command = config.command;
    },
    resolveId(id) {
      return id === LOADERS_ID || id === FILES_ID || id.startsWith(PAGE_PREFIX) ? `\0${id}` : null;
    },
    async load(id) {
      if (id === `\0${LOADERS_ID}`) {
        const entries = LANGUAGES.flatMap((language) =>
          PAGE_STRINGS_KEYS.map((key) => `"${language}/${key}": () => import("${PAGE_PREFIX}${language}/${key}")`),
        );
        return `export default {${entries.join(",")}};`;
      }
      if (id === `\0${FILES_ID}`) {
        if (command === "build" && this.environment.name !== "client" && Object.keys(built).length === 0) {
          this.error("the client build recorded no page strings: build the client first");
        }
        // The development server serves each page's module at its own address.
        const files =
          command === "serve"
            ? Object.fromEntries(
                LANGUAGES.flatMap((language) =>
                  PAGE_STRINGS_KEYS.map((key) => [
                    `${language}/${key}`,
                    `/@id/__x00__${PAGE_PREFIX}${language}/${key}`,
                  ]),
                ),
              )
            : built;
        return `export default ${JSON.stringify(files)};`;
      }
      const match = PAGE_MODULE.exec(id);
      if (!match) return null;
      const [, language = "", key = ""] = match;
      const namespaces = pageNamespaces(key as PageStringsKey);
      if (command === "serve") {
        return namespaces
          .map(
            (namespace) =>
              `export { ${namespace} } from ${JSON.stringify(`/@fs${namespaceModule(language, namespace)}`)};`,
          )
          .join("\n");
      }
      const exports = await Promise.all(
        namespaces.map(async (namespace) => {
          const file = namespaceModule(language, namespace);
          this.addWatchFile(file);
          const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
          if (!(namespace in module)) this.error(`${file} exports no ${namespace}`);
          return `export const ${namespace} = ${JSON.stringify(module[namespace])};`;
        }),
      );
      return exports.join("\n");
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      for (const chunk of Object.values(bundle)) {
        const match = chunk.type === "chunk" && chunk.facadeModuleId ? PAGE_MODULE.exec(chunk.facadeModuleId) : null;
        if (match) built[`${match[1]}/${match[2]}`] = `/${chunk.fileName}`;
      }
    },
  };
}
