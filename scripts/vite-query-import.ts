/**
 * What the plugins that answer an import with a query (`./file.ts?inline-script`, `./file.ts?page-module`)
 * share: resolving the file beneath the query, and reading the file back from the resolved id.
 */
import type { Plugin } from "vite";

/** A `resolveId` hook that resolves the file and keeps `query` on its id, so that the plugin's `load` sees it. */
export function resolveWithQuery(query: string): Pick<Plugin, "resolveId"> {
  return {
    async resolveId(source, importer) {
      if (!source.endsWith(query)) return null;
      const resolved = await this.resolve(source.slice(0, -query.length), importer, { skipSelf: true });
      return resolved ? `${resolved.id}${query}` : null;
    },
  };
}

/** The file an id resolved by `resolveWithQuery` names, or undefined for any other id. */
export function fileOfQuery(id: string, query: string): string | undefined {
  return id.endsWith(query) ? id.slice(0, -query.length) : undefined;
}
