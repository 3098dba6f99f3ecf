import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type WebAuthnCredential,
} from "@simplewebauthn/server";

type Transports = WebAuthnCredential["transports"];

import { and, asc, count, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import { displayName } from "#shared/auth/display.ts";
import type { authenticationAnswerSchema, registrationAnswerSchema } from "#shared/auth/second-factor.ts";
import type { Db, DbExecutor } from "../../db/client.ts";
import { type PasskeyRow, passkeys, type UserRow } from "../../db/schema/index.ts";
import { conflict } from "../../lib/http-errors.ts";
import { createChallenge, takeChallenge } from "./challenges.ts";
import type { RelyingParty } from "./relying-party.ts";

type RegistrationAnswer = z.infer<typeof registrationAnswerSchema>;
type AuthenticationAnswer = z.infer<typeof authenticationAnswerSchema>;

export async function listPasskeys(db: DbExecutor, userId: string): Promise<PasskeyRow[]> {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt));
}

export async function passkeyCount(db: DbExecutor, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return row?.n ?? 0;
}

const descriptor = (row: PasskeyRow) => ({
  id: row.credentialId,
  transports: row.transports as Transports,
});

/** Options for the browser to make a passkey; the challenge waits (5 minutes) for the answer. */
export async function registrationOptions(
  db: Db,
  user: UserRow,
  rp: RelyingParty,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userID: new TextEncoder().encode(user.id),
    userDisplayName: displayName(user) || user.email,
    attestationType: "none",
    // A device already holding one of the account's passkeys is not asked to make a second.
    excludeCredentials: (await listPasskeys(db, user.id)).map(descriptor),
    authenticatorSelection: { residentKey: "preferred", userVerification: "preferred" },
  });
  await createChallenge(db, user.id, "passkey-registration", options.challenge);
  return options;
}

/** Checks the browser's new passkey against the waiting challenge and keeps it; null when it does not verify. */
export async function registerPasskey(
  db: Db,
  log: FastifyBaseLogger,
  userId: string,
  rp: RelyingParty,
  name: string,
  answer: RegistrationAnswer,
): Promise<PasskeyRow | "expired" | null> {
  const challenge = await takeChallenge(db, { userId }, "passkey-registration");
  if (!challenge?.webauthnChallenge) return "expired";
  const verification = await verifyRegistrationResponse({
    response: answer as never,
    expectedChallenge: challenge.webauthnChallenge,
    expectedOrigin: rp.origins,
    expectedRPID: rp.id,
    requireUserVerification: false,
    // The library throws for any answer that does not verify; the caller answers 400 "the passkey could not be
    // checked", and the reason goes to the log (an origin that is not PUBLIC_URL's shows up there first).
  }).catch((err: unknown) => {
    log.info({ err, userId }, "a new passkey did not verify");
    return null;
  });
  if (!verification?.verified) return null;
  const { credential } = verification.registrationInfo;
  const [row] = await db
    .insert(passkeys)
    .values({
      userId,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString("base64url"),
      counter: credential.counter,
      transports: credential.transports ?? [],
      name,
    })
    .onConflictDoNothing({ target: passkeys.credentialId })
    .returning();
  if (!row) throw conflict((m) => m.secondFactor.errors.passkeyAlreadyAdded);
  return row;
}

/** Options for the browser to sign the challenge with one of the account's passkeys. */
export async function authenticationOptions(
  db: DbExecutor,
  userId: string,
  rp: RelyingParty,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: (await listPasskeys(db, userId)).map(descriptor),
    userVerification: "preferred",
  });
}

/**
 * Whether `answer` is `challenge` signed by one of the account's passkeys; a verified use moves its
 * signature counter (a cloned authenticator shows as a counter going back, which the library refuses).
 */
export async function verifyPasskey(
  db: DbExecutor,
  log: FastifyBaseLogger,
  userId: string,
  rp: RelyingParty,
  challenge: string,
  answer: AuthenticationAnswer,
): Promise<boolean> {
  const [row] = await db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.userId, userId), eq(passkeys.credentialId, answer.id)))
    .limit(1);
  if (!row) return false;
  const verification = await verifyAuthenticationResponse({
    response: answer as never,
    expectedChallenge: challenge,
    expectedOrigin: rp.origins,
    expectedRPID: rp.id,
    credential: {
      id: row.credentialId,
      publicKey: Buffer.from(row.publicKey, "base64url"),
      counter: row.counter,
      transports: row.transports as Transports,
    },
    requireUserVerification: false,
    // As above: a throw is an answer that does not verify (a replayed or forged signature, a counter going back).
  }).catch((err: unknown) => {
    log.info({ err, userId }, "a passkey sign-in did not verify");
    return null;
  });
  if (!verification?.verified) return false;
  await db
    .update(passkeys)
    .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: new Date() })
    .where(eq(passkeys.id, row.id));
  return true;
}

export async function renamePasskey(db: DbExecutor, userId: string, id: string, name: string) {
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning();
  return row;
}

export async function deletePasskey(db: DbExecutor, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  return deleted.length > 0;
}

export async function deletePasskeys(db: DbExecutor, userId: string): Promise<number> {
  const deleted = await db.delete(passkeys).where(eq(passkeys.userId, userId)).returning({ id: passkeys.id });
  return deleted.length;
}
