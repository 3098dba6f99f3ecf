import { and, count, desc, eq, getTableColumns, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { DeskFilters, DeskPage, DeskQuery, DeskSummary } from "#shared/requests/desk-query.ts";
import type { Db } from "../db/client.ts";
import { rawRows } from "../db/raw-rows.ts";
import { type DesignRequestRow, designRequests, users } from "../db/schema/index.ts";
import { nameMatches } from "../lib/name-search.ts";
import { containsPattern } from "../lib/sql-like.ts";
import { type PartsRow, partsFromRow, requestPartsColumns } from "./request-parts.ts";
import { presentRequestsWith } from "./service.ts";

/**
 * The WHERE clause of the review desk's filters (spec 2 §2). The search covers what the desk shows
 * of a request: the client's e-mail and whole name in either order, styles, property and project type.
 */
export function deskConditions(db: Db, filters: DeskFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.status) conditions.push(eq(designRequests.status, filters.status));
  if (filters.client) conditions.push(eq(designRequests.clientId, filters.client));
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    // Matching clients are found first (few rows), so no request is joined to its client to be searched.
    const matchingClients = db
      .select({ id: users.id })
      .from(users)
      .where(or(ilike(users.email, pattern), nameMatches(users, filters.q)));
    conditions.push(
      or(
        inArray(designRequests.clientId, matchingClients),
        ilike(sql`array_to_string(${designRequests.designStyles}, ', ')`, pattern),
        ilike(designRequests.propertyType, pattern),
        ilike(designRequests.projectType, pattern),
      ),
    );
  }
  return and(...conditions);
}

/** Newest first; the id breaks ties so pages never overlap. */
export const deskOrder = [desc(designRequests.createdAt), desc(designRequests.id)];

/** A request's row as `json_build_object` answers it: its times as text. */
type RowAsJson = Omit<DesignRequestRow, "agreedToTermsAt" | "dueAt" | "createdAt" | "updatedAt"> & {
  agreedToTermsAt: string;
  dueAt: string | null;
  createdAt: string;
  updatedAt: string;
};

interface DeskPageRow extends PartsRow {
  total: number;
  rows: RowAsJson[] | null;
}

/** Every column of a request under its name in DesignRequestRow (the names are ours, so written as they are). */
const rowAsJson = sql`json_build_object(${sql.join(
  Object.entries(getTableColumns(designRequests)).map(
    ([name, column]) => sql`${sql.raw(`'${name}'`)}, ${column}`,
  ),
  sql`, `,
)})`;

const rowFromJson = (row: RowAsJson): DesignRequestRow => ({
  ...row,
  agreedToTermsAt: new Date(row.agreedToTermsAt),
  dueAt: row.dueAt === null ? null : new Date(row.dueAt),
  createdAt: new Date(row.createdAt),
  updatedAt: new Date(row.updatedAt),
});

/**
 * One page of every client's requests, filtered, counted, paged and read with their parts in one statement:
 * the admins' busiest read, it was three statements in two round trips (issue 20).
 */
export async function listDeskRequests(db: Db, query: DeskQuery): Promise<DeskPage> {
  const where = deskConditions(db, query);
  const offset = (query.page - 1) * query.pageSize;
  const page = db
    .select()
    .from(designRequests)
    .where(where)
    .orderBy(...deskOrder)
    .limit(query.pageSize)
    .offset(offset);
  const [answer] = await rawRows<DeskPageRow>(
    db,
    // The page is named as the table in its rows' subquery, so the columns' own names read its rows.
    sql`with page as (${page})
      select (select count(*) from ${designRequests}${where ? sql` where ${where}` : sql``})::int as total,
        (select json_agg(${rowAsJson} order by ${sql.join(deskOrder, sql`, `)}) from page as ${designRequests}) as rows,
        ${requestPartsColumns({ ids: sql`(select id from page)`, clientIds: sql`(select client_id from page)` })}`,
  );
  const total = answer?.total ?? 0;
  const items = presentRequestsWith((answer?.rows ?? []).map(rowFromJson), partsFromRow(answer));
  return { items, total, page: query.page, pageSize: query.pageSize, hasMore: offset + items.length < total };
}

export async function summarizeRequests(db: Db): Promise<DeskSummary> {
  const rows = await db
    .select({ status: designRequests.status, n: count() })
    .from(designRequests)
    .groupBy(designRequests.status);
  const of = (status: string) => rows.find((row) => row.status === status)?.n ?? 0;
  return {
    total: rows.reduce((sum, row) => sum + row.n, 0),
    submitted: of("submitted"),
    confirmed: of("confirmed"),
  };
}
