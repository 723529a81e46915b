import type { FieldError } from "react-hook-form";
import type { Translator } from "../../locales/index.ts";
import { isValidationKey } from "../../core/forms.ts";

/** Schema errors carry a validation key; errors from the server already carry translated text. */
export function errorText(t: Translator, error: FieldError | undefined): string | undefined {
  const message = error?.message;
  if (!message) return undefined;
  return isValidationKey(message) ? t(`validation.${message}`) : message;
}
