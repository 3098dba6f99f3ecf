import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dueAt } from "#shared/matching/business-days.ts";
import { createUser } from "../../auth/users.ts";
import type { Database } from "../../db/client.ts";
import { rawRows } from "../../db/raw-rows.ts";
import { designRequests, introductions, proposals } from "../../db/schema/index.ts";
import { createTestDatabase } from "../../test-support/test-database.ts";
import { demand, designerStats, firstIntroduction, funnel } from "./service.ts";

/*
 * Known requests with known business-hour delays (Hong Kong, 09:00-18:00 on business days), so the
 * medians and 90th percentiles below are worked out by hand:
 * - week of Mon 2 Nov 2026: 10 requests sent 09:00, first introduced 1, 2, ... 10 business hours later
 *   (the tenth the next morning), and one never introduced, past due: median 5.5, p90 9 + 0.1 = 9.1;
 * - week of Mon 9 Nov: one sent Mon 09:00 and introduced Thu 12 Nov 09:30 (27.5 h, after its due time Wed
 *   09:00: late) and one sent Fri 13 Nov 17:00, introduced Mon 16 Nov 10:00 (1 h + 1 h across the weekend):
 *   median 14.75, p90 2 + 0.9 × 25.5 = 24.95;
 * - week of Mon 21 Dec: sent Thu 24 Dec 16:00, introduced Mon 28 Dec 11:00: 4 h (Christmas, the
 *   weekend and the first weekday after Christmas are not counted).
 * The whole range: 1, 2, 2, 3, 4, 4, 5, 6, 7, 8, 9, 10, 27.5: median 5, p90 at 10.8 → 9 + 0.8 = 9.8.
 */
let database: Database;
const now = new Date("2027-01-05T12:00:00+08:00");
const range = { from: "2026-11-01", to: "2026-12-31" };
const HK = (local: string) => new Date(`${local}+08:00`);

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  const client = await createUser(db, {
    email: "analytics-client@example.com",
    password: null,
    role: "client",
  });
  const designer = await createUser(db, {
    email: "analytics-designer@example.com",
    password: null,
    role: "designer",
    firstName: "Dora",
    lastName: "Designer",
  });
  const request = (createdAt: Date, extra: Partial<typeof designRequests.$inferInsert> = {}) => ({
    clientId: client.id,
    status: "matched" as const,
    propertyAddress: "Flat 1A",
    district: "Sha Tin",
    propertyType: "Apartment",
    projectType: "Full Design",
    designStyles: ["Modern", "Japanese"],
    description: "A known request for the analytics test, long enough to be a real brief.",
    mobileNumber: "+852 9000 0000",
    squareFootage: 600,
    budgetMin: 200_000,
    budgetMax: 500_000,
    agreedToTermsAt: createdAt,
    dueAt: dueAt(createdAt),
    createdAt,
    ...extra,
  });
  const firstWeek = Array.from({ length: 10 }, () => request(HK("2026-11-02T09:00:00")));
  const rows = await db
    .insert(designRequests)
    .values([
      ...firstWeek,
      request(HK("2026-11-02T09:00:00"), { status: "submitted", district: "Islands", budgetMax: null }),
      request(HK("2026-11-09T09:00:00"), { district: "Wan Chai", designStyles: ["Industrial"] }),
      request(HK("2026-11-13T17:00:00"), { propertyType: "House", budgetMax: 900_000 }),
      request(HK("2026-12-24T16:00:00"), { district: null, budgetMax: 2_500_000 }),
      // Outside the range: counted nowhere.
      request(HK("2026-10-30T09:00:00")),
    ])
    .returning({ id: designRequests.id });
  const id = (n: number) => rows[n]?.id ?? "";
  const firsts: Date[] = [
    ...Array.from({ length: 9 }, (_, n) => HK(`2026-11-02T${String(10 + n).padStart(2, "0")}:00:00`)),
    HK("2026-11-03T10:00:00"),
  ];
  const made = await db
    .insert(introductions)
    .values([
      ...firsts.map((createdAt, n) => ({ requestId: id(n), designerId: designer.id, slot: 1, createdAt })),
      { requestId: id(11), designerId: designer.id, slot: 1, createdAt: HK("2026-11-12T09:30:00") },
      { requestId: id(12), designerId: designer.id, slot: 1, createdAt: HK("2026-11-16T10:00:00") },
      { requestId: id(13), designerId: designer.id, slot: 1, createdAt: HK("2026-12-28T11:00:00") },
    ])
    .returning({ id: introductions.id, requestId: introductions.requestId });
  const introductionOf = (n: number) => made.find((row) => row.requestId === id(n))?.id ?? "";
  // Answers: accepted after 2, 3, 5 and 6 (overnight) business hours, one declined after 1, one expired.
  const answer = async (
    n: number,
    status: "accepted" | "declined" | "expired" | "chosen",
    respondedAt: Date | null,
  ) => {
    const { eq } = await import("drizzle-orm");
    await db
      .update(introductions)
      .set({ status, respondedAt })
      .where(eq(introductions.id, introductionOf(n)));
    if (status === "accepted" || status === "chosen")
      await db.insert(proposals).values({
        introductionId: introductionOf(n),
        feeType: "fixed",
        feeMin: 50_000,
        timelineWeeks: 8,
        earliestSiteVisit: "2026-11-20",
      });
  };
  await answer(0, "chosen", HK("2026-11-02T12:00:00"));
  await answer(1, "chosen", HK("2026-11-02T14:00:00"));
  await answer(2, "accepted", HK("2026-11-02T17:00:00"));
  await answer(3, "accepted", HK("2026-11-03T10:00:00"));
  await answer(4, "declined", HK("2026-11-02T15:00:00"));
  await answer(5, "expired", null);
  const { eq } = await import("drizzle-orm");
  await db
    .update(designRequests)
    .set({ status: "in_progress" })
    .where(eq(designRequests.id, id(0)));
  await db
    .update(designRequests)
    .set({ status: "completed" })
    .where(eq(designRequests.id, id(1)));
});
afterAll(() => database.close());

