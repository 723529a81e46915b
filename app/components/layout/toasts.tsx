import { lazy, Suspense, useSyncExternalStore } from "react";
import type { ExternalToast } from "sonner";

/**
 * Toasts without their weight on every page: sonner's code arrives with the first toast a page shows (or when a
 * form or the chat is first used, see `prepareToasts`), not with the page. Pages without a form never load it.
 */
const Toaster = lazy(() => import("./toaster"));

let wanted = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

function want(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Where toasts appear; renders nothing until a toast is wanted. */
export function Toasts({ label }: { label: string }) {
  const show = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  return show ? (
    <Suspense fallback={null}>
      <Toaster label={label} onMount={markMounted} />
    </Suspense>
  ) : null;
}

/** Starts loading the toaster before it is needed: a visitor is filling a form or using the chat. */
export function prepareToasts(): void {
  want();
}

export async function showToast(kind: "success" | "error", title: string, options?: ExternalToast): Promise<void> {
  want();
  const [{ toast }] = await Promise.all([import("sonner"), mounted]);
  toast[kind](title, options);
}
