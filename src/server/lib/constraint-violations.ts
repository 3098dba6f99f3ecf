import { conflict, type ErrorText } from "./http-errors.ts";

/**
 * PostgreSQL's refusals of a write that lost a race to another: a unique key or exclusion already
 * taken, a check that no longer holds. They are the caller's conflict (409), never our failure.
 */
/** A row the write points to was deleted meanwhile. */
export const FOREIGN_KEY_VIOLATION = "23503";

const LOST_RACE_CODES = new Set(["23505", "23P01", "23514"]);

interface DatabaseError {
  code?: unknown;
  constraint?: unknown;
}

/** The database's own error under the driver's and Drizzle's wrapping, if it is one. */
function databaseErrorOf(error: unknown): DatabaseError | undefined {
  for (let cause = error, depth = 0; cause && typeof cause === "object" && depth < 5; depth++) {
    const candidate = cause as DatabaseError & { cause?: unknown };
    if (typeof candidate.code === "string" && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    cause = candidate.cause;
  }
  return undefined;
}

/** The SQLSTATE of a database error under any wrapping (e.g. 23503: a row it points to is gone). */
export const databaseErrorCode = (error: unknown): string | undefined => {
  const code = databaseErrorOf(error)?.code;
  return typeof code === "string" ? code : undefined;
};

/** The constraint a lost race broke (its name), or undefined when the error is anything else. */
export function lostRaceConstraint(error: unknown): string | undefined {
  const found = databaseErrorOf(error);
  if (!found || !LOST_RACE_CODES.has(String(found.code))) return undefined;
  return typeof found.constraint === "string" ? found.constraint : "";
}

/** Runs a write; a constraint it breaks answers 409 with the words of `lost` (by constraint name, or one text). */
export async function answerLostRace<T>(
  write: () => Promise<T>,
  lost: ErrorText | Record<string, ErrorText>,
  otherwise?: ErrorText,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const constraint = lostRaceConstraint(error);
    if (constraint === undefined) throw error;
    if (typeof lost !== "object") throw conflict(lost);
    const text = lost[constraint] ?? otherwise;
    if (!text) throw error;
    throw conflict(text);
  }
}
