import { and, count, eq, gte, inArray, isNotNull, lt, lte, type SQL, sql } from "drizzle-orm";
import { displayName } from "#shared/auth/display.ts";
import type { CatalogueQuery } from "#shared/designs/catalogue-query.ts";
import { BUDGET_BANDS, type DesignStyle } from "#shared/designs/constants.ts";
import type { Design, DesignPage } from "#shared/designs/design.ts";
import { formatHkd } from "#shared/designs/money.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import { type InLanguages, inReaderLanguage } from "#shared/i18n/reader-language.ts";
import type { Rating } from "#shared/matching/profile.ts";
import type { Db } from "../db/client.ts";
import {
  type DesignRow,
  designerProfiles,
  designImages,
  designs,
  reviews,
  users,
} from "../db/schema/index.ts";
import { catalogueCache, clearCatalogueCache } from "./catalogue-cache.ts";
import { searchDocument, searchGroups, searchQuery } from "./search.ts";

/** Public URL of a stored portfolio image; variants add ?w=&q=&f=. */
export const imageUrl = (storageKey: string) => `/uploads/${storageKey}`;

type DesignFields = Omit<DesignRow, "searchVector">;
interface DesignerName {
  firstName: string | null;
  lastName: string | null;
  email: string;
  isVetted: boolean;
  rating: Rating;
}

type DesignText = { title: string; description: string };

/** A design's texts as written: a language counts when its title is (the table keeps the pair together). */
export function designTexts(row: Pick<DesignRow, "titleEn" | "descriptionEn" | "titleZh" | "descriptionZh">) {
  const text = (title: string | null, description: string | null): DesignText | null =>
    title === null ? null : { title, description: description ?? "" };
  return {
    en: text(row.titleEn, row.descriptionEn),
    "zh-HK": text(row.titleZh, row.descriptionZh),
  } satisfies InLanguages<DesignText>;
}

