import type { ComponentProps } from "react";
import { useTranslation } from "~/i18n";

/** A link to another site: opens in a new tab, says so to screen readers, and shares no opener or referrer. */
export function ExternalLink({ children, ...props }: Omit<ComponentProps<"a">, "target" | "rel">) {
  const { t } = useTranslation();
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> {t("common.opensInNewTab")}</span>
    </a>
  );
}
