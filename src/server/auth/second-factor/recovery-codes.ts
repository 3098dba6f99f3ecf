import { randomInt } from "node:crypto";
import { and, count, eq, isNull } from "drizzle-orm";
import { RECOVERY_CODE_COUNT } from "#shared/auth/second-factor.ts";
import type { DbExecutor } from "../../db/client.ts";
import { recoveryCodes } from "../../db/schema/index.ts";
import { hashPassword, verifyPassword } from "../passwords.ts";

/** Base32's letters and digits: no 0/O or 1/l to confuse when typed from paper. */
const ALPHABET = "abcdefghijklmnopqrstuvwxyz234567";
const LENGTH = 10;

/** 50 random bits, shown as "abcde-fghij". */
function newCode(): string {
  const chars = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** As the schemas take a code: no hyphens or spaces, lower case. */
const normalise = (code: string) => code.replace(/[\s-]+/g, "").toLowerCase();

/**
 * A new set of codes replacing every earlier one; the plain codes exist only in this answer. Under
 * 112 bits, so each is stored as an Argon2id hash with its own salt (ASVS 5.0 6.5.2), like a password.
 */
export async function replaceRecoveryCodes(db: DbExecutor, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  const hashes = await Promise.all(codes.map((code) => hashPassword(normalise(code))));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
  return codes;
}

/** Uses a code once: of two requests racing with the same code, only one marks it used. */
export async function spendRecoveryCode(db: DbExecutor, userId: string, code: string): Promise<boolean> {
  const unused = await db
    .select({ id: recoveryCodes.id, codeHash: recoveryCodes.codeHash })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  const given = normalise(code);
  for (const row of unused) {
    if (!(await verifyPassword(row.codeHash, given))) continue;
    const [used] = await db
      .update(recoveryCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(recoveryCodes.id, row.id), isNull(recoveryCodes.usedAt)))
      .returning({ id: recoveryCodes.id });
    return Boolean(used);
  }
  return false;
}

export async function unusedRecoveryCodeCount(db: DbExecutor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

export async function deleteRecoveryCodes(db: DbExecutor, userId: string): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}
