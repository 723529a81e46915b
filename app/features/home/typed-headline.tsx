import type { CSSProperties } from "react";
import { TYPING_MS_PER_CHARACTER } from "../../../core/motion.ts";

/**
 * The hero's `<h1>`, typed one character per 80 ms from the first paint, the highlighted word after the first
 * part, the cursor blinking until the last character: all in CSS (app.css, `typed-*`), so it needs no script
 * and starts with the page, never with a touch. The whole headline is the heading's text for screen readers and
 * crawlers; the typing is a visual layer (aria-hidden) in which every character is laid out from the start and
 * shown at its turn, so no word moves or wraps anew. Without motion (reduced motion), it is whole at once.
 */
export function TypedHeadline({ start, highlight }: { start: string; highlight: string }) {
  const startCharacters = Array.from(start);
  const highlightCharacters = Array.from(highlight);
  const character = (text: string, index: number) => (
    <span key={index} className="typed-character" style={{ "--typed-index": index } as CSSProperties}>
      {text}
    </span>
  );
  return (
    <h1 className="text-4xl leading-tight font-bold tracking-tight text-white sm:text-5xl lg:text-6xl">
      <span className="sr-only">
        {start}
        {highlight}
      </span>
      <span
        aria-hidden="true"
        data-testid="typed-headline"
        className="typed-headline"
        style={{ "--typed-ms": TYPING_MS_PER_CHARACTER } as CSSProperties}
      >
        {startCharacters.map(character)}
        <span className="text-accent-bright">
          {highlightCharacters.map((text, index) => character(text, startCharacters.length + index))}
        </span>
      </span>
    </h1>
  );
}
