import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import {
  BUSINESS_DAY_END_HOUR,
  BUSINESS_DAY_START_HOUR,
  HONG_KONG_TIME_ZONE,
} from "#shared/matching/business-days.ts";
import { HK_GENERAL_HOLIDAYS } from "#shared/matching/hk-holidays.ts";
import { rawRows } from "./raw-rows.ts";

/** The days the clock covers: moments outside it have no business-hours reading (null). */
export const BUSINESS_CLOCK_FIRST_DAY = "2015-01-01";
export const BUSINESS_CLOCK_LAST_DAY = "2040-12-31";

const hour = (value: number) => {
  if (!Number.isInteger(value) || value < 0 || value > 24)
    throw new Error(`Not an hour of the day: ${value}`);
  return sql.raw(`make_time(${value}, 0, 0)`);
};

const holidays = Object.values(HK_GENERAL_HOLIDAYS).flat().sort();

/** What the clock is made from: when this digest is the stored one, the clock is already right. */
export const businessCalendarDigest = createHash("sha256")
  .update(
    JSON.stringify({
      zone: HONG_KONG_TIME_ZONE,
      opens: BUSINESS_DAY_START_HOUR,
      closes: BUSINESS_DAY_END_HOUR,
      first: BUSINESS_CLOCK_FIRST_DAY,
      last: BUSINESS_CLOCK_LAST_DAY,
      holidays,
    }),
  )
  .digest("hex");

/**
 * Gives the database the application's business-hours clock, so durations can be computed in SQL with the same
 * answer as `businessHoursBetween` (shared/matching/business-days.ts; a test holds them equal): the holidays
 * from the one list in shared/matching/hk-holidays.ts, and hk_business_clock, which `business_hours_between`
 * (migration 0022) reads, from the same constants. When they change, the business hours stored with requests
 * and introductions are computed again in the same transaction. A start with nothing changed reads one row.
 * Runs under the migration lock on PostgreSQL, so concurrent starts do not race.
 */
export async function installBusinessCalendar<Schema extends Record<string, unknown>>(
  db: PgDatabase<PgQueryResultHKT, Schema>,
): Promise<void> {
  const zone = sql.raw(`'${HONG_KONG_TIME_ZONE.replaceAll("'", "")}'`);
  // One array parameter (drizzle would spread a JS array into a row of parameters).
  const days = `{${holidays.join(",")}}`;
  await db.transaction(async (tx) => {
    const [stored] = await rawRows<{ digest: string }>(
      tx,
      sql`select digest from hk_business_clock_source for update`,
    );
    if (stored?.digest === businessCalendarDigest) return;
    await tx.execute(sql`delete from hk_general_holidays where not (day = any(${days}::date[]))`);
    await tx.execute(
      sql`insert into hk_general_holidays (day) select unnest(${days}::date[]) on conflict (day) do nothing`,
    );
    await tx.execute(sql`delete from hk_business_clock`);
    await tx.execute(sql`
      insert into hk_business_clock (day, starts, ends, opens, closes, hours_before)
      select d, d::timestamp at time zone ${zone}, (d + 1)::timestamp at time zone ${zone},
             (d + case when business then ${hour(BUSINESS_DAY_START_HOUR)} else time '00:00' end) at time zone ${zone},
             (d + case when business then ${hour(BUSINESS_DAY_END_HOUR)} else time '00:00' end) at time zone ${zone},
             coalesce(sum(case when business then ${sql.raw(String(BUSINESS_DAY_END_HOUR - BUSINESS_DAY_START_HOUR))} else 0 end)
                        over (order by d rows between unbounded preceding and 1 preceding), 0)
      from generate_series(date '${sql.raw(BUSINESS_CLOCK_FIRST_DAY)}', date '${sql.raw(BUSINESS_CLOCK_LAST_DAY)}', interval '1 day') as g(at)
      cross join lateral (select g.at::date as d) as day
      cross join lateral (select extract(isodow from d) < 6
                                 and not exists (select 1 from hk_general_holidays h where h.day = d) as business) as kind`);
    await tx.execute(sql`
      update introductions set reply_hours = business_hours_between(created_at, responded_at)
      where responded_at is not null`);
    await tx.execute(sql`
      update request_facts set first_introduction_hours = business_hours_between(created_at, first_introduced_at)
      where first_introduced_at is not null`);
    await tx.execute(sql`
      insert into hk_business_clock_source ("only", digest) values (true, ${businessCalendarDigest})
      on conflict ("only") do update set digest = excluded.digest`);
  });
}
