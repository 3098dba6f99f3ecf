import { and, desc, eq } from "drizzle-orm";
import type { Design } from "#shared/designs/design.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import type { Db } from "../db/client.ts";
import { designs, savedDesigns } from "../db/schema/index.ts";
import { databaseErrorCode, FOREIGN_KEY_VIOLATION } from "../lib/constraint-violations.ts";
import { notFound } from "../lib/http-errors.ts";
import { getDesigns } from "./service.ts";

/** The user's saved designs, most recently saved first. */
export async function listSavedDesigns(db: Db, userId: string, reader: Locale): Promise<Design[]> {
  const rows = await db
    .select({ designId: savedDesigns.designId })
    .from(savedDesigns)
    .where(eq(savedDesigns.userId, userId))
    .orderBy(desc(savedDesigns.createdAt));
  return getDesigns(
    db,
    rows.map((row) => row.designId),
    reader,
  );
}

const designNotFound = () => notFound((m) => m.designs.detail.notFound);

/**
 * Saving twice is the same as saving once, also when both arrive at once (the key settles it); a
 * design removed meanwhile is not found rather than a broken reference.
 */
export async function saveDesign(db: Db, userId: string, designId: string): Promise<void> {
  const [design] = await db.select({ id: designs.id }).from(designs).where(eq(designs.id, designId)).limit(1);
  if (!design) throw designNotFound();
  try {
    await db
      .insert(savedDesigns)
      .values({ userId, designId })
      .onConflictDoNothing({ target: [savedDesigns.userId, savedDesigns.designId] });
  } catch (error) {
    if (databaseErrorCode(error) === FOREIGN_KEY_VIOLATION) throw designNotFound();
    throw error;
  }
}

export async function unsaveDesign(db: Db, userId: string, designId: string): Promise<void> {
  await db
    .delete(savedDesigns)
    .where(and(eq(savedDesigns.userId, userId), eq(savedDesigns.designId, designId)));
}
