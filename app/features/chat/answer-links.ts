/**
 * An answer's text cut into plain text and links, for the chat to render as React elements (never as HTML): the
 * answers name site paths ("(details: /services)."), the scheduling page's https address and the studio's email.
 * Only three shapes become links, so no other scheme (`javascript:`, `data:`) can ever reach an `href`.
 */

export type AnswerPart =
  | { kind: "text"; text: string }
  /** Another site, over http or https; a page of this site (`/fr/contact`); an email address. */
  | { kind: "url" | "path" | "email"; text: string; href: string };

/**
 * 1. An http(s) address: a letter or digit after the scheme, then anything up to a space, an angle bracket, a
 *    quote or a backslash.
 * 2. A site path: one slash then a letter or digit, so neither `//host` (another site) nor `/\host` (which
 *    browsers read as `//host`) can pass; at the start of a word or after an opening bracket or quote, so that
 *    "and/or" and "24/7" stay text.
 * 3. An email address.
 * At one position an address wins, so that its own "@" or path stays in it. Written as one literal: the chat's
 * code counts in the contact page's JavaScript budget.
 */
const LINK =
  /(https?:\/\/[\p{L}\p{N}][^\s<>"«»\\{}|^`]*)|(?<=^|[\s([«"“‘'])(\/[\p{L}\p{N}][\p{L}\p{N}\-._~/?#=&%+()]*)|([\w.%+-]+@[a-z\d-]+(?:\.[a-z\d-]+)*\.[a-z]{2,})/giu;

/** Punctuation that ends a sentence or closes a bracket or quote after a link, and is not part of it. */
const TRAILING = /[.,;:!?)\]»"'’”]+$/u;

export function answerParts(answer: string): AnswerPart[] {
  const parts: AnswerPart[] = [];
  let from = 0;
  for (const match of answer.matchAll(LINK)) {
    const [found, url, path] = match;
    const text = found.replace(TRAILING, "");
    const kind = url ? "url" : path ? "path" : "email";
    if (match.index > from) parts.push({ kind: "text", text: answer.slice(from, match.index) });
    parts.push({ kind, text, href: kind === "email" ? `mailto:${text}` : text });
    // The punctuation left out of the link is text again.
    from = match.index + text.length;
  }
  if (from < answer.length) parts.push({ kind: "text", text: answer.slice(from) });
  return parts;
}
