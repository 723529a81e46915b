import { MessageCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Island, useTranslation, type IslandProps } from "~/i18n";
import type { MessagePath } from "~/lib/island-messages";
import { ChatPanel, CHAT_PANEL_ID } from "./chat-panel";

/** The strings the chat shows, handed to its island by the contact page (app/lib/island-messages.ts). */
export const CHAT_MESSAGES = [
  "chat",
  "validation.emailInvalid",
  "common.notifications",
  // An answer's web address says it opens in a new tab (answer-text.tsx).
  "common.opensInNewTab",
] as const satisfies readonly MessagePath[];

/**
 * The round button at the bottom right and the chat panel it opens, on the contact page. The panel is a
 * popover the button opens and closes natively (`popovertarget`): it shows at the first press, even before
 * this island's code has arrived; the code then makes the conversation work.
 */
function Chat() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    // Opened before this code arrived: the conversation starts open.
    setOpen(element.matches(":popover-open"));
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === "open");
    element.addEventListener("toggle", onToggle);
    return () => element.removeEventListener("toggle", onToggle);
  }, []);
  const close = () => {
    panel.current?.hidePopover();
    button.current?.focus();
  };
  return (
    // The dock keeps the button and the panel clear of the cookie banner (`--cookie-banner-space`, which the
    // banner's script may have set on it before this code arrived).
    <div data-banner-room data-chat-dock suppressHydrationWarning>
      <ChatPanel ref={panel} open={open} onClose={close} />
      <button
        ref={button}
        type="button"
        popoverTarget={CHAT_PANEL_ID}
        aria-label={open ? t("chat.close") : t("chat.open")}
        // Raised above the cookie banner while it shows, which would otherwise cover it. Raised by a translation,
        // not its offset: the banner appears after the first paint, and a moved box is a layout shift.
        className="fixed right-4 bottom-4 z-40 flex size-14 -translate-y-(--cookie-banner-space) items-center justify-center rounded-full bg-accent text-white shadow-xl hover:bg-accent-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent sm:right-6 sm:bottom-6"
        data-testid="chat-launcher"
      >
        <MessageCircle aria-hidden="true" className="size-6" />
      </button>
    </div>
  );
}

/** The chat as an island of the contact page. */
export default function ChatIsland(props: IslandProps) {
  return (
    <Island {...props}>
      <Chat />
    </Island>
  );
}
