import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, lte, type SQL, sql } from "drizzle-orm";
import { displayName } from "#shared/auth/display.ts";
import type { CatalogueQuery } from "#shared/designs/catalogue-query.ts";
import { BUDGET_BANDS, type DesignStyle } from "#shared/designs/constants.ts";
import type { Design, DesignPage } from "#shared/designs/design.ts";
import { formatHkd } from "#shared/designs/money.ts";
import type { Db } from "../db/client.ts";
import { type DesignImageRow, type DesignRow, designImages, designs, users } from "../db/schema/index.ts";
import { prefixQuery, searchDocument, searchWords } from "./search.ts";

/** Public URL of a stored portfolio image; variants add ?w=&q=&f=. */
export const imageUrl = (storageKey: string) => `/uploads/${storageKey}`;

type DesignWithDesigner = Omit<DesignRow, "searchVector"> & {
  designerFirstName: string | null;
  designerLastName: string | null;
  designerEmail: string;
};

function toDesign(row: DesignWithDesigner, images: DesignImageRow[]): Design {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    style: row.styles as DesignStyle[],
    budget:
      row.budgetMin === null
        ? null
        : { min: formatHkd(row.budgetMin), max: row.budgetMax === null ? null : formatHkd(row.budgetMax) },
    budgetMin: row.budgetMin,
    budgetMax: row.budgetMax,
    isFeatured: row.isFeatured,
    designer: {
      id: row.designerId,
      name: displayName({
        firstName: row.designerFirstName,
        lastName: row.designerLastName,
        email: row.designerEmail,
      }),
    },
    images: images.map((image) => ({
      id: image.id,
      imageUrl: imageUrl(image.storageKey),
      width: image.width,
      height: image.height,
      isMain: image.isMain,
    })),
    createdAt: row.createdAt.toISOString(),
  };
}

const designColumns = {
  id: designs.id,
  designerId: designs.designerId,
  title: designs.title,
  description: designs.description,
  styles: designs.styles,
  budgetMin: designs.budgetMin,
  budgetMax: designs.budgetMax,
  isFeatured: designs.isFeatured,
  createdAt: designs.createdAt,
  updatedAt: designs.updatedAt,
  designerFirstName: users.firstName,
  designerLastName: users.lastName,
  designerEmail: users.email,
};

/** Attaches each design's images (one query for the whole page), in their order. */
async function withImages(db: Db, rows: DesignWithDesigner[]): Promise<Design[]> {
  if (rows.length === 0) return [];
  const images = await db
    .select()
    .from(designImages)
    .where(
      inArray(
        designImages.designId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(designImages.designId), asc(designImages.position));
  const byDesign = Map.groupBy(images, (image) => image.designId);
  return rows.map((row) => toDesign(row, byDesign.get(row.id) ?? []));
}

/** The WHERE clause of the browse filters (spec 1 §5). */
export function catalogueConditions(query: CatalogueQuery): SQL[] {
  const conditions: SQL[] = [];
  const words = query.q ? searchWords(query.q) : [];
  if (words.length > 0) conditions.push(sql`${designs.searchVector} @@ ${prefixQuery(words)}`);
  if (query.style) conditions.push(sql`${designs.styles} @> ARRAY[${query.style}]::text[]`);
  const band = query.band ? BUDGET_BANDS.find((b) => b.id === query.band) : undefined;
  if (band) {
    conditions.push(gte(designs.budgetMin, band.min));
    if (band.max !== null) conditions.push(lt(designs.budgetMin, band.max));
  }
  if (query.minBudget !== undefined || query.maxBudget !== undefined) {
    // The whole budget inside the range: an open-ended or unspecified budget never fits a bounded range.
    conditions.push(gte(designs.budgetMin, query.minBudget ?? 0));
    if (query.maxBudget !== undefined) {
      conditions.push(isNotNull(designs.budgetMax), lte(designs.budgetMax, query.maxBudget));
    }
  }
  return conditions;
}

function catalogueOrder(query: CatalogueQuery): SQL[] {
  const newest = [desc(designs.createdAt), desc(designs.id)];
  if (query.sort === "price-asc") return [sql`${designs.budgetMin} asc nulls last`, ...newest];
  if (query.sort === "price-desc") return [sql`${designs.budgetMin} desc nulls last`, ...newest];
  const words = query.q ? searchWords(query.q) : [];
  if (words.length > 0) return [sql`ts_rank(${designs.searchVector}, ${prefixQuery(words)}) desc`, ...newest];
  return newest;
}

/** One page of the public catalogue, filtered, sorted and counted in the database. */
export async function listDesigns(db: Db, query: CatalogueQuery): Promise<DesignPage> {
  const where = and(...catalogueConditions(query));
  const offset = (query.page - 1) * query.pageSize;
  const [rows, [totals]] = await Promise.all([
    db
      .select(designColumns)
      .from(designs)
      .innerJoin(users, eq(users.id, designs.designerId))
      .where(where)
      .orderBy(...catalogueOrder(query))
      .limit(query.pageSize)
      .offset(offset),
    db.select({ total: count() }).from(designs).where(where),
  ]);
  const total = totals?.total ?? 0;
  return {
    items: await withImages(db, rows),
    total,
    page: query.page,
    pageSize: query.pageSize,
    hasMore: offset + rows.length < total,
  };
}

/** Featured designs, newest first. */
export async function listFeaturedDesigns(db: Db, limit: number): Promise<Design[]> {
  const rows = await db
    .select(designColumns)
    .from(designs)
    .innerJoin(users, eq(users.id, designs.designerId))
    .where(eq(designs.isFeatured, true))
    .orderBy(desc(designs.createdAt), desc(designs.id))
    .limit(limit);
  return withImages(db, rows);
}

/** Designs by id, in the order of `ids` (missing ones left out). */
export async function getDesigns(db: Db, ids: string[]): Promise<Design[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(designColumns)
    .from(designs)
    .innerJoin(users, eq(users.id, designs.designerId))
    .where(inArray(designs.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return withImages(
    db,
    ids.flatMap((id) => byId.get(id) ?? []),
  );
}

export async function getDesign(db: Db, id: string): Promise<Design | null> {
  const [design] = await getDesigns(db, [id]);
  return design ?? null;
}

export interface NewDesign {
  id?: string;
  designerId: string;
  title: string;
  description: string;
  styles: string[];
  budgetMin: number | null;
  budgetMax: number | null;
  isFeatured?: boolean;
  createdAt?: Date;
}

export type NewDesignImage = Omit<typeof designImages.$inferInsert, "designId">;

/** Stores a design with its images and its search document, in one transaction. */
export async function insertDesign(db: Db, design: NewDesign, images: NewDesignImage[]): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(designs)
      .values({ ...design, updatedAt: design.createdAt, searchVector: searchDocument(design) })
      .returning({ id: designs.id });
    if (!row) throw new Error("Insert returned no row");
    if (images.length > 0)
      await tx.insert(designImages).values(images.map((image) => ({ ...image, designId: row.id })));
    return row.id;
  });
}
