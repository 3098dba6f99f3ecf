import { and, eq, gt, isNull } from "drizzle-orm";
import type { Messages } from "#shared/i18n/index.ts";
import type { Db, DbExecutor } from "../db/client.ts";
import { passwordResetTokens, type UserRow, users } from "../db/schema/index.ts";
import { badRequest, conflict, HttpError, unauthorized } from "../lib/http-errors.ts";
import type { Mailer } from "../lib/mail/mailer.ts";
import { counterWait, hitCounter, resetCounter } from "../lib/security/rate-limit-counter.ts";
import { hashToken, randomToken } from "../lib/security/tokens.ts";
import { isCommonPassword } from "./common-passwords.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { revokeUserSessions } from "./sessions.ts";
import { createUser, findUserByEmail, normaliseEmail } from "./users.ts";

type AuthMessages = Messages["auth"];

/** ASVS 2.2.1: failed sign-ins per account, across every address and process. */
const ACCOUNT_FAILURE_LIMIT = { max: 10, windowMs: 15 * 60_000 };
const RESET_REQUEST_LIMIT = { max: 3, windowMs: 60 * 60_000 };
const RESET_LINK_LIFETIME_MS = 60 * 60_000;

/** Verified against when the email is unknown, so both answers take the same time. */
const decoyHash = hashPassword("decoy password never matches");

/** Failed password checks of one account, wherever they happen. */
const signInFailuresKey = (email: string) => `sign-in-failures:${normaliseEmail(email)}`;

function tooManyAttempts(m: AuthMessages, retryAfterSeconds: number) {
  return new HttpError(429, m.errors.tooManyAttempts, { "retry-after": String(retryAfterSeconds) });
}

export function assertAcceptablePassword(password: string, m: AuthMessages): void {
  if (isCommonPassword(password)) throw badRequest(m.validation.passwordCommon);
}

export async function registerClient(
  db: Db,
  input: { email: string; password: string; firstName: string | null; lastName: string | null },
  m: AuthMessages,
): Promise<UserRow> {
  assertAcceptablePassword(input.password, m);
  try {
    return await createUser(db, { ...input, role: "client" });
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 409) throw conflict(m.errors.emailTaken);
    throw error;
  }
}

/**
 * Checks an email and password. Unknown email and wrong password get the same answer and
 * take the same time; an account under attack is throttled whatever the caller's address.
 */
export async function authenticate(
  db: Db,
  email: string,
  password: string,
  m: AuthMessages,
): Promise<UserRow> {
  const throttleKey = signInFailuresKey(email);
  const wait = await counterWait(db, throttleKey, ACCOUNT_FAILURE_LIMIT);
  if (wait > 0) throw tooManyAttempts(m, wait);
  const user = await findUserByEmail(db, email);
  const valid = await verifyPassword(user?.passwordHash ?? (await decoyHash), password);
  if (!user?.passwordHash || !valid) {
    await hitCounter(db, throttleKey, ACCOUNT_FAILURE_LIMIT);
    throw unauthorized(m.errors.invalidCredentials);
  }
  await resetCounter(db, throttleKey);
  return user;
}

/** Sends a single-use reset link when the account exists; says nothing either way. */
export async function requestPasswordReset(
  db: Db,
  mailer: Mailer,
  email: string,
  publicUrl: string,
  m: AuthMessages,
): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user) return;
  if ((await hitCounter(db, `reset-requests:${user.id}`, RESET_REQUEST_LIMIT)) > 0) return;
  const link = await issuePasswordLink(db, user.id, publicUrl, RESET_LINK_LIFETIME_MS);
  await mailer.send({ to: user.email, subject: m.mail.resetSubject, text: m.mail.resetBody(link) });
}

/** A single-use link to the reset page that sets the account's password (an invitation lasts longer than a reset). */
export async function issuePasswordLink(
  db: DbExecutor,
  userId: string,
  publicUrl: string,
  lifetimeMs: number,
): Promise<string> {
  const token = randomToken();
  await db.insert(passwordResetTokens).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + lifetimeMs),
  });
  return new URL(`/reset-password?${new URLSearchParams({ token })}`, publicUrl).href;
}

/** Uses a reset link once: sets the password and ends every session of the account. */
export async function resetPassword(
  db: Db,
  token: string,
  password: string,
  m: AuthMessages,
): Promise<UserRow> {
  assertAcceptablePassword(password, m);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, new Date()),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!claimed) throw badRequest(m.errors.resetLinkInvalid);
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(users.id, claimed.userId))
      .returning();
    if (!user) throw badRequest(m.errors.resetLinkInvalid);
    await revokeUserSessions(tx, user.id);
    return user;
  });
}

/**
 * Asks for the current password before a sensitive change (ASVS 2.1.5). Wrong guesses count
 * against the account like failed sign-ins, so a stolen session cannot try passwords without end.
 */
export async function assertCurrentPassword(
  db: Db,
  user: UserRow,
  currentPassword: string | undefined,
  m: AuthMessages,
) {
  if (!currentPassword) throw badRequest(m.validation.currentPasswordRequired);
  const throttleKey = signInFailuresKey(user.email);
  const wait = await counterWait(db, throttleKey, ACCOUNT_FAILURE_LIMIT);
  if (wait > 0) throw tooManyAttempts(m, wait);
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, currentPassword))) {
    await hitCounter(db, throttleKey, ACCOUNT_FAILURE_LIMIT);
    throw badRequest(m.validation.currentPasswordWrong);
  }
  await resetCounter(db, throttleKey);
}

/** Changes the password and signs out every other session of the account. */
export async function changePassword(
  db: Db,
  user: UserRow,
  input: { currentPassword: string; newPassword: string },
  keepSessionId: string,
  m: AuthMessages,
): Promise<void> {
  await assertCurrentPassword(db, user, input.currentPassword, m);
  assertAcceptablePassword(input.newPassword, m);
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.newPassword), updatedAt: new Date() })
    .where(eq(users.id, user.id));
  await revokeUserSessions(db, user.id, keepSessionId);
}
