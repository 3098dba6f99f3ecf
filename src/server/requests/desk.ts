import { and, count, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { DeskFilters, DeskPage, DeskQuery, DeskSummary } from "#shared/requests/desk-query.ts";
import type { Db } from "../db/client.ts";
import { designRequests, users } from "../db/schema/index.ts";
import { nameMatches } from "../lib/name-search.ts";
import { containsPattern } from "../lib/sql-like.ts";
import { newestRequestsFirst, readRequestList } from "./request-list.ts";

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
    .orderBy(...newestRequestsFirst)
    .limit(query.pageSize)
    .offset(offset);
  const total = sql`(select count(*) from ${designRequests}${where ? sql` where ${where}` : sql``})::int as total`;
  const { requests: items, more } = await readRequestList<{ total: number }>(db, page, total);
  const count = more?.total ?? 0;
  return {
    items,
    total: count,
    page: query.page,
    pageSize: query.pageSize,
    hasMore: offset + items.length < count,
  };
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
