import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Db, DbExecutor } from "../../db/client.ts";
import { totpAuthenticators } from "../../db/schema/index.ts";
import { newTotpSecret, stepOfCode } from "./totp.ts";

export type CodeCheck = "accepted" | "wrong" | "replayed";

export type TotpRow = typeof totpAuthenticators.$inferSelect;

export async function findTotp(db: DbExecutor, userId: string): Promise<TotpRow | undefined> {
  const [row] = await db
    .select()
    .from(totpAuthenticators)
    .where(eq(totpAuthenticators.userId, userId))
    .limit(1);
  return row;
}

/** A new secret waiting for its first code; the one in use (if any) keeps working until then. */
export async function beginTotpSetup(db: Db, userId: string, secret = newTotpSecret()): Promise<string> {
  await db
    .insert(totpAuthenticators)
    .values({ userId, pendingSecret: secret })
    .onConflictDoUpdate({ target: totpAuthenticators.userId, set: { pendingSecret: secret } });
  return secret;
}

/**
 * Puts the waiting secret in use when `code` is one of its codes; that code's step counts as used, so it
 * cannot also sign in. Null when no secret is waiting.
 */
export async function confirmTotpSetup(
  db: DbExecutor,
  userId: string,
  code: string,
): Promise<CodeCheck | null> {
  const row = await findTotp(db, userId);
  if (!row?.pendingSecret) return null;
  const step = stepOfCode(row.pendingSecret, code);
  if (step === null) return "wrong";
  const [confirmed] = await db
    .update(totpAuthenticators)
    .set({ secret: row.pendingSecret, pendingSecret: null, confirmedAt: new Date(), lastUsedStep: step })
    .where(
      and(eq(totpAuthenticators.userId, userId), eq(totpAuthenticators.pendingSecret, row.pendingSecret)),
    )
    .returning();
  return confirmed ? "accepted" : null;
}

/**
 * Checks a code of the secret in use. Each step's code works once, and never one older than the last used
 * (RFC 6238 §5.2): of two requests racing with one code, the conditional write lets one through.
 */
export async function spendTotpCode(db: DbExecutor, userId: string, code: string): Promise<CodeCheck> {
  return spendCodeOf(db, await findTotp(db, userId), code);
}

/** spendTotpCode, for a caller that has read the account's authenticator already. */
export async function spendCodeOf(
  db: DbExecutor,
  row: TotpRow | undefined,
  code: string,
): Promise<CodeCheck> {
  if (!row?.secret) return "wrong";
  const userId = row.userId;
  const step = stepOfCode(row.secret, code);
  if (step === null) return "wrong";
  const [used] = await db
    .update(totpAuthenticators)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(totpAuthenticators.userId, userId),
        eq(totpAuthenticators.secret, row.secret),
        or(isNull(totpAuthenticators.lastUsedStep), lt(totpAuthenticators.lastUsedStep, step)),
      ),
    )
    .returning({ userId: totpAuthenticators.userId });
  return used ? "accepted" : "replayed";
}

/** Sets an authenticator up in one go with a secret the caller already holds (the CLI's --totp-secret). */
export async function setTotpSecret(db: DbExecutor, userId: string, secret: string): Promise<void> {
  const values = { secret, pendingSecret: null, confirmedAt: new Date(), lastUsedStep: null };
  await db
    .insert(totpAuthenticators)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: totpAuthenticators.userId, set: values });
}

export async function deleteTotp(db: DbExecutor, userId: string): Promise<boolean> {
  const deleted = await db
    .delete(totpAuthenticators)
    .where(eq(totpAuthenticators.userId, userId))
    .returning({ secret: totpAuthenticators.secret });
  return deleted.some((row) => row.secret !== null);
}
