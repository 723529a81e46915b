import { Send } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent, type Ref, type SubmitEvent } from "react";
import { z } from "zod/mini";
import { useLanguage, useTranslation } from "~/i18n";
import { useToasts } from "~/lib/toasts";
import {
  CHAT_HISTORY_MAX_ENTRIES,
  CHAT_MESSAGE_MAX_LENGTH,
  offersHuman,
  type ChatResponse,
  type ChatRole,
} from "../../../core/chat.ts";
import { STUDIO_EMAIL } from "../../../core/company.ts";
import { Button, CloseButton } from "~/components/ui/button";
import { Input, Textarea } from "~/components/ui/field";
import { postToApi, refusalText } from "~/lib/api";
import { cn } from "~/lib/cn";
import { API_PATHS } from "../../../core/api-paths.ts";
import { AnswerText } from "./answer-text";

interface Message {
  id: number;
  /** A turn of the conversation, or a note of what the visitor did there (shared their email with the team). */
  role: ChatRole | "note";
  content: string;
  /** When it was written; the greeting's is set once the page runs (a prerendered time would be the build's). */
  at: Date | undefined;
}

export const CHAT_PANEL_ID = "chat-panel";

const isEmail = (value: string) => z.email().safeParse(value).success;

/**
 * The chat panel: the greeting, each message with its role and hh:mm time, a typing indicator,
 * Enter to send, and the email prompt when a reply offers to connect the visitor with the team.
 * A popover (`popover="manual"`), opened and closed by the launcher button without script.
 */
