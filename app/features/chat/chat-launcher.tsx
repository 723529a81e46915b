import { MessageCircle } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { useTranslation } from "~/i18n";
import { cn } from "~/lib/cn";

/** The conversation's code is fetched on the first press, so the contact page's first load carries only this button. */
const ChatPanel = lazy(() => import("./chat-panel"));

export const CHAT_PANEL_ID = "chat-panel";

/** Spec §2: a round button at the bottom right that opens the chat panel on the contact page. */
export function ChatLauncher() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <>
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
      >
        <MessageCircle aria-hidden="true" className="size-6" />
      </button>
    </>
  );
}
