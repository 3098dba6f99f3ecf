import { eq } from "drizzle-orm";
import type { DbExecutor } from "../db/client.ts";
import { passwordResetTokens } from "../db/schema/index.ts";

/**
 * Ends every reset and invitation link the account still has. Called when their reason is gone: the
 * password was reset or changed, or the address they were mailed to is no longer the account's.
 */
export async function revokePasswordLinks(db: DbExecutor, userId: string): Promise<void> {
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
}
