import type { ComponentProps } from "react";
import { errorProps, Field, Input } from "~/components/ui/field";

/**
 * A form's one-line text field: its label and error (`field`), its control's registration and ARIA (`control`,
 * both from `formFields(...).input(name)`, so that the form registers its fields in the order it renders
 * them: the first invalid one is focused), an optional hint under it, and the given input props.
 */
export function InputField({
  field,
  control,
  hint,
  ...props
}: {
  field: { id: string; label: string; error: string | undefined };
  control: ComponentProps<typeof Input>;
  hint?: string;
} & Omit<ComponentProps<typeof Input>, "id" | "name">) {
  return (
    <Field {...field} hint={hint}>
      <Input {...props} {...control} {...errorProps(field.id, field.error, hint)} />
    </Field>
  );
}
