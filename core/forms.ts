/**
 * One zod schema per form, used by the browser (react-hook-form resolver) and the server alike.
 * Error messages are keys of the `validation` section of the translation files, so each side shows them
 * in the visitor's language. Written with `zod/mini`, the tree-shakable form of zod 4: the form pages load
 * a fifth of the full library's code (the page's JavaScript budget).
 */
import { z } from "zod/mini";
import {
  EMAIL_MAX_LENGTH,
  EXPERIENCE_MIN_LENGTH,
  LONG_TEXT_MAX_LENGTH,
  MAX_UPLOAD_BYTES,
  MOTIVATION_MIN_LENGTH,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PHONE_MIN_LENGTH,
  SHORT_TEXT_MAX_LENGTH,
  UPLOAD_EXTENSIONS,
  URL_MAX_LENGTH,
} from "./limits.ts";
import { JOB_KEYS } from "./jobs.ts";
import { UNUSABLE_TEXT_CHARACTERS, INVISIBLE_NAME_CHARACTERS } from "./characters.ts";

export const VALIDATION_KEYS = [
  "positionRequired",
  "firstNameMin",
  "lastNameMin",
  "emailInvalid",
  "phoneInvalid",
  "urlInvalid",
  "experienceMin",
  "motivationMin",
  "availabilityRequired",
  "messageRequired",
  "serviceInvalid",
  "nameTooLong",
  "shortTextTooLong",
  "longTextTooLong",
  "nameCharacters",
  "textCharacters",
] as const;
export type ValidationKey = (typeof VALIDATION_KEYS)[number];

/** Whether a schema message is one of ours (a key of the `validation` translations). */
export function isValidationKey(message: unknown): message is ValidationKey {
  return (VALIDATION_KEYS as readonly unknown[]).includes(message);
}

const message = (key: ValidationKey) => ({ error: key });

/** A trimmed text field whose missing value gets the same message as a too-short one. */
const text = (key: ValidationKey, ...checks: z.core.$ZodCheck<string>[]) =>
  z.string(message(key)).check(z.trim(), ...checks);

/** A text's greatest length and what it says past it. */
type LengthLimit = readonly [max: number, tooLong: ValidationKey];
const NAME_LIMIT: LengthLimit = [NAME_MAX_LENGTH, "nameTooLong"];
const SHORT_LIMIT: LengthLimit = [SHORT_TEXT_MAX_LENGTH, "shortTextTooLong"];
const LONG_LIMIT: LengthLimit = [LONG_TEXT_MAX_LENGTH, "longTextTooLong"];

/** A text of at least `min` characters once trimmed (missing or shorter says `key`) and at most the limit. */
const boundedText = (key: ValidationKey, min: number, [max, tooLong]: LengthLimit, rule: z.core.$ZodCheck<string>) =>
  text(key, z.minLength(min, message(key)), z.maxLength(max, message(tooLong)), rule);

const plainText = z.refine<string>((value) => !UNUSABLE_TEXT_CHARACTERS.test(value), message("textCharacters"));
const visibleName = z.refine<string>((value) => !INVISIBLE_NAME_CHARACTERS.test(value), message("nameCharacters"));

const nameField = (minKey: ValidationKey) => boundedText(minKey, NAME_MIN_LENGTH, NAME_LIMIT, visibleName);

const emailField = z.pipe(
  text("emailInvalid", z.maxLength(EMAIL_MAX_LENGTH, message("emailInvalid"))),
  z.email(message("emailInvalid")),
);

/** A link typed without its scheme (`github.com/ann`) is a web address: it gets `https://` in front. */
const withWebScheme = z.overwrite<string>((value) =>
  value === "" || /^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value}`,
);

function isWebUrl(value: string): boolean {
  // Browsers' URL parsers accept more than Node's (a host with spaces): the same answer on both sides.
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && /^[a-z\d-]+(\.[a-z\d-]+)+$/i.test(url.hostname);
  } catch {
    return false;
  }
}

export const applicationSchema = z.object({
  // A string in the form (its empty choice included), one of the jobs once parsed.
  position: z.pipe(z.string(message("positionRequired")), z.enum(JOB_KEYS, message("positionRequired"))),
  firstName: nameField("firstNameMin"),
  lastName: nameField("lastNameMin"),
  email: emailField,
  phone: boundedText("phoneInvalid", PHONE_MIN_LENGTH, [30, "phoneInvalid"], plainText),
  portfolioUrl: z._default(
    text(
      "urlInvalid",
      withWebScheme,
      z.maxLength(URL_MAX_LENGTH, message("urlInvalid")),
      z.refine((value) => value === "" || isWebUrl(value), message("urlInvalid")),
      plainText,
    ),
    "",
  ),
  experience: boundedText("experienceMin", EXPERIENCE_MIN_LENGTH, LONG_LIMIT, plainText),
  motivation: boundedText("motivationMin", MOTIVATION_MIN_LENGTH, LONG_LIMIT, plainText),
  availableStart: boundedText("availabilityRequired", 1, SHORT_LIMIT, plainText),
});
export type ApplicationInput = z.input<typeof applicationSchema>;
export type Application = z.output<typeof applicationSchema>;

export const SERVICE_OPTIONS = ["", "ai-consulting", "creative-studio", "both", "lab-projects", "other"] as const;
export type ServiceOption = (typeof SERVICE_OPTIONS)[number];

export const contactSchema = z.object({
  // The spec's messages for names, as on the application: one mistake, one message on both forms.
  firstName: nameField("firstNameMin"),
  lastName: nameField("lastNameMin"),
  email: emailField,
  company: z._default(
    text("shortTextTooLong", z.maxLength(SHORT_TEXT_MAX_LENGTH, message("shortTextTooLong")), plainText),
    "",
  ),
  service: z._default(z.enum(SERVICE_OPTIONS, message("serviceInvalid")), ""),
  message: boundedText("messageRequired", 1, LONG_LIMIT, plainText),
});
/** The messages the contact schema can give: the contact form's island carries these and no others. */
export const CONTACT_VALIDATION_KEYS = [
  "firstNameMin",
  "lastNameMin",
  "nameTooLong",
  "nameCharacters",
  "emailInvalid",
  "shortTextTooLong",
  "textCharacters",
  "serviceInvalid",
  "messageRequired",
  "longTextTooLong",
] as const satisfies readonly ValidationKey[];
export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;

/**
 * The honeypot: a field no person sees or fills (off-screen, aria-hidden, out of the tab order). The forms
 * always send it empty; a post that fills it or lacks it is treated as spam
 * (docs/decisions/004-honeypot-and-rate-limits.md).
 */
export const HONEYPOT_FIELD = "faxNumber";

export const UPLOAD_FIELDS = ["coverLetter", "resume"] as const;
export type UploadField = (typeof UPLOAD_FIELDS)[number];

export type FileProblem = "tooLarge" | "wrongType";

/** The browser-side check of a chosen file; the server checks its content too, against hostile uploads. */
export function checkUpload(file: { name: string; size: number }): FileProblem | undefined {
  if (file.size > MAX_UPLOAD_BYTES) return "tooLarge";
  const name = file.name.toLowerCase();
  if (!UPLOAD_EXTENSIONS.some((extension) => name.endsWith(extension))) return "wrongType";
  return undefined;
}
