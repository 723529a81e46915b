import { useEffect, useState } from "react";
import { TYPING_MS_PER_CHARACTER } from "../../../core/motion.ts";
import { usePrefersReducedMotion } from "~/lib/motion";

/**
 * The hero's `<h1>`: the whole headline is its text for screen readers and crawlers; the typing is a visual
 * layer (aria-hidden) in which every character is laid out from the start and the untyped ones are hidden,
 * so no word ever moves or wraps anew (no layout shift); the cursor floats over the boundary.
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
  const typedStart = start.slice(0, shown);
  const typedHighlight = highlight.slice(0, Math.max(0, shown - start.length));
  // Out of the flow, so its width never pushes the text.
  const cursor = done ? null : (
    <span className="relative">
      <span className="absolute top-0 left-0.5 motion-safe:animate-blink" data-testid="typing-cursor">
        |
      </span>
    </span>
  );
  const typingHighlight = shown > start.length;

  return (
    <h1
      className="text-4xl leading-tight font-bold tracking-tight text-white sm:text-5xl lg:text-6xl"
      data-typing-done={done}
    >
      <span className="sr-only">
        {start}
        {highlight}
      </span>
      <span aria-hidden="true" data-testid="typed-headline">
        {typedStart}
        {typingHighlight ? null : cursor}
        <span className="invisible">{start.slice(typedStart.length)}</span>
        {typedHighlight ? <span className="text-accent-bright">{typedHighlight}</span> : null}
        {typingHighlight ? cursor : null}
        <span className="invisible">{highlight.slice(typedHighlight.length)}</span>
      </span>
    </h1>
  );
}
