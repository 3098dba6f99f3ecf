import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { renderSVG } from "uqr";
import type { z } from "zod";
import type { registrationAnswerSchema } from "#shared/auth/second-factor.ts";
import type { Db, DbExecutor } from "../../db/client.ts";
import { type UserRow, users } from "../../db/schema/index.ts";
import { badRequest, conflict, notFound } from "../../lib/http-errors.ts";
import { recordAccountEvent } from "../account-events.ts";
import { assertCurrentPassword } from "../service.ts";
import { type ActiveSession, revokeUserSessions, upgradeSession } from "../sessions.ts";
import { clearSecondFactorTries, countSecondFactorTry } from "./attempts.ts";
import { secondFactorMethods, secondFactorRequired } from "./factors.ts";
import { deletePasskey, deletePasskeys, passkeyCount, registerPasskey } from "./passkeys.ts";
import { deleteRecoveryCodes, replaceRecoveryCodes } from "./recovery-codes.ts";
import type { RelyingParty } from "./relying-party.ts";
import { totpUri } from "./totp.ts";
import { beginTotpSetup, confirmTotpSetup, deleteTotp, findTotp, spendTotpCode } from "./totp-store.ts";

/** Who is making a change, from which browser, for the account's history and the log. */
export interface Actor {
  session: ActiveSession;
  userAgent: string | undefined;
  log: FastifyBaseLogger;
}

/** A sensitive change proves the person is there (ASVS 5.0 6.4.x, 7.5.x): the password or a current code. */
export interface Reauthentication {
  currentPassword?: string | undefined;
  code?: string | undefined;
}

const wrongCode = () => badRequest((m) => m.secondFactor.errors.wrongCode);

export async function assertReauthenticated(db: Db, user: UserRow, proof: Reauthentication): Promise<void> {
  if (proof.code === undefined) return assertCurrentPassword(db, user, proof.currentPassword);
  await countSecondFactorTry(db, user.id);
  const check = await spendTotpCode(db, user.id, proof.code);
  if (check === "replayed") throw badRequest((m) => m.secondFactor.errors.replayedCode);
  if (check !== "accepted") throw wrongCode();
  await clearSecondFactorTries(db, user.id);
}

/** Starts (or restarts) adding an authenticator app: its secret, as text, otpauth URI and QR code. */
export async function startTotpSetup(db: Db, user: UserRow, proof: Reauthentication, issuer: string) {
  await assertReauthenticated(db, user, proof);
  const secret = await beginTotpSetup(db, user.id);
  const uri = totpUri(secret, user.email, issuer);
  // Drawn with the page's colours, so it scans in either theme.
  const qrSvg = renderSVG(uri, { border: 2, whiteColor: "#ffffff", blackColor: "#000000" });
  return { secret, uri, qrSvg };
}

/**
 * Holds the account's row for the length of a change of its factors, so two changes (removing the app and
 * the last passkey at once) cannot both pass the check that an admin keeps one.
 */
async function lockAccount(tx: DbExecutor, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}

/** The first factor of an account brings its recovery codes; a further one leaves them as they are. */
async function codesForNewFactor(tx: DbExecutor, userId: string, hadFactor: boolean) {
  return hadFactor ? null : replaceRecoveryCodes(tx, userId);
}

/** Puts the waiting app in use with its first code; this session now counts as signed in with it. */
export async function confirmTotp(
  db: Db,
  actor: Actor,
  code: string,
): Promise<{ recoveryCodes: string[] | null }> {
  const user = actor.session.user;
  await countSecondFactorTry(db, user.id);
  const hadFactor = (await secondFactorMethods(db, user.id)).length > 0;
  const replacing = Boolean((await findTotp(db, user.id))?.secret);
  const recoveryCodes = await db.transaction(async (tx) => {
    await lockAccount(tx, user.id);
    const check = await confirmTotpSetup(tx, user.id, code);
    if (check === null) throw conflict((m) => m.secondFactor.errors.noPendingSetup);
    if (check !== "accepted") throw wrongCode();
    await upgradeSession(tx, actor.session.sessionId, "password+totp");
    await recordAccountEvent(tx, actor.log, {
      userId: user.id,
      kind: "second-factor-enabled",
      userAgent: actor.userAgent,
      detail: { method: "totp", replaced: replacing },
    });
    return codesForNewFactor(tx, user.id, hadFactor);
  });
  await clearSecondFactorTries(db, user.id);
  return { recoveryCodes };
}

/** Keeps a passkey the browser made for the waiting challenge; this session now counts as signed in with it. */
export async function addPasskey(
  db: Db,
  actor: Actor,
  rp: RelyingParty,
  name: string,
  answer: z.infer<typeof registrationAnswerSchema>,
) {
  const user = actor.session.user;
  const hadFactor = (await secondFactorMethods(db, user.id)).length > 0;
  const passkey = await registerPasskey(db, actor.log, user.id, rp, name, answer);
  if (passkey === "expired") throw conflict((m) => m.secondFactor.errors.passkeySetupExpired);
  if (passkey === null) throw badRequest((m) => m.secondFactor.errors.passkeyFailed);
  const recoveryCodes = await db.transaction(async (tx) => {
    await upgradeSession(tx, actor.session.sessionId, "password+passkey");
    await recordAccountEvent(tx, actor.log, {
      userId: user.id,
      kind: "second-factor-enabled",
      userAgent: actor.userAgent,
      detail: { method: "passkey", passkeyId: passkey.id },
    });
    return codesForNewFactor(tx, user.id, hadFactor);
  });
  return { passkey, recoveryCodes };
}

