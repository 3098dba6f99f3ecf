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

/** Counts one second-factor try of the account; 429 once a limit is reached. */
export async function countSecondFactorTry(db: Db, userId: string): Promise<void> {
  for (const limit of LIMITS) {
    const wait = await hitCounter(db, keyOf(userId, limit.name), limit);
    if (wait > 0)
      throw new HttpError(429, (m) => m.auth.errors.tooManyAttempts, { "retry-after": String(wait) });
  }
}

/** A right answer clears the account's counts (both windows in one statement). */
export async function clearSecondFactorTries(db: Db, userId: string): Promise<void> {
  await resetCounters(
    db,
    LIMITS.map((limit) => keyOf(userId, limit.name)),
  );
}
