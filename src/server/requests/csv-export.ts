import { Readable } from "node:stream";
import { TZDate } from "@date-fns/tz";
import { stringify } from "csv-stringify";
import { format } from "date-fns";
import { and, eq, sql } from "drizzle-orm";
import { displayName } from "#shared/auth/display.ts";
import type { DeskFilters } from "#shared/requests/desk-query.ts";
import { requestBudgetLabels } from "#shared/requests/schema.ts";
import type { Db } from "../db/client.ts";
import { designRequestImages, designRequests, users } from "../db/schema/index.ts";
import { deskConditions } from "./desk.ts";
import { newestRequestsFirst } from "./request-list.ts";

/** Spec 2 §3: the export's columns, in this order. */
export const CSV_COLUMNS = [
  "Form ID",
  "Client Email",
  "Client Name",
  "Status",
  "Budget Min",
  "Budget Max",
  "Design Style",
  "Property Type",
  "Project Type",
  "Property Address",
  "Mobile Number",
  "Description",
  "Images Count",
  "Submitted Date",
  "Updated Date",
] as const;

const MISSING = "N/A";
const TIME_ZONE = "Asia/Hong_Kong";
const BATCH = 500;

/** Spec 2 §3: times of the export read as Hong Kong wall-clock time. */
export const hongKongTime = (date: Date, pattern = "yyyy-MM-dd HH:mm:ss") =>
  format(new TZDate(date, TIME_ZONE), pattern);

export const exportFileName = (now: Date) => `design-forms-${hongKongTime(now, "yyyy-MM-dd")}.csv`;

/**
 * A spreadsheet runs a cell starting with = + - @ (or a tab or return) as a formula: a client can write
 * one into any text they send, and the e-mail and mobile checks let `-` and `+` lead. Such a cell is
 * kept readable but made inert with a leading apostrophe (OWASP); every cell goes through this.
 */
function inert(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

const exportColumns = {
  id: designRequests.id,
  clientId: designRequests.clientId,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  status: designRequests.status,
  budgetMin: designRequests.budgetMin,
  budgetMax: designRequests.budgetMax,
  designStyles: designRequests.designStyles,
  propertyType: designRequests.propertyType,
  projectType: designRequests.projectType,
  propertyAddress: designRequests.propertyAddress,
  mobileNumber: designRequests.mobileNumber,
  description: designRequests.description,
  imagesCount: sql<number>`(select count(*)::int from ${designRequestImages} i where i.request_id = ${designRequests.id})`,
  createdAt: designRequests.createdAt,
  updatedAt: designRequests.updatedAt,
  /** The exact timestamp as text: a JS Date would drop its microseconds and break the cursor. */
  cursorAt: sql<string>`${designRequests.createdAt}::text`,
};

function readBatch(db: Db, filters: DeskFilters, after: { at: string; id: string } | undefined) {
  return db
    .select(exportColumns)
    .from(designRequests)
    .innerJoin(users, eq(users.id, designRequests.clientId))
    .where(
      and(
        deskConditions(db, filters),
        after
          ? sql`(${designRequests.createdAt}, ${designRequests.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(...newestRequestsFirst)
    .limit(BATCH);
}

type ExportRow = Awaited<ReturnType<typeof readBatch>>[number];

export function csvRecord(row: ExportRow): string[] {
  const budget = requestBudgetLabels(row.budgetMin, row.budgetMax);
  return [
    row.id,
    row.email || row.clientId,
    displayName({ firstName: row.firstName, lastName: row.lastName }) || MISSING,
    row.status,
    budget.min,
    budget.max,
    row.designStyles.join(", "),
    row.propertyType,
    row.projectType,
    row.propertyAddress,
    row.mobileNumber || MISSING,
    row.description,
    String(row.imagesCount),
    hongKongTime(row.createdAt),
    hongKongTime(row.updatedAt),
  ].map(inert);
}

/** The filtered requests, newest first, read a batch at a time so an export of any size stays small in memory. */
async function* exportRows(db: Db, filters: DeskFilters): AsyncGenerator<string[]> {
  let after: { at: string; id: string } | undefined;
  for (;;) {
    const batch = await readBatch(db, filters, after);
    for (const row of batch) yield csvRecord(row);
    const last = batch.at(-1);
    if (!last || batch.length < BATCH) return;
    after = { at: last.cursorAt, id: last.id };
  }
}

/**
 * The export as a stream (spec 2 §3): a byte-order mark so Excel reads UTF-8 (Chinese names), a
 * header row, CRLF line ends, and RFC 4180 quoting of every field that needs it.
 */
export function exportRequestsCsv(db: Db, filters: DeskFilters): Readable {
  const csv = stringify({ bom: true, header: true, columns: [...CSV_COLUMNS], record_delimiter: "windows" });
  Readable.from(exportRows(db, filters))
    .on("error", (error) => csv.destroy(error))
    .pipe(csv);
  return csv;
}
