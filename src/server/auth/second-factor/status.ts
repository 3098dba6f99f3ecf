import type { z } from "zod";
import type { secondFactorStatusSchema } from "#shared/auth/second-factor-responses.ts";
import type { Db } from "../../db/client.ts";
import type { ActiveSession } from "../sessions.ts";
import { secondFactorRequired } from "./factors.ts";
import { listPasskeys } from "./passkeys.ts";
import { unusedRecoveryCodeCount } from "./recovery-codes.ts";
import { findTotp } from "./totp-store.ts";

/** The signed-in account's second factor as its security settings show it. */
export async function secondFactorStatus(
  db: Db,
  session: ActiveSession,
): Promise<z.infer<typeof secondFactorStatusSchema>> {
  const { user } = session;
  const [totp, keys, codesLeft] = await Promise.all([
    findTotp(db, user.id),
    listPasskeys(db, user.id),
    unusedRecoveryCodeCount(db, user.id),
  ]);
  const appOn = Boolean(totp?.secret);
  return {
    required: secondFactorRequired(user),
    enabled: appOn || keys.length > 0,
    totp: { enabled: appOn, confirmedAt: appOn ? (totp?.confirmedAt?.toISOString() ?? null) : null },
    passkeys: keys.map(toPasskeySummary),
    recoveryCodesLeft: codesLeft,
    session: { secondFactor: session.secondFactor, authMethod: session.authMethod },
  };
}

export function toPasskeySummary(row: {
  id: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}) {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}
