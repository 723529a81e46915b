import { MessageCircle } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { takeEarlyAction } from "~/hydration/early-actions";
import { useTranslation } from "~/i18n";
import { cn } from "~/lib/cn";

/** The conversation's code is fetched on the first press, so the contact page's first load carries only this button. */
const ChatPanel = lazy(() => import("./chat-panel"));

export const CHAT_PANEL_ID = "chat-panel";

/** A round button at the bottom right that opens the chat panel on the contact page. */
export function ChatLauncher() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const dock = useRef<HTMLDivElement>(null);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  // Mounted by a client-side navigation while the cookie banner shows, the dock takes the room the banner
  // covers from the root, where the banner's script keeps it (cookie-banner-reveal.ts).
  useEffect(() => {
    const covered = document.documentElement.style.scrollPaddingBottom;
    if (covered) dock.current?.style.setProperty("--cookie-banner-space", covered);
  }, []);
  // A press before the page hydrated (ADR 011) opens the chat now, without a second press.
  useEffect(() => {
    if (!takeEarlyAction("chat")) return;
    // Once, after hydration: the press happened outside React, before it could hear it.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- answering an event React never received
    setLoaded(true);
    setOpen(true);
  }, []);
  return (
    // The dock keeps the button and the panel clear of the cookie banner (`--cookie-banner-space`).
    <div ref={dock} data-banner-room suppressHydrationWarning>
      {loaded ? (
        <Suspense fallback={null}>
          <ChatPanel id={CHAT_PANEL_ID} open={open} onClose={close} />
        </Suspense>
      ) : null}
      <button
        ref={button}
        type="button"
        aria-label={open ? t("chat.close") : t("chat.open")}
        aria-expanded={open}
        aria-controls={loaded ? CHAT_PANEL_ID : undefined}
        onClick={() => {
          setLoaded(true);
          if (open) close();
          else setOpen(true);
        }}
        className={cn(
          // Above the cookie banner while it shows, which would otherwise cover the button entirely. Raised by a
          // translation, not its offset: the banner appears after the first paint, and a moved box is a layout shift.
          "fixed right-4 bottom-4 z-40 flex size-14 -translate-y-(--cookie-banner-space) items-center justify-center rounded-full bg-accent text-white shadow-xl hover:bg-accent-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent sm:right-6 sm:bottom-6",
        )}
        data-testid="chat-launcher"
        data-early-action="chat"
      >
        <MessageCircle aria-hidden="true" className="size-6" />
      </button>
    </div>
  );
}
