import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Db, DbExecutor } from "../../db/client.ts";
import { signInChallenges } from "../../db/schema/index.ts";
import { hashToken, randomToken } from "../../lib/security/tokens.ts";

/** What a row waits for: the second step of a sign-in, or a passkey being added in the profile. */
export type ChallengePurpose = "sign-in" | "passkey-registration";

/** Long enough to open an app or find a security key, short enough that a forgotten tab is worthless. */
export const CHALLENGE_LIFETIME_MS = 5 * 60_000;
/** Codes tried on one pending sign-in before the password must be given again. */
const MAX_ATTEMPTS = 5;

/**
 * A new ceremony for `userId`; the token is for the browser. A passkey being added replaces an earlier one
 * of the account; pending sign-ins do not, so two browsers (or a guesser with the password) signing in at
 * once never cancel each other's second step.
 */
export async function createChallenge(
  db: Db,
  userId: string,
  purpose: ChallengePurpose,
  webauthnChallenge: string | null = null,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + CHALLENGE_LIFETIME_MS);
  await db.transaction(async (tx) => {
    if (purpose === "passkey-registration") {
      await tx
        .delete(signInChallenges)
        .where(and(eq(signInChallenges.userId, userId), eq(signInChallenges.purpose, purpose)));
    }
    await tx.insert(signInChallenges).values({
      tokenHash: hashToken(token),
      userId,
      purpose,
      webauthnChallenge,
      expiresAt,
    });
  });
  return { token, expiresAt };
}

/**
 * Counts one try on the pending sign-in `token` stands for, before the try is checked: the row, or
 * nothing when it is unknown, expired or out of tries.
 */
export async function countChallengeAttempt(db: DbExecutor, token: string, purpose: ChallengePurpose) {
  const [row] = await db
    .update(signInChallenges)
    .set({ attempts: sql`${signInChallenges.attempts} + 1` })
    .where(
      and(
        eq(signInChallenges.tokenHash, hashToken(token)),
        eq(signInChallenges.purpose, purpose),
        gt(signInChallenges.expiresAt, new Date()),
        lt(signInChallenges.attempts, MAX_ATTEMPTS),
      ),
    )
    .returning();
  return row;
}

/** The ceremony `token` stands for, while it lasts. */
export async function findChallenge(db: DbExecutor, token: string, purpose: ChallengePurpose) {
  const [row] = await db
    .select()
    .from(signInChallenges)
    .where(
      and(
        eq(signInChallenges.tokenHash, hashToken(token)),
        eq(signInChallenges.purpose, purpose),
        gt(signInChallenges.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row;
}

/** Ends a ceremony once, returning it: of two requests finishing it at once, one gets the row. */
export async function takeChallenge(
  db: DbExecutor,
  where: { token: string } | { userId: string },
  purpose: ChallengePurpose,
) {
  const [row] = await db
    .delete(signInChallenges)
    .where(
      and(
        "token" in where
          ? eq(signInChallenges.tokenHash, hashToken(where.token))
          : eq(signInChallenges.userId, where.userId),
        eq(signInChallenges.purpose, purpose),
        gt(signInChallenges.expiresAt, new Date()),
      ),
    )
    .returning();
  return row;
}

export async function setWebauthnChallenge(db: DbExecutor, id: string, challenge: string): Promise<void> {
  await db.update(signInChallenges).set({ webauthnChallenge: challenge }).where(eq(signInChallenges.id, id));
}

/** Deletes ceremonies that ended unfinished (maintenance). */
export async function deleteExpiredChallenges(db: Db, now = new Date()): Promise<void> {
  await db.delete(signInChallenges).where(lt(signInChallenges.expiresAt, now));
}
