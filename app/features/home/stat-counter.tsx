import { useEffect, useRef, useState } from "react";
import { COUNTER_VISIBILITY_THRESHOLD, counterValue } from "../../../core/motion.ts";
import { usePrefersReducedMotion } from "~/lib/motion";

/**
 * A number that counts up once, eased, when at least 10% of it is visible. The prerendered page and
 * reduced-motion visitors see the final value at once.
 */
export function StatCounter({
  target,
  durationMs,
  suffix,
  label,
}: {
  target: number;
  durationMs: number;
  suffix: string;
  label: string;
}) {
  const reducedMotion = usePrefersReducedMotion();
  const [value, setValue] = useState(target);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (reducedMotion || !element) return;
    // Count from zero once hydrated; the prerendered page shows the final value until then.
    let frame = requestAnimationFrame(() => setValue(0));
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        const startedAt = performance.now();
        const tick = (now: number) => {
          const elapsed = now - startedAt;
          setValue(counterValue(target, durationMs, elapsed));
          if (elapsed < durationMs) frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold: COUNTER_VISIBILITY_THRESHOLD },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [reducedMotion, target, durationMs]);

  return (
    <div ref={ref} className="rounded-2xl border border-white/15 bg-white/5 p-6">
      <p className="text-5xl font-bold tracking-tight text-accent-bright tabular-nums">
        <span aria-hidden="true" data-testid="counter-value">
          {reducedMotion ? target : value}
          {suffix}
        </span>
        <span className="sr-only">
          {target}
          {suffix}
        </span>
      </p>
      <p className="mt-2 text-white/85">{label}</p>
    </div>
  );
}
