import type { Ref } from "react";
import { useTranslation } from "react-i18next";
import { HONEYPOT_FIELD } from "../../../core/forms.ts";

/**
 * A field people never meet: off-screen, hidden from assistive technology, out of the tab order and
 * excluded from autofill. Bots that fill every input fill it too (docs/decisions/004-honeypot.md).
 */
export function Honeypot({ inputRef, idPrefix }: { inputRef: Ref<HTMLInputElement>; idPrefix: string }) {
  const { t } = useTranslation();
  const id = `${idPrefix}-${HONEYPOT_FIELD}`;
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{t("common.honeypot")}</label>
      <input ref={inputRef} id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
