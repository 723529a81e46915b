/**
 * What a visitor did before the page's code had arrived (ADR 011). The boot script in the head (boot.ts)
 * records it in `window.__hydration`; the components that own each action take it up once React has
 * hydrated them, so a press made early is answered, once, without a second press.
 */
export interface HydrationState {
  /** Hydration has been asked for: by the first paint after load, or by the visitor's first interaction. */
  started: boolean;
  /** React has hydrated the page: from then on, React's own handlers answer every event. */
  hydrated: boolean;
  /** Controls pressed before then, by their `data-early-action` name, in order. */
  actions: string[];
  /** A form submitted before then: held (nothing sent, nothing in the address) until its code can send it. */
  submit: HTMLFormElement | null;
}

/** The modules the boot script imports when hydration starts (written by `HydrationScripts`). */
export interface HydrationPlan {
  /**
   * Every module the page needs but the entry, dependencies first. All are fetched at once; each is then
   * evaluated in a task of its own, so that no single task keeps a slow phone busy for long.
   */
  modules: string[];
  /** Each matched route: its id, then the modules whose exports make up its route module. */
  routes: [id: string, ...modules: string[]][];
  /** The client entry, imported last: it hydrates the document. */
  entry: string;
}

declare global {
  interface Window {
    __hydration?: HydrationState;
    /** What React Router's client entry reads to hydrate the matched routes. */
    __reactRouterRouteModules?: Record<string, unknown>;
  }
}

/** The `id` of the data block that carries the `HydrationPlan`. */
export const HYDRATION_PLAN_ID = "hydration-plan";

/** Names of controls whose early press is replayed by their owner (`data-early-action`). */
export type EarlyAction = "chat";

/** Whether the visitor pressed this control before hydration; true once, so a press is answered once. */
export function takeEarlyAction(action: EarlyAction): boolean {
  const actions = window.__hydration?.actions ?? [];
  const index = actions.indexOf(action);
  if (index === -1) return false;
  actions.splice(index, 1);
  return true;
}

/** A form inside `container` that the visitor submitted before hydration, handed over once. */
export function takeEarlySubmit(container: Element): HTMLFormElement | null {
  const state = window.__hydration;
  const form = state?.submit;
  if (!state || !form || !container.contains(form)) return null;
  state.submit = null;
  return form;
}

/** Called once React has hydrated the page: the boot script stops answering for it. */
export function markHydrated(): void {
  if (window.__hydration) window.__hydration.hydrated = true;
}
