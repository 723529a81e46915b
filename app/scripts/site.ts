/**
 * The one script of every page: a few lines where HTML alone falls short. Everything it improves works
 * without it (plain links, a native dialog), so a script that fails to arrive loses nothing.
 * - The language switch replaces the history entry (Back does not bounce between the two versions of a page),
 *   carries the query and fragment over, and says it is busy once pressed.
 * - The language offer shows on an English page to a visitor whose stored choice or browser is French (ADR 001),
 *   once the cookie banner is answered, never with it.
 * - The page's language is remembered for a later visit without a path.
 * - The phone menu closes when one of its links is chosen (a page restored by Back shows it closed), and
 *   opens and closes where the browser lacks invoker commands (`commandfor`); Tab stays inside it.
 */
import {
  LANGUAGE_STORAGE_KEY,
  LANGUAGE_SUGGESTION_STORAGE_KEY,
  detectLanguage,
  isLanguage,
  languageFromPath,
  switchLanguagePath,
} from "../../core/language.ts";
import { readStorage, writeStorage } from "../lib/storage.ts";

const language = languageFromPath(location.pathname);
const storedBeforeThisPage = readStorage(LANGUAGE_STORAGE_KEY);
writeStorage(LANGUAGE_STORAGE_KEY, language);

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

for (const link of document.querySelectorAll<HTMLAnchorElement>("a[data-language-switch]")) {
  const target = link.hreflang;
  if (!isLanguage(target)) continue;
  // The page may stand for another address (the 404 page) and the address may carry a query or fragment.
  link.href = switchLanguagePath(location, target);
  link.addEventListener("click", (event) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (link.getAttribute("aria-disabled") === "true") return;
    link.setAttribute("aria-disabled", "true");
    location.replace(link.href);
  });
}

const suggestion = document.querySelector<HTMLElement>("[data-language-suggestion]");
const cookieBanner = document.querySelector<HTMLElement>("[data-consent-key]");
if (
  suggestion &&
  readStorage(LANGUAGE_SUGGESTION_STORAGE_KEY) === null &&
  detectLanguage({ stored: storedBeforeThisPage, browser: navigator.languages }) === "fr-CA"
) {
  // Never with the cookie banner, which would hide the page between them: once it is answered.
  const offer = () => (suggestion.hidden = false);
  if (cookieBanner && !cookieBanner.hidden) document.addEventListener("cookie-banner-closed", offer, { once: true });
  else offer();
  suggestion.addEventListener("click", (event) => {
    const answer = event.target instanceof Element && event.target.closest<HTMLElement>("[data-suggestion-answer]");
    if (!answer) return;
    writeStorage(LANGUAGE_SUGGESTION_STORAGE_KEY, answer.dataset.suggestionAnswer ?? "declined");
    suggestion.hidden = true;
  });
}

const supportsCommands = "command" in HTMLButtonElement.prototype;
document.addEventListener("click", (event) => {
  const target = event.target instanceof Element ? event.target : null;
  target?.closest("dialog[open] a[href]")?.closest("dialog")?.close();
  const invoker = supportsCommands ? null : target?.closest("button[commandfor]");
  if (!invoker) return;
  const dialog = document.getElementById(invoker.getAttribute("commandfor") ?? "");
  if (!(dialog instanceof HTMLDialogElement)) return;
  const command = invoker.getAttribute("command");
  if (command === "show-modal" && !dialog.open) dialog.showModal();
  if (command === "close") dialog.close();
});

// A modal dialog keeps Tab and Shift+Tab inside it: the page behind it is inert, but from its last control
// the browser would move focus out of the document.
document.addEventListener("keydown", (event) => {
  const dialog = document.querySelector("dialog:modal");
  if (event.key !== "Tab" || !dialog) return;
  const stops = [...dialog.querySelectorAll<HTMLElement>("a[href], button:not(:disabled), input, select, textarea")];
  const edge = event.shiftKey ? stops[0] : stops.at(-1);
  if (edge && (document.activeElement === edge || !dialog.contains(document.activeElement))) {
    event.preventDefault();
    (event.shiftKey ? stops.at(-1) : stops[0])?.focus();
  }
});
