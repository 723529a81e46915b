import { zodResolver } from "@hookform/resolvers/zod";
import type { BaseSyntheticEvent } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "~/i18n";
import { API_PATHS } from "../../../core/api-paths.ts";
import {
  contactSchema,
  HONEYPOT_FIELD,
  SERVICE_OPTIONS,
  type ContactInput,
  type ContactMessage,
} from "../../../core/forms.ts";
import { Button } from "~/components/ui/button";
import { Field, Select, Textarea } from "~/components/ui/field";
import { useLanguage } from "~/lib/language";
import { formFields } from "./form-fields";
import { InputField } from "./input-field";
import { honeypotValue } from "./honeypot";
import { SiteForm } from "./site-form";
import { submitForm } from "./submit-form";

const EMPTY: ContactInput = { firstName: "", lastName: "", email: "", company: "", service: "", message: "" };
const FIELDS = Object.keys(EMPTY) as (keyof ContactInput)[];

export function ContactForm() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { register, handleSubmit, formState, reset, setError } = useForm<ContactInput, unknown, ContactMessage>({
    resolver: zodResolver(contactSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = formState;
  const fields = formFields("contact", register, errors, t, t("contact.form"));

  const onSubmit = async (values: ContactMessage, event?: BaseSyntheticEvent) => {
    const body = { ...values, [HONEYPOT_FIELD]: honeypotValue(event) };
    const failure = await submitForm({
      form: "contact",
      url: API_PATHS.contact,
      body,
      language,
      t,
      fields: FIELDS,
      setError,
    });
    if (!failure) reset(EMPTY);
  };

  return (
    <SiteForm form="contact" onSubmit={handleSubmit(onSubmit)} className="gap-5">
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