/**
 * Removes one factor in a transaction holding the account: an admin keeps at least one (409), and the
 * recovery codes go with the last one.
 */
async function removeFactor(
  db: Db,
  actor: Actor,
  method: "totp" | "passkey",
  remove: (tx: DbExecutor) => Promise<boolean>,
  detail: Record<string, unknown> = {},
): Promise<void> {
  const user = actor.session.user;
  await db.transaction(async (tx) => {
    await lockAccount(tx, user.id);
    if (!(await remove(tx))) {
      throw method === "totp"
        ? notFound((m) => m.secondFactor.errors.noAuthenticator)
        : notFound((m) => m.secondFactor.errors.passkeyNotFound);
    }
    const left = (await findTotp(tx, user.id))?.secret ? 1 : await passkeyCount(tx, user.id);
    if (left === 0) {
      if (secondFactorRequired(user)) throw conflict((m) => m.secondFactor.errors.lastFactor);
      await deleteRecoveryCodes(tx, user.id);
    }
    await recordAccountEvent(tx, actor.log, {
      userId: user.id,
      kind: "second-factor-removed",
      userAgent: actor.userAgent,
      detail: { method, ...detail, lastOne: left === 0 },
    });
  });
}

export async function removeTotp(db: Db, actor: Actor, proof: Reauthentication): Promise<void> {
  await assertReauthenticated(db, actor.session.user, proof);
  await removeFactor(db, actor, "totp", (tx) => deleteTotp(tx, actor.session.user.id));
}

export async function removePasskey(
  db: Db,
  actor: Actor,
  id: string,
  proof: Reauthentication,
): Promise<void> {
  await assertReauthenticated(db, actor.session.user, proof);
  await removeFactor(db, actor, "passkey", (tx) => deletePasskey(tx, actor.session.user.id, id), {
    passkeyId: id,
  });
}

/** New recovery codes, shown once; the earlier ones stop working. */
export async function regenerateRecoveryCodes(
  db: Db,
  actor: Actor,
  proof: Reauthentication,
): Promise<string[]> {
  const user = actor.session.user;
  await assertReauthenticated(db, user, proof);
  if ((await secondFactorMethods(db, user.id)).length === 0)
    throw conflict((m) => m.secondFactor.errors.notEnabled);
  return db.transaction(async (tx) => {
    const codes = await replaceRecoveryCodes(tx, user.id);
    await recordAccountEvent(tx, actor.log, {
      userId: user.id,
      kind: "recovery-codes-regenerated",
      userAgent: actor.userAgent,
    });
    return codes;
  });
}

/** Takes every factor of an account away: its app, passkeys and recovery codes. */
async function deleteEveryFactor(tx: DbExecutor, userId: string): Promise<boolean> {
  const app = await deleteTotp(tx, userId);
  const keys = await deletePasskeys(tx, userId);
  await deleteRecoveryCodes(tx, userId);
  return app || keys > 0;
}

/** Turns the second factor off (not for admins, who must keep one). */
export async function turnOffSecondFactor(db: Db, actor: Actor, proof: Reauthentication): Promise<void> {
  const user = actor.session.user;
  if (secondFactorRequired(user)) throw conflict((m) => m.secondFactor.errors.lastFactor);
  await assertReauthenticated(db, user, proof);
  await db.transaction(async (tx) => {
    await lockAccount(tx, user.id);
    if (!(await deleteEveryFactor(tx, user.id))) throw conflict((m) => m.secondFactor.errors.notEnabled);
    await recordAccountEvent(tx, actor.log, {
      userId: user.id,
      kind: "second-factor-removed",
      userAgent: actor.userAgent,
      detail: { method: "all", lastOne: true },
    });
  });
}

/**
 * An admin takes another account's second factor away (a lost phone and codes): its sessions end, and
 * the reset is kept with the account and logged, naming the admin. An admin's own goes through another admin.
 */
export async function resetSecondFactor(
  db: Db,
  admin: { id: string; log: FastifyBaseLogger; userAgent: string | undefined },
  targetId: string,
): Promise<void> {
  if (targetId === admin.id) throw conflict((m) => m.secondFactor.errors.ownReset);
  await db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, targetId))
      .for("update");
    if (!target) throw notFound((m) => m.admin.errors.userNotFound);
    if (!(await deleteEveryFactor(tx, targetId))) throw conflict((m) => m.secondFactor.errors.notEnabled);
    await revokeUserSessions(tx, targetId);
    await recordAccountEvent(tx, admin.log, {
      userId: targetId,
      actorId: admin.id,
      kind: "second-factor-reset",
      userAgent: admin.userAgent,
    });
  });
}
