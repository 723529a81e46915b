/**
 * Errors that mean "the database cannot be reached or cannot take this now", as opposed to a bug: they are
 * answered 503 with Retry-After (the visitor may try again), never 500.
 */

/** SQLSTATE classes and codes: connection exceptions, out of resources, shutting down, statement timeout. */
const POSTGRES_UNAVAILABLE = /^(08|53|57P0[1-3]$|57014$|58030$)/;
/** Node's socket errors when a server is gone or unreachable. */
const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "EPIPE"]);
/** node-postgres' own words for a connection or a query that timed out or died. */
const POSTGRES_CLIENT_MESSAGES =
  /^(timeout exceeded when trying to connect|Query read timeout|Connection terminated|Client has encountered a connection error)/;
/** SQLite's primary result codes: BUSY, LOCKED, IOERR, FULL, CANTOPEN. */
const SQLITE_UNAVAILABLE = new Set([5, 6, 10, 13, 14]);

export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, errcode, message } = error as { code?: unknown; errcode?: unknown; message?: unknown };
  if (typeof code === "string" && (NETWORK_CODES.has(code) || POSTGRES_UNAVAILABLE.test(code))) return true;
  if (code === "ERR_SQLITE_ERROR" && typeof errcode === "number") return SQLITE_UNAVAILABLE.has(errcode & 0xff);
  return typeof message === "string" && POSTGRES_CLIENT_MESSAGES.test(message);
}
