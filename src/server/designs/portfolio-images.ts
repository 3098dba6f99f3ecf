import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { type ImageStateEntry, MAX_PORTFOLIO_IMAGES } from "#shared/designs/portfolio.ts";
import type { Messages } from "#shared/i18n/index.ts";
import type { Db } from "../db/client.ts";
import { type DesignRow, designImages, designs } from "../db/schema/index.ts";
import { badRequest } from "../lib/http-errors.ts";
import { processUpload, type Upload } from "../lib/images/process-upload.ts";
import { deleteStoredImages } from "../lib/images/stored-files.ts";
import type { Storage } from "../lib/storage/storage.ts";
import { clearCatalogueCache } from "./catalogue-cache.ts";
import { imageUrl } from "./service.ts";

/** A 400 in the portfolio's words about images. */
const refused = (refusal: keyof Messages["designs"]["portfolio"]["images"]) =>
  badRequest((m) => m.designs.portfolio.images[refusal]);
type Transaction = Parameters<Parameters<Db["transaction"]>[0]>[0];

interface StoredFile {
  id: string;
  storageKey: string;
  width: number;
  height: number;
}

/**
 * Checks and re-encodes every upload with the shared pipeline (so one bad file stores nothing),
 * then stores them under the design's folder, the public /uploads/designs/{designId}/{imageId}.
 */
async function storeUploads(
  storage: Storage,
  designId: string,
  uploads: readonly Upload[],
): Promise<StoredFile[]> {
  const images = [];
  for (const upload of uploads) images.push(await processUpload(upload, (m) => m.designs.portfolio.images));
  const stored: StoredFile[] = [];
  try {
    for (const image of images) {
      const id = randomUUID();
      const storageKey = `designs/${designId}/${id}.${image.extension}`;
      await storage.put(storageKey, image.data, image.contentType);
      stored.push({ id, storageKey, width: image.width, height: image.height });
    }
  } catch (error) {
    await deleteStoredImages(
      storage,
      stored.map((file) => file.storageKey),
    );
    throw error;
  }
  return stored;
}

/**
 * Writes rows for files already stored; if the rows cannot be written (a rule or the database
 * refuses), the files go too, so no file is left without a row.
 */
async function withStoredFiles<T>(
  db: Db,
  storage: Storage,
  design: DesignRow,
  stored: StoredFile[],
  write: (tx: Transaction) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      // One writer at a time per design, so two uploads cannot pass the 5-image limit together.
      await tx.select({ id: designs.id }).from(designs).where(eq(designs.id, design.id)).for("update");
      const written = await write(tx);
      await clearCatalogueCache(tx);
      return written;
    });
  } catch (error) {
    await deleteStoredImages(
      storage,
      stored.map((file) => file.storageKey),
    );
    throw error;
  }
}

const currentImages = (tx: Transaction, designId: string) =>
  tx.select().from(designImages).where(eq(designImages.designId, designId));

/**
 * POST /api/portfolio/{id}/images: adds images after the last one. Spec 2 §4: when the item has
 * no main image, the first one uploaded becomes main.
 */
export async function addImages(
  db: Db,
  storage: Storage,
  design: DesignRow,
  uploads: readonly Upload[],
): Promise<void> {
  if (uploads.length === 0) throw refused("none");
  if (uploads.length > MAX_PORTFOLIO_IMAGES) throw refused("tooMany");
  const stored = await storeUploads(storage, design.id, uploads);
  await withStoredFiles(db, storage, design, stored, async (tx) => {
    const existing = await currentImages(tx, design.id);
    if (existing.length + stored.length > MAX_PORTFOLIO_IMAGES) throw refused("tooMany");
    const next = Math.max(-1, ...existing.map((image) => image.position)) + 1;
    const hasMain = existing.some((image) => image.isMain);
    await tx.insert(designImages).values(
      stored.map((file, index) => ({
        ...file,
        designId: design.id,
        position: next + index,
        isMain: !hasMain && index === 0,
      })),
    );
  });
}

/** The path of an image URL, whether sent relative, absolute or with variant parameters. */
function urlPath(url: string): string {
  try {
    return new URL(url, "http://localhost").pathname;
  } catch {
    return url;
  }
}

/**
 * PUT /api/portfolio/{id}/images: `state` is the final list (spec 2 §7). Existing images are
 * named by URL, new ones take the uploaded files in the order both were sent; images left out
 * are deleted, rows first and files after. The marked image is main, else the first.
 */
export async function replaceImages(
  db: Db,
  storage: Storage,
  design: DesignRow,
  state: ImageStateEntry[],
  uploads: readonly Upload[],
): Promise<void> {
  if (state.filter((entry) => !entry.isExisting).length !== uploads.length) {
    throw refused("stateFilesMismatch");
  }
  const stored = await storeUploads(storage, design.id, uploads);
  const removed = await withStoredFiles(db, storage, design, stored, async (tx) => {
    const existing = await currentImages(tx, design.id);
    const byUrl = new Map(existing.map((image) => [imageUrl(image.storageKey), image]));
    const newFiles = [...stored];
    const kept = new Set<string>();
    const final = state.map((entry, index) => {
      if (!entry.isExisting) return { entry, index, file: newFiles.shift() };
      const image = byUrl.get(urlPath(entry.existingUrl ?? ""));
      if (!image) throw refused("unknownExisting");
      if (kept.has(image.id)) throw refused("duplicateExisting");
      kept.add(image.id);
      return { entry, index, existing: image };
    });
    final.sort((a, b) => a.entry.order - b.entry.order || a.index - b.index);
    const main = Math.max(
      0,
      final.findIndex((item) => item.entry.isMain),
    );

    const gone = existing.filter((image) => !kept.has(image.id));
    if (gone.length > 0) {
      await tx.delete(designImages).where(
        inArray(
          designImages.id,
          gone.map((image) => image.id),
        ),
      );
    }
    for (const [position, item] of final.entries()) {
      const isMain = position === main;
      if (item.existing) {
        await tx.update(designImages).set({ position, isMain }).where(eq(designImages.id, item.existing.id));
      } else if (item.file) {
        await tx.insert(designImages).values({ ...item.file, designId: design.id, position, isMain });
      }
    }
    return gone.map((image) => image.storageKey);
  });
  await deleteStoredImages(storage, removed);
}
