import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessHoursBetween } from "#shared/matching/business-days.ts";
import { createTestDatabase } from "../test-support/test-database.ts";
import { businessCalendarDigest, installBusinessCalendar } from "./business-calendar.ts";
import type { Database } from "./client.ts";
import { rawRows } from "./raw-rows.ts";
import { designRequests, introductions, users } from "./schema/index.ts";

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

describe("installing the business calendar", () => {
  const storedHours = async () => {
    const [row] = await rawRows<{ hours: number | null }>(
      database.db,
      sql`select reply_hours as hours from introductions where id = ${introductionId}`,
    );
    return row?.hours;
  };
  let introductionId = "";

  beforeAll(async () => {
    const db = database.db;
    const [client, designer] = await db
      .insert(users)
      .values([
        { email: "calendar-client@example.com", role: "client" },
        { email: "calendar-designer@example.com", role: "designer" },
      ])
      .returning({ id: users.id });
    const [request] = await db
      .insert(designRequests)
      .values({
        clientId: client?.id ?? "",
        propertyAddress: "Flat 3C",
        propertyType: "Apartment",
        projectType: "Full Design",
        designStyles: ["Modern"],
        description: "A request whose introduction was answered across Christmas.",
        mobileNumber: "+852 9000 0002",
        squareFootage: 450,
        budgetMin: 100_000,
        agreedToTermsAt: new Date("2026-12-23T09:00:00+08:00"),
        createdAt: new Date("2026-12-23T09:00:00+08:00"),
      })
      .returning({ id: designRequests.id });
    const [made] = await db
      .insert(introductions)
      .values({
        requestId: request?.id ?? "",
        designerId: designer?.id ?? "",
        slot: 1,
        createdAt: new Date("2026-12-24T16:00:00+08:00"),
        respondedAt: new Date("2026-12-28T11:00:00+08:00"),
        status: "declined",
      })
      .returning({ id: introductions.id });
    introductionId = made?.id ?? "";
  });

  it("leaves the clock and the stored hours alone when nothing it is made from has changed", async () => {
    expect(await storedHours()).toBe(4);
    await database.db.execute(sql`update introductions set reply_hours = 99 where id = ${introductionId}`);
    await installBusinessCalendar(database.db);
    expect(await storedHours()).toBe(99);
  });

  it("computes the clock and every stored business-hours figure again when its source changed", async () => {
    await database.db.execute(sql`update hk_business_clock_source set digest = 'an older calendar'`);
    await database.db.execute(sql`delete from hk_business_clock where day = '2026-12-28'`);
    await installBusinessCalendar(database.db);
    expect(await storedHours()).toBe(4);
    const [source] = await rawRows<{ digest: string }>(
      database.db,
      sql`select digest from hk_business_clock_source`,
    );
    expect(source?.digest).toBe(businessCalendarDigest);
  });
});
