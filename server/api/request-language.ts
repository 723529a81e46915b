import type { FastifyRequest } from "fastify";
import { DEFAULT_LANGUAGE, matchLanguage, type Language } from "../../core/language.ts";
import { translatorFor } from "../../locales/index.ts";

/** The language of an API request: the forms send their page's language in Accept-Language. */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers["accept-language"] ?? "";
  const first = header.split(",")[0]?.split(";")[0]?.trim();
  return matchLanguage(first) ?? DEFAULT_LANGUAGE;
}

/** The translator for this request's language. */
export function requestT(request: FastifyRequest) {
  return translatorFor(requestLanguage(request));
}
