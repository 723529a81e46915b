import { useEffect, useRef, type ComponentProps, type SubmitEvent } from "react";
import { useLanguage, useTranslation } from "~/i18n";
import { cn } from "~/lib/cn";
import { LocalizedLink } from "~/lib/language";
import { useToasts } from "~/lib/toasts";
import { API_PATHS } from "../../../core/api-paths.ts";
import type { FormScreen } from "./form-screens";
import { Honeypot } from "./honeypot";

const ACTIONS: Record<FormScreen, string> = { contact: API_PATHS.contact, application: API_PATHS.applications };

/**
 * A form of the site. Its island's code checks and sends it (the browser's own bubbles are off); until that
 * code is there, or where it never arrives, the browser posts it to the same endpoint as a plain form naming
 * the page's language, and the server answers with a page (ADR 010): nothing typed is lost. It holds the
 * honeypot, and the first focus in it prepares the toasts that will say how its sending went.
 *
 * Under the submit button, what the information is used for, with the privacy policy; and the confirmation,
 * shown once the form is `sent` (focus moves to it, so a screen reader says it), or, after a plain post, by the
 * address the server sends the browser back to (`:target`).
 */
export function SiteForm({
  form,
  onSubmit,
  sent,
  privacyNote,
  className,
  children,
  ...props
}: Omit<ComponentProps<"form">, "onSubmit" | "action" | "method"> & {
  form: FormScreen;
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => Promise<void>;
  sent: boolean;
  /** What the form's information is used for, in one sentence. */
  privacyNote: string;
}) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const confirmation = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (sent) confirmation.current?.focus();
  }, [sent]);
  return (
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions -- focus bubbles from its controls
    <form
      noValidate
      action={`${ACTIONS[form]}?language=${useLanguage()}`}
      method="post"
      encType={form === "application" ? "multipart/form-data" : undefined}
      onSubmit={(event) => void onSubmit(event)}
      onFocus={toasts.prepare}
      className={cn("relative grid", className)}
      {...props}
    >
      <Honeypot form={form} />
      {children}
      <p className="text-sm text-muted">
        {privacyNote}{" "}
        <LocalizedLink to="/privacy" className="font-medium text-accent-strong underline underline-offset-4">
          {t("common.privacyLink")}
        </LocalizedLink>
      </p>
      <p
        ref={confirmation}
        id={`${form}-sent`}
        tabIndex={-1}
        role="status"
        className={cn(
          "rounded-xl border border-success/30 bg-success/10 px-4 py-3 text-success outline-none target:block",
          sent ? "block" : "hidden",
        )}
      >
        <strong className="font-semibold">{t(`toasts.${form}Success.title`)}</strong>{" "}
        {t(`toasts.${form}Success.description`)}
      </p>
    </form>
  );
}
