import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { type UserRow, users } from "../db/schema/index.ts";
import { processUpload } from "../lib/images/process-upload.ts";
import { deleteStoredImages } from "../lib/images/stored-files.ts";
import type { Storage } from "../lib/storage/storage.ts";

/** Profile photos are public (a designer's face on their page): /uploads/users/{userId}/{id}.{ext}. */
const URL_PREFIX = "/uploads/";

const storedKey = (url: string | null) =>
  url?.startsWith(`${URL_PREFIX}users/`) ? url.slice(URL_PREFIX.length) : null;

/**
 * Replaces the user's photo with the upload, checked and re-encoded by the shared pipeline (no
 * metadata kept); the old file and its variants go once the new one is in place.
 */
export async function setProfilePhoto(
  db: Db,
  storage: Storage,
  user: UserRow,
  upload: Buffer,
): Promise<string> {
  const image = await processUpload(upload, (m) => m.requests.images);
  const key = `users/${user.id}/${randomUUID()}.${image.extension}`;
  await storage.put(key, image.data, image.contentType);
  const url = `${URL_PREFIX}${key}`;
  try {
    await db.update(users).set({ profileImageUrl: url, updatedAt: new Date() }).where(eq(users.id, user.id));
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
  const previous = storedKey(user.profileImageUrl);
  if (previous) await deleteStoredImages(storage, [previous]);
  return url;
}

export async function removeProfilePhoto(db: Db, storage: Storage, user: UserRow): Promise<void> {
  await db.update(users).set({ profileImageUrl: null, updatedAt: new Date() }).where(eq(users.id, user.id));
  const previous = storedKey(user.profileImageUrl);
  if (previous) await deleteStoredImages(storage, [previous]);
}
