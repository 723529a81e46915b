import type { FieldError } from "react-hook-form";
import type { TFunction } from "i18next";
import { VALIDATION_KEYS, type ValidationKey } from "../../core/forms.ts";

/** Schema errors carry a validation key; errors from the server already carry translated text. */
export function errorText(t: TFunction, error: FieldError | undefined): string | undefined {
  const message = error?.message;
  if (!message) return undefined;
  return (VALIDATION_KEYS as readonly string[]).includes(message)
    ? t(`validation.${message as ValidationKey}`)
    : message;
}
