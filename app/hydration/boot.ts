/**
 * The page's first script, inline in its head (ADR 011). It is compiled and minified into the page at build
 * time (`?inline-script`), so it may import types only, which are erased.
 *
 * It keeps every control working before the page's code has arrived, and asks for that code only once the
 * page has painted: after the load event and the next frame, or at the visitor's first tap or key, whichever
 * comes first. Until React has hydrated the page:
 * - a press on a control marked `data-early-action` is recorded for its owner to answer once hydrated;
 * - a form submission is held (nothing is sent, no field lands in the address) for its form to send;
 * - the cookie banner's choices (`data-consent-choice`) are stored and the banner hides;
 * - the language switch (`data-language-switch`) replaces the page, as the hydrated link does.
 * Always, hydrated or not: a link chosen in an open dialog closes it, Tab stays inside a modal dialog, and
 * where the browser lacks invoker commands (`commandfor`), the buttons that open and close a dialog work.
 */
import type { HydrationPlan as Plan, HydrationState as State } from "./early-actions.ts";

type Module = Record<string, unknown>;

(() => {
  const state: State = { started: false, hydrated: false, actions: [], submit: null };
  window.__hydration = state;
  const doc = document;
  const listen = (type: string, listener: (event: Event) => void) => addEventListener(type, listener, true);
  const importModule = (url: string) => import(url) as Promise<Module>;

  // A pause between two modules' evaluations, so that input and paint can come in between.
  const pause = () => new Promise((resolve) => setTimeout(resolve));

  function load(): void {
    const plan = JSON.parse(doc.getElementById("hydration-plan")?.textContent ?? "null") as Plan | null;
    if (!plan) return;
    for (const href of [...plan.modules, plan.entry]) {
      const link = doc.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      doc.head.append(link);
    }
    plan.modules
      .reduce<Promise<unknown>>((previous, url) => previous.then(() => importModule(url)).then(pause), pause())
      .then(() =>
        Promise.all(
          plan.routes.map(([id, ...modules]) =>
            Promise.all(modules.map(importModule)).then((exports) => [id, Object.assign({}, ...exports)] as const),
          ),
        ),
      )
      .then((routes) => {
        window.__reactRouterRouteModules = Object.fromEntries(routes);
        return importModule(plan.entry);
      })
      .catch(() => {
        // A download failed (the connection dropped for a moment): the visitor's next tap or key tries again.
        state.started = false;
      });
  }

  function start(): void {
    if (state.started) return;
    state.started = true;
    if (doc.readyState === "loading") doc.addEventListener("DOMContentLoaded", load, { once: true });
    else load();
  }

  // After the first paint, as the browser reports it (the first contentful paint is timed when the frame is
  // on screen, later than the frame's own task), and after the load event: whichever comes last. Where paint
  // timing is missing, the task after the first frame that follows the load event.
  const painted = new Promise<void>((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes.includes("paint")) {
      requestAnimationFrame(() => setTimeout(resolve));
      return;
    }
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      resolve();
    }).observe({ type: "paint", buffered: true });
  });
  const loaded = new Promise((resolve) => {
    if (doc.readyState === "complete") resolve(null);
    else addEventListener("load", resolve, { once: true });
  });
  void Promise.all([painted, loaded]).then(() => setTimeout(start));
  for (const type of ["pointerdown", "touchstart", "keydown"]) {
    addEventListener(type, start, { capture: true, passive: true });
  }

  const supportsCommands = "command" in HTMLButtonElement.prototype;

  listen("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;

    const link = target.closest("dialog[open] a[href]");
    if (link) link.closest("dialog")?.close();
    const invoker = supportsCommands ? null : target.closest("button[commandfor]");
    const dialog = invoker && doc.getElementById(invoker.getAttribute("commandfor") ?? "");
    if (dialog instanceof HTMLDialogElement) {
      const command = invoker?.getAttribute("command");
      if (command === "show-modal" && !dialog.open) dialog.showModal();
      if (command === "close") dialog.close();
    }

    if (state.hydrated) return;
    const choice = target.closest<HTMLElement>("[data-consent-choice]");
    const banner = choice?.closest<HTMLElement>("[data-consent-key]");
    if (choice && banner) {
      try {
        localStorage.setItem(banner.dataset.consentKey ?? "", choice.dataset.consentChoice ?? "");
      } catch {
        // Storage refused: the choice lasts for this page view.
      }
      if (banner.contains(doc.activeElement)) {
        doc.getElementById(banner.dataset.returnFocus ?? "")?.focus({ preventScroll: true });
      }
      banner.hidden = true;
      event.stopPropagation();
      return;
    }
    const action = target.closest<HTMLElement>("[data-early-action]");
    if (action) {
      state.actions.push(action.dataset.earlyAction ?? "");
      event.preventDefault();
      event.stopPropagation();
      start();
      return;
    }
    const languageSwitch = target.closest<HTMLAnchorElement>("a[data-language-switch]");
    const plainClick =
      event instanceof MouseEvent &&
      event.button === 0 &&
      !event.metaKey &&
      !event.ctrlKey &&
      !event.shiftKey &&
      !event.altKey;
    if (languageSwitch && plainClick) {
      event.preventDefault();
      location.replace(languageSwitch.pathname + location.search + location.hash);
    }
  });

  // A modal dialog keeps Tab and Shift+Tab inside it: the page behind it is inert, but from its last control
  // the browser would move focus out of the document.
  listen("keydown", (event) => {
    const dialog = doc.querySelector("dialog:modal");
    if (!(event instanceof KeyboardEvent) || event.key !== "Tab" || !dialog) return;
    const stops = [...dialog.querySelectorAll<HTMLElement>("a[href], button:not(:disabled), input, select, textarea")];
    const edge = event.shiftKey ? stops[0] : stops.at(-1);
    if (edge && (doc.activeElement === edge || !dialog.contains(doc.activeElement))) {
      event.preventDefault();
      (event.shiftKey ? stops.at(-1) : stops[0])?.focus();
    }
  });

  listen("submit", (event) => {
    const form = event.target;
    if (state.hydrated || !(form instanceof HTMLFormElement) || form.method === "dialog") return;
    event.preventDefault();
    event.stopPropagation();
    state.submit = form;
    start();
  });
})();
