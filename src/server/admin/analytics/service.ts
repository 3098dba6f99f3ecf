import { type SQL, sql } from "drizzle-orm";
import { BUDGET_BANDS, type BudgetBand } from "#shared/admin/analytics/budget-bands.ts";
import { type AnalyticsQuery, type AnalyticsRange, analyticsRange } from "#shared/admin/analytics/query.ts";
import {
  type Demand,
  type DesignerStats,
  type FirstIntroduction,
  FUNNEL_STEPS,
  type Funnel,
} from "#shared/admin/analytics/responses.ts";
import { displayName } from "#shared/auth/display.ts";
import {
  BUSINESS_DAY_END_HOUR,
  BUSINESS_DAY_START_HOUR,
  BUSINESS_DAYS_TO_MATCH,
  HONG_KONG_TIME_ZONE,
} from "#shared/matching/business-days.ts";
import { HK_DISTRICTS, type HkDistrict } from "#shared/matching/districts.ts";
import { REQUEST_STYLES, type RequestStyle } from "#shared/requests/constants.ts";
import type { Db } from "../../db/client.ts";
import { rawRows } from "../../db/raw-rows.ts";
import { badRequest } from "../../lib/http-errors.ts";

const ZONE = sql.raw(`'${HONG_KONG_TIME_ZONE}'`);
/** The promise in business hours: 2 business days of 09:00-18:00. */
export const PROMISE_HOURS = BUSINESS_DAYS_TO_MATCH * (BUSINESS_DAY_END_HOUR - BUSINESS_DAY_START_HOUR);

/** The days asked for, with the defaults filled in; a start after the end (e.g. a start in the future) is refused. */
export function resolveRange(query: AnalyticsQuery, now: Date): AnalyticsRange {
  const range = analyticsRange(query, now);
  if (range.from > range.to) throw badRequest((m) => m.analytics.validation.fromAfterTo);
  return range;
}

/** The range's first moment: an introduction to a request in view is never older (it follows the submission). */
const rangeStart = (range: AnalyticsRange) => sql`(${range.from}::date)::timestamp at time zone ${ZONE}`;

/** The requests a view counts (alias r): submitted on the range's Hong Kong days, in the district and of the type asked. */
function requestsIn(query: AnalyticsQuery, range: AnalyticsRange): SQL {
  return sql.join(
    [
      sql`r.created_at >= ${rangeStart(range)}`,
      sql`r.created_at < (${range.to}::date + 1)::timestamp at time zone ${ZONE}`,
      query.district ? sql`r.district = ${query.district}` : undefined,
      query.propertyType ? sql`r.property_type = ${query.propertyType}` : undefined,
    ].filter((part): part is SQL => part !== undefined),
    sql` and `,
  );
}

/**
 * The rows of an analytics query, with room to sort in memory: its medians sort up to one row per introduction
 * of a year (about 200,000 at 100,000 requests), which at the default 4 MB of work memory spill to disk.
 */
function analyticsRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '64MB'`);
    return rawRows<Row>(tx, query);
  });
}

const share = (part: number, whole: number) => (whole > 0 ? part / whole : null);
const hours = (value: number | string | null) => (value === null ? null : Number(value));

/** Submitted, introduced, a proposal, chosen, completed: each step's requests and the conversion from the one before. */
export async function funnel(db: Db, query: AnalyticsQuery, now = new Date()): Promise<Funnel> {
  const range = resolveRange(query, now);
  const [row] = await analyticsRows<Record<(typeof FUNNEL_STEPS)[number], number>>(
    db,
    sql`select count(*)::int as submitted, count(r.first_introduced_at)::int as introduced,
               count(r.first_proposal_at)::int as proposal,
               count(*) filter (where r.status in ('in_progress', 'completed') or r.chosen_at is not null)::int as chosen,
               count(*) filter (where r.status = 'completed')::int as completed
        from request_facts r where ${requestsIn(query, range)}`,
  );
  let before: number | null = null;
  const steps = FUNNEL_STEPS.map((step) => {
    const requests = row?.[step] ?? 0;
    const conversion = before === null ? null : share(requests, before);
    before = requests;
    return { step, requests, conversion };
  });
  return { ...range, steps };
}

interface WeekRow {
  week: string | null;
  requests: number;
  introduced: number;
  median_hours: number | string | null;
  p90_hours: number | string | null;
  decided: number;
  kept: number;
}

/**
 * Per Hong Kong week (from Monday) of submission: business hours from submission to the first introduction,
 * median and 90th percentile (percentile_cont, interpolated), and the promise: kept when the first
 * introduction came at or before the request's due time; decided once introduced or past due
 * (docs/decisions.md). The last row (week null) is the whole range.
 */
export async function firstIntroduction(
  db: Db,
  query: AnalyticsQuery,
  now = new Date(),
): Promise<FirstIntroduction> {
  const range = resolveRange(query, now);
  const rows = await analyticsRows<WeekRow>(
    db,
    sql`with spans as (
          select date_trunc('week', r.created_at at time zone ${ZONE}) as week_start,
                 r.first_introduction_hours as hours,
                 r.first_introduced_at is not null as introduced,
                 r.first_introduced_at is not null or r.due_at <= ${now.toISOString()}::timestamptz as decided,
                 r.first_introduced_at is not null and r.first_introduced_at <= r.due_at as kept
          from request_facts r where ${requestsIn(query, range)}
        )
        select to_char(week_start, 'YYYY-MM-DD') as week, count(*)::int as requests, count(*) filter (where introduced)::int as introduced,
               percentile_cont(0.5) within group (order by hours) as median_hours,
               percentile_cont(0.9) within group (order by hours) as p90_hours,
               count(*) filter (where decided)::int as decided, count(*) filter (where kept)::int as kept
        from spans
        group by rollup (week_start)
        order by week_start nulls last`,
  );
  const shape = (row: WeekRow | undefined) => ({
    introduced: row?.introduced ?? 0,
    medianHours: hours(row?.median_hours ?? null),
    p90Hours: hours(row?.p90_hours ?? null),
    decided: row?.decided ?? 0,
    kept: row?.kept ?? 0,
    keptShare: share(row?.kept ?? 0, row?.decided ?? 0),
  });
  const weeks = rows
    .filter((row): row is WeekRow & { week: string } => row.week !== null)
    .map((row) => ({ week: row.week, requests: row.requests, ...shape(row) }));
  return {
    ...range,
    promiseHours: PROMISE_HOURS,
    weeks,
    overall: shape(rows.find((row) => row.week === null)),
  };
}

interface DesignerRow {
  id: string;
  first_name: string | null;
  last_name: string | null;
  introduced: number;
  accepted: number;
  declined: number;
  expired: number;
  median_reply: number | string | null;
  open_load: number;
}

/**
 * Each designer's introductions to the requests in view: accepted (a proposal sent), declined, expired; the
 * acceptance rate of those answered or expired; the median business hours to an answer; and, whatever the
 * range, the introductions they hold open now (waiting for their answer or the homeowner's choice).
 */
export async function designerStats(db: Db, query: AnalyticsQuery, now = new Date()): Promise<DesignerStats> {
  const range = resolveRange(query, now);
  const rows = await analyticsRows<DesignerRow>(
    db,
    sql`with made as (
          select i.designer_id, i.status, i.proposal_sent_at is not null as proposed, i.reply_hours
          from introductions i
          join request_facts r on r.request_id = i.request_id
          where ${requestsIn(query, range)} and i.created_at >= ${rangeStart(range)}
        ), answers as (
          select designer_id, count(*)::int as introduced,
                 count(*) filter (where proposed)::int as accepted,
                 count(*) filter (where status = 'declined')::int as declined,
                 count(*) filter (where status = 'expired')::int as expired,
                 percentile_cont(0.5) within group (order by reply_hours) as median_reply
          from made group by designer_id
        ), open as (
          select i.designer_id, count(*)::int as open_load
          from introductions i join request_facts r on r.request_id = i.request_id
          where i.status in ('pending', 'accepted') and r.status = 'matched'
          group by i.designer_id
        )
        select u.id, u.first_name, u.last_name, coalesce(a.introduced, 0) as introduced,
               coalesce(a.accepted, 0) as accepted, coalesce(a.declined, 0) as declined,
               coalesce(a.expired, 0) as expired, a.median_reply, coalesce(o.open_load, 0) as open_load
        from users u
        left join answers a on a.designer_id = u.id
        left join open o on o.designer_id = u.id
        where u.role = 'designer' and (a.designer_id is not null or o.designer_id is not null)
        order by coalesce(a.introduced, 0) desc, u.last_name, u.first_name, u.id`,
  );
  return {
    ...range,
    designers: rows.map((row) => ({
      designerId: row.id,
      name: displayName({ firstName: row.first_name, lastName: row.last_name }),
      introduced: row.introduced,
      accepted: row.accepted,
      declined: row.declined,
      expired: row.expired,
      acceptanceRate: share(row.accepted, row.accepted + row.declined + row.expired),
      medianReplyHours: hours(row.median_reply),
      openLoad: row.open_load,
    })),
  };
}

/** Whether a request's budget (alias r) is in a band: by its top, an open-ended budget in the last band. */
const inBudgetBand = (index: number): SQL => {
  const band = BUDGET_BANDS[index];
  const below = index > 0 ? BUDGET_BANDS[index - 1]?.upTo : null;
  const above = below === null || below === undefined ? undefined : sql`r.budget_max > ${below}`;
  const within =
    band?.upTo === null || band?.upTo === undefined ? undefined : sql`r.budget_max <= ${band.upTo}`;
  if (!within) return above ? sql`(r.budget_max is null or ${above})` : sql`true`;
  return above ? sql`${above} and ${within}` : within;
};
const counts = (conditions: SQL[]) =>
  sql`array[${sql.join(
    conditions.map((condition) => sql`count(*) filter (where ${condition})`),
    sql`, `,
  )}]::int[]`;

/**
 * Requests in view by district, by style (one request may count under several) and by budget band: one pass over
 * the requests, every count a filter of it.
 */
export async function demand(db: Db, query: AnalyticsQuery, now = new Date()): Promise<Demand> {
  const range = resolveRange(query, now);
  const [row] = await analyticsRows<{
    total: number;
    districts: number[];
    no_district: number;
    styles: number[];
    budgets: number[];
  }>(
    db,
    sql`select count(*)::int as total,
          ${counts(HK_DISTRICTS.map((district) => sql`r.district = ${district}`))} as districts,
          count(*) filter (where r.district is null)::int as no_district,
          ${counts(REQUEST_STYLES.map((style) => sql`r.design_styles @> array[${style}]::text[]`))} as styles,
          ${counts(BUDGET_BANDS.map((_, index) => inBudgetBand(index)))} as budgets
        from request_facts r where ${requestsIn(query, range)}`,
  );
  const at = (list: number[] | undefined, index: number) => Number(list?.[index] ?? 0);
  return {
    ...range,
    total: row?.total ?? 0,
    districts: HK_DISTRICTS.map((district: HkDistrict, index) => ({
      district,
      requests: at(row?.districts, index),
    })),
    noDistrict: row?.no_district ?? 0,
    styles: REQUEST_STYLES.map((style: RequestStyle, index) => ({ style, requests: at(row?.styles, index) })),
    budgets: BUDGET_BANDS.map((band, index) => ({
      band: band.key as BudgetBand,
      requests: at(row?.budgets, index),
    })),
  };
}
