import { zodResolver } from "@hookform/resolvers/zod";
import { Link as LinkIcon } from "lucide-react";
import { useEffect, useState, type BaseSyntheticEvent } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "~/i18n";
import { useSearchParams } from "react-router";
import { showToast } from "~/components/layout/toasts";
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
import { isJobKey, JOB_KEYS } from "../../../core/jobs.ts";
import { Button } from "~/components/ui/button";
import { Field, Input, Select, Textarea } from "~/components/ui/field";
import { useLanguage } from "~/lib/language";
import { FileUpload } from "./file-upload";
import { fieldId, formFields } from "./form-fields";
import { InputField } from "./input-field";
import { honeypotValue } from "./honeypot";
import { SiteForm } from "./site-form";
import { submitForm } from "./submit-form";

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

type Files = Partial<Record<UploadField, File>>;

export function ApplicationForm() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [searchParams] = useSearchParams();
  const [files, setFiles] = useState<Files>({});
  const [fileErrors, setFileErrors] = useState<Partial<Record<UploadField, string>>>({});
  const [fileInputsKey, setFileInputsKey] = useState(0);
  const form = useForm<ApplicationInput, unknown, Application>({
    resolver: zodResolver(applicationSchema),
    defaultValues: EMPTY,
  });
  const { register, handleSubmit, formState, getValues, setValue, control, reset, setError } = form;
  const { errors, isSubmitting } = formState;
  const position = useWatch({ control, name: "position" });

  // What the page held before this code arrived becomes the form's starting point, so that a position
  // chosen meanwhile shows its question (react-hook-form keeps such values but does not tell its watchers).
  useEffect(() => reset(getValues()), [reset, getValues]);
  // The prerendered page cannot know `?job=`; the position is chosen once the browser has the address.
  const job = searchParams.get("job");
  useEffect(() => {
    if (isJobKey(job)) setValue("position", job);
  }, [job, setValue]);

  const chooseFile = (field: UploadField) => (file: File | undefined, input: HTMLInputElement) => {
    if (!file) return;
    const problem = checkUpload(file);
    if (problem) {
      input.value = "";
      const key = problem === "tooLarge" ? "fileTooLarge" : "fileWrongType";
      void showToast("error", t(`toasts.${key}.title`), { description: t(`toasts.${key}.description`) });
      return;
    }
    setFiles((current) => ({ ...current, [field]: file }));
    setFileErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (values: Application, event?: BaseSyntheticEvent) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(values)) body.append(name, value);
    body.append(HONEYPOT_FIELD, honeypotValue(event));
    for (const [name, file] of Object.entries(files)) body.append(name, file, file.name);
    const url = API_PATHS.applications;
    const failure = await submitForm({ form: "application", url, body, language, t, fields: FIELDS, setError });
    if (failure) {
      setFileErrors(Object.fromEntries(UPLOAD_FIELDS.map((field) => [field, failure.fieldErrors[field]])));
      return;
    }
    reset(EMPTY);
    setFiles({});
    setFileErrors({});
    setFileInputsKey((key) => key + 1);
  };

  const fields = formFields("application", register, errors, t, t("application.fields"));

  return (
    <SiteForm
      form="application"
      onSubmit={handleSubmit(onSubmit)}
      className="gap-6"
      aria-describedby="application-required"
    >
      <p id="application-required" className="text-sm text-muted">
        {t("application.formDescription")}
      </p>
      <Field {...fields.field("position")}>
        <Select {...fields.control("position")}>
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
      {isJobKey(position) ? (
        <Field
          id={fields.id("experience")}
          label={t(`application.fields.experience.${position}`)}
          error={fields.error("experience")}
        >
          <Textarea rows={5} {...fields.control("experience")} />
        </Field>
      ) : null}
      <Field {...fields.field("motivation")}>
        <Textarea rows={5} {...fields.control("motivation")} />
      </Field>
      <InputField {...fields.input("availableStart")} placeholder={t("application.fields.availableStartPlaceholder")} />
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
