import { useEffect, useRef } from "react";
import { usePrefersReducedMotion } from "~/lib/motion";

/** The hero's looping, muted background video; paused for visitors who ask for less motion. */
export function HeroVideo({ fallback }: { fallback: string }) {
  const reducedMotion = usePrefersReducedMotion();
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (reducedMotion) element.pause();
    else void element.play().catch(() => undefined);
  }, [reducedMotion]);
  return (
    <video
      ref={video}
      className="absolute inset-0 size-full object-cover"
      autoPlay
      muted
      loop
      playsInline
      preload="metadata"
      poster="/media/hero-poster.webp"
      width={1280}
      height={720}
      aria-hidden="true"
      tabIndex={-1}
      data-testid="hero-video"
    >
      <source src="/media/hero.webm" type="video/webm" />
      <source src="/media/hero.mp4" type="video/mp4" />
      {fallback}
    </video>
  );
}