describe("time to first introduction", () => {
  it("gives each week's median and 90th percentile in business hours, across a weekend and Christmas", async () => {
    const result = await firstIntroduction(database.db, range, now);
    expect(result.promiseHours).toBe(18);
    expect(result.weeks.map((w) => w.week)).toEqual(["2026-11-02", "2026-11-09", "2026-12-21"]);
    const [first, second, christmas] = result.weeks;
    expect(first).toMatchObject({ requests: 11, introduced: 10, decided: 11, kept: 10 });
    expect(first?.medianHours).toBeCloseTo(5.5, 9);
    expect(first?.p90Hours).toBeCloseTo(9.1, 9);
    expect(first?.keptShare).toBeCloseTo(10 / 11, 9);
    expect(second).toMatchObject({ requests: 2, introduced: 2, decided: 2, kept: 1, keptShare: 0.5 });
    expect(second?.medianHours).toBeCloseTo(14.75, 9);
    expect(second?.p90Hours).toBeCloseTo(24.95, 9);
    expect(christmas?.medianHours).toBeCloseTo(4, 9);
    expect(result.overall.medianHours).toBeCloseTo(5, 9);
    expect(result.overall.p90Hours).toBeCloseTo(9.8, 9);
    expect(result.overall).toMatchObject({ introduced: 13, decided: 14, kept: 12 });
  });

  it("leaves a request not yet due and not introduced out of the promise's share", async () => {
    const early = await firstIntroduction(database.db, range, HK("2026-11-03T12:00:00"));
    expect(early.weeks[0]).toMatchObject({
      requests: 11,
      introduced: 10,
      decided: 10,
      kept: 10,
      keptShare: 1,
    });
  });

  it("filters by district and property type", async () => {
    const house = await firstIntroduction(database.db, { ...range, propertyType: "House" }, now);
    expect(house.weeks).toHaveLength(1);
    expect(house.overall.medianHours).toBeCloseTo(2, 9);
    const wanChai = await firstIntroduction(database.db, { ...range, district: "Wan Chai" }, now);
    expect(wanChai.overall).toMatchObject({ introduced: 1, kept: 0, decided: 1, keptShare: 0 });
  });
});

describe("the funnel", () => {
  it("counts each step and the conversion from the step before", async () => {
    const result = await funnel(database.db, range, now);
    expect(result.steps.map((s) => [s.step, s.requests])).toEqual([
      ["submitted", 14],
      ["introduced", 13],
      ["proposal", 4],
      ["chosen", 2],
      ["completed", 1],
    ]);
    expect(result.steps[0]?.conversion).toBeNull();
    expect(result.steps[1]?.conversion).toBeCloseTo(13 / 14, 9);
    expect(result.steps[4]?.conversion).toBe(0.5);
  });
});

describe("designers", () => {
  it("gives the acceptance rate, the median reply in business hours and the open load", async () => {
    const [dora] = (await designerStats(database.db, range, now)).designers;
    expect(dora).toMatchObject({
      name: "Dora Designer",
      introduced: 13,
      accepted: 4,
      declined: 1,
      expired: 1,
    });
    expect(dora?.acceptanceRate).toBeCloseTo(4 / 6, 9);
    // Replies after 2, 3, 5, 6 and 1 business hours.
    expect(dora?.medianReplyHours).toBeCloseTo(3, 9);
    // Two accepted on requests still open, and the 7 never answered.
    expect(dora?.openLoad).toBe(9);
  });
});

