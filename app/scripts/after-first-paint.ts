/**
 * Inline, with `data-module` holding a module's address (scripts/vite-page-module.ts): loads that module once
 * the page has shown its first content, so that code which only improves the page never holds the first paint
 * back nor takes the network from the font and the images (ADR 011). Nothing it loads is needed to read the
 * page, follow a link or open the menu.
 */
(() => {
  const src = document.currentScript?.dataset["module"];
  if (!src) return;
  // Added twice (the paint, then the page hidden and shown), a module still runs once: its address is its key.
  const load = () => document.head.append(Object.assign(document.createElement("script"), { type: "module", src }));
  // A frame's callbacks run before it paints, the task they queue after it (and only once the page shows).
  const afterNextFrame = () => requestAnimationFrame(() => setTimeout(load));
  // The browser reports the first content painted, not when the page opened hidden (a background tab).
  if (document.visibilityState !== "visible" || !PerformanceObserver.supportedEntryTypes.includes("paint")) {
    afterNextFrame();
    return;
  }
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    load();
  }).observe({ type: "paint", buffered: true });
  document.addEventListener("visibilitychange", afterNextFrame, { once: true });
})();
