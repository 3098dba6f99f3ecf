import { desc, eq, getTableColumns, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { DesignRequest } from "#shared/requests/schema.ts";
import type { Db } from "../db/client.ts";
import { rawRows } from "../db/raw-rows.ts";
import { type DesignRequestRow, designRequests } from "../db/schema/index.ts";
import { type PartsRow, partsFromRow, requestPartsColumns } from "./request-parts.ts";
import { presentRequestsWith } from "./service.ts";

/** Newest first; the id breaks ties so pages never overlap. */
export const newestRequestsFirst = [desc(designRequests.createdAt), desc(designRequests.id)];

/** A request's row as `json_build_object` answers it: its times as text. */
type RowAsJson = Omit<DesignRequestRow, "agreedToTermsAt" | "dueAt" | "createdAt" | "updatedAt"> & {
  agreedToTermsAt: string;
  dueAt: string | null;
  createdAt: string;
  updatedAt: string;
};

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

/** What a list adds to its one statement: `more`'s columns come back as `more`; `before` names queries `page` reads. */
export interface ListAdditions {
  more?: SQL;
  before?: SQL;
}

/**
 * The requests `page` selects (rows of design_requests), newest first, with their parts, read in one
 * statement; `more` adds columns to its one row (the desk's total) and comes back as `more`. A list read as
 * its rows, then their parts, was two turns of the embedded database's one connection (issue 20).
 */
export async function readRequestList<More extends object = object>(
  db: Db,
  page: SQLWrapper,
  { more, before }: ListAdditions = {},
): Promise<{ requests: DesignRequest[]; more: More | undefined }> {
  const [answer] = await rawRows<More & PartsRow & { rows: RowAsJson[] | null }>(
    db,
    // The page is named as the table in its rows' subquery, so the columns' own names read its rows.
    sql`with ${before ? sql`${before}, ` : sql``}page as (${page})
      select ${more ? sql`${more}, ` : sql``}
        (select json_agg(${rowAsJson} order by ${sql.join(newestRequestsFirst, sql`, `)}) from page as ${designRequests}) as rows,
        ${requestPartsColumns({ ids: sql`(select id from page)`, clientIds: sql`(select client_id from page)` })}`,
  );
  const requests = presentRequestsWith((answer?.rows ?? []).map(rowFromJson), partsFromRow(answer));
  return { requests, more: answer };
}

/** A client's own requests, newest first. */
export async function listClientRequests(db: Db, clientId: string): Promise<DesignRequest[]> {
  const page = db.select().from(designRequests).where(eq(designRequests.clientId, clientId));
  return (await readRequestList(db, page)).requests;
}
