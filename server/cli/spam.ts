/**
 * `npm run inbox -- spam`: the posts the honeypot caught, newest first, so that a real person whose browser
 * filled the hidden field (autofill) can be found and answered.
 */
import type { Store } from "../db/database.ts";

export const SPAM_LIST_LIMIT = 50;

function when(epochMs: number): string {
  return new Date(epochMs).toISOString().replace("T", " ").slice(0, 16);
}

/** A field of the stored post as one short line, whatever the sender put there. */
function field(payload: unknown, name: string, length = 40): string {
  const value = typeof payload === "object" && payload !== null ? (payload as Record<string, unknown>)[name] : "";
  const text = typeof value === "string" ? value : value === undefined || value === null ? "" : JSON.stringify(value);
  return text.replace(/\s+/g, " ").slice(0, length);
}

export async function listSpam(store: Store, limit = SPAM_LIST_LIMIT): Promise<void> {
  const rows = await store.db.selectFrom("spam_submissions").selectAll().orderBy("id", "desc").limit(limit).execute();
  console.log(`Posts caught by the honeypot (latest ${limit}):`);
  console.table(
    rows.map((row) => {
      let payload: unknown;
      try {
        payload = JSON.parse(row.payload);
      } catch {
        payload = undefined;
      }
      return {
        id: row.id,
        received: when(row.created_at),
        form: row.kind,
        reason: row.reason,
        name: `${field(payload, "firstName", 30)} ${field(payload, "lastName", 30)}`.trim(),
        email: field(payload, "email", 60),
        honeypot: field(payload, "faxNumber", 20),
        text: field(payload, row.kind === "application" ? "motivation" : "message", 60),
      };
    }),
  );
  console.log("A real person among them? Their message is in full in spam_submissions (by id).");
}
