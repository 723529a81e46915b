import type { ComponentProps, SubmitEvent } from "react";
import { prepareToasts } from "~/components/layout/toasts";
import { cn } from "~/lib/cn";
import type { FormScreen } from "./form-screens";
import { Honeypot } from "./honeypot";

/**
 * A form of the site: its code checks it (the browser's own bubbles are off), it holds the honeypot, and the
 * first focus in it prepares the toasts that will say how its sending went.
 */
export function SiteForm({
  form,
  onSubmit,
  className,
  children,
  ...props
}: Omit<ComponentProps<"form">, "onSubmit"> & {
  form: FormScreen;
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => Promise<void>;
}) {
  return (
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions -- focus bubbles from its controls
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onFocus={prepareToasts}
      className={cn("relative grid", className)}
      {...props}
    >
      <Honeypot form={form} />
      {children}
    </form>
  );
}
