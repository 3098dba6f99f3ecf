import type { Db } from "../db/client.ts";
import { HttpError } from "../lib/http-errors.ts";
import { hitCounter, refundHit } from "../lib/security/rate-limit-counter.ts";
import { normaliseEmail } from "./users.ts";

/**
 * ASVS 2.2.1: wrong passwords checked per account in a window, wherever they are tried (sign-in, the
 * admin gate, the current password of a change) and from whatever address or process.
 */
export const ACCOUNT_GUESS_LIMIT = { max: 10, windowMs: 15 * 60_000 };

const guessesKey = (email: string) => `password-guesses:${normaliseEmail(email)}`;

export function tooManyAttempts(retryAfterSeconds: number): HttpError {
  return new HttpError(429, (m) => m.auth.errors.tooManyAttempts, {
    "retry-after": String(retryAfterSeconds),
  });
}

/** A guess counted against its account; a right one is taken back, so only wrong ones add up. */
export interface CountedGuess {
  wasRight(): Promise<void>;
}

/**
 * Counts a guess at the password of the account `email` names, before the password is checked: one
 * atomic write, so guesses racing in parallel cannot all read a count under the limit. Past the
 * limit the guess is refused with 429 unchecked, the right password too.
 */
export async function countPasswordGuess(db: Db, email: string): Promise<CountedGuess> {
  const key = guessesKey(email);
  const wait = await hitCounter(db, key, ACCOUNT_GUESS_LIMIT);
  if (wait > 0) throw tooManyAttempts(wait);
  return { wasRight: () => refundHit(db, key) };
}
