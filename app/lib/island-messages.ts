/**
 * The strings an island shows, picked from its language at build time and handed to it as props (ADR 009):
 * its code then carries no strings, and its page only those the island shows. A key not picked stops the
 * build when the island is prerendered (app/i18n.tsx), so a forgotten one cannot ship.
 */
import type { Language } from "../../core/language.ts";
import { MESSAGES } from "../../locales/index.ts";
import type { Path } from "../../locales/translate.ts";
import type { Messages } from "../../locales/types.ts";

export type MessagePath = Path<Messages>;

export function islandMessages(language: Language, paths: readonly MessagePath[]): Partial<Messages> {
  type Tree = Record<string, unknown>;
  const picked: Tree = {};
  for (const path of paths) {
    const parts = path.split(".");
    const last = parts.pop() ?? "";
    let from = MESSAGES[language] as unknown as Tree;
    let into = picked;
    for (const part of parts) {
      from = from[part] as Tree;
      const branch = (into[part] ?? {}) as Tree;
      into[part] = branch;
      into = branch;
    }
    into[last] = from[last];
  }
  return picked;
}
