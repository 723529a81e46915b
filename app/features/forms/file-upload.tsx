import { FileText, Upload } from "lucide-react";
import { useEffect, useEffectEvent, useRef } from "react";
import { useTranslation } from "~/i18n";
import { errorProps, Field } from "~/components/ui/field";
import { UPLOAD_ACCEPT } from "../../../core/limits.ts";

/**
 * A file field: its label and error from `Field` like every other control, and a dashed box around the real
 * file input that shows the chosen file's name once one is kept.
 */
export function FileUpload({
  id,
  name,
  label,
  file,
  error,
  onChoose,
}: {
  id: string;
  name: string;
  label: string;
  file: File | undefined;
  error?: string | undefined;
  onChoose: (file: File | undefined, input: HTMLInputElement) => void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  // A file chosen in the page before the form's code arrived (ADR 010) is taken up as if chosen now.
  const takeUpChosenFile = useEffectEvent((element: HTMLInputElement) => {
    const chosen = element.files?.[0];
    if (chosen) onChoose(chosen, element);
  });
  useEffect(() => {
    if (input.current) takeUpChosenFile(input.current);
  }, []);
  const aria = errorProps(id, error);
  return (
    <Field id={id} label={label} error={error}>
      <label
        htmlFor={id}
        className="flex min-h-32 cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-line bg-paper px-4 py-6 text-center hover:border-accent has-[:focus-visible]:border-accent has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent"
      >
        {file ? (
          <FileText aria-hidden="true" className="size-6 text-accent" />
        ) : (
          <Upload aria-hidden="true" className="size-6 text-muted" />
        )}
        <span className="font-semibold break-all text-ink" data-testid={`${id}-name`}>
          {file ? file.name : t("application.fields.chooseFile")}
        </span>
        <span className="text-sm text-muted" id={`${id}-hint`}>
          {t("application.fields.fileHint")}
        </span>
        <input
          ref={input}
          id={id}
          name={name}
          type="file"
          accept={UPLOAD_ACCEPT}
          className="sr-only"
          // The field's label names it; the box's own text is its hint and the chosen file.
          aria-labelledby={`${id}-label`}
          aria-describedby={[`${id}-hint`, file ? `${id}-chosen` : undefined, aria["aria-describedby"]]
            .filter(Boolean)
            .join(" ")}
          aria-invalid={aria["aria-invalid"]}
          onChange={(event) => onChoose(event.currentTarget.files?.[0], event.currentTarget)}
        />
      </label>
      {file ? (
        <span id={`${id}-chosen`} className="sr-only" aria-live="polite">
          {t("application.fields.fileChosen", { name: file.name })}
        </span>
      ) : null}
    </Field>
  );
}
