/**
 * Inline, right after the home page's heading (typed-headline.tsx): types its visual layer as the page is read,
 * one character per `data-ms-per-character` from the frame of the first paint, with a cursor after the last
 * character shown, on for the first half of every `data-blink-ms` (taken at the middle of its character's turn)
 * and gone once the headline is whole. Without motion it leaves the headline whole.
 *
 * A script rather than CSS animations: one animation per character (and two per cursor) were about 160 for the
 * browser to set up in the page's first style calculation, its longest task on a slow phone
 * (docs/performance.md). Here each turn changes the classes of one or two characters, a task of well under a
 * millisecond, and nothing runs between two turns. Characters shown are marked `typed-shown`, the one with the cursor `typed-cursor`
 * (`typed-cursor-off` in the blink's off half); `is-typing` on the headline lets CSS hide the rest, so a
 * headline whose script never ran is whole.
 */
(() => {
  const headline =
    document.currentScript?.previousElementSibling?.querySelector<HTMLElement>("[data-ms-per-character]");
  if (!headline || !matchMedia("(prefers-reduced-motion: no-preference)").matches) return;
  const characters = headline.querySelectorAll<HTMLElement>(".typed-character");
  const msPerCharacter = Number(headline.dataset.msPerCharacter);
  const blinkMs = Number(headline.dataset.blinkMs);
  let startedAt = 0;
  let shown = 0;
  let cursor: HTMLElement | undefined;
  const type = () => {
    // The character whose turn it is; a late timer (a busy or hidden page) catches up at once.
    const turn = Math.floor((performance.now() - startedAt) / msPerCharacter);
    for (; shown <= turn && shown < characters.length; shown++) characters[shown]?.classList.add("typed-shown");
    cursor?.classList.remove("typed-cursor", "typed-cursor-off");
    cursor = characters[turn];
    if (!cursor) return;
    cursor.classList.add("typed-cursor");
    if (((turn + 0.5) * msPerCharacter) % blinkMs >= blinkMs / 2) cursor.classList.add("typed-cursor-off");
    setTimeout(type, startedAt + (turn + 1) * msPerCharacter - performance.now());
  };
  // A frame's callbacks run just before it paints: the typing starts with the first paint, its first character
  // shown. Until then (a page opened in the background, a crawler that draws no frame) the headline is whole.
  requestAnimationFrame(() => {
    headline.classList.add("is-typing");
    startedAt = performance.now();
    type();
  });
})();
