/**
 * A number that counts up once, eased, when at least 10% of it is visible (app/scripts/home.ts). The HTML
 * shows the final value, which is what readers without script or with reduced motion keep.
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
  return (
    <div className="rounded-2xl border border-white/15 bg-white/5 p-6">
      <p className="text-5xl font-bold tracking-tight text-accent-bright tabular-nums">
        <span aria-hidden="true" data-testid="counter-value" data-counter={target} data-duration-ms={durationMs}>
          {target}
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
