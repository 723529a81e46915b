import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { postToApi, type ApiFailure } from "~/lib/api";
import type { Language } from "../../../core/language.ts";
import type { Translator } from "../../../locales/index.ts";
import type { useToasts } from "~/lib/toasts";
import type { FormScreen } from "./form-screens";

/**
 * Sends a form and tells the visitor how it went, the same way for every form: a success toast; or the
 * server's field errors under their fields (focus on the first) and its message in the failure toast, with the
 * form's own failure text when the server could not say (network failure, server error).
 * Returns the failure, for what a form shows besides its registered fields (the application's files).
 */
export async function submitForm<T extends FieldValues>(options: {
  form: FormScreen;
  url: string;
  body: FormData | object;
  language: Language;
  t: Translator;
  toasts: ReturnType<typeof useToasts>;
  /** The fields the form registered: a server error for another name is not set on the form. */
  fields: readonly Path<T>[];
  setError: UseFormSetError<T>;
}): Promise<ApiFailure | undefined> {
  const { form, t, toasts } = options;
  const result = await postToApi(options.url, options.body, options.language);
  if (result.ok) {
    void toasts.show("success", t(`toasts.${form}Success.title`), {
      description: t(`toasts.${form}Success.description`),
    });
    return undefined;
  }
  for (const [name, message] of Object.entries(result.fieldErrors)) {
    const field = options.fields.find((candidate) => candidate === name);
    if (field) options.setError(field, { type: "server", message }, { shouldFocus: true });
  }
  void toasts.show("error", t(`toasts.${form}Failure.title`), {
    description: result.message ?? t(`toasts.${form}Failure.description`),
  });
  return result;
}
