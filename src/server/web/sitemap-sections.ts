import { and, eq, sql } from "drizzle-orm";
import { APP_ROUTES } from "#shared/app/routes.ts";
import type { Db } from "../db/client.ts";
import { designerProfiles, designs, users } from "../db/schema/index.ts";

/** One page the sitemap lists (once per language). */
export interface SitemapPage {
  path: string;
  lastmod?: Date;
}

/**
 * The public pages worth finding in a search: every public route of its own, less the sign-in
 * style ones (marked noindex). Pages of one design or designer come from their sections.
 */
export const LISTED_PAGES: SitemapPage[] = APP_ROUTES.filter(
  (route) => route.access === "public" && !route.noindex && !route.path.includes(":"),
).map((route) => ({ path: route.path }));

/** The rows of a section: one per page, with when it last changed and the order files are cut in. */
function designRows(db: Db) {
  return db
    .select({ id: designs.id, lastmod: designs.updatedAt, createdAt: designs.createdAt })
    .from(designs)
    .as("rows");
}

function vettedDesignerRows(db: Db) {
  return db
    .select({
      id: users.id,
      lastmod: sql<Date>`greatest(${users.updatedAt}, ${designerProfiles.updatedAt})`
        .mapWith(users.updatedAt)
        .as("lastmod"),
      createdAt: users.createdAt,
    })
    .from(users)
    .innerJoin(designerProfiles, eq(designerProfiles.userId, users.id))
    .where(and(eq(users.role, "designer"), eq(designerProfiles.isVetted, true)))
    .as("rows");
}

/** A kind of page there is one of per row, listed over as many files as it takes. */
export const SECTIONS = {
  designers: { rows: vettedDesignerRows, path: (id: string) => `/designers/${id}` },
  designs: { rows: designRows, path: (id: string) => `/design/${id}` },
} as const;
export type SectionName = keyof typeof SECTIONS;

/**
 * The files of a section, as the newest change in each. Oldest first, so a new design lands in
 * the last file and the others keep their contents (and their lastmod) for crawlers.
 */
export async function sectionFiles(db: Db, name: SectionName, perFile: number): Promise<Date[]> {
  const rows = SECTIONS[name].rows(db);
  const numbered = db
    .select({
      lastmod: rows.lastmod,
      file: sql<number>`(row_number() over (order by ${rows.createdAt}, ${rows.id}) - 1) / ${perFile}`.as(
        "file",
      ),
    })
    .from(rows)
    .as("numbered");
  const files = await db
    .select({ lastmod: sql<Date>`max(${numbered.lastmod})`.mapWith(designs.updatedAt) })
    .from(numbered)
    .groupBy(numbered.file)
    .orderBy(numbered.file);
  return files.map((file) => file.lastmod);
}

/** The pages of one file of a section (numbered from 1); none past the last. */
export async function sectionPages(
  db: Db,
  name: SectionName,
  file: number,
  perFile: number,
): Promise<SitemapPage[]> {
  const section = SECTIONS[name];
  const rows = section.rows(db);
  const page = await db
    .select({ id: rows.id, lastmod: rows.lastmod })
    .from(rows)
    .orderBy(rows.createdAt, rows.id)
    .limit(perFile)
    .offset((file - 1) * perFile);
  return page.map((row) => ({ path: section.path(row.id), lastmod: row.lastmod }));
}
