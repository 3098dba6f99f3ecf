import type { FastifyBaseLogger } from "fastify";
import type { AuthMethod, SecondFactorMethod } from "#shared/auth/second-factor.ts";
import type { Db } from "../../db/client.ts";
import type { UserRow } from "../../db/schema/index.ts";
import { type ErrorText, HttpError } from "../../lib/http-errors.ts";
import { recordAccountEvent } from "../account-events.ts";
import { PASSWORD_ONLY, type SessionFactor } from "../sessions.ts";
import { clearSecondFactorTries, countSecondFactorTry } from "./attempts.ts";
import type { SignInFactors } from "./factors.ts";
import { spendRecoveryCode, unusedRecoveryCodeCount } from "./recovery-codes.ts";
import { spendCodeOf } from "./totp-store.ts";

/** A second factor given in a sign-in's body (scripts) or its second step (the sign-in screen). */
export interface SecondFactorProof {
  totp?: string | undefined;
  recoveryCode?: string | undefined;
}

/** 401: the password was right, the second factor is still to give (or was wrong); names the ways. */
export function secondFactorNeeded(
  methods: SecondFactorMethod[],
  text: ErrorText = (m) => m.secondFactor.errors.mfaRequired,
): HttpError {
  return new HttpError(401, text, {}, { mfaRequired: true, methods });
}

const hasProof = (proof: SecondFactorProof) => proof.totp !== undefined || proof.recoveryCode !== undefined;

/** A second factor found right, and the clearing of the account's tries its caller writes beside the session. */
export interface VerifiedFactor {
  authMethod: AuthMethod;
  /** Clears the account's counted tries: run with the session's writes, so the answer waits once for both. */
  clearTries: () => Promise<void>;
}

/**
 * Checks a code or recovery code of `user`, whose factors were read before. Every try counts against the
 * account before it is checked; a wrong or replayed code answers 401 as a wrong password does.
 */
export async function verifySecondFactor(
  db: Db,
  log: FastifyBaseLogger,
  user: UserRow,
  proof: SecondFactorProof,
  { methods, totp }: SignInFactors,
  userAgent: string | undefined,
): Promise<VerifiedFactor> {
  const clearTries = () => clearSecondFactorTries(db, user.id);
  if (proof.totp !== undefined) {
    await countSecondFactorTry(db, user.id);
    // The secret read with the factors: a code is spent only while the app has that secret still.
    const check = await spendCodeOf(db, totp, proof.totp);
    if (check === "replayed") throw secondFactorNeeded(methods, (m) => m.secondFactor.errors.replayedCode);
    if (check !== "accepted") throw secondFactorNeeded(methods, (m) => m.secondFactor.errors.wrongCode);
    return { authMethod: "password+totp", clearTries };
  }
  await countSecondFactorTry(db, user.id);
  if (proof.recoveryCode !== undefined && (await spendRecoveryCode(db, user.id, proof.recoveryCode))) {
    const left = await unusedRecoveryCodeCount(db, user.id);
    await recordAccountEvent(db, log, {
      userId: user.id,
      kind: "recovery-code-used",
      userAgent,
      detail: { left },
    });
    return { authMethod: "password+recovery-code", clearTries };
  }
  throw secondFactorNeeded(methods, (m) => m.secondFactor.errors.wrongRecoveryCode);
}

/**
 * What a sign-in whose password was right gives its session: the password alone for an account without a
 * second factor, the factor when the body gave a right one, else null (the second step is to come).
 */
export async function signInFactor(
  db: Db,
  log: FastifyBaseLogger,
  user: UserRow,
  proof: SecondFactorProof,
  factors: SignInFactors,
  userAgent: string | undefined,
): Promise<
  | ({ factor: SessionFactor } & Partial<Pick<VerifiedFactor, "clearTries">>)
  | { methods: SecondFactorMethod[] }
> {
  const { methods } = factors;
  if (methods.length === 0) return { factor: PASSWORD_ONLY };
  if (!hasProof(proof)) return { methods };
  const { authMethod, clearTries } = await verifySecondFactor(db, log, user, proof, factors, userAgent);
  return { factor: { authMethod, secondFactor: true }, clearTries };
}
