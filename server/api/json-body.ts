/**
 * The JSON body parser of the API: Fastify's own (which refuses `__proto__` and `constructor` keys), behind
 * two checks of our own. A body that is not valid UTF-8 is malformed (RFC 8259), not silently repaired, and
 * nesting is bounded: our bodies are at most three levels deep, while a body of 20,000 nested arrays parses
 * fine but overflows the stack of whatever walks it recursively later (JSON.stringify did, for spam).
 */
import { isUtf8 } from "node:buffer";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { ApiError } from "./errors.ts";

/** Deeper than any body the site's own pages send (the chat's is three: body, history, turn). */
export const MAX_JSON_DEPTH = 8;

/** True when objects and arrays nest deeper than `limit`; walks with its own stack, so depth cannot hurt it. */
export function nestedDeeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  for (let entry = stack.pop(); entry; entry = stack.pop()) {
    const [item, depth] = entry;
    if (depth > limit) return true;
    for (const child of Object.values(item as object)) {
      if (typeof child === "object" && child !== null) stack.push([child, depth + 1]);
    }
  }
  return false;
}

export function registerJsonBodyParser(app: FastifyInstance): void {
  // Fastify's default parser is the callback kind, which answers through `done` (its type also allows a promise).
  const parseJson = app.getDefaultJsonParser("error", "error") as (
    request: FastifyRequest,
    body: string,
    done: (error: Error | null, value?: unknown) => void,
  ) => void;
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (request, body, done) => {
    const bytes = body as Buffer;
    if (!isUtf8(bytes)) {
      done(new ApiError(400, "malformed"), undefined);
      return;
    }
    parseJson(request, bytes.toString("utf8"), (error, value) => {
      if (error) done(error, undefined);
      else if (typeof value === "object" && value !== null && nestedDeeperThan(value, MAX_JSON_DEPTH))
        done(new ApiError(400, "malformed"), undefined);
      else done(null, value);
    });
  });
}
