/**
 * Errors that mean a service the app relies on is away or full, rather than a bug: they are
 * answered 503 or 507 with words a visitor can act on (try again shortly), not a bare 500.
 */

/** Socket errors of a server that is down or unreachable. */
const UNREACHABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/** PostgreSQL's SQLSTATEs for a server that is shutting down, starting, or out of connections. */
const UNAVAILABLE_SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300"]);

/** node-postgres reports a lost or never-made connection with these messages and no code. */
const LOST_CONNECTION =
  /^(Connection terminated|timeout exceeded when trying to connect|.* is not queryable)/;

/** The error and the errors it wraps (drizzle wraps the driver's error as `cause`). */
function* chain(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  for (let current = error, depth = 0; current && typeof current === "object" && depth < 5; depth++) {
    yield current as { code?: unknown; message?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

/** The database (or another service the app calls, such as the file store) cannot be reached. */
export function isServiceUnavailable(error: unknown): boolean {
  for (const { code, message } of chain(error)) {
    if (typeof code === "string") {
      // Class 08 is every "connection exception".
      if (UNREACHABLE_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith("08"))
        return true;
    }
    if (typeof message === "string" && LOST_CONNECTION.test(message)) return true;
  }
  return false;
}

/** The disk or the quota is full. */
export function isStorageFull(error: unknown): boolean {
  for (const { code } of chain(error)) if (code === "ENOSPC" || code === "EDQUOT") return true;
  return false;
}
