/** The studio's mark and wordmark, inline so the wordmark takes the surrounding text colour. Decorative: the
 * link around it carries the name. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 180 40" width="180" height="40" className={className} aria-hidden="true" focusable="false">
      <g transform="translate(20 20)">
        <path d="M0-16 3.2-3.2 16 0 3.2 3.2 0 16-3.2 3.2-16 0-3.2-3.2Z" fill="#ea580c" />
        <circle r="3.2" fill="#fdba74" />
      </g>
      <text
        x="44"
        y="27"
        fill="currentColor"
        fontFamily="Inter Variable, system-ui, sans-serif"
        fontSize="21"
        fontWeight="700"
        letterSpacing="-0.4"
      >
        Northlight
      </text>
    </svg>
  );
}
