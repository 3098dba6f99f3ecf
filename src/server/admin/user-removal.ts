import { eq, inArray } from "drizzle-orm";
import type { AdminUser } from "#shared/admin/users.ts";
import { announceAccountGone } from "../auth/sign-out-event.ts";
import type { Db } from "../db/client.ts";
import {
  designImages,
  designRequestImages,
  designRequests,
  designs,
  type UserRow,
  users,
} from "../db/schema/index.ts";
import { clearCatalogueCache } from "../designs/catalogue-cache.ts";
import { deleteStoredImages } from "../lib/images/stored-files.ts";
import type { Storage } from "../lib/storage/storage.ts";
import { deleteAccountPhotos } from "../profile/photo.ts";
import { toAdminUser } from "./user-list.ts";

/** Soft delete (spec 2 §4): the client leaves the admin lists but keeps the account and can still sign in. */
export async function setClientHidden(db: Db, client: UserRow, isHidden: boolean): Promise<AdminUser> {
  const [updated] = await db
    .update(users)
    .set({ isHidden, updatedAt: new Date() })
    .where(eq(users.id, client.id))
    .returning();
  if (!updated) throw new Error("Update returned no row");
  return toAdminUser(updated);
}

/**
 * Deletes an account for good with everything it owns: sessions, reset links, saved designs,
 * design requests and portfolio items go with the row (foreign keys cascade), in one
 * transaction; the image files (profile photo, request photos, portfolio images and their variants)
 * go right after the commit, so no row ever points to a missing file and no deleted file is served.
 */
export async function deleteAccount(db: Db, storage: Storage, user: UserRow): Promise<void> {
  const keys = await db.transaction(async (tx) => {
    await announceAccountGone(tx, user.id);
    // Locking the account first keeps new requests and designs from slipping in meanwhile.
    const [locked] = await tx
      .select({ profileImageUrl: users.profileImageUrl })
      .from(users)
      .where(eq(users.id, user.id))
      .for("update");
    const [requestImages, portfolioImages] = await Promise.all([
      tx
        .select({ key: designRequestImages.storageKey })
        .from(designRequestImages)
        .where(
          inArray(
            designRequestImages.requestId,
            tx
              .select({ id: designRequests.id })
              .from(designRequests)
              .where(eq(designRequests.clientId, user.id)),
          ),
        ),
      tx
        .select({ key: designImages.storageKey })
        .from(designImages)
        .where(
          inArray(
            designImages.designId,
            tx.select({ id: designs.id }).from(designs).where(eq(designs.designerId, user.id)),
          ),
        ),
    ]);
    await tx.delete(users).where(eq(users.id, user.id));
    return { requestImages, portfolioImages, profileImageUrl: locked?.profileImageUrl ?? null };
  });
  if (keys.portfolioImages.length > 0) await clearCatalogueCache(db);
  await Promise.all(keys.requestImages.map((image) => storage.delete(image.key)));
  await deleteStoredImages(
    storage,
    keys.portfolioImages.map((image) => image.key),
  );
  await deleteAccountPhotos(storage, user.id, keys.profileImageUrl);
}
