import { randomUUID } from "node:crypto";
import { and, asc, count, desc, eq, gte, inArray, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { displayName } from "#shared/auth/display.ts";
import { hongKongToday } from "#shared/matching/business-days.ts";
import { CREDENTIAL_KINDS, type CredentialKind, RENEWAL_WINDOW_DAYS } from "#shared/trust/constants.ts";
import {
  type AdminCredential,
  type Credential,
  type CredentialFields,
  type CredentialQueue,
  daysLeft,
  type OwnCredentials,
  type TrustBadge,
} from "#shared/trust/credentials.ts";
import type { Db } from "../db/client.ts";
import { type DesignerCredentialRow, designerCredentials, type UserRow, users } from "../db/schema/index.ts";
import { clearCatalogueCache } from "../designs/catalogue-cache.ts";
import { answerLostRace } from "../lib/constraint-violations.ts";
import { conflict } from "../lib/http-errors.ts";
import type { Storage } from "../lib/storage/storage.ts";
import type { CheckedDocument } from "./documents.ts";

/** The private document's address: served only to its designer and the admins (credential-routes.ts). */
export const documentUrl = (id: string) => `/api/credentials/${id}/document`;

export function presentCredential(row: DesignerCredentialRow): Credential {
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    reference: row.reference,
    insurer: row.insurer,
    expiresOn: row.expiresOn,
    fileName: row.fileName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    rejectionReason: row.rejectionReason,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    documentUrl: documentUrl(row.id),
  };
}

export async function findCredential(db: Db, id: string): Promise<DesignerCredentialRow | undefined> {
  const [row] = await db.select().from(designerCredentials).where(eq(designerCredentials.id, id)).limit(1);
  return row;
}

/** A renewal is welcome once the verified document is within its last 30 days (or past them). */
const mayRenew = (verified: DesignerCredentialRow | undefined, now: Date) =>
  !verified || daysLeft(verified.expiresOn, now) <= RENEWAL_WINDOW_DAYS;

/** The designer's own credentials: per kind, the verified one and the one waiting or rejected. */
export async function listOwnCredentials(
  db: Db,
  designerId: string,
  now = new Date(),
): Promise<OwnCredentials> {
  const rows = await db
    .select()
    .from(designerCredentials)
    .where(eq(designerCredentials.designerId, designerId));
  return {
    kinds: CREDENTIAL_KINDS.map((kind) => {
      const verified = rows.find((row) => row.kind === kind && row.state === "verified");
      const open = rows.find((row) => row.kind === kind && row.state !== "verified");
      return {
        kind,
        verified: verified ? presentCredential(verified) : null,
        open: open ? presentCredential(open) : null,
        canUpload: mayRenew(verified, now),
      };
    }),
  };
}

/**
 * Keeps a designer's new document: its file first, then its row, which takes the place of the one
 * waiting or rejected (their file goes after). A verified one stays, and shows, until this is verified.
 * Returns the new row; the caller tells the admins.
 */
export async function uploadCredential(
  db: Db,
  storage: Storage,
  designer: UserRow,
  fields: CredentialFields,
  document: CheckedDocument & { fileName: string },
  now = new Date(),
): Promise<DesignerCredentialRow> {
  const id = randomUUID();
  const storageKey = `credentials/${designer.id}/${id}.${document.extension}`;
  await storage.put(storageKey, document.data, document.contentType);
  let replaced: string[] = [];
  try {
    const row = await answerLostRace(
      () =>
        db.transaction(async (tx) => {
          const current = await tx
            .select()
            .from(designerCredentials)
            .where(
              and(eq(designerCredentials.designerId, designer.id), eq(designerCredentials.kind, fields.kind)),
            )
            .for("update");
          const verified = current.find((row) => row.state === "verified");
          if (!mayRenew(verified, now))
            throw conflict((m) => m.proofOfTrust.errors.stillValid(verified?.expiresOn ?? ""));
          const open = current.filter((row) => row.state !== "verified");
          if (open.length > 0)
            await tx.delete(designerCredentials).where(
              inArray(
                designerCredentials.id,
                open.map((row) => row.id),
              ),
            );
          replaced = open.map((row) => row.storageKey);
          const [inserted] = await tx
            .insert(designerCredentials)
            .values({
              id,
              designerId: designer.id,
              kind: fields.kind,
              reference: fields.reference,
              insurer: fields.kind === "insurance" ? fields.insurer : null,
              expiresOn: fields.expiresOn,
              storageKey,
              contentType: document.contentType,
              fileName: document.fileName,
              sizeBytes: document.sizeBytes,
            })
            .returning();
          if (!inserted) throw new Error("The credential was not written");
          return inserted;
        }),
      // Two uploads of one kind at once: the second finds the place taken.
      (m) => m.proofOfTrust.errors.notPending,
    );
    await Promise.all(replaced.map((key) => storage.delete(key)));
    return row;
  } catch (error) {
    await storage.delete(storageKey);
    throw error;
  }
}

const lostReview = () => conflict((m) => m.proofOfTrust.errors.notPending);

/**
 * Verifies a waiting credential, with the expiry date the admin read on it. The row is locked from
 * "pending", so of two admins at once one verifies and the other is told it was already checked. The
 * verified one it renews goes, row and file.
 */
