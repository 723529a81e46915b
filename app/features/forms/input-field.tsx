import type { ComponentProps } from "react";
import { Field, Input } from "~/components/ui/field";

/**
 * A form's one-line text field: its label and error (`field`), its control's registration and ARIA (`control`,
 * both from `formFields(...).input(name)`, so that the form registers its fields in the order it renders
 * them: the first invalid one is focused) and the given input props.
 */
export function InputField({
  field,
  control,
  ...props
}: {
  field: { id: string; label: string; error: string | undefined };
  control: ComponentProps<typeof Input>;
} & Omit<ComponentProps<typeof Input>, "id" | "name">) {
  return (
    <Field {...field}>
      <Input {...props} {...control} />
    </Field>
  );
}
