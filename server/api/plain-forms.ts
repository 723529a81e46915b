/**
 * The forms without the site's script (ADR 010): a form sent before its island has woken, or where its code
 * never arrives, is a plain browser post to the same endpoint (URL-encoded for the contact form, multipart for
 * the application), checked and stored exactly like the script's. Its answer is a page, not JSON: on success a
 * redirect to the form's page, where the confirmation shows (`#contact-sent`), and on a refusal a short page in
 * the form's language that says what to correct.
 */
import formbody from "@fastify/formbody";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { localizedPath, type Language } from "../../core/language.ts";
import { translatorFor } from "../../locales/index.ts";

/** The forms, by the page that shows each. */
export const FORM_PAGES = { contact: "/contact", application: "/application" } as const;
export type PlainForm = keyof typeof FORM_PAGES;

/** Where the confirmation of a form sent without script is: its page, at the confirmation's anchor. */
export function sentAddress(form: PlainForm, language: Language): string {
  return `${localizedPath(FORM_PAGES[form], language)}#${form}-sent`;
}

/**
 * A browser navigating (a plain form post) asks for HTML; the site's script asks for JSON, and so does any
 * client that says nothing else.
 */
export function wantsPage(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? "";
  return accept.includes("text/html") && !accept.includes("application/json");
}

/** The contact form's plain body: URL-encoded, within the route's own body limit. */
export async function registerPlainFormBodies(app: FastifyInstance): Promise<void> {
  await app.register(formbody);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Which form a request was for, by its endpoint. */
export function formOf(url: string): PlainForm | undefined {
  if (url.startsWith("/api/contact")) return "contact";
  if (url.startsWith("/api/applications")) return "application";
  return undefined;
}

/**
 * The page a refused plain post gets: what went wrong (the message, and each field's), how to get back to the
 * form with what was typed, in the form's language. Self-contained: no script, its few styles inline.
 */
export function sendRefusalPage(
  reply: FastifyReply,
  status: number,
  language: Language,
  message: string,
  fieldErrors: Record<string, string> = {},
): FastifyReply {
  const t = translatorFor(language);
  const form = formOf(reply.request.url);
  const errors = Object.values(fieldErrors);
  const html = `<!DOCTYPE html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(t("api.page.title"))}</title>
<style>body{font:1.125rem/1.6 system-ui,sans-serif;color:#0b1b2b;background:#f7f8fa;margin:0;padding:3rem 1.25rem}main{max-width:40rem;margin:auto}h1{font-size:1.75rem;line-height:1.2}li{margin:.25rem 0}a{color:#9a3412}</style>
</head>
<body>
<main>
<h1>${escapeHtml(t("api.page.title"))}</h1>
${errors.length > 0 ? `<p>${escapeHtml(t("api.page.correct"))}</p>\n<ul>${errors.map((error) => `<li>${escapeHtml(error)}</li>`).join("")}</ul>` : `<p>${escapeHtml(message)}</p>`}
<p>${escapeHtml(t("api.page.back"))}</p>
${form ? `<p><a href="${localizedPath(FORM_PAGES[form], language)}">${escapeHtml(t("api.page.formLink"))}</a></p>` : ""}
</main>
</body>
</html>
`;
  return reply.code(status).type("text/html; charset=utf-8").send(html);
}
