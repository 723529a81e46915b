import type { Language } from "../../core/language.ts";

/** A failed call as the page needs it: what the server said, if it answered. */
export interface ApiFailure {
  ok: false;
  /** The answer's status; undefined when no answer came (the network failed). */
  status?: number | undefined;
  /** Field name → translated message (a 400 from a form's schema). */
  fieldErrors: Record<string, string>;
  /** The server's translated message (`{ message }`, as every API error answers), if it sent one. */
  message?: string | undefined;
}

export type ApiResult<T> = { ok: true; data: T } | ApiFailure;

/**
 * Posts to the API in the page's language (JSON, or multipart for a FormData) and reads its answer. The forms
 * and the chat use it alike; a network failure or an answer that is not JSON becomes a failure without text.
 */
export async function postToApi<T>(url: string, body: FormData | object, language: Language): Promise<ApiResult<T>> {
  const isMultipart = body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: {
        "Accept-Language": language,
        Accept: "application/json",
        ...(isMultipart ? {} : { "Content-Type": "application/json" }),
      },
      body: isMultipart ? body : JSON.stringify(body),
    });
  } catch {
    return { ok: false, fieldErrors: {} };
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (response.ok) return { ok: true, data: payload as T };
  return { ok: false, status: response.status, ...readErrors(payload) };
}

/**
 * The server's explanation of a refusal (a 4xx: too many messages, a message it cannot take), to show as it
 * is; a server failure (5xx) or no answer at all has none, and the page says what it says for a failure.
 */
export function refusalText(failure: ApiFailure): string | undefined {
  return failure.status !== undefined && failure.status < 500 ? failure.message : undefined;
}

function readErrors(payload: unknown): Pick<ApiFailure, "fieldErrors" | "message"> {
  if (typeof payload !== "object" || payload === null) return { fieldErrors: {} };
  const { fieldErrors, message } = payload as { fieldErrors?: unknown; message?: unknown };
  const entries =
    typeof fieldErrors === "object" && fieldErrors !== null
      ? Object.entries(fieldErrors).filter((entry): entry is [string, string] => typeof entry[1] === "string")
      : [];
  return { fieldErrors: Object.fromEntries(entries), message: typeof message === "string" ? message : undefined };
}
