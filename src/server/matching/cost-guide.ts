import { type SQL, sql } from "drizzle-orm";
import type { CostGuide } from "#shared/cost-guide/responses.ts";
import {
  ALL_KEY,
  COST_GUIDE_DIMENSIONS,
  COST_GUIDE_KEYS,
  type CostGuideDimension,
  MIN_INDEPENDENT_REQUESTS,
} from "#shared/cost-guide/rules.ts";
import { DISTRICT_GROUP_NAMES, DISTRICT_GROUPS } from "#shared/matching/district-groups.ts";
import { REPLY_TIME_WINDOW_DAYS } from "#shared/matching/reply-time.ts";
import { BUDGET_TOP } from "#shared/requests/constants.ts";
import type { Db } from "../db/client.ts";
import { costGuideCells, costGuideRefreshes } from "../db/schema/index.ts";

/*
 * The cost guide (issue 22 §2) and the designers' reply times (§3), computed in SQL from every request and
 * proposal and kept as a snapshot the public reads; the job in app.ts refreshes it daily.
 * The rules are shared/cost-guide/rules.ts's; the SQL below states them once more, and the tests hold the two
 * to the same hand-computed figures.
 */

/** A list of text values as one array parameter (drizzle would spread a JS array into a row of parameters). */
const textArray = (values: readonly string[]) =>
  sql`${`{${values.map((value) => `"${value.replaceAll('"', "")}"`).join(",")}}`}::text[]`;

/** The district group of a request's district, as shared/matching/districts.ts groups them. */
const districtGroupCase = sql.join(
  [
    sql`case`,
    ...DISTRICT_GROUP_NAMES.map(
      (group) => sql`when r.district = any(${textArray(DISTRICT_GROUPS[group])}) then ${group}::text`,
    ),
    sql`end`,
  ],
  sql` `,
);

/** Each homeowner's value in each cell of one dimension: their requests there averaged, so they count once. */
function perHomeowner(dimension: CostGuideDimension): SQL {
  const column: Record<CostGuideDimension, SQL> = {
    all: sql`${ALL_KEY}::text`,
    propertyType: sql`property_type`,
    projectType: sql`project_type`,
    districtGroup: sql`district_group`,
  };
  const key = column[dimension];
  return sql`
    select metric, ${dimension}::text as dimension, ${key} as key, client_id, avg(value) as value
    from request_values
    where ${key} = any(${textArray(COST_GUIDE_KEYS[dimension])})
    group by metric, ${key}, client_id`;
}

/**
 * The cells with enough independent requests: per request, the budget's midpoint and the mean of its
 * proposals' fees, each over the home's square feet; per homeowner in a cell, the mean of their requests;
 * per cell, the quartiles (percentile_cont, interpolated) over its homeowners.
 */
const cellsQuery = sql`
  with requests as (
    select r.client_id, r.property_type, r.project_type, ${districtGroupCase} as district_group,
      (r.budget_min + coalesce(r.budget_max, greatest(r.budget_min, ${BUDGET_TOP}::int)))::double precision / 2
        / r.square_footage as budget,
      (select avg(case when p.fee_type = 'fixed' or p.fee_max is null then p.fee_min
                       else (p.fee_min + p.fee_max)::double precision / 2 end)
         from introductions i join proposals p on p.introduction_id = i.id
        where i.request_id = r.id)::double precision / r.square_footage as fee
    from design_requests r
    where r.square_footage > 0
  ),
  request_values as (
    select 'budget'::text as metric, budget as value, client_id, property_type, project_type, district_group
      from requests
    union all
    select 'designFee'::text, fee, client_id, property_type, project_type, district_group
      from requests where fee is not null
  ),
  homeowner_values as (
    ${sql.join(COST_GUIDE_DIMENSIONS.map(perHomeowner), sql` union all `)}
  )
  select metric, dimension, key, count(*)::int as requests,
    percentile_cont(0.25) within group (order by value) as p25,
    percentile_cont(0.5) within group (order by value) as median,
    percentile_cont(0.75) within group (order by value) as p75
  from homeowner_values
  group by metric, dimension, key
  having count(*) >= ${MIN_INDEPENDENT_REQUESTS}`;

/**
 * Each designer's median business hours from introduction to answer (accepted or declined, whatever
 * became of it after), over their answers of the last year.
 */
const replyTimesQuery = (now: Date) => sql`
  select i.designer_id, count(*)::int as answers,
    percentile_cont(0.5) within group (order by i.reply_hours) as median_hours
  from introductions i
  where i.responded_at is not null
    and i.responded_at > ${now.toISOString()}::timestamptz - make_interval(days => ${REPLY_TIME_WINDOW_DAYS}::int)
  group by i.designer_id`;

/**
 * Computes the guide and the reply times and replaces the snapshot in one transaction, so readers see the
 * old one or the new one, never a part. Concurrent refreshes wait for each other (the table lock still lets
 * readers read).
 */
export async function refreshCostGuide(
  db: Db,
  now = new Date(),
): Promise<{ cells: number; designers: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table cost_guide_cells in exclusive mode`);
    await tx.execute(sql`delete from cost_guide_cells`);
    const cells = await tx.execute(sql`
      insert into cost_guide_cells (metric, dimension, key, requests, p25, median, p75)
      select metric, dimension, key, requests, p25, median, p75 from (${cellsQuery}) as computed`);
    await tx.execute(sql`delete from designer_reply_times`);
    const designers = await tx.execute(sql`
      insert into designer_reply_times (designer_id, answers, median_hours)
      select designer_id, answers, median_hours from (${replyTimesQuery(now)}) as computed`);
    await tx
      .insert(costGuideRefreshes)
      .values({ refreshedAt: now })
      .onConflictDoUpdate({ target: costGuideRefreshes.only, set: { refreshedAt: now } });
    return { cells: affected(cells), designers: affected(designers) };
  });
}

/** Rows an insert wrote: node-postgres says rowCount, PGlite affectedRows. */
function affected(result: unknown): number {
  const { rowCount, affectedRows } = result as { rowCount?: number | null; affectedRows?: number };
  return rowCount ?? affectedRows ?? 0;
}

/** Whether the guide was ever computed (a new server computes it at once instead of waiting a day). */
export async function costGuideRefreshed(db: Db): Promise<boolean> {
  const [row] = await db.select({ at: costGuideRefreshes.refreshedAt }).from(costGuideRefreshes).limit(1);
  return row !== undefined;
}

/** The published guide: whole HK$ per square foot, ordered as the page lists them. */
export async function readCostGuide(db: Db): Promise<CostGuide> {
  const [refreshed] = await db.select().from(costGuideRefreshes).limit(1);
  const rows = await db.select().from(costGuideCells);
  const keyOrder = (dimension: CostGuideDimension, key: string) =>
    (COST_GUIDE_KEYS[dimension] as readonly string[]).indexOf(key);
  rows.sort(
    (a, b) =>
      a.metric.localeCompare(b.metric) ||
      COST_GUIDE_DIMENSIONS.indexOf(a.dimension) - COST_GUIDE_DIMENSIONS.indexOf(b.dimension) ||
      keyOrder(a.dimension, a.key) - keyOrder(b.dimension, b.key),
  );
  return {
    refreshedAt: refreshed ? refreshed.refreshedAt.toISOString() : null,
    minRequests: MIN_INDEPENDENT_REQUESTS,
    cells: rows.map(({ metric, dimension, key, requests, p25, median, p75 }) => ({
      metric,
      dimension,
      key,
      requests,
      p25: Math.round(p25),
      median: Math.round(median),
      p75: Math.round(p75),
    })),
  };
}
