import { and, eq, inArray } from "drizzle-orm";
import { dueAt } from "#shared/matching/business-days.ts";
import type { HkDistrict } from "#shared/matching/districts.ts";
import type { RequestStyle } from "#shared/requests/constants.ts";
import { REQUEST_DELETABLE, REQUEST_MOVES } from "#shared/requests/lifecycle.ts";
import type { DesignRequest, RequestDetails } from "#shared/requests/schema.ts";
import { requestBudgetLabels } from "#shared/requests/schema.ts";
import type { Db, DbExecutor } from "../db/client.ts";
import {
  type DesignRequestRow,
  designRequestImages,
  designRequestInspirations,
  designRequests,
  designs,
} from "../db/schema/index.ts";
import { imageUrl } from "../designs/service.ts";
import { badRequest, conflict, notFound } from "../lib/http-errors.ts";
import type { JobQueue } from "../lib/jobs/job-queue.ts";
import type { Storage } from "../lib/storage/storage.ts";
import { recordEvent } from "./history.ts";
import { queueNewRequestNotice } from "./new-request-notice.ts";
import { type RequestParts, readRequestParts } from "./request-parts.ts";
import { addWishes, assertWishable, setWishes } from "./wishes.ts";

export const requestImageUrl = (requestId: string, imageId: string) =>
  `/api/forms/${requestId}/images/${imageId}`;

function detailColumns(details: RequestDetails) {
  return {
    propertyAddress: details.propertyAddress,
    propertyType: details.propertyType,
    projectType: details.projectType,
    homeStatus: details.homeStatus ?? null,
    district: details.district ?? null,
    designStyles: details.designStyle,
    description: details.description,
    mobileNumber: details.mobileNumber,
    squareFootage: details.squareFootage,
    budgetMin: details.budget.min,
    budgetMax: details.budget.max,
    hasContractor: details.hasContractor,
    contractorNames: details.contractorNames,
    hasPastCollaborations: details.hasPastCollaborations,
    pastCollaborationNames: details.pastCollaborationNames,
  };
}

/** Requests as the API shows them, with their client, photos, inspirations and wishes (two statements in all). */
export async function presentRequests(db: Db, rows: DesignRequestRow[]): Promise<DesignRequest[]> {
  if (rows.length === 0) return [];
  return presentRequestsWith(rows, await readRequestParts(db, rows));
}

/** Requests as the API shows them, from their rows and parts already read. */
export function presentRequestsWith(rows: DesignRequestRow[], parts: RequestParts): DesignRequest[] {
  return rows.map((row) => {
    const client = parts.clients.get(row.clientId);
    return {
      id: row.id,
      clientId: row.clientId,
      client: client ? { email: client.email, firstName: client.firstName, lastName: client.lastName } : null,
      status: row.status,
      propertyAddress: row.propertyAddress,
      propertyType: row.propertyType,
      projectType: row.projectType,
      homeStatus: row.homeStatus,
      designStyle: row.designStyles as RequestStyle[],
      budget: requestBudgetLabels(row.budgetMin, row.budgetMax),
      budgetMin: row.budgetMin,
      budgetMax: row.budgetMax,
      description: row.description,
      mobileNumber: row.mobileNumber,
      squareFootage: row.squareFootage,
      hasContractor: row.hasContractor,
      contractorNames: row.contractorNames,
      hasPastCollaborations: row.hasPastCollaborations,
      pastCollaborationNames: row.pastCollaborationNames,
      images: (parts.images.get(row.id) ?? []).map((image) => ({
        id: image.id,
        imageUrl: requestImageUrl(row.id, image.id),
      })),
      inspirations: (parts.inspirations.get(row.id) ?? []).map((design) => ({
        id: design.id,
        title: design.title,
        imageUrl: design.mainImage ? imageUrl(design.mainImage) : null,
      })),
      wishedDesigners: parts.wishes.get(row.id) ?? [],
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      dueAt: row.dueAt?.toISOString() ?? null,
      district: row.district as HkDistrict | null,
    };
  });
}

/** Inspiration must be designs of the catalogue; one deleted meanwhile is named, not silently dropped. */
async function assertDesignsExist(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await db.select({ id: designs.id }).from(designs).where(inArray(designs.id, ids));
  if (found.length !== ids.length) throw badRequest((m) => m.requests.errors.inspirationMissing);
}

async function setInspirations(db: Db, requestId: string, designIds: string[]): Promise<void> {
  await db.delete(designRequestInspirations).where(eq(designRequestInspirations.requestId, requestId));
  await addInspirations(db, requestId, designIds);
}

async function addInspirations(db: Db, requestId: string, designIds: string[]): Promise<void> {
  if (designIds.length === 0) return;
  await db
    .insert(designRequestInspirations)
    .values(designIds.map((designId, position) => ({ requestId, designId, position })));
}

export async function findRequest(db: DbExecutor, id: string): Promise<DesignRequestRow | undefined> {
  const [row] = await db.select().from(designRequests).where(eq(designRequests.id, id)).limit(1);
  return row;
}

