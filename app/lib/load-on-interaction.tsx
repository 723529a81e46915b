import { lazy, Suspense, useCallback, useEffect, useRef, useState, useId, type ComponentType } from "react";
import { takeEarlySubmit } from "~/hydration/early-actions";

/**
 * A part of a page whose code the browser fetches when the visitor reaches for it (ADR 010). The
 * prerendered HTML shows it whole, so it reads and even takes typing before its code is there; hydration
 * leaves it as it is until a pointer comes over it, a tap, a focus or a keystroke lands in it, a value in it
 * changes, or it is submitted. A submission made before then is held and made again once the part is live,
 * so nothing typed is lost and no field ever lands in an address. Mounted by a client-side navigation, the part loads at once (and the
 * navigation preloads it first, see `preload`).
 */
export function loadOnInteraction<P extends object>(
  load: () => Promise<ComponentType<P>>,
  // Prerendering renders the real component; the browser never bundles it into the page.
  serverComponent: ComponentType<P> | undefined,
  /** Whether this visit needs the code at once (the address asks for something the HTML cannot show). */
  needsCodeAtOnce: () => boolean = () => false,
) {
  let loaded: ComponentType<P> | undefined = serverComponent;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = (): Promise<ComponentType<P>> => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed download (offline for a moment) is tried again by the next reach.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  let reach!: () => void;
  const reached = new Promise<void>((resolve) => (reach = resolve));
  const WhenReached = lazy(async () => {
    if (!needsCodeAtOnce()) await reached;
    return { default: await retry(preload) };
  });
  const AtOnce = lazy(async () => ({ default: await retry(preload) }));

  function LoadOnInteraction(props: P) {
    const id = useId();
    // Chosen once: switching component types later would remount the part and lose what was typed. Its
    // prerendered markup already in the document means React is hydrating it; else a navigation mounts it.
    const [Component] = useState(
      () => loaded ?? (typeof document !== "undefined" && document.getElementById(id) ? WhenReached : AtOnce),
    );
    const area = useRef<HTMLDivElement>(null);
    const live = useRef(false);
    const heldSubmit = useRef<HTMLFormElement | null>(null);

    useEffect(() => {
      const element = area.current;
      if (!element) return;
      // On the window, ahead of React: React stops events aimed at markup it has not hydrated yet.
      const inArea = (event: Event) => event.target instanceof Node && element.contains(event.target);
      const start = (event: Event) => {
        if (inArea(event)) reach();
      };
      const holdSubmit = (event: SubmitEvent) => {
        if (live.current || !inArea(event)) return;
        event.preventDefault();
        heldSubmit.current = event.target as HTMLFormElement;
        reach();
      };
      // A submission the boot script held before the page hydrated (ADR 011) is made once the part is live.
      const early = takeEarlySubmit(element);
      if (early) {
        heldSubmit.current = early;
        reach();
      }
      const starters = ["pointerover", "pointerdown", "focusin", "keydown", "input", "change"] as const;
      for (const type of starters) window.addEventListener(type, start, { capture: true, passive: true });
      window.addEventListener("submit", holdSubmit, true);
      return () => {
        for (const type of starters) window.removeEventListener(type, start, true);
        window.removeEventListener("submit", holdSubmit, true);
      };
    }, []);

    const onLive = useCallback(() => {
      live.current = true;
      const form = heldSubmit.current;
      heldSubmit.current = null;
      form?.requestSubmit();
    }, []);

    return (
      <div ref={area} id={id}>
        <Suspense fallback={null}>
          <Component {...props} />
          <Live onLive={onLive} />
        </Suspense>
      </div>
    );
  }

  return { LoadOnInteraction, preload };
}

/** Rendered after the part inside its boundary: its effect runs once the part has hydrated. */
function Live({ onLive }: { onLive: () => void }) {
  useEffect(onLive, [onLive]);
  return null;
}

async function retry<T>(attempt: () => Promise<T>, tries = 4): Promise<T> {
  for (let left = tries - 1; ; left--) {
    try {
      return await attempt();
    } catch (error) {
      if (left === 0) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000 * 2 ** (tries - 1 - left)));
    }
  }
}
