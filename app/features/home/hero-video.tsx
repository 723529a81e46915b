/** The first frame, shown until the video plays: the page's largest paint on phones. */
export const HERO_POSTER = "/media/hero-poster.webp";

/** The video's files, best first; app/scripts/home.ts gives them to the element once the page has loaded. */
export const HERO_SOURCES = [
  { src: "/media/hero.webm", type: "video/webm" },
  { src: "/media/hero.mp4", type: "video/mp4" },
] as const;

/**
 * The hero's looping, muted background video. Its poster is what the page first shows; the video itself (some
 * 200 KB) is fetched once the page has loaded, so it never competes with the page's own files or becomes its
 * largest paint, and never for visitors who ask for less motion: they keep the poster (app/scripts/home.ts).
 */
export function HeroVideo({ fallback }: { fallback: string }) {
  return (
    <video
      className="absolute inset-0 size-full object-cover"
      muted
      loop
      playsInline
      preload="none"
      poster={HERO_POSTER}
      width={1280}
      height={720}
      aria-hidden="true"
      tabIndex={-1}
      data-testid="hero-video"
      data-sources={JSON.stringify(HERO_SOURCES)}
    >
      {fallback}
    </video>
  );
}
