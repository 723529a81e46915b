import { useEffect, useRef, useState } from "react";
import { usePrefersReducedMotion } from "~/lib/motion";

/**
 * The hero's looping, muted background video; paused for visitors who ask for less motion. Its poster is
 * what the page first shows; the video itself (some 200 KB) is fetched only once the page has loaded and
 * the browser is idle, so it never competes with the page's own files or becomes its largest paint.
 */
/** The first frame, shown until the video plays: the page's largest paint on phones. */
export const HERO_POSTER = "/media/hero-poster.webp";

export function HeroVideo({ fallback }: { fallback: string }) {
  const reducedMotion = usePrefersReducedMotion();
  const video = useRef<HTMLVideoElement>(null);
  const [loadVideo, setLoadVideo] = useState(false);

  useEffect(() => {
    if (reducedMotion || loadVideo) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const begin = () => setLoadVideo(true);
    const start = () => {
      // Safari has no requestIdleCallback: a short pause after the load event does the same job there.
      if ("requestIdleCallback" in window) window.requestIdleCallback(begin, { timeout: 3000 });
      else timer = setTimeout(begin, 300);
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => {
      window.removeEventListener("load", start);
      clearTimeout(timer);
    };
  }, [reducedMotion, loadVideo]);

  useEffect(() => {
    const element = video.current;
    if (!element || !loadVideo) return;
    if (reducedMotion) element.pause();
    else void element.play().catch(() => undefined);
  }, [reducedMotion, loadVideo]);

  return (
    <video
      ref={video}
      className="absolute inset-0 size-full object-cover"
      autoPlay={loadVideo}
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
    >
      {loadVideo ? (
        <>
          <source src="/media/hero.webm" type="video/webm" />
          <source src="/media/hero.mp4" type="video/mp4" />
        </>
      ) : null}
      {fallback}
    </video>
  );
}
