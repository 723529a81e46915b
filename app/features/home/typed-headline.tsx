import { useEffect, useState } from "react";
import { TYPING_MS_PER_CHARACTER } from "../../../core/motion.ts";
import { usePrefersReducedMotion } from "~/lib/motion";

/**
 * The hero's `<h1>`: the whole headline is its text for screen readers and crawlers; the typing is a visual
 * layer (aria-hidden) over an invisible full copy that reserves the final size, so nothing shifts.
 * One character per 80 ms; the highlighted word starts once the first part is typed; the cursor blinks
 * until done.
 */
export function TypedHeadline({ start, highlight }: { start: string; highlight: string }) {
  const reducedMotion = usePrefersReducedMotion();
  const total = start.length + highlight.length;
  const [typed, setTyped] = useState<number>(total);

  useEffect(() => {
    if (reducedMotion) return;
    let count = 0;
    // Start from an empty line on the next frame; the prerendered page keeps the whole headline until then.
    const frame = requestAnimationFrame(() => setTyped(0));
    const timer = window.setInterval(() => {
      count += 1;
      setTyped(count);
      if (count >= total) window.clearInterval(timer);
    }, TYPING_MS_PER_CHARACTER);
    return () => {
      cancelAnimationFrame(frame);
      window.clearInterval(timer);
    };
  }, [reducedMotion, total]);

  const shown = reducedMotion ? total : typed;
  const done = shown >= total;
  const visibleStart = start.slice(0, shown);
  const visibleHighlight = highlight.slice(0, Math.max(0, shown - start.length));

  return (
    <h1
      className="text-4xl leading-tight font-bold tracking-tight text-white sm:text-5xl lg:text-6xl"
      data-typing-done={done}
    >
      <span className="sr-only">
        {start}
        {highlight}
      </span>
      <span aria-hidden="true" className="grid">
        <span className="invisible col-start-1 row-start-1">
          {start}
          <span>{highlight}</span>
          <span className="ml-1">|</span>
        </span>
        <span className="col-start-1 row-start-1" data-testid="typed-headline">
          {visibleStart}
          {visibleHighlight ? <span className="text-accent-bright">{visibleHighlight}</span> : null}
          <span className={done ? "ml-1 hidden" : "ml-1 motion-safe:animate-blink"} data-testid="typing-cursor">
            |
          </span>
        </span>
      </span>
    </h1>
  );
}
