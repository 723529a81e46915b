import {
  get,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from "react-hook-form";
import { errorProps } from "~/components/ui/field";
import { errorText } from "~/lib/form-errors";
import type { Translator } from "../../../locales/index.ts";
import type { FormScreen } from "./form-screens";

/** One id convention for every control: the form's name, then the field's (`contact-email`, `application-resume`). */
export function fieldId(form: FormScreen, name: string): string {
  return `${form}-${name}`;
}

/** What a form's fields need: each control's id, its translated error, and its props (registration, ARIA). */
export function formFields<T extends FieldValues>(
  form: FormScreen,
  register: UseFormRegister<T>,
  errors: FieldErrors<T>,
  t: Translator,
) {
  const id = (name: Path<T>) => fieldId(form, name);
  const error = (name: Path<T>) => errorText(t, get<FieldErrors<T>, FieldError | undefined>(errors, name));
  const control = (name: Path<T>) => ({ id: id(name), ...register(name), ...errorProps(id(name), error(name)) });
  return { id, error, control };
}
