import type { FastifyRequest } from "fastify";
import { DEFAULT_LANGUAGE, matchLanguage, type Language } from "../../core/language.ts";
import { translatorFor } from "../../locales/index.ts";

/**
 * The language of an API request: the site's script sends its page's language in Accept-Language; a form sent
 * without the script names it in its address (`?language=fr-CA`), since the browser's own Accept-Language is
 * the visitor's preference, not the page's.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const named = (request.query as Record<string, unknown> | undefined)?.language;
  const fromAddress = matchLanguage(named);
  if (fromAddress) return fromAddress;
  const header = request.headers["accept-language"] ?? "";
  const first = header.split(",")[0]?.split(";")[0]?.trim();
  return matchLanguage(first) ?? DEFAULT_LANGUAGE;
}

/** The translator for this request's language. */
export function requestT(request: FastifyRequest) {
  return translatorFor(requestLanguage(request));
}
