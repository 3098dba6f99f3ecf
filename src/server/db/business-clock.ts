import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import {
  BUSINESS_DAY_END_HOUR,
  BUSINESS_DAY_START_HOUR,
  HONG_KONG_TIME_ZONE,
} from "#shared/matching/business-days.ts";

/** The days the clock covers: moments outside it have no business-hours reading (null). */
export const BUSINESS_CLOCK_FIRST_DAY = "2015-01-01";
export const BUSINESS_CLOCK_LAST_DAY = "2040-12-31";

const zone = sql.raw(`'${HONG_KONG_TIME_ZONE.replaceAll("'", "")}'`);
const hours = (value: number) => {
  if (!Number.isInteger(value) || value < 0 || value > 24)
    throw new Error(`Not an hour of the day: ${value}`);
  return sql.raw(String(value));
};

/**
 * Fills hk_business_clock (migration 0020) from the holidays installBusinessCalendar has just written and the
 * same constants: for each Hong Kong day, when business opens, whether it is a business day, and the business
 * hours of all days before it. Then the business hours up to a moment are one row's `hours_before` plus the
 * part of that day, and the hours between two moments a difference: what `business_hours_between` gives
 * (a test holds them equal), without walking the days between, for 100,000 requests at once.
 */
export async function fillBusinessClock<Schema extends Record<string, unknown>>(
  db: PgDatabase<PgQueryResultHKT, Schema>,
): Promise<void> {
  const length = BUSINESS_DAY_END_HOUR - BUSINESS_DAY_START_HOUR;
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from hk_business_clock`);
    await tx.execute(sql`
      insert into hk_business_clock (day, opens, is_business, hours_before)
      select d, (d + make_time(${hours(BUSINESS_DAY_START_HOUR)}, 0, 0)) at time zone ${zone}, b,
             coalesce(sum(case when b then ${hours(length)} else 0 end)
                        over (order by d rows between unbounded preceding and 1 preceding), 0)
      from generate_series(date '${sql.raw(BUSINESS_CLOCK_FIRST_DAY)}', date '${sql.raw(BUSINESS_CLOCK_LAST_DAY)}', interval '1 day') as g(at)
      cross join lateral (select g.at::date as d) as day
      cross join lateral (select extract(isodow from d) < 6
                                 and not exists (select 1 from hk_general_holidays h where h.day = d) as b) as kind`);
  });
}
