import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

/**
 * False while React hydrates the prerendered page (and in prerendering), true after: a component can first
 * render exactly what the HTML holds, then what only the browser knows (the address's query string, say).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
