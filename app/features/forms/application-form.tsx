import { zodResolver } from "@hookform/resolvers/zod";
import { Link as LinkIcon } from "lucide-react";
import { useState, type BaseSyntheticEvent } from "react";
import { useForm } from "react-hook-form";
import { Island, useLanguage, useTranslation, type IslandProps } from "~/i18n";
import { API_PATHS } from "../../../core/api-paths.ts";
import {
  applicationSchema,
  checkUpload,
  HONEYPOT_FIELD,
  UPLOAD_FIELDS,
  type Application,
  type ApplicationInput,
  type UploadField,
} from "../../../core/forms.ts";
import { JOB_KEYS } from "../../../core/jobs.ts";
import { Button } from "~/components/ui/button";
import { Field, Input, Select, Textarea } from "~/components/ui/field";
import type { MessagePath } from "~/lib/island-messages";
import { useToasts } from "~/lib/toasts";
import { FileUpload } from "./file-upload";
import { fieldId, formFields } from "./form-fields";
import { InputField } from "./input-field";
import { honeypotValue } from "./honeypot";
import { SiteForm } from "./site-form";
import { submitForm } from "./submit-form";

/** The strings the application form shows, handed to its island by the page (app/lib/island-messages.ts). */
export const APPLICATION_FORM_MESSAGES = [
  "application.formDescription",
  "application.fields",
  "application.submit",
  "application.submitting",
  "application.privacyNote",
  ...JOB_KEYS.map((key) => `jobs.${key}.title` as const),
  "validation",
  "toasts.applicationSuccess",
  "toasts.applicationFailure",
  "toasts.fileTooLarge",
  "toasts.fileWrongType",
  "common.honeypot",
  "common.privacyLink",
  "common.notifications",
] as const satisfies readonly MessagePath[];

const EMPTY: ApplicationInput = {
  position: "",
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  portfolioUrl: "",
  experience: "",
  motivation: "",
  availableStart: "",
};
const FIELDS = Object.keys(EMPTY) as (keyof ApplicationInput)[];

/**
 * The experience question follows the chosen position in CSS alone (`:has()`), so that a position chosen
 * before this code arrived, or preselected by `?job=` (the page's inline script), shows its question at once.
 */
const QUESTION_RULES = [
  `[data-experience-question]{display:none}`,
  `form:has([data-position] option:checked:not([value=""])) [data-experience-question]{display:flex}`,
  `[data-job-wording]{display:none}`,
  ...JOB_KEYS.map(
    (key) => `form:has([data-position] option[value="${key}"]:checked) [data-job-wording="${key}"]{display:inline}`,
  ),
].join("");

type Files = Partial<Record<UploadField, File>>;

function ApplicationForm() {
  const { t } = useTranslation();
  const language = useLanguage();
  const toasts = useToasts();
  const [files, setFiles] = useState<Files>({});
  const [fileErrors, setFileErrors] = useState<Partial<Record<UploadField, string>>>({});
  const [fileInputsKey, setFileInputsKey] = useState(0);
  const [sent, setSent] = useState(false);
  // No default values: what the visitor typed or chose before this code arrived (and a position preselected
  // by `?job=`) stays in the fields, and the form starts from it.
  const { register, handleSubmit, formState, reset, setError } = useForm<ApplicationInput, unknown, Application>({
    resolver: zodResolver(applicationSchema),
  });
  const { errors, isSubmitting } = formState;

  const chooseFile = (field: UploadField) => (file: File | undefined, input: HTMLInputElement) => {
    if (!file) return;
    const problem = checkUpload(file);
    if (problem) {
      input.value = "";
      const key = problem === "tooLarge" ? "fileTooLarge" : "fileWrongType";
      const reason = t(`toasts.${key}.description`);
      void toasts.show("error", t(`toasts.${key}.title`), { description: reason });
      // Also under its box, until another file is chosen: a visitor who looked away knows it is not attached.
      setFiles((current) => ({ ...current, [field]: undefined }));
      setFileErrors((current) => ({
        ...current,
        [field]: t("application.fields.fileRefused", { name: file.name, reason }),
      }));
      return;
    }
    setFiles((current) => ({ ...current, [field]: file }));
    setFileErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (values: Application, event?: BaseSyntheticEvent) => {
    setSent(false);
    const body = new FormData();
    for (const [name, value] of Object.entries(values)) body.append(name, value);
    body.append(HONEYPOT_FIELD, honeypotValue(event));
    for (const [name, file] of Object.entries(files)) body.append(name, file, file.name);
    const url = API_PATHS.applications;
    const failure = await submitForm({ form: "application", url, body, language, t, toasts, fields: FIELDS, setError });
    if (failure) {
      setFileErrors(Object.fromEntries(UPLOAD_FIELDS.map((field) => [field, failure.fieldErrors[field]])));
      return;
    }
    reset(EMPTY);
    setFiles({});
    setFileErrors({});
    setFileInputsKey((key) => key + 1);
    setSent(true);
  };

  const fields = formFields("application", register, errors, t, t("application.fields"));

  return (
    <SiteForm
      form="application"
      onSubmit={handleSubmit(onSubmit)}
      sent={sent}
      privacyNote={t("application.privacyNote")}
      className="gap-6"
      aria-describedby="application-required"
    >
      <style>{QUESTION_RULES}</style>
      <p id="application-required" className="text-sm text-muted">
        {t("application.formDescription")}
      </p>
      <Field {...fields.field("position")}>
        <Select data-position="" {...fields.control("position")}>
          <option value="">{t("application.fields.positionPlaceholder")}</option>
          {JOB_KEYS.map((key) => (
            <option key={key} value={key}>
              {t(`jobs.${key}.title`)}
            </option>
          ))}
        </Select>
      </Field>
      <div className="grid gap-6 sm:grid-cols-2">
        <InputField {...fields.input("firstName")} autoComplete="given-name" />
        <InputField {...fields.input("lastName")} autoComplete="family-name" />
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        <InputField {...fields.input("email")} type="email" autoComplete="email" />
        <InputField {...fields.input("phone")} type="tel" autoComplete="tel" />
      </div>
      <Field {...fields.field("portfolioUrl")}>
        <div className="relative">
          <LinkIcon
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
          />
          <Input
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder={t("application.fields.portfolioUrlPlaceholder")}
            inset="icon"
            {...fields.control("portfolioUrl")}
          />
        </div>
      </Field>
      <Field
        id={fields.id("experience")}
        label={JOB_KEYS.map((key) => (
          <span key={key} data-job-wording={key}>
            {t(`application.fields.experience.${key}`)}
          </span>
        ))}
        error={fields.error("experience")}
        data-experience-question=""
      >
        <Textarea rows={5} {...fields.control("experience")} />
      </Field>
      <Field {...fields.field("motivation")}>
        <Textarea rows={5} {...fields.control("motivation")} />
      </Field>
      <InputField {...fields.input("availableStart")} hint={t("application.fields.availableStartHint")} />
      <div key={fileInputsKey} className="grid gap-6 sm:grid-cols-2">
        {UPLOAD_FIELDS.map((name) => (
          <FileUpload
            key={name}
            id={fieldId("application", name)}
            name={name}
            label={t(`application.fields.${name}`)}
            file={files[name]}
            error={fileErrors[name]}
            onChoose={chooseFile(name)}
          />
        ))}
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t("application.submitting") : t("application.submit")}
      </Button>
    </SiteForm>
  );
}

/** The job application form as an island of the application page. */
export default function ApplicationFormIsland(props: IslandProps) {
  return (
    <Island {...props}>
      <ApplicationForm />
    </Island>
  );
}