describe("demand", () => {
  it("counts requests by district, style and budget band", async () => {
    const result = await demand(database.db, range, now);
    expect(result.total).toBe(14);
    const district = (name: string) => result.districts.find((d) => d.district === name)?.requests;
    expect(district("Sha Tin")).toBe(11);
    expect(district("Islands")).toBe(1);
    expect(district("Wan Chai")).toBe(1);
    expect(district("North")).toBe(0);
    expect(result.districts).toHaveLength(18);
    expect(result.noDistrict).toBe(1);
    const style = (name: string) => result.styles.find((s) => s.style === name)?.requests;
    expect(style("Modern")).toBe(13);
    expect(style("Industrial")).toBe(1);
    expect(result.budgets.map((b) => [b.band, b.requests])).toEqual([
      ["upTo300k", 0],
      ["upTo600k", 11],
      ["upTo1m", 1],
      ["upTo2m", 0],
      ["over2m", 2],
    ]);
  });
});

describe("the facts the analytics read, kept by the database", () => {
  it("follows a request's introductions (an earlier one recorded later moves the first back), answers, proposal, choice and edits", async () => {
    const db = database.db;
    const [client] = await db.select({ id: designRequests.clientId }).from(designRequests).limit(1);
    const [request] = await db
      .insert(designRequests)
      .values({
        clientId: client?.id ?? "",
        propertyAddress: "Flat 2B",
        propertyType: "Apartment",
        projectType: "Full Design",
        designStyles: ["Modern"],
        description: "A request whose introductions are recorded out of order.",
        mobileNumber: "+852 9000 0001",
        squareFootage: 500,
        budgetMin: 100_000,
        agreedToTermsAt: HK("2027-03-01T09:00:00"),
        createdAt: HK("2027-03-01T09:00:00"),
      })
      .returning({ id: designRequests.id });
    const designers = await Promise.all(
      ["late", "early"].map((name) =>
        createUser(db, { email: `facts-${name}@example.com`, password: null, role: "designer" }),
      ),
    );
    const facts = async () => {
      const [row] = await rawRows<{ first: Date | string; hours: number; chosen: Date | string | null }>(
        db,
        sql`select first_introduced_at as first, first_introduction_hours as hours, chosen_at as chosen
            from request_facts where request_id = ${request?.id}`,
      );
      return {
        first: new Date(row?.first ?? 0).toISOString(),
        hours: row?.hours,
        chosen: row?.chosen ?? null,
      };
    };
    const introduce = (designerId: string, slot: number, createdAt: Date) =>
      db
        .insert(introductions)
        .values({ requestId: request?.id ?? "", designerId, slot, createdAt })
        .returning({ id: introductions.id });
    await introduce(designers[0]?.id ?? "", 1, HK("2027-03-02T15:00:00"));
    expect(await facts()).toEqual({
      first: HK("2027-03-02T15:00:00").toISOString(),
      hours: 15,
      chosen: null,
    });
    const [early] = await introduce(designers[1]?.id ?? "", 2, HK("2027-03-01T11:30:00"));
    expect(await facts()).toMatchObject({ first: HK("2027-03-01T11:30:00").toISOString(), hours: 2.5 });

    const { eq } = await import("drizzle-orm");
    await db
      .update(introductions)
      .set({ status: "chosen", respondedAt: HK("2027-03-01T14:00:00"), chosenAt: HK("2027-03-03T10:00:00") })
      .where(eq(introductions.id, early?.id ?? ""));
    const [answered] = await db
      .select({ replyHours: introductions.replyHours })
      .from(introductions)
      .where(eq(introductions.id, early?.id ?? ""));
    expect(answered?.replyHours).toBe(2.5);
    expect(new Date((await facts()).chosen ?? 0).toISOString()).toBe(HK("2027-03-03T10:00:00").toISOString());

    await db.insert(proposals).values({
      introductionId: early?.id ?? "",
      feeType: "fixed",
      feeMin: 40_000,
      timelineWeeks: 6,
      earliestSiteVisit: "2027-03-10",
      createdAt: HK("2027-03-01T13:00:00"),
    });
    await db
      .update(designRequests)
      .set({ district: "Kwun Tong", status: "in_progress" })
      .where(eq(designRequests.id, request?.id ?? ""));
    const [row] = await rawRows<{
      proposal: Date | string;
      district: string;
      status: string;
      sent: Date | string;
    }>(
      db,
      sql`select f.first_proposal_at as proposal, f.district, f.status, i.proposal_sent_at as sent
          from request_facts f join introductions i on i.request_id = f.request_id
          where f.request_id = ${request?.id} and i.id = ${early?.id}`,
    );
    expect(new Date(row?.proposal ?? 0).toISOString()).toBe(HK("2027-03-01T13:00:00").toISOString());
    expect(new Date(row?.sent ?? 0).toISOString()).toBe(HK("2027-03-01T13:00:00").toISOString());
    expect(row).toMatchObject({ district: "Kwun Tong", status: "in_progress" });
  });
});