export function ChatPanel({ ref, open, onClose }: { ref: Ref<HTMLDivElement>; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const toasts = useToasts();
  const id = CHAT_PANEL_ID;
  const titleId = useId();
  const [messages, setMessages] = useState<Message[]>(() => [
    { id: 0, role: "assistant", content: t("chat.greeting"), at: undefined },
  ]);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the greeting's time is the browser's, not the build's
    setMessages((current) => current.map((message) => (message.id === 0 ? { ...message, at: new Date() } : message)));
  }, []);
  const [draft, setDraft] = useState("");
  const [waiting, setWaiting] = useState(false);
  const [userEmail, setUserEmail] = useState("");
  const [promptVisible, setPromptVisible] = useState(false);
  const [emailDraft, setEmailDraft] = useState("");
  const [emailInvalid, setEmailInvalid] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const nextId = useRef(1);
  const time = new Intl.DateTimeFormat(language, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

  // Focus goes to what the visitor types into next: the message box on opening and after each reply, the
  // email box while the prompt shows.
  useEffect(() => {
    if (!open) return;
    // The chat can end in a toast (hand-off confirmed): have the toaster ready.
    toasts.prepare();
    if (promptVisible) emailInput.current?.focus();
    else if (!waiting) input.current?.focus();
  }, [open, promptVisible, waiting, toasts]);
  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight });
  }, [messages, waiting]);

  const append = (role: Message["role"], content: string) =>
    setMessages((current) => [...current, { id: nextId.current++, role, content, at: new Date() }]);

  /**
   * Sends a message and shows the answer. `handoff`: the message is the escalation request the spec sends for
   * the visitor once they gave their email; the conversation shows a note of that, not words they never typed.
   */
  async function send(text: string, email: string, handoff = false) {
    const message = text.trim();
    if (!message || waiting) return;
    // The greeting and the notes are the widget's own words, not part of the conversation the server sees.
    const chatHistory = messages
      .flatMap(({ id, role, content }) => (id === 0 || role === "note" ? [] : [{ role, content }]))
      .slice(-CHAT_HISTORY_MAX_ENTRIES);
    if (handoff) append("note", t("chat.emailShared", { email }));
    else append("user", message);
    setWaiting(true);
    try {
      const result = await postToApi<ChatResponse>(
        API_PATHS.chat,
        { message, chatHistory, userEmail: email, language },
        language,
      );
      if (!result.ok) {
        // A refusal the server explains in the visitor's language (too many messages, a message it cannot
        // take) is shown as it is; a server failure gets the spec's failure message, like a network error.
        append("assistant", refusalText(result) ?? t("chat.failure", { email: STUDIO_EMAIL }));
        return;
      }
      const answer = result.data;
      // The answer to the hand-off would repeat the offer the visitor just took up: once the team has the
      // conversation, the assistant says so instead.
      append("assistant", handoff && answer.escalated ? t("chat.handoffConfirmed") : answer.response);
      if (answer.escalated)
        void toasts.show("success", t("chat.escalatedToast.title"), {
          description: t("chat.escalatedToast.description"),
        });
      if (!email && offersHuman(answer.response)) setPromptVisible(true);
    } catch {
      append("assistant", t("chat.failure", { email: STUDIO_EMAIL }));
    } finally {
      setWaiting(false);
    }
  }

  const submitMessage = () => {
    if (promptVisible || draft.trim() === "") return;
    const text = draft;
    setDraft("");
    void send(text, userEmail);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submitMessage();
    }
  };

  const submitEmail = (event: SubmitEvent) => {
    event.preventDefault();
    const email = emailDraft.trim();
    if (!email) return;
    if (!isEmail(email)) {
      setEmailInvalid(true);
      return;
    }
    setUserEmail(email);
    setPromptVisible(false);
    setEmailInvalid(false);
    void toasts.show("success", t("chat.emailToast.title"), { description: t("chat.emailToast.description") });
    void send(t("chat.escalationRequest", { email }), email, true);
  };

  // The prompt locks the message box, as the spec says; without a way to say no, only closing the chat let the
  // visitor ask anything else. Declining hides it as closing does, and the message box takes the focus back.
  const declineEmail = () => {
    setPromptVisible(false);
    setEmailInvalid(false);
  };

  const close = () => {
    // Closing also hides the email prompt.
    setPromptVisible(false);
    onClose();
  };

  // Bottom offset and height leave room for the cookie banner while it shows, so it cannot cover the panel.
  return (
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions -- Escape bubbles up from its controls
    <div
      ref={ref}
      id={id}
      popover="manual"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === "Escape") close();
      }}
      className="fixed inset-auto right-4 bottom-[calc(5.5rem+var(--cookie-banner-space))] m-0 hidden h-[min(560px,calc(100dvh-7rem-var(--cookie-banner-space)))] w-[min(380px,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl border border-line bg-surface p-0 text-ink shadow-2xl sm:right-6 sm:bottom-[calc(6rem+var(--cookie-banner-space))] [&:popover-open]:flex"
      data-testid="chat-panel"
    >
      <header className="flex items-center justify-between gap-3 bg-ink px-4 py-3 text-white">
        <div>
          <h2 id={titleId} className="font-semibold">
            {t("chat.title")}
          </h2>
          <p className="text-xs text-white/80">{t("chat.subtitle")}</p>
        </div>
        <CloseButton variant="ghost-inverse" label={t("chat.close")} onClick={close} />
      </header>

      <div
        ref={log}
        role="log"
        aria-live="polite"
        aria-relevant="additions"
        className="flex-1 space-y-3 overflow-y-auto px-4 py-4"
        data-testid="chat-log"
      >
        {messages.map((message) =>
          message.role === "note" ? (
            <p key={message.id} className="text-center text-xs wrap-anywhere text-muted" data-role="note">
              {message.content}
            </p>
          ) : (
            <div
              key={message.id}
              className={cn("flex flex-col", message.role === "user" ? "items-end" : "items-start")}
              data-role={message.role}
            >
              <p
                className={cn(
                  "max-w-[85%] rounded-2xl px-3 py-2 text-sm whitespace-pre-wrap",
                  message.role === "user"
                    ? "rounded-br-sm bg-accent text-white"
                    : "rounded-bl-sm bg-secondary text-ink",
                )}
              >
                <span className="sr-only">{message.role === "user" ? t("chat.you") : t("chat.assistant")}: </span>
                {message.role === "assistant" ? <AnswerText text={message.content} /> : message.content}
              </p>
              <p className="mt-1 text-xs text-muted">
                <span aria-hidden="true">{message.role === "user" ? t("chat.you") : t("chat.assistant")} · </span>
                {message.at ? <time dateTime={message.at.toISOString()}>{time.format(message.at)}</time> : null}
              </p>
            </div>
          ),
        )}
        {waiting ? (
          <p className="flex items-center gap-2 text-sm text-muted" data-testid="chat-typing">
            <span aria-hidden="true" className="flex gap-1">
              <span className="size-1.5 rounded-full bg-muted motion-safe:animate-bounce" />
              <span className="size-1.5 rounded-full bg-muted [animation-delay:120ms] motion-safe:animate-bounce" />
              <span className="size-1.5 rounded-full bg-muted [animation-delay:240ms] motion-safe:animate-bounce" />
            </span>
            {t("chat.typing")}
          </p>
        ) : null}
      </div>

      {promptVisible ? (
        <form
          onSubmit={submitEmail}
          className="border-t border-line bg-paper px-4 py-3"
          data-testid="chat-email-prompt"
          noValidate
        >
          <p className="text-sm font-semibold">{t("chat.emailPrompt.title")}</p>
          <p className="mt-1 text-sm text-muted">{t("chat.emailPrompt.text")}</p>
          {/* The box has the row to itself and the buttons a row below: beside the box, in a panel that a phone
              makes narrower still, the send button's label broke onto two or three lines. */}
          <Input
            ref={emailInput}
            id={`${id}-email`}
            aria-label={t("chat.emailPrompt.label")}
            type="email"
            autoComplete="email"
            placeholder={t("chat.emailPrompt.placeholder")}
            value={emailDraft}
            aria-invalid={emailInvalid || undefined}
            aria-describedby={emailInvalid ? `${id}-email-error` : undefined}
            onChange={(event) => {
              setEmailDraft(event.target.value);
              setEmailInvalid(false);
            }}
            density="compact"
            className="mt-2"
          />
          {emailInvalid ? (
            <p id={`${id}-email-error`} className="mt-1 text-sm text-danger">
              {t("validation.emailInvalid")}
            </p>
          ) : null}
          <div className="mt-2 flex flex-wrap gap-2">
            <Button type="submit" disabled={emailDraft.trim() === ""}>
              {t("chat.emailPrompt.submit")}
            </Button>
            <Button type="button" variant="ghost" onClick={declineEmail}>
              {t("chat.emailPrompt.decline")}
            </Button>
          </div>
        </form>
      ) : null}

      <form
        className="flex items-end gap-2 border-t border-line px-4 py-3"
        onSubmit={(event) => {
          event.preventDefault();
          submitMessage();
        }}
      >
        <Textarea
          ref={input}
          id={`${id}-input`}
          aria-label={t("chat.inputLabel")}
          rows={1}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          placeholder={t("chat.placeholder")}
          value={draft}
          disabled={promptVisible}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          density="compact"
          className="max-h-32"
        />
        <Button
          type="submit"
          size="icon"
          aria-label={t("chat.send")}
          disabled={promptVisible || waiting || draft.trim() === ""}
        >
          <Send aria-hidden="true" />
        </Button>
      </form>
    </div>
  );
}
