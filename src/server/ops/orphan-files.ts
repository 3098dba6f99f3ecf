import { inArray } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { designImages, designRequestImages, users } from "../db/schema/index.ts";
import { imageUrl } from "../designs/service.ts";
import type { Storage } from "../lib/storage/storage.ts";

/** The folders whose files belong to rows; anything else in the store is left alone. */
const FOLDERS = ["designs", "requests", "users", "variants"] as const;

/** Uploads store their files a moment before their rows commit: younger files may be on their way. */
export const ORPHAN_MIN_AGE_MS = 60 * 60_000;

const BATCH = 500;

/** The stored originals a file stands for: itself, or for a variant the original it was made from. */
function owners(key: string): string[] {
  const variant = /^variants\/(.+)\/w\d+-q\d+\.[a-z]+$/.exec(key);
  return variant ? [`${variant[1]}.jpg`, `${variant[1]}.png`] : [key];
}

/** Which of `keys` a row still points at. */
async function referencedKeys(db: Db, keys: string[]): Promise<Set<string>> {
  const [portfolio, requests, photos] = await Promise.all([
    db
      .select({ key: designImages.storageKey })
      .from(designImages)
      .where(inArray(designImages.storageKey, keys)),
    db
      .select({ key: designRequestImages.storageKey })
      .from(designRequestImages)
      .where(inArray(designRequestImages.storageKey, keys)),
    db
      .select({ url: users.profileImageUrl })
      .from(users)
      .where(inArray(users.profileImageUrl, keys.map(imageUrl))),
  ]);
  const photoKeys = new Map(keys.map((key) => [imageUrl(key), key]));
  return new Set([
    ...portfolio.map((row) => row.key),
    ...requests.map((row) => row.key),
    ...photos.flatMap((row) => photoKeys.get(row.url ?? "") ?? []),
  ]);
}

async function removeUnreferenced(db: Db, storage: Storage, keys: string[]): Promise<number> {
  const referenced = await referencedKeys(db, [...new Set(keys.flatMap(owners))]);
  const orphans = keys.filter((key) => !owners(key).some((owner) => referenced.has(owner)));
  await Promise.all(orphans.map((key) => storage.delete(key)));
  return orphans.length;
}

/**
 * Deletes stored files no row points at, older than `olderThan`: left by a process that died
 * between storing an upload and committing its rows (or between deleting rows and their files),
 * part-written files of a crash, and variants of deleted originals. Returns how many went.
 */
export async function sweepOrphanFiles(db: Db, storage: Storage, olderThan: Date): Promise<number> {
  let removed = 0;
  for (const folder of FOLDERS) {
    let batch: string[] = [];
    for await (const file of storage.list(folder)) {
      if (file.modifiedAt >= olderThan) continue;
      batch.push(file.key);
      if (batch.length === BATCH) {
        removed += await removeUnreferenced(db, storage, batch);
        batch = [];
      }
    }
    if (batch.length > 0) removed += await removeUnreferenced(db, storage, batch);
  }
  return removed;
}
