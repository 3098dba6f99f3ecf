import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessHoursBetween } from "#shared/matching/business-days.ts";
import { createTestDatabase } from "../test-support/test-database.ts";
import type { Database } from "./client.ts";
import { rawRows } from "./raw-rows.ts";

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const inSql = async (from: Date, to: Date) => {
  const [row] = await rawRows<{ hours: number }>(
    database.db,
    sql`select business_hours_between(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz) as hours`,
  );
  return Number(row?.hours);
};

describe("business_hours_between in the database", () => {
  it("skips Christmas, the weekend and the first weekday after Christmas as the application does", async () => {
    const from = new Date("2026-12-24T16:00:00+08:00");
    const to = new Date("2026-12-28T11:00:00+08:00");
    expect(await inSql(from, to)).toBe(4);
  });

  it("is 0 when the end is not after the start", async () => {
    const at = new Date("2026-11-26T10:00:00+08:00");
    expect(await inSql(at, new Date(at.getTime() - 3_600_000))).toBe(0);
  });

  it("agrees with businessHoursBetween on 300 random spans across 2026 and 2027, holidays included", async () => {
    let seed = 20_261_126;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const start = Date.parse("2026-01-01T00:00:00+08:00");
    const year = 365 * 24 * 3_600_000;
    const spans = Array.from({ length: 300 }, () => {
      const from = new Date(start + Math.floor(random() * 2 * year));
      return [from, new Date(from.getTime() + Math.floor(random() * 12 * 24 * 3_600_000))] as const;
    });
    const values = sql.join(
      spans.map(
        ([from, to], index) =>
          sql`(${index}::int, ${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz)`,
      ),
      sql`, `,
    );
    const rows = await rawRows<{ i: number; hours: number }>(
      database.db,
      sql`select i, business_hours_between(f, t) as hours from (values ${values}) as v(i, f, t) order by i`,
    );
    expect(rows).toHaveLength(spans.length);
    // Equal to the millisecond (a float's last digits differ between the two sums).
    const apart = rows.map((row, index) => {
      const [from, to] = spans[index] ?? [];
      if (!from || !to) throw new Error(`No span ${index}`);
      return Math.abs(Number(row.hours) - businessHoursBetween(from, to)) * 3_600_000;
    });
    expect(Math.max(...apart)).toBeLessThan(1);
    expect(new Set(rows.map((row) => Number(row.hours))).size).toBeGreaterThan(100);
  });
});
