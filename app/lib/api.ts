import type { Language } from "../../core/language.ts";

/** What the forms need to know of an API answer. */
export type SubmitResult =
  { ok: true } | { ok: false; fieldErrors: Record<string, string>; message?: string | undefined };

/**
 * Sends a form to the server in the page's language and reads its answer. Network failures and answers
 * that are not JSON become a failure without field errors, so the form shows its error toast.
 */
export async function submitForm(url: string, body: FormData | object, language: Language): Promise<SubmitResult> {
  const isMultipart = body instanceof FormData;
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: {
        "Accept-Language": language,
        Accept: "application/json",
        ...(isMultipart ? {} : { "Content-Type": "application/json" }),
      },
      body: isMultipart ? body : JSON.stringify(body),
    });
    if (response.ok) return { ok: true };
    const payload: unknown = await response.json().catch(() => undefined);
    return { ok: false, ...readErrors(payload) };
  } catch {
    return { ok: false, fieldErrors: {} };
  }
}

function readErrors(payload: unknown): { fieldErrors: Record<string, string>; message?: string | undefined } {
  if (typeof payload !== "object" || payload === null) return { fieldErrors: {} };
  const { fieldErrors, message } = payload as { fieldErrors?: unknown; message?: unknown };
  const entries =
    typeof fieldErrors === "object" && fieldErrors !== null
      ? Object.entries(fieldErrors).filter((entry): entry is [string, string] => typeof entry[1] === "string")
      : [];
  return { fieldErrors: Object.fromEntries(entries), message: typeof message === "string" ? message : undefined };
}

/**
 * The translated message of a refused request (`{ message }`, as every API error answers), or undefined when
 * the body is not one.
 */
export async function refusalMessage(response: Response): Promise<string | undefined> {
  const payload: unknown = await response.json().catch(() => undefined);
  return readErrors(payload).message;
}
