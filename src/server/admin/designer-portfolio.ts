import { desc, eq } from "drizzle-orm";
import type { Design } from "#shared/designs/design.ts";
import type { Db } from "../db/client.ts";
import { designs } from "../db/schema/index.ts";
import { getDesigns } from "../designs/service.ts";

/** One designer's portfolio items, newest first, for the Designer Details dialog. */
export async function listDesignerPortfolio(db: Db, designerId: string): Promise<Design[]> {
  const rows = await db
    .select({ id: designs.id })
    .from(designs)
    .where(eq(designs.designerId, designerId))
    .orderBy(desc(designs.createdAt), desc(designs.id));
  return getDesigns(
    db,
    rows.map((row) => row.id),
  );
}
