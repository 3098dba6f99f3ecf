import { and, desc, eq } from "drizzle-orm";
import type { Design } from "#shared/designs/design.ts";
import type { PortfolioItemFields } from "#shared/designs/portfolio.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import type { Db } from "../db/client.ts";
import { type DesignRow, designImages, designs, users } from "../db/schema/index.ts";
import { badRequest } from "../lib/http-errors.ts";
import { deleteStoredImages } from "../lib/images/stored-files.ts";
import type { Storage } from "../lib/storage/storage.ts";
import { clearCatalogueCache } from "./catalogue-cache.ts";
import { searchDocument } from "./search.ts";
import { getDesign, getDesigns, insertDesign } from "./service.ts";

export async function findDesignRow(db: Db, id: string): Promise<DesignRow | undefined> {
  const [row] = await db.select().from(designs).where(eq(designs.id, id)).limit(1);
  return row;
}

/** A design the API just wrote; it exists, since the caller holds its row. */
export async function presentDesign(db: Db, id: string, reader: Locale): Promise<Design> {
  const design = await getDesign(db, id, reader);
  if (!design) throw new Error(`Design ${id} vanished`);
  return design;
}

/** An admin's chosen owner must be an existing designer. */
async function assertDesigner(db: Db, designerId: string | undefined) {
  if (!designerId) throw badRequest((m) => m.designs.portfolio.validation.designerRequired);
  const [designer] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, designerId), eq(users.role, "designer")))
    .limit(1);
  if (!designer) throw badRequest((m) => m.designs.portfolio.validation.designerUnknown);
  return designer.id;
}

/** A new item without images yet; the dialog uploads them next (spec 2 §7). */
export async function createItem(
  db: Db,
  designerId: string | undefined,
  fields: PortfolioItemFields,
  reader: Locale,
): Promise<Design> {
  const owner = await assertDesigner(db, designerId);
  const id = await insertDesign(db, { designerId: owner, ...designColumns(fields) }, []);
  return presentDesign(db, id, reader);
}

/** A language left out is stored as null, title and description alike. */
const designColumns = (fields: PortfolioItemFields) => ({
  titleEn: fields.titleEn,
  descriptionEn: fields.descriptionEn,
  titleZh: fields.titleZh,
  descriptionZh: fields.descriptionZh,
  styles: fields.style,
  budgetMin: fields.budget.min,
  budgetMax: fields.budget.max,
});

/** Saves the edited fields and the search document that indexes them. */
export async function updateItem(
  db: Db,
  row: DesignRow,
  designerId: string | undefined,
  fields: PortfolioItemFields,
  reader: Locale,
): Promise<Design> {
  const owner = designerId ? await assertDesigner(db, designerId) : row.designerId;
  const columns = designColumns(fields);
  await db
    .update(designs)
    .set({ designerId: owner, ...columns, searchVector: searchDocument(columns), updatedAt: new Date() })
    .where(eq(designs.id, row.id));
  await clearCatalogueCache(db);
  return presentDesign(db, row.id, reader);
}

export async function setFeatured(
  db: Db,
  row: DesignRow,
  isFeatured: boolean,
  reader: Locale,
): Promise<Design> {
  await db.update(designs).set({ isFeatured, updatedAt: new Date() }).where(eq(designs.id, row.id));
  await clearCatalogueCache(db);
  return presentDesign(db, row.id, reader);
}

/** Deletes the item and its image rows, then their files: a failed delete leaves nothing half-gone. */
export async function deleteItem(db: Db, storage: Storage, row: DesignRow): Promise<void> {
  const images = await db
    .select({ key: designImages.storageKey })
    .from(designImages)
    .where(eq(designImages.designId, row.id));
  await db.delete(designs).where(eq(designs.id, row.id));
  await clearCatalogueCache(db);
  await deleteStoredImages(
    storage,
    images.map((image) => image.key),
  );
}

/** A designer's items, newest first: their own list (GET /api/designer/portfolio) and the admin's Designer Details. */
export async function listDesignerItems(db: Db, designerId: string, reader: Locale): Promise<Design[]> {
  const rows = await db
    .select({ id: designs.id })
    .from(designs)
    .where(eq(designs.designerId, designerId))
    .orderBy(desc(designs.createdAt), desc(designs.id));
  return getDesigns(
    db,
    rows.map((row) => row.id),
    reader,
  );
}
