import { useSyncExternalStore } from "react";
import { CONSENT_STORAGE_KEY, CONSENT_VALUES, type ConsentValue } from "../../core/consent.ts";
import { readStorage, writeStorage } from "./storage";

/** `unknown` before hydration (the prerendered page cannot know), `unset` when this browser stored nothing. */
export type ConsentState = ConsentValue | "unset" | "unknown";

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

function read(): ConsentState {
  const stored = readStorage(CONSENT_STORAGE_KEY);
  return (CONSENT_VALUES as readonly (string | null)[]).includes(stored) ? (stored as ConsentValue) : "unset";
}

export function useConsent(): ConsentState {
  return useSyncExternalStore(subscribe, read, () => "unknown");
}

export function storeConsent(value: ConsentValue): void {
  writeStorage(CONSENT_STORAGE_KEY, value);
  for (const listener of listeners) listener();
}