export async function presentRequest(db: Db, row: DesignRequestRow): Promise<DesignRequest> {
  const [shown] = await presentRequests(db, [row]);
  if (!shown) throw new Error("A request could not be presented");
  return shown;
}

/**
 * A new request of `clientId`, always 'submitted', with its first history step and the job that tells the
 * admins of it in the same transaction; answers the saved row (the caller presents it).
 */
export async function createRequest(
  db: Db,
  jobs: JobQueue,
  clientId: string,
  details: RequestDetails,
): Promise<DesignRequestRow> {
  await Promise.all([
    assertDesignsExist(db, details.inspirationDesignIds ?? []),
    assertWishable(db, details.wishedDesignerIds ?? []),
  ]);
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(designRequests)
      .values({
        ...detailColumns(details),
        clientId,
        status: "submitted",
        agreedToTermsAt: new Date(),
        dueAt: dueAt(new Date()),
      })
      .returning();
    if (!inserted) throw new Error("Insert returned no row");
    // A new request has no inspirations or wishes to replace: they are only added.
    await addInspirations(tx, inserted.id, details.inspirationDesignIds ?? []);
    await addWishes(tx, inserted.id, details.wishedDesignerIds ?? []);
    await recordEvent(tx, { requestId: inserted.id, actorId: clientId, type: "submitted" });
    await queueNewRequestNotice(jobs, tx, inserted.id);
    return inserted;
  });
}

/** Saves an edit; a client's edit puts the request back to 'submitted' (spec 1 §4). */
export async function updateRequest(
  db: Db,
  row: DesignRequestRow,
  details: RequestDetails,
  byClient: boolean,
): Promise<DesignRequest> {
  const chosen = details.inspirationDesignIds;
  if (chosen) await assertDesignsExist(db, chosen);
  const wished = details.wishedDesignerIds;
  if (wished) await assertWishable(db, wished);
  const updated = await db.transaction(async (tx) => {
    // A client's edit names the status it may start from, so an introduction made meanwhile wins.
    const editable = REQUEST_MOVES.clientEdit;
    const [saved] = await tx
      .update(designRequests)
      .set({
        ...detailColumns(details),
        ...(byClient ? { status: editable.to } : {}),
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(designRequests.id, row.id),
          byClient ? inArray(designRequests.status, [...editable.from]) : undefined,
        ),
      )
      .returning();
    if (!saved) {
      const [still] = await tx
        .select({ id: designRequests.id })
        .from(designRequests)
        .where(eq(designRequests.id, row.id));
      if (!still) throw notFound((m) => m.requests.errors.notFound);
      throw conflict((m) => m.requests.errors.notEditable);
    }
    if (chosen) await setInspirations(tx, saved.id, chosen);
    if (wished) await setWishes(tx, saved.id, wished);
    return saved;
  });
  return presentRequest(db, updated);
}

/**
 * Deletes a request and then its image files (a file left behind only wastes space; a row never points
 * nowhere). Only before any designer is involved: the DELETE names those statuses, so a request an
 * admin introduces at the same moment stays, and the caller is told to withdraw it instead.
 */
export async function deleteRequest(db: Db, storage: Storage, row: DesignRequestRow): Promise<void> {
  const images = await db.transaction(async (tx) => {
    const keys = await tx
      .select({ key: designRequestImages.storageKey })
      .from(designRequestImages)
      .where(eq(designRequestImages.requestId, row.id));
    const [deleted] = await tx
      .delete(designRequests)
      .where(and(eq(designRequests.id, row.id), inArray(designRequests.status, [...REQUEST_DELETABLE])))
      .returning({ id: designRequests.id });
    if (deleted) return keys;
    const [still] = await tx
      .select({ id: designRequests.id })
      .from(designRequests)
      .where(eq(designRequests.id, row.id));
    if (!still) throw notFound((m) => m.requests.errors.notFound);
    throw conflict((m) => m.requests.errors.notDeletable);
  });
  await Promise.all(images.map((image) => storage.delete(image.key)));
}

/**
 * An admin's confirm or revert, recorded in the history in the same transaction. The write names the
 * status it starts from; asking for the status the request already has changes nothing (no history).
 */
export async function setRequestStatus(
  db: Db,
  row: DesignRequestRow,
  status: "confirmed" | "submitted",
  actorId: string,
): Promise<DesignRequest> {
  const move = status === "confirmed" ? REQUEST_MOVES.confirm : REQUEST_MOVES.revert;
  const updated = await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(designRequests)
      .set({ status: move.to, updatedAt: new Date() })
      .where(and(eq(designRequests.id, row.id), inArray(designRequests.status, [...move.from])))
      .returning();
    if (moved) {
      await recordEvent(tx, {
        requestId: row.id,
        actorId,
        type: status === "confirmed" ? "confirmed" : "reverted",
      });
      return moved;
    }
    const current = await findRequest(tx, row.id);
    if (!current) throw notFound((m) => m.requests.errors.notFound);
    if (current.status !== move.to) throw conflict((m) => m.requests.errors.matchingStarted);
    return current;
  });
  return presentRequest(db, updated);
}
