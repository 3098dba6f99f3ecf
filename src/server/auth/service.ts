import { and, eq, gt, isNull } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Locale } from "#shared/i18n/locales.ts";
import type { Db, DbExecutor } from "../db/client.ts";
import { passwordResetTokens, type UserRow, users } from "../db/schema/index.ts";
import { bothSettled } from "../lib/both-settled.ts";
import { badRequest, type HttpError, unauthorized } from "../lib/http-errors.ts";
import type { MailContext } from "../lib/mail/mail-context.ts";
import { hitCounter } from "../lib/security/rate-limit-counter.ts";
import { hashToken, randomToken } from "../lib/security/tokens.ts";
import { isCommonPassword } from "./common-passwords.ts";
import { countPasswordGuess } from "./password-guesses.ts";
import { revokePasswordLinks } from "./password-links.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import type { SignInFactors } from "./second-factor/factors.ts";
import { revokeUserSessions } from "./sessions.ts";
import { findSignInAccount } from "./sign-in-account.ts";
import { createUser, findUserByEmail } from "./users.ts";

const RESET_REQUEST_LIMIT = { max: 3, windowMs: 60 * 60_000 };
const RESET_LINK_LIFETIME_MS = 60 * 60_000;

/** Verified against when the email is unknown, so both answers take the same time. */
const decoyHash = hashPassword("decoy password never matches");

export function assertAcceptablePassword(password: string): void {
  if (isCommonPassword(password)) throw badRequest((m) => m.auth.validation.passwordCommon);
}

/** A client's account, reading (and mailed in) the language they signed up in. */
export async function registerClient(
  db: Db,
  input: { email: string; password: string; firstName: string | null; lastName: string | null },
  locale: Locale,
): Promise<UserRow> {
  assertAcceptablePassword(input.password);
  return createUser(db, { ...input, role: "client", locale });
}

/**
 * Checks an email and password, then takes the sign-in's `next` step with the account and its second factors
 * (read with it) while the right guess is given back: the answer waits for one round trip there, not two.
 * Unknown email and wrong password get the same answer, `refusal` (401 unless the caller names another), and
 * take the same time; an account under attack is throttled whatever the caller's address.
 */
export async function authenticate<T>(
  db: Db,
  log: Pick<FastifyBaseLogger, "error">,
  { email, password }: { email: string; password: string },
  next: (user: UserRow, factors: SignInFactors) => Promise<T>,
  refusal: () => HttpError = () => unauthorized((m) => m.auth.errors.invalidCredentials),
): Promise<T> {
  // Both at once: a sign-in under load waits one round trip for them, not two.
  const [guess, account] = await bothSettled(
    log,
    countPasswordGuess(db, email),
    findSignInAccount(db, email),
  );
  const valid = await verifyPassword(account?.user.passwordHash ?? (await decoyHash), password);
  if (!account?.user.passwordHash || !valid) throw refusal();
  // Begun inside a promise, so a step that throws at once still lets the guess be given back.
  const [result] = await bothSettled(
    log,
    Promise.resolve(account).then(({ user, factors }) => next(user, factors)),
    guess.wasRight(),
  );
  return result;
}

/**
 * Sends a single-use reset link when the account exists; says nothing either way. The mail is in
 * the account's language, else in the one the request was made in.
 */
export async function requestPasswordReset(
  { db, mailer, publicUrl, catalogues }: MailContext,
  email: string,
  readerLocale: Locale,
): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user) return;
  if ((await hitCounter(db, `reset-requests:${user.id}`, RESET_REQUEST_LIMIT)) > 0) return;
  const link = await issuePasswordLink(db, user.id, publicUrl, RESET_LINK_LIFETIME_MS);
  const m = catalogues[user.locale ?? readerLocale].auth.mail;
  await mailer.send({
    to: user.email,
    subject: m.resetSubject,
    text: m.resetBody(link),
    kind: "password-reset",
  });
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

const resetLinkInvalid = () => badRequest((m) => m.auth.errors.resetLinkInvalid);

/** Uses a reset link once: sets the password and ends every session and every other link of the account. */
export async function resetPassword(db: Db, token: string, password: string): Promise<UserRow> {
  assertAcceptablePassword(password);
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
    if (!claimed) throw resetLinkInvalid();
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(users.id, claimed.userId))
      .returning();
    if (!user) throw resetLinkInvalid();
    await revokeUserSessions(tx, user.id);
    await revokePasswordLinks(tx, user.id);
    return user;
  });
}

/**
 * Asks for the current password before a sensitive change (ASVS 2.1.5). Wrong guesses count
 * against the account like failed sign-ins, so a stolen session cannot try passwords without end.
 */
export async function assertCurrentPassword(db: Db, user: UserRow, currentPassword: string | undefined) {
  if (!currentPassword) throw badRequest((m) => m.auth.validation.currentPasswordRequired);
  const guess = await countPasswordGuess(db, user.email);
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, currentPassword)))
    throw badRequest((m) => m.auth.validation.currentPasswordWrong);
  await guess.wasRight();
}

/** Changes the password, signs out every other session of the account and ends its reset links. */
export async function changePassword(
  db: Db,
  user: UserRow,
  input: { currentPassword: string; newPassword: string },
  keepSessionId: string,
): Promise<void> {
  await assertCurrentPassword(db, user, input.currentPassword);
  assertAcceptablePassword(input.newPassword);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    await revokeUserSessions(tx, user.id, keepSessionId);
    await revokePasswordLinks(tx, user.id);
  });
}
