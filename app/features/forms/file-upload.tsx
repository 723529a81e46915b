import { FileText, Upload } from "lucide-react";
import { useEffect, useEffectEvent, useRef } from "react";
import { useTranslation } from "~/i18n";
import { UPLOAD_ACCEPT } from "../../../core/limits.ts";

/** A dashed upload box around a real file input; shows the chosen file's name once one is kept. */
export function FileUpload({
  id,
  label,
  file,
  error,
  onChoose,
}: {
  id: string;
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
  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-semibold text-ink" id={`${id}-label`}>
        {label}
      </span>
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
          name={id}
          type="file"
          accept={UPLOAD_ACCEPT}
          className="sr-only"
          aria-labelledby={`${id}-label`}
          aria-describedby={[`${id}-hint`, file ? `${id}-chosen` : "", error ? `${id}-error` : ""]
            .filter(Boolean)
            .join(" ")}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChoose(event.currentTarget.files?.[0], event.currentTarget)}
        />
      </label>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      {file ? (
        <span id={`${id}-chosen`} className="sr-only" aria-live="polite">
          {t("application.fields.fileChosen", { name: file.name })}
        </span>
      ) : null}
    </div>
  );
}
