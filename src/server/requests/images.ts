import { randomUUID } from "node:crypto";
import { and, count, eq, max } from "drizzle-orm";
import { MAX_REQUEST_IMAGES } from "#shared/requests/constants.ts";
import type { Db } from "../db/client.ts";
import { type DesignRequestRow, designRequestImages } from "../db/schema/index.ts";
import { badRequest, notFound } from "../lib/http-errors.ts";
import { processUpload, type Upload } from "../lib/images/process-upload.ts";
import type { Storage } from "../lib/storage/storage.ts";

/**
 * Adds uploaded photos to a request: each is checked and re-encoded by the shared pipeline, the
 * files are stored, then the rows written in one transaction; if that fails, the files go too.
 */
export async function addRequestImages(
  db: Db,
  storage: Storage,
  request: DesignRequestRow,
  uploads: readonly Upload[],
): Promise<void> {
  if (uploads.length === 0) throw badRequest((m) => m.requests.images.none);
  const [existing] = await db
    .select({ n: count(), last: max(designRequestImages.position) })
    .from(designRequestImages)
    .where(eq(designRequestImages.requestId, request.id));
  if ((existing?.n ?? 0) + uploads.length > MAX_REQUEST_IMAGES)
    throw badRequest((m) => m.requests.images.tooMany);

  const images = [];
  for (const upload of uploads) images.push(await processUpload(upload, (m) => m.requests.images));
  const stored: string[] = [];
  try {
    const rows = [];
    for (const [index, image] of images.entries()) {
      const id = randomUUID();
      const storageKey = `requests/${request.id}/${id}.${image.extension}`;
      await storage.put(storageKey, image.data, image.contentType);
      stored.push(storageKey);
      rows.push({
        id,
        requestId: request.id,
        storageKey,
        contentType: image.contentType,
        width: image.width,
        height: image.height,
        position: (existing?.last ?? -1) + 1 + index,
      });
    }
    await db.insert(designRequestImages).values(rows);
  } catch (error) {
    await Promise.all(stored.map((key) => storage.delete(key)));
    throw error;
  }
}

const imageNotFound = () => notFound((m) => m.requests.images.notFound);

async function findImage(db: Db, requestId: string, imageId: string) {
  const [image] = await db
    .select()
    .from(designRequestImages)
    .where(and(eq(designRequestImages.requestId, requestId), eq(designRequestImages.id, imageId)))
    .limit(1);
  if (!image) throw imageNotFound();
  return image;
}

export async function readRequestImage(db: Db, storage: Storage, requestId: string, imageId: string) {
  const image = await findImage(db, requestId, imageId);
  const data = await storage.get(image.storageKey);
  if (!data) throw imageNotFound();
  return { data, contentType: image.contentType };
}

export async function deleteRequestImage(db: Db, storage: Storage, requestId: string, imageId: string) {
  const image = await findImage(db, requestId, imageId);
  await db.delete(designRequestImages).where(eq(designRequestImages.id, image.id));
  await storage.delete(image.storageKey);
}
