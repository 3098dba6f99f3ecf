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
      sql`r.created_at >= (${range.from}::date)::timestamp at time zone ${ZONE}`,
      sql`r.created_at < (${range.to}::date + 1)::timestamp at time zone ${ZONE}`,
      query.district ? sql`r.district = ${query.district}` : undefined,
      query.propertyType ? sql`r.property_type = ${query.propertyType}` : undefined,
    ].filter((part): part is SQL => part !== undefined),
    sql` and `,
  );
}

/**
 * The business hours between two moments through hk_business_clock (filled on each start, server/db/business-clock.ts):
 * joined by each moment's Hong Kong day as `startAlias` and `endAlias`, the difference of the two readings. Equal to
 * business_hours_between (a test holds them so) without walking the days between, row by row.
 */
const DAY_HOURS = BUSINESS_DAY_END_HOUR - BUSINESS_DAY_START_HOUR;
const clockReading = (alias: string, at: SQL) => {
  const c = sql.raw(alias);
  return sql`(${c}.hours_before + case when ${c}.is_business
    then least(${sql.raw(String(DAY_HOURS))}, greatest(0, extract(epoch from (${at} - ${c}.opens)) / 3600)) else 0 end)`;
};
const clockJoin = (alias: string, at: SQL) =>
  sql`left join hk_business_clock ${sql.raw(alias)} on ${sql.raw(alias)}.day = (${at} at time zone ${ZONE})::date`;
export const businessHoursSql = (from: SQL, to: SQL, fromAlias: string, toAlias: string) =>
  sql`greatest(0, ${clockReading(toAlias, to)} - ${clockReading(fromAlias, from)})`;

const share = (part: number, whole: number) => (whole > 0 ? part / whole : null);
const hours = (value: number | string | null) => (value === null ? null : Number(value));

/** Submitted, introduced, a proposal, chosen, completed: each step's requests and the conversion from the one before. */
export async function funnel(db: Db, query: AnalyticsQuery, now = new Date()): Promise<Funnel> {
  const range = resolveRange(query, now);
  const [row] = await rawRows<Record<(typeof FUNNEL_STEPS)[number], number>>(
    db,
    sql`with req as materialized (select r.id, r.status from design_requests r where ${requestsIn(query, range)}),
        reached as (
          select i.request_id, bool_or(p.introduction_id is not null) as proposal, bool_or(i.status = 'chosen') as chosen
          from introductions i
          join req on req.id = i.request_id
          left join proposals p on p.introduction_id = i.id
          where i.created_at >= ${rangeStart(range)}
          group by i.request_id
        )
        select count(*)::int as submitted, count(reached.request_id)::int as introduced,
               count(*) filter (where reached.proposal)::int as proposal,
               count(*) filter (where req.status in ('in_progress', 'completed') or reached.chosen)::int as chosen,
               count(*) filter (where req.status = 'completed')::int as completed
        from req left join reached on reached.request_id = req.id`,
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
  const rows = await rawRows<WeekRow>(
    db,
    sql`with req as materialized (select r.id, r.created_at, r.due_at from design_requests r where ${requestsIn(query, range)}),
        firsts as (
          select req.created_at, req.due_at, f.first
          from req
          left join (
            select i.request_id, min(i.created_at) as first
            from introductions i join req on req.id = i.request_id
            where i.created_at >= ${rangeStart(range)}
            group by i.request_id
          ) f on f.request_id = req.id
        ), spans as (
          select to_char(date_trunc('week', f.created_at at time zone ${ZONE}), 'YYYY-MM-DD') as week,
                 case when f.first is not null
                   then ${businessHoursSql(sql`f.created_at`, sql`f.first`, "sent_day", "first_day")} end as hours,
                 f.first is not null as introduced,
                 f.first is not null or f.due_at <= ${now.toISOString()}::timestamptz as decided,
                 f.first is not null and f.first <= f.due_at as kept
          from firsts f
          ${clockJoin("sent_day", sql`f.created_at`)}
          ${clockJoin("first_day", sql`f.first`)}
        )
        select week, count(*)::int as requests, count(*) filter (where introduced)::int as introduced,
               percentile_cont(0.5) within group (order by hours) as median_hours,
               percentile_cont(0.9) within group (order by hours) as p90_hours,
               count(*) filter (where decided)::int as decided, count(*) filter (where kept)::int as kept
        from spans
        group by rollup (week)
        order by week nulls last`,
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
  const rows = await rawRows<DesignerRow>(
    db,
    sql`with req as materialized (select r.id from design_requests r where ${requestsIn(query, range)}),
        made as (
          select i.designer_id, i.status, p.introduction_id is not null as proposed,
                 case when i.responded_at is not null
                   then ${businessHoursSql(sql`i.created_at`, sql`i.responded_at`, "asked_day", "answered_day")} end as reply_hours
          from introductions i
          join req on req.id = i.request_id
          left join proposals p on p.introduction_id = i.id
          ${clockJoin("asked_day", sql`i.created_at`)}
          ${clockJoin("answered_day", sql`i.responded_at`)}
          where i.created_at >= ${rangeStart(range)}
        ), answers as (
          select designer_id, count(*)::int as introduced,
                 count(*) filter (where proposed)::int as accepted,
                 count(*) filter (where status = 'declined')::int as declined,
                 count(*) filter (where status = 'expired')::int as expired,
                 percentile_cont(0.5) within group (order by reply_hours) as median_reply
          from made group by designer_id
        ), open as (
          select i.designer_id, count(*)::int as open_load
          from introductions i join design_requests r on r.id = i.request_id
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

const budgetBand = sql.raw(
  `case ${BUDGET_BANDS.filter((band) => band.upTo !== null)
    .map((band) => `when r.budget_max <= ${Number(band.upTo)} then '${band.key}'`)
    .join(" ")} else '${BUDGET_BANDS[BUDGET_BANDS.length - 1]?.key}' end`,
);

/** Requests in view by district, by style (one request may count under several) and by budget band. */
export async function demand(db: Db, query: AnalyticsQuery, now = new Date()): Promise<Demand> {
  const range = resolveRange(query, now);
  const rows = await rawRows<{
    kind: "district" | "style" | "budget" | "total";
    key: string | null;
    n: number;
  }>(
    db,
    sql`with req as (select r.district, r.design_styles, ${budgetBand} as band from design_requests r where ${requestsIn(query, range)})
        select 'total' as kind, null as key, count(*)::int as n from req
        union all select 'district', district, count(*)::int from req group by district
        union all select 'style', style, count(*)::int from req, unnest(design_styles) as style group by style
        union all select 'budget', band, count(*)::int from req group by band`,
  );
  const count = (kind: string, key: string | null) =>
    rows.find((row) => row.kind === kind && row.key === key)?.n ?? 0;
  return {
    ...range,
    total: count("total", null),
    districts: HK_DISTRICTS.map((district: HkDistrict) => ({
      district,
      requests: count("district", district),
    })),
    noDistrict: count("district", null),
    styles: REQUEST_STYLES.map((style: RequestStyle) => ({ style, requests: count("style", style) })),
    budgets: BUDGET_BANDS.map((band) => ({
      band: band.key as BudgetBand,
      requests: count("budget", band.key),
    })),
  };
}
