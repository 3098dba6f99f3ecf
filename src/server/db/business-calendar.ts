import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import {
  BUSINESS_DAY_END_HOUR,
  BUSINESS_DAY_START_HOUR,
  HONG_KONG_TIME_ZONE,
} from "#shared/matching/business-days.ts";
import { HK_GENERAL_HOLIDAYS } from "#shared/matching/hk-holidays.ts";

const hour = (value: number) => {
  if (!Number.isInteger(value) || value < 0 || value > 24)
    throw new Error(`Not an hour of the day: ${value}`);
  return sql.raw(`time '${String(value).padStart(2, "0")}:00'`);
};

/**
 * Gives the database the application's business-hours clock, so analytics can be computed in SQL with the
 * same answer as `businessHoursBetween` in shared/matching/business-days.ts: the holiday table is filled
 * from the one list in shared/matching/hk-holidays.ts and `business_hours_between(from, to)` is (re)defined
 * from the same constants on every start (a migration would have copied them).
 * Runs under the migration lock on PostgreSQL, so concurrent starts do not race to replace the function.
 */
export async function installBusinessCalendar<Schema extends Record<string, unknown>>(
  db: PgDatabase<PgQueryResultHKT, Schema>,
): Promise<void> {
  // One array parameter (drizzle would spread a JS array into a row of parameters).
  const days = `{${Object.values(HK_GENERAL_HOLIDAYS).flat().join(",")}}`;
  const zone = sql.raw(`'${HONG_KONG_TIME_ZONE.replaceAll("'", "")}'`);
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from hk_general_holidays where not (day = any(${days}::date[]))`);
    await tx.execute(
      sql`insert into hk_general_holidays (day) select unnest(${days}::date[]) on conflict (day) do nothing`,
    );
    await tx.execute(sql`
      create or replace function business_hours_between(started timestamptz, ended timestamptz)
      returns double precision language sql stable parallel safe as $body$
        select coalesce(sum(greatest(0, extract(epoch from
                 least(ended, (d + ${hour(BUSINESS_DAY_END_HOUR)}) at time zone ${zone})
               - greatest(started, (d + ${hour(BUSINESS_DAY_START_HOUR)}) at time zone ${zone})))), 0)::double precision / 3600
        from generate_series((started at time zone ${zone})::date, (ended at time zone ${zone})::date, interval '1 day') as g(at)
        cross join lateral (select g.at::date as d) as day
        where ended > started
          and extract(isodow from d) < 6
          and not exists (select 1 from hk_general_holidays h where h.day = d)
      $body$`);
  });
}
