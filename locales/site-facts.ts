/**
 * Facts the copy states that the site keeps in one place (core/company.ts): a string says
 * `{{responseHours}}` and reads the studio's response time, so the pages, the emails and the chat say it the
 * same way, and a change is made once. Filled when the messages are defined, so every reader (pages,
 * islands, server, tests) sees the final text.
 */
import { COMPANY } from "../core/company.ts";
import { fill } from "./translate.ts";

const FACTS = { responseHours: COMPANY.responseHours };

export function withSiteFacts<T>(messages: T): T {
  const visit = (value: unknown): unknown => {
    if (typeof value === "string") return fill(value, FACTS);
    if (Array.isArray(value)) return value.map(visit);
    if (value !== null && typeof value === "object") {
      return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, visit(child)]));
    }
    return value;
  };
  return visit(messages) as T;
}