function toDesign(
  row: DesignFields,
  designer: DesignerName | undefined,
  images: ImageJson[],
  reader: Locale,
): Design {
  const texts = designTexts(row);
  // The table holds at least one language (designs_texts_check).
  const shown = inReaderLanguage(texts, reader) ?? {
    value: { title: "", description: "" },
    lang: reader,
    isFallback: false,
  };
  return {
    id: row.id,
    title: shown.value.title,
    description: shown.value.description,
    lang: shown.lang,
    isFallback: shown.isFallback,
    texts,
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
      name: designer ? displayName(designer) : "",
      isVetted: designer?.isVetted ?? false,
      rating: designer?.rating ?? { average: null, count: 0 },
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

interface ImageJson {
  id: string;
  storageKey: string;
  width: number;
  height: number;
  isMain: boolean;
}

/** A designer's visible reviews as {average, count}, inside the designer's subquery (alias u). */
const designerRating = sql`(select json_build_object('average', round(avg(r.rating), 1), 'count', count(*)) from ${reviews} r where r.designer_id = u.id and not r.is_hidden)`;

/**
 * A design with its designer's name, vetting and rating, and its images, in one row. The planner
 * evaluates these subqueries only for the rows a page returns, after sorting and limiting. (The
 * outer table is named in full: drizzle leaves column names unqualified in one-table queries.)
 */
const designColumns = {
  id: designs.id,
  designerId: designs.designerId,
  titleEn: designs.titleEn,
  descriptionEn: designs.descriptionEn,
  titleZh: designs.titleZh,
  descriptionZh: designs.descriptionZh,
  styles: designs.styles,
  budgetMin: designs.budgetMin,
  budgetMax: designs.budgetMax,
  isFeatured: designs.isFeatured,
  createdAt: designs.createdAt,
  updatedAt: designs.updatedAt,
  designer: sql<DesignerName>`(select json_build_object('firstName', u.first_name, 'lastName', u.last_name, 'email', u.email, 'isVetted', coalesce(p.is_vetted, false), 'rating', ${designerRating}) from ${users} u left join ${designerProfiles} p on p.user_id = u.id where u.id = "designs"."designer_id")`,
  images: sql<
    ImageJson[]
  >`(select coalesce(json_agg(json_build_object('id', i.id, 'storageKey', i.storage_key, 'width', i.width, 'height', i.height, 'isMain', i.is_main) order by i.position), '[]'::json) from ${designImages} i where i.design_id = "designs"."id")`,
};

type DesignListRow = DesignFields & { designer: DesignerName | null; images: ImageJson[] };

function fromRow(row: DesignListRow, reader: Locale): Design {
  return toDesign(row, row.designer ?? undefined, row.images, reader);
}

/**
 * How the search text finds its rows: through the search index, or checked on each row as the
 * database walks the sort order's own index (see listDesigns).
 */
type TextMatch = "search index" | "each row";

type CatalogueFilters = Pick<CatalogueQuery, "q" | "style" | "band" | "minBudget" | "maxBudget">;

/** The WHERE clause of the browse filters (spec 1 §5). */
function catalogueConditions(query: CatalogueFilters, textMatch: TextMatch): SQL[] {
  const conditions: SQL[] = [];
  const groups = query.q ? searchGroups(query.q) : [];
  if (groups.length > 0) {
    const match = searchQuery(groups);
    // The function behind @@ is the same test, but no index serves it.
    conditions.push(
      textMatch === "search index"
        ? sql`${designs.searchVector} @@ ${match}`
        : sql`ts_match_vq(${designs.searchVector}, ${match})`,
    );
  }
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

/** Ranking every match is costly when a search matches most of the catalogue; then newest first reads better anyway. */
const RANK_AT_MOST = 2000;

function catalogueOrder(query: CatalogueQuery, total: number): SQL[] {
  const newest = [sql`${designs.createdAt} desc`, sql`${designs.id} desc`];
  if (query.sort === "price-asc") return [sql`${designs.budgetMin} asc nulls last`, ...newest];
  if (query.sort === "price-desc") return [sql`${designs.budgetMin} desc nulls last`, ...newest];
  const groups = query.q ? searchGroups(query.q) : [];
  if (groups.length > 0 && total <= RANK_AT_MOST) {
    return [sql`ts_rank(${designs.searchVector}, ${searchQuery(groups)}) desc`, ...newest];
  }
  return newest;
}

/** How many designs match the filters, kept briefly (counting 100,000 designs costs more than a page). */
async function countDesigns(db: Db, filters: CatalogueFilters): Promise<number> {
  const { q, style, band, minBudget, maxBudget } = filters;
  const cache = await catalogueCache(db);
  return cache.totals.get(
    JSON.stringify([q ? searchGroups(q) : [], style, band, minBudget, maxBudget]),
    async () => {
      const where = and(...catalogueConditions(filters, "search index"));
      const [row] = await db.select({ total: count() }).from(designs).where(where);
      return row?.total ?? 0;
    },
  );
}

/**
 * A search that matches a large share of the catalogue finds its page sooner by walking the sort
 * order's index and testing each row (about pageEnd × catalogue ÷ matches rows) than through the
 * search index, which fetches and sorts every match. PostgreSQL cannot make this choice itself: it
 * guesses prefix matches ("stud:*") as rare. The counts decide.
 */
async function textMatchFor(
  db: Db,
  query: CatalogueQuery,
  total: number,
  pageEnd: number,
): Promise<TextMatch> {
  if (!query.q || searchGroups(query.q).length === 0 || total <= RANK_AT_MOST) return "search index";
  const catalogueSize = await countDesigns(db, {});
  return (pageEnd * catalogueSize) / total < total ? "each row" : "search index";
}

/** One page of the public catalogue, filtered, sorted and counted in the database, in the reader's language. */
export async function listDesigns(db: Db, query: CatalogueQuery, reader: Locale): Promise<DesignPage> {
  const total = await countDesigns(db, query);
  const offset = (query.page - 1) * query.pageSize;
  const textMatch = await textMatchFor(db, query, total, offset + query.pageSize);
  // Ids first, so the skipped rows of a deep page never load their images and designer.
  const page =
    offset >= total
      ? []
      : await db
          .select({ id: designs.id })
          .from(designs)
          .where(and(...catalogueConditions(query, textMatch)))
          .orderBy(...catalogueOrder(query, total))
          .limit(query.pageSize)
          .offset(offset);
  const items = await getDesigns(
    db,
    page.map((row) => row.id),
    reader,
  );
  return {
    items,
    total,
    page: query.page,
    pageSize: query.pageSize,
    hasMore: offset + items.length < total,
  };
}

/** Featured designs, newest first. */
export async function listFeaturedDesigns(db: Db, limit: number, reader: Locale): Promise<Design[]> {
  const rows = await db
    .select(designColumns)
    .from(designs)
    .where(eq(designs.isFeatured, true))
    .orderBy(sql`${designs.createdAt} desc`)
    .limit(limit);
  return rows.map((row) => fromRow(row, reader));
}

/** Designs by id, in the order of `ids` (missing ones left out), in the reader's language. */
export async function getDesigns(db: Db, ids: string[], reader: Locale): Promise<Design[]> {
  if (ids.length === 0) return [];
  const rows = await db.select(designColumns).from(designs).where(inArray(designs.id, ids));
  const byId = new Map(rows.map((row) => [row.id, fromRow(row, reader)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function getDesign(db: Db, id: string, reader: Locale): Promise<Design | null> {
  const [design] = await getDesigns(db, [id], reader);
  return design ?? null;
}

export interface NewDesign {
  id?: string;
  designerId: string;
  /** At least one language, each with its title and description. */
  titleEn?: string | null;
  descriptionEn?: string | null;
  titleZh?: string | null;
  descriptionZh?: string | null;
  styles: string[];
  budgetMin: number | null;
  budgetMax: number | null;
  isFeatured?: boolean;
  createdAt?: Date;
}

/** A new design's texts with the languages it leaves out as null. */
function writtenDesign(design: NewDesign) {
  return {
    titleEn: design.titleEn ?? null,
    descriptionEn: design.descriptionEn ?? null,
    titleZh: design.titleZh ?? null,
    descriptionZh: design.descriptionZh ?? null,
    styles: design.styles,
  };
}

export type NewDesignImage = Omit<typeof designImages.$inferInsert, "designId">;

/** Stores a design with its images and its search document, in one transaction. */
export async function insertDesign(db: Db, design: NewDesign, images: NewDesignImage[]): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(designs)
      .values({ ...design, updatedAt: design.createdAt, searchVector: searchDocument(writtenDesign(design)) })
      .returning({ id: designs.id });
    if (!row) throw new Error("Insert returned no row");
    if (images.length > 0)
      await tx.insert(designImages).values(images.map((image) => ({ ...image, designId: row.id })));
    await clearCatalogueCache(tx);
    return row.id;
  });
}
