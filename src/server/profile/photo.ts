import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { type UserRow, users } from "../db/schema/index.ts";
import { processUpload, type Upload } from "../lib/images/process-upload.ts";
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
  upload: Upload,
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

/**
 * Deletes every photo an account stored, with the variants made of them: the current one and any a
 * failed replacement left in its folder. A deleted account's photo is public and cached for a year, so
 * it must stop being served at once rather than at the next orphan sweep.
 */
export async function deleteAccountPhotos(
  storage: Storage,
  userId: string,
  profileImageUrl: string | null,
): Promise<void> {
  const current = storedKey(profileImageUrl);
  const originals = new Set(current ? [current] : []);
  for await (const file of storage.list(`users/${userId}`)) originals.add(file.key);
  await deleteStoredImages(storage, [...originals]);
  // Variants whose original had already gone (a replacement cut short) are found by their folder.
  const variants: string[] = [];
  for await (const file of storage.list(`variants/users/${userId}`)) variants.push(file.key);
  await Promise.all(variants.map((key) => storage.delete(key)));
}

export async function removeProfilePhoto(db: Db, storage: Storage, user: UserRow): Promise<void> {
  await db.update(users).set({ profileImageUrl: null, updatedAt: new Date() }).where(eq(users.id, user.id));
  const previous = storedKey(user.profileImageUrl);
  if (previous) await deleteStoredImages(storage, [previous]);
}
