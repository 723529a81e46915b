import { zodResolver } from "@hookform/resolvers/zod";
import { useState, type BaseSyntheticEvent } from "react";
import { useForm } from "react-hook-form";
import { Island, useLanguage, useTranslation, type IslandProps } from "~/i18n";
import { API_PATHS } from "../../../core/api-paths.ts";
import {
  CONTACT_VALIDATION_KEYS,
  contactSchema,
  HONEYPOT_FIELD,
  SERVICE_OPTIONS,
  type ContactInput,
  type ContactMessage,
} from "../../../core/forms.ts";
import { Button } from "~/components/ui/button";
import { Field, Select, Textarea } from "~/components/ui/field";
import type { MessagePath } from "~/lib/island-messages";
import { useToasts } from "~/lib/toasts";
import { formFields } from "./form-fields";
import { InputField } from "./input-field";
import { honeypotValue } from "./honeypot";
import { SiteForm } from "./site-form";
import { submitForm } from "./submit-form";

/** The strings the contact form shows, handed to its island by the page (app/lib/island-messages.ts). */
export const CONTACT_FORM_MESSAGES = [
  "contact.form",
  "serviceChoices",
  ...CONTACT_VALIDATION_KEYS.map((key) => `validation.${key}` as const),
  "toasts.contactSuccess",
  "toasts.contactFailure",
  "common.honeypot",
  "common.privacyLink",
  "common.notifications",
] as const satisfies readonly MessagePath[];

const EMPTY: ContactInput = { firstName: "", lastName: "", email: "", company: "", service: "", message: "" };
const FIELDS = Object.keys(EMPTY) as (keyof ContactInput)[];

function ContactForm() {
  const { t } = useTranslation();
  const language = useLanguage();
  const toasts = useToasts();
  // No default values: what the visitor typed before this code arrived stays in the fields, and the form
  // starts from it.
  const { register, handleSubmit, formState, reset, setError } = useForm<ContactInput, unknown, ContactMessage>({
    resolver: zodResolver(contactSchema),
  });
  const { errors, isSubmitting } = formState;
  const [sent, setSent] = useState(false);
  const fields = formFields("contact", register, errors, t, t("contact.form"));

  const onSubmit = async (values: ContactMessage, event?: BaseSyntheticEvent) => {
    setSent(false);
    const body = { ...values, [HONEYPOT_FIELD]: honeypotValue(event) };
    const url = API_PATHS.contact;
    const failure = await submitForm({ form: "contact", url, body, language, t, toasts, fields: FIELDS, setError });
    if (failure) return;
    reset(EMPTY);
    setSent(true);
  };

  return (
    <SiteForm
      form="contact"
      onSubmit={handleSubmit(onSubmit)}
      sent={sent}
      privacyNote={t("contact.form.privacyNote")}
      className="gap-5"
    >
      <p className="text-sm text-muted">{t("contact.form.description")}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField {...fields.input("firstName")} autoComplete="given-name" />
        <InputField {...fields.input("lastName")} autoComplete="family-name" />
      </div>
      <InputField {...fields.input("email")} type="email" autoComplete="email" />
      <InputField {...fields.input("company")} autoComplete="organization" />
      <Field {...fields.field("service")}>
        <Select {...fields.control("service")}>
          {SERVICE_OPTIONS.map((option) => (
            <option key={option || "none"} value={option}>
              {t(`serviceChoices.${option || "none"}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field {...fields.field("message")}>
        <Textarea rows={5} placeholder={t("contact.form.messagePlaceholder")} {...fields.control("message")} />
      </Field>
      <Button type="submit" size="lg" className="w-full sm:w-auto sm:justify-self-start" disabled={isSubmitting}>
        {isSubmitting ? t("contact.form.sending") : t("contact.form.submit")}
      </Button>
    </SiteForm>
  );
}

/** The contact form as an island of the contact page. */
export default function ContactFormIsland(props: IslandProps) {
  return (
    <Island {...props}>
      <ContactForm />
    </Island>
  );
}
