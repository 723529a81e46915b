import { zodResolver } from "@hookform/resolvers/zod";
import type { BaseSyntheticEvent } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "~/i18n";
import { prepareToasts, showToast } from "~/components/layout/toasts";
import {
  contactSchema,
  HONEYPOT_FIELD,
  SERVICE_OPTIONS,
  type ContactInput,
  type ContactMessage,
} from "../../../core/forms.ts";
import { Button } from "~/components/ui/button";
import { errorProps, Field, Input, Select, Textarea } from "~/components/ui/field";
import { submitForm } from "~/lib/api";
import { errorText } from "~/lib/form-errors";
import { useLanguage } from "~/lib/language";
import { API_PATHS } from "../../../core/api-paths.ts";
import { Honeypot, honeypotValue } from "./honeypot";

const EMPTY: ContactInput = { firstName: "", lastName: "", email: "", company: "", service: "", message: "" };

export function ContactForm() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { register, handleSubmit, formState, reset, setError } = useForm<ContactInput, unknown, ContactMessage>({
    resolver: zodResolver(contactSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = async (values: ContactMessage, event?: BaseSyntheticEvent) => {
    const result = await submitForm(API_PATHS.contact, { ...values, [HONEYPOT_FIELD]: honeypotValue(event) }, language);
    if (result.ok) {
      reset(EMPTY);
      void showToast("success", t("toasts.contactSuccess.title"), {
        description: t("toasts.contactSuccess.description"),
      });
      return;
    }
    for (const [name, message] of Object.entries(result.fieldErrors)) {
      if (name in EMPTY) setError(name as keyof ContactInput, { type: "server", message }, { shouldFocus: true });
    }
    void showToast("error", t("toasts.contactFailure.title"), {
      description: result.message ?? t("toasts.contactFailure.description"),
    });
  };

  const fieldError = (name: keyof ContactInput) => errorText(t, errors[name]);
  const text = (name: keyof ContactInput) => ({
    id: `contact-${name}`,
    ...register(name),
    ...errorProps(`contact-${name}`, fieldError(name)),
  });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} onFocus={prepareToasts} className="relative grid gap-5">
      <Honeypot idPrefix="contact" />
      <p className="text-sm text-muted">{t("contact.form.description")}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="contact-firstName" label={t("contact.form.firstName")} error={fieldError("firstName")}>
          <Input autoComplete="given-name" {...text("firstName")} />
        </Field>
        <Field id="contact-lastName" label={t("contact.form.lastName")} error={fieldError("lastName")}>
          <Input autoComplete="family-name" {...text("lastName")} />
        </Field>
      </div>
      <Field id="contact-email" label={t("contact.form.email")} error={fieldError("email")}>
        <Input type="email" autoComplete="email" {...text("email")} />
      </Field>
      <Field id="contact-company" label={t("contact.form.company")} error={fieldError("company")}>
        <Input autoComplete="organization" {...text("company")} />
      </Field>
      <Field id="contact-service" label={t("contact.form.service")} error={fieldError("service")}>
        <Select {...text("service")}>
          {SERVICE_OPTIONS.map((option) => (
            <option key={option || "none"} value={option}>
              {t(`serviceChoices.${option || "none"}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="contact-message" label={t("contact.form.message")} error={fieldError("message")}>
        <Textarea rows={5} placeholder={t("contact.form.messagePlaceholder")} {...text("message")} />
      </Field>
      <Button type="submit" size="lg" className="w-full sm:w-auto sm:justify-self-start" disabled={isSubmitting}>
        {isSubmitting ? t("contact.form.sending") : t("contact.form.submit")}
      </Button>
    </form>
  );
}
