import { CURSOR_BLINK_MS, TYPING_MS_PER_CHARACTER } from "../../../core/motion.ts";
import typingScript from "./typed-headline-script.ts?inline-script";

/**
 * The hero's `<h1>`, typed one character per 80 ms from the first paint, the highlighted word after the first
 * part, the cursor blinking until the last character. The typing is the inline script right after the heading
 * (typed-headline-script.ts), which starts as the page is read, never with a touch; it only marks which
 * characters are shown, and CSS (app.css, `typed-*`) hides the others. The whole headline is the heading's text
 * for screen readers and crawlers; the typing is a visual layer (aria-hidden) in which every character is laid
 * out from the start and shown at its turn, so no word moves or wraps anew. Without motion (reduced motion) or
 * without script, it is whole at once.
 */
export function TypedHeadline({ start, highlight }: { start: string; highlight: string }) {
  const character = (text: string, index: number) => (
    <span key={index} className="typed-character">
      {text}
    </span>
  );
  return (
    <>
      <h1 className="text-4xl leading-tight font-bold tracking-tight text-white sm:text-5xl lg:text-6xl">
        <span className="sr-only">
          {start}
          {highlight}
        </span>
        <span
          aria-hidden="true"
          data-testid="typed-headline"
          data-ms-per-character={TYPING_MS_PER_CHARACTER}
          data-blink-ms={CURSOR_BLINK_MS}
        >
          {Array.from(start).map(character)}
          <span className="text-accent-bright">{Array.from(highlight).map(character)}</span>
        </span>
      </h1>
      <script dangerouslySetInnerHTML={{ __html: typingScript }} />
    </>
  );
}
