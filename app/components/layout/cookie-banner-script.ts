/**
 * Inline, right after the cookie banner (cookie-banner.tsx), so it runs while the page is being read and no
 * press on the banner is ever lost to a script still on its way. The banner, hidden in the HTML, shows only
 * where the visitor has made no choice yet and script runs (a reader without script has nothing stored, so
 * nothing to consent to). Its buttons store the choice and hide it; focus that was in it goes where the skip
 * link leads, so a screen reader does not lose its place. The footer's cookie settings link shows it again,
 * focused, to change the choice as easily as it was made.
 *
 * While it shows, the room it covers at the bottom of the viewport is published, so that nothing the visitor
 * needs stays under it (WCAG 2.4.11): the page scrolls focused elements clear of it (`scroll-padding-bottom`
 * on the root), and the elements marked `data-banner-room` (the footer, the chat's dock) get it as
 * `--cookie-banner-space`. It is set on those elements only: a custom property changed on the root restyles
 * every element of the page, a long task on a slow phone. A resize observer keeps it right as the banner
 * wraps, and clears it when the banner hides.
 */
(() => {
  const banner = document.currentScript?.previousElementSibling;
  if (!(banner instanceof HTMLElement)) return;
  const key = banner.dataset.consentKey ?? "";
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(key);
  } catch {
    // Storage refused: as good as nothing stored.
  }
  const choices = [...banner.querySelectorAll<HTMLElement>("[data-consent-choice]")];
  // Where focus goes once a choice is made: back to the footer link that reopened the banner, else the main
  // content, where the skip link leads.
  let returnFocusTo: HTMLElement | null = null;
  document.addEventListener("click", (event) => {
    const settings =
      event.target instanceof Element ? event.target.closest<HTMLElement>("[data-cookie-settings]") : null;
    if (!settings || !(event instanceof MouseEvent) || event.button !== 0 || event.metaKey || event.ctrlKey) return;
    event.preventDefault();
    returnFocusTo = settings;
    banner.hidden = false;
    choices[0]?.focus();
  });
  banner.addEventListener("click", (event) => {
    const choice = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-consent-choice]") : null;
    if (!choice) return;
    try {
      localStorage.setItem(key, choice.dataset.consentChoice ?? "");
    } catch {
      // Storage refused: the choice lasts for this page view.
    }
    if (banner.contains(document.activeElement)) {
      (returnFocusTo ?? document.getElementById(banner.dataset.returnFocus ?? ""))?.focus({ preventScroll: true });
    }
    banner.hidden = true;
    document.dispatchEvent(new Event("cookie-banner-closed"));
  });
  if (!choices.some((choice) => choice.dataset.consentChoice === stored)) banner.hidden = false;

  const root = document.documentElement;
  const focusRoom = Number(banner.dataset.focusRoom ?? 0);
  new ResizeObserver(() => {
    const showing = banner.getClientRects().length > 0;
    const covered = showing ? `${Math.ceil(root.clientHeight - banner.getBoundingClientRect().top) + focusRoom}px` : "";
    root.style.scrollPaddingBottom = covered;
    for (const room of document.querySelectorAll<HTMLElement>("[data-banner-room]")) {
      if (covered) room.style.setProperty("--cookie-banner-space", covered);
      else room.style.removeProperty("--cookie-banner-space");
    }
  }).observe(banner);
})();
