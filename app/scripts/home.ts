/**
 * The home page's motion, without React: the counters count up once 10% visible, and the background video
 * plays, muted and looped, once the page has loaded. Visitors who ask for less motion keep the final numbers
 * and the poster. (The typed headline is CSS alone: app.css.)
 */
import { COUNTER_VISIBILITY_THRESHOLD, counterValue } from "../../core/motion.ts";

const motion = window.matchMedia("(prefers-reduced-motion: no-preference)");

function countUp(element: HTMLElement): void {
  const target = Number(element.dataset.counter);
  const durationMs = Number(element.dataset.durationMs);
  const suffix = element.textContent.replace(/^\d+/, "");
  element.textContent = `0${suffix}`;
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      const startedAt = performance.now();
      const tick = (now: number) => {
        const elapsed = now - startedAt;
        element.textContent = `${counterValue(target, durationMs, elapsed)}${suffix}`;
        if (elapsed < durationMs) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    },
    { threshold: COUNTER_VISIBILITY_THRESHOLD },
  );
  observer.observe(element);
}

function playVideo(video: HTMLVideoElement): void {
  const sources = JSON.parse(video.dataset.sources ?? "[]") as { src: string; type: string }[];
  for (const { src, type } of sources) video.append(Object.assign(document.createElement("source"), { src, type }));
  video.load();
  void video.play().catch(() => undefined);
  motion.addEventListener("change", () => {
    if (motion.matches) void video.play().catch(() => undefined);
    else video.pause();
  });
}

if (motion.matches) {
  for (const counter of document.querySelectorAll<HTMLElement>("[data-counter]")) countUp(counter);
  const video = document.querySelector<HTMLVideoElement>("video[data-sources]");
  if (video) {
    if (document.readyState === "complete") playVideo(video);
    else window.addEventListener("load", () => playVideo(video), { once: true });
  }
}
