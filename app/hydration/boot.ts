/**
 * The page's first script, inline in its head (ADR 011). It is compiled and minified into the page at build
 * time (`?inline-script`), so it may import types only, which are erased.
 *
 * It keeps every control working before the page's code has arrived. That code is fetched once the page has
 * painted and loaded, and runs (React hydrates the page) at the visitor's first tap, key or scroll: a visitor
 * who only reads never pays for it, and one who acts pays for evaluation and hydration, not the network.
 * Until React has hydrated the page:
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

  // After a new deployment, a page loaded before it asks for files that are gone. It is loaded again, once,
  // into the new version (its HTML is always revalidated), and what the visitor had typed is written back.
  const RELOADED_AT = "reloaded-into-new-version";
  const TYPED = "typed-before-reload";
  type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
  const fields = () =>
    [...doc.querySelectorAll<Field>("input[id], textarea[id], select[id]")].filter(
      (field) => !["file", "hidden", "password", "checkbox", "radio"].includes(field.type),
    );
  const changed = (field: Field) =>
    field instanceof HTMLSelectElement
      ? [...field.options].some((option) => option.selected !== option.defaultSelected)
      : field.value !== field.defaultValue;
  function reloadIntoNewVersion(): boolean {
    if (!navigator.onLine) return false;
    try {
      if (Date.now() - Number(sessionStorage.getItem(RELOADED_AT) ?? 0) < 60_000) return false;
      sessionStorage.setItem(RELOADED_AT, String(Date.now()));
      const typed = fields()
        .filter(changed)
        .map((field) => [field.id, field.value]);
      if (typed.length > 0) sessionStorage.setItem(TYPED, JSON.stringify({ path: location.pathname, typed }));
    } catch {
      // Without storage there is no guard against reloading again and again: the page stays as it is.
      return false;
    }
    location.reload();
    return true;
  }
  addEventListener("vite:preloadError", (event) => {
    if (reloadIntoNewVersion()) event.preventDefault();
  });
  doc.addEventListener("DOMContentLoaded", () => {
    // Only a reload carries anything over; the first use of storage costs a slow phone several milliseconds.
    const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
    if (navigation && navigation.type !== "reload") return;
    try {
      const carried = JSON.parse(sessionStorage.getItem(TYPED) ?? "null") as { path: string; typed: string[][] } | null;
      sessionStorage.removeItem(TYPED);
      if (carried?.path !== location.pathname) return;
      for (const [id = "", value = ""] of carried.typed) {
        const field = doc.getElementById(id);
        if (
          field instanceof HTMLInputElement ||
          field instanceof HTMLTextAreaElement ||
          field instanceof HTMLSelectElement
        ) {
          field.value = value;
        }
      }
    } catch {
      // Nothing carried over.
    }
  });

  // A pause between two modules' evaluations, so that input and paint can come in between.
  const pause = () => new Promise((resolve) => setTimeout(resolve));

  const readPlan = () => JSON.parse(doc.getElementById("hydration-plan")?.textContent ?? "null") as Plan | null;
  const newLink = (rel: string, href: string) => {
    const link = doc.createElement("link");
    link.rel = rel;
    link.href = href;
    return link;
  };
  const appendLink = (rel: string, href: string) => doc.head.appendChild(newLink(rel, href));
  const codeOf = (plan: Plan) => [...plan.modules, ...plan.routes.flatMap(([, ...modules]) => modules), plan.entry];

  // Fetched ahead, run later: the page's code and whole stylesheet are downloaded into the browser's cache
  // once the page has painted and loaded, so that the visitor's first tap pays for evaluation and hydration
  // only, never the network. All the links go in at once, in one task of about 4 ms here: one link per idle
  // moment made seventeen tasks of about 1 ms, each a task the browser's busy load stretched (Lighthouse
  // counted them as long tasks, up to 158 ms at its 4x slowdown, in half its runs of the home page).
  function fetchAhead(): void {
    const plan = readPlan();
    if (!plan || state.started) return;
    const links = doc.createDocumentFragment();
    for (const href of [...plan.stylesheets, ...codeOf(plan)]) links.append(newLink("prefetch", href));
    doc.head.append(links);
  }

  function load(): void {
    const plan = readPlan();
    if (!plan) return;
    for (const href of codeOf(plan)) appendLink("modulepreload", href);
    // Hydration may show what the page's inline CSS leaves out; the entry waits for the whole stylesheet.
    const styled = Promise.all(
      plan.stylesheets.map(
        (href) =>
          new Promise((resolve) => {
            const link = appendLink("stylesheet", href);
            link.onload = link.onerror = resolve;
          }),
      ),
    );
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
        return styled;
      })
      .then(() => importModule(plan.entry))
      .catch(() => {
        // A file of the page is gone (a new version): the new version. Or the connection dropped for a moment:
        // the visitor's next tap or key tries again.
        if (!reloadIntoNewVersion()) state.started = false;
      });
  }

  // The first paint, as the browser reports it (the first contentful paint is timed when the frame is on
  // screen, later than the frame's own task). Where paint timing is missing, the task after the first frame.
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
  function start(): void {
    if (state.started) return;
    state.started = true;
    void painted.then(() => {
      if (doc.readyState === "loading") doc.addEventListener("DOMContentLoaded", load, { once: true });
      else load();
    });
  }

  const loaded = new Promise((resolve) => {
    if (doc.readyState === "complete") resolve(null);
    else addEventListener("load", resolve, { once: true });
  });
  // The code is fetched once the page has painted and loaded; it runs at the visitor's first tap or key.
  void Promise.all([painted, loaded]).then(() => setTimeout(fetchAhead));
  for (const type of ["pointerdown", "touchstart", "keydown", "scroll"]) {
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
