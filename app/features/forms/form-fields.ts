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

/** The keys of a group of translations that hold a string (a field's label), not a list or a group. */
type StringKeys<L> = { [K in keyof L]: L[K] extends string ? K : never }[keyof L];

/**
 * What a form's fields need: each control's id, its translated error, and its props (registration, ARIA);
 * `field(name)` gives a `Field` its id, error and label, read from `labels` (the form's group of translations)
 * under the field's name; `input(name)` gives an `InputField` both.
 */
export function formFields<T extends FieldValues, L extends object>(
  form: FormScreen,
  register: UseFormRegister<T>,
  errors: FieldErrors<T>,
  t: Translator,
  labels: L,
) {
  const id = (name: Path<T>) => fieldId(form, name);
  const error = (name: Path<T>) => errorText(t, get<FieldErrors<T>, FieldError | undefined>(errors, name));
  const control = (name: Path<T>) => ({ id: id(name), ...register(name), ...errorProps(id(name), error(name)) });
  const field = (name: Path<T> & StringKeys<L>) => ({
    id: id(name),
    label: labels[name] as string,
    error: error(name),
  });
  const input = (name: Path<T> & StringKeys<L>) => ({ field: field(name), control: control(name) });
  return { id, error, control, field, input };
}
