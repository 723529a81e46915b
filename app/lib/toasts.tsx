/**
 * Toasts for the islands (the forms, the chat) without their weight on first load: sonner's code arrives
 * when a visitor starts on a form or the chat (`prepareToasts`) or with the first toast, and its toaster is
 * mounted once, in a root of its own, whichever island asks first.
 */
import { useEffect, useMemo, type CSSProperties, type ReactNode } from "react";
import type { ExternalToast } from "sonner";

type Sonner = typeof import("sonner"); // eslint-disable-line @typescript-eslint/consistent-type-imports -- the module loaded on demand
import { useTranslation } from "~/i18n";

let toaster: Promise<Sonner> | undefined;

/**
 * sonner's rich colours with the site's text colours: its own green and red on their pale backgrounds read
 * at 4.25:1, under WCAG AA's 4.5:1 (app.css tokens `--color-success` and `--color-danger`).
 */
const TOAST_COLOURS = { "--success-text": "#166534", "--error-text": "#b91c1c" } as CSSProperties;

function loadToaster(label: string): Promise<Sonner> {
  toaster ??= Promise.all([import("sonner"), import("react-dom/client")]).then(
    ([sonner, { createRoot }]) =>
      new Promise<Sonner>((resolve) => {
        const host = document.createElement("div");
        document.body.append(host);
        // Toasts asked for before the toaster has mounted would be lost: it resolves once mounted.
        createRoot(host).render(
          <Mounted onMount={() => resolve(sonner)}>
            <sonner.Toaster
              position="bottom-center"
              richColors
              closeButton
              containerAriaLabel={label}
              style={TOAST_COLOURS}
            />
          </Mounted>,
        );
      }),
  );
  // A failed download (offline for a moment) may be tried again by the next toast.
  toaster.catch(() => (toaster = undefined));
  return toaster;
}

/** Its effect runs after the toaster's own, which subscribes it to new toasts. */
function Mounted({ onMount, children }: { onMount: () => void; children: ReactNode }) {
  useEffect(onMount, [onMount]);
  return children;
}

/** Starts loading the toaster before it is needed: a visitor is filling a form or using the chat. */
function prepareToasts(label: string): void {
  void loadToaster(label).catch(() => undefined);
}

async function showToast(
  label: string,
  kind: "success" | "error",
  title: string,
  options?: ExternalToast,
): Promise<void> {
  (await loadToaster(label)).toast[kind](title, options);
}

/** The toasts of an island, named in its language for assistive technology. */
export function useToasts() {
  const { t } = useTranslation();
  const label = t("common.notifications");
  return useMemo(
    () => ({
      prepare: () => prepareToasts(label),
      show: (kind: "success" | "error", title: string, options?: ExternalToast) =>
        showToast(label, kind, title, options),
    }),
    [label],
  );
}
