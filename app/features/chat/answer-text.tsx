import { ExternalLink } from "~/components/external-link";
import { answerParts } from "./answer-links";

/** The underline says "link" in a bubble where colour alone would not; long addresses wrap rather than overflow. */
const LINK_CLASS = "font-medium text-accent-strong underline underline-offset-4 wrap-anywhere";

/**
 * An assistant's answer with its site paths, web addresses and email addresses as links, built as elements
 * from `answerParts` (answer-links.ts): the answer's text is never read as HTML. Another site's address opens
 * in a new tab, like the site's other external links; a path or an email is a plain link.
 */
export function AnswerText({ text }: { text: string }) {
  return answerParts(text).map((part, index) => {
    if (part.kind === "text") return part.text;
    const Link = part.kind === "url" ? ExternalLink : "a";
    return (
      <Link key={index} href={part.href} className={LINK_CLASS}>
        {part.text}
      </Link>
    );
  });
}
