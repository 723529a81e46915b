/**
 * The studio's mark and wordmark (the same drawing as public/media/logo.svg), inline so the wordmark takes
 * the surrounding text colour. Decorative: the link around it carries the name.
 */
export function Logo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 180 40" width="180" height="40" className={className} aria-hidden="true" focusable="false">
      <path
        d="M20 2.5C21.2 13.6 24.9 17.9 35.5 20C24.9 22.1 21.2 26.4 20 37.5C18.8 26.4 15.1 22.1 4.5 20C15.1 17.9 18.8 13.6 20 2.5Z"
        fill="#D9480F"
      />
      <path
        d="M20 12.5L22.2 17.8L27.5 20L22.2 22.2L20 27.5L17.8 22.2L12.5 20L17.8 17.8Z"
        fill="#FFFFFF"
        fillOpacity="0.28"
      />
      <path
        d="M32.2 4.3C32.6 6.9 33.4 7.7 36 8.1C33.4 8.5 32.6 9.3 32.2 11.9C31.8 9.3 31 8.5 28.4 8.1C31 7.7 31.8 6.9 32.2 4.3Z"
        fill="#D9480F"
        fillOpacity="0.7"
      />
      <text
        x="46"
        y="28"
        fill="currentColor"
        fontFamily="Inter Variable, system-ui, sans-serif"
        fontSize="22"
        fontWeight="700"
        letterSpacing="-0.4"
      >
        Northlight
      </text>
    </svg>
  );
}
