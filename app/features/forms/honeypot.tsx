import { useTranslation } from "~/i18n";
import { HONEYPOT_FIELD } from "../../../core/forms.ts";
import { fieldId } from "./form-fields";
import type { FormScreen } from "./form-screens";

/**
 * A field people never meet: off-screen, hidden from assistive technology, out of the tab order and
 * excluded from autofill. Bots that fill every input fill it too (docs/decisions/004-honeypot-and-rate-limits.md).
 */
export function Honeypot({ form }: { form: FormScreen }) {
  const { t } = useTranslation();
  const id = fieldId(form, HONEYPOT_FIELD);
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{t("common.honeypot")}</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** The honeypot's value as the form holds it at submit time (always "" for a person). */
export function honeypotValue(event: { target: unknown } | undefined): string {
  const form = event?.target;
  if (!(form instanceof HTMLFormElement)) return "";
  const value = new FormData(form).get(HONEYPOT_FIELD);
  return typeof value === "string" ? value : "";
}
