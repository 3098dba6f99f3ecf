import type { Db } from "../../db/client.ts";
import { HttpError } from "../../lib/http-errors.ts";
import { hitCounter, resetCounters } from "../../lib/security/rate-limit-counter.ts";

/**
 * Second-factor guesses per account, whatever the address, session or pending sign-in. Each try counts
 * before it is checked, in one atomic write, so parallel guesses cannot slip past. Against a guessed
 * password, a 6-digit code accepted in 3 steps has 3 in a million chances a try: the daily limit keeps a
 * year of trying near 2 %, the short one stops a burst.
 */
const LIMITS = [
  { name: "short", max: 5, windowMs: 15 * 60_000 },
  { name: "daily", max: 20, windowMs: 24 * 60 * 60_000 },
] as const;

const keyOf = (userId: string, name: string) => `second-factor-failures:${name}:${userId}`;

/**
 * Counts one second-factor try of the account in both windows at once; 429 once a limit is reached. A try
 * the short window refuses counts in the day's too: one after the other, the two counts were two of an
 * admin's sign-in's waits for the database (issue 20).
 */
export async function countSecondFactorTry(db: Db, userId: string): Promise<void> {
  const waits = await Promise.all(LIMITS.map((limit) => hitCounter(db, keyOf(userId, limit.name), limit)));
  const wait = Math.max(...waits);
  if (wait > 0)
    throw new HttpError(429, (m) => m.auth.errors.tooManyAttempts, { "retry-after": String(wait) });
}

/** A right answer clears the account's counts (both windows in one statement). */
export async function clearSecondFactorTries(db: Db, userId: string): Promise<void> {
  await resetCounters(
    db,
    LIMITS.map((limit) => keyOf(userId, limit.name)),
  );
}