export async function verifyCredential(
  db: Db,
  storage: Storage,
  row: DesignerCredentialRow,
  admin: UserRow,
  expiresOn: string | undefined,
): Promise<DesignerCredentialRow> {
  const { verified, renewed } = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(designerCredentials)
      .where(and(eq(designerCredentials.id, row.id), eq(designerCredentials.state, "pending")))
      .for("update");
    if (!locked) throw lostReview();
    const [previous] = await tx
      .delete(designerCredentials)
      .where(
        and(
          eq(designerCredentials.designerId, locked.designerId),
          eq(designerCredentials.kind, locked.kind),
          eq(designerCredentials.state, "verified"),
        ),
      )
      .returning({ storageKey: designerCredentials.storageKey });
    const [moved] = await tx
      .update(designerCredentials)
      .set({
        state: "verified",
        expiresOn: expiresOn ?? locked.expiresOn,
        rejectionReason: null,
        reviewedBy: admin.id,
        reviewedAt: new Date(),
      })
      .where(eq(designerCredentials.id, locked.id))
      .returning();
    if (!moved) throw lostReview();
    // The public pages show the badge at once.
    await clearCatalogueCache(tx);
    return { verified: moved, renewed: previous?.storageKey };
  });
  if (renewed) await storage.delete(renewed);
  return verified;
}

/** Rejects a waiting credential with the reason its designer reads; one conditional write, as verifying. */
export async function rejectCredential(
  db: Db,
  row: DesignerCredentialRow,
  admin: UserRow,
  reason: string,
): Promise<DesignerCredentialRow> {
  const [moved] = await db
    .update(designerCredentials)
    .set({ state: "rejected", rejectionReason: reason, reviewedBy: admin.id, reviewedAt: new Date() })
    .where(and(eq(designerCredentials.id, row.id), eq(designerCredentials.state, "pending")))
    .returning();
  if (!moved) throw lostReview();
  return moved;
}

const designer = alias(users, "designer");
const renewedOne = alias(designerCredentials, "renewed");
/** The queue shows this many; more waiting is the count's to say. */
const QUEUE_SHOWN = 100;

/** The admins' queue: waiting ones oldest first (first come, first checked); checked ones newest first. */
export async function listCredentialQueue(
  db: Db,
  state: "pending" | "verified" | "rejected",
): Promise<CredentialQueue> {
  const rows = await db
    .select({
      credential: designerCredentials,
      designer: {
        id: designer.id,
        firstName: designer.firstName,
        lastName: designer.lastName,
        email: designer.email,
      },
      renewed: { reference: renewedOne.reference, expiresOn: renewedOne.expiresOn },
    })
    .from(designerCredentials)
    .innerJoin(designer, eq(designer.id, designerCredentials.designerId))
    .leftJoin(
      renewedOne,
      and(
        eq(renewedOne.designerId, designerCredentials.designerId),
        eq(renewedOne.kind, designerCredentials.kind),
        eq(renewedOne.state, "verified"),
        ne(renewedOne.id, designerCredentials.id),
      ),
    )
    .where(eq(designerCredentials.state, state))
    .orderBy(
      ...(state === "pending"
        ? [asc(designerCredentials.createdAt), asc(designerCredentials.id)]
        : [desc(designerCredentials.reviewedAt), desc(designerCredentials.id)]),
    )
    .limit(QUEUE_SHOWN);
  const [waiting] = await db
    .select({ n: count() })
    .from(designerCredentials)
    .where(eq(designerCredentials.state, "pending"));
  const items = rows.map(
    ({ credential, designer: who, renewed }): AdminCredential => ({
      ...presentCredential(credential),
      designer: { id: who.id, name: displayName(who) || who.email, email: who.email },
      replaces:
        renewed?.reference && renewed.expiresOn
          ? { reference: renewed.reference, expiresOn: renewed.expiresOn }
          : null,
    }),
  );
  return { items, pending: waiting?.n ?? 0 };
}

/**
 * The public badges of each designer: verified and not past the last day in Hong Kong, so an expired
 * document stops showing by itself, with no job. Never the document or its number.
 */
export async function badgesOf(
  db: Db,
  designerIds: readonly string[],
  now = new Date(),
): Promise<Map<string, TrustBadge[]>> {
  const badges = new Map<string, TrustBadge[]>();
  if (designerIds.length === 0) return badges;
  const rows = await db
    .select({
      designerId: designerCredentials.designerId,
      kind: designerCredentials.kind,
      validUntil: designerCredentials.expiresOn,
    })
    .from(designerCredentials)
    .where(
      and(
        inArray(designerCredentials.designerId, [...designerIds]),
        eq(designerCredentials.state, "verified"),
        gte(designerCredentials.expiresOn, hongKongToday(now)),
      ),
    );
  const order = (kind: CredentialKind) => CREDENTIAL_KINDS.indexOf(kind);
  for (const row of rows.sort((a, b) => order(a.kind) - order(b.kind))) {
    badges.set(row.designerId, [
      ...(badges.get(row.designerId) ?? []),
      { kind: row.kind, validUntil: row.validUntil },
    ]);
  }
  return badges;
}

/** Verified credentials whose last day falls between `from` and `to` (Hong Kong dates), for the reminders. */
export function verifiedExpiringBetween(db: Db, from: string, to: string) {
  return db
    .select({
      id: designerCredentials.id,
      designerId: designerCredentials.designerId,
      kind: designerCredentials.kind,
      expiresOn: designerCredentials.expiresOn,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(designerCredentials)
    .innerJoin(users, eq(users.id, designerCredentials.designerId))
    .where(
      and(
        eq(designerCredentials.state, "verified"),
        sql`${designerCredentials.expiresOn} between ${from} and ${to}`,
      ),
    );
}
