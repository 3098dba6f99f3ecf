import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { CostGuide, CostGuideCell } from "#shared/cost-guide/responses.ts";
import { budgetEstimate, costGuidePath, feeEstimate, perSquareFoot } from "#shared/cost-guide/rules.ts";
import { createAllMessages } from "#shared/i18n/catalogues.ts";
import type { FeeType } from "#shared/matching/constants.ts";
import type { HkDistrict } from "#shared/matching/districts.ts";
import { type Database, openPostgres } from "../db/client.ts";
import { costGuideCells, designRequests, introductions, proposals, users } from "../db/schema/index.ts";
import { injectAs } from "../test-support/inject.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import {
  createPostgresTestDatabase,
  hasTestPostgres,
  type PostgresTestDatabase,
} from "../test-support/test-database.ts";
import { uniqueEmail } from "../test-support/users.ts";
import { refreshCostGuide } from "./cost-guide.ts";
import { costGuideStructuredData } from "./cost-guide-page-data.ts";

let created: PostgresTestDatabase | undefined;
let database: Database | undefined;
let t: TestApp;
let designer: string;

beforeAll(async () => {
  if (hasTestPostgres()) {
    created = await createPostgresTestDatabase();
    database = openPostgres(created.url, 4);
    t = await createTestApp({}, { database });
  } else t = await createTestApp();
  designer = await newUser("designer");
});
afterAll(async () => {
  await t?.close();
  if (created) {
    await database?.close();
    await created.drop();
  }
});
beforeEach(async () => {
  await t.database.db.delete(designRequests);
  await t.database.db.delete(users).where(eq(users.role, "client"));
});

async function newUser(role: "client" | "designer"): Promise<string> {
  const [user] = await t.database.db
    .insert(users)
    .values({ email: uniqueEmail(role), role })
    .returning({ id: users.id });
  if (!user) throw new Error("no user");
  return user.id;
}

interface Home {
  propertyType?: string;
  projectType?: string;
  district?: HkDistrict | null;
  squareFootage?: number;
  /** The budget's midpoint per square foot it should come to (the range is ±HK$100 per sq ft around it). */
  budgetPerSqFt?: number;
  budgetMin?: number;
  budgetMax?: number | null;
}

/** A request of `clientId`'s; by default a 1,000 sq ft apartment's full design in Wan Chai at HK$800 per sq ft. */
async function request(clientId: string, home: Home = {}): Promise<string> {
  const squareFootage = home.squareFootage ?? 1000;
  const perSqFt = home.budgetPerSqFt ?? 800;
  const [row] = await t.database.db
    .insert(designRequests)
    .values({
      clientId,
      propertyAddress: "Flat 1A, 1 Test Road",
      propertyType: home.propertyType ?? "Apartment",
      projectType: home.projectType ?? "Full Design",
      district: home.district === undefined ? "Wan Chai" : home.district,
      designStyles: ["Modern"],
      description: "A home for the cost guide's tests.",
      mobileNumber: "+852 9123 4567",
      squareFootage,
      budgetMin: home.budgetMin ?? (perSqFt - 100) * squareFootage,
      budgetMax: home.budgetMax === undefined ? (perSqFt + 100) * squareFootage : home.budgetMax,
      agreedToTermsAt: new Date(),
    })
    .returning({ id: designRequests.id });
  if (!row) throw new Error("no request");
  return row.id;
}

/** `count` homeowners, one request each, like `home`. */
async function homes(count: number, home: Home = {}): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) ids.push(await request(await newUser("client"), home));
  return ids;
}

let designerCount = 0;
/** A designer's accepted introduction to `requestId` with a proposal at this fee. */
async function proposal(requestId: string, feeType: FeeType, feeMin: number, feeMax: number | null = null) {
  designerCount += 1;
  const by = designerCount === 1 ? designer : await newUser("designer");
  const [introduction] = await t.database.db
    .insert(introductions)
    .values({ requestId, designerId: by, status: "accepted", respondedAt: new Date() })
    .returning({ id: introductions.id });
  if (!introduction) throw new Error("no introduction");
  await t.database.db.insert(proposals).values({
    introductionId: introduction.id,
    feeType,
    feeMin,
    feeMax,
    timelineWeeks: 8,
    earliestSiteVisit: "2026-12-01",
  });
}

async function published(): Promise<CostGuide> {
  const answer = await injectAs(t, "GET", "/api/cost-guide");
  expect(answer.statusCode).toBe(200);
  return answer.json();
}

const cellOf = (
  guide: CostGuide,
  metric: string,
  dimension: string,
  key: string,
): CostGuideCell | undefined =>
  guide.cells.find((cell) => cell.metric === metric && cell.dimension === dimension && cell.key === key);

describe("what a fee and a budget stand for, per square foot", () => {
  it("takes a fixed fee as it is, a range's midpoint, and a range without a maximum at its minimum", () => {
    expect(feeEstimate("fixed", 50_000, null)).toBe(50_000);
    // A fixed fee never has a maximum that counts, even if one were stored.
    expect(feeEstimate("fixed", 50_000, 90_000)).toBe(50_000);
    expect(feeEstimate("range", 60_000, 80_000)).toBe(70_000);
    expect(feeEstimate("range", 90_000, null)).toBe(90_000);
  });

  it("takes a budget's midpoint, and reads the open top as ending at HK$3,000,000", () => {
    expect(budgetEstimate(0, 100_000)).toBe(50_000);
    expect(budgetEstimate(2_000_000, null)).toBe(2_500_000);
    expect(budgetEstimate(3_000_000, null)).toBe(3_000_000);
    expect(perSquareFoot(500_000, 1000)).toBe(500);
    expect(perSquareFoot(500_000, 0)).toBeNull();
  });

  it("links from the request form to the guide, marking the home's choices and its area", () => {
    expect(costGuidePath({ propertyType: "House", projectType: "Renovation", district: "Islands" })).toBe(
      "/cost-guide?propertyType=House&projectType=Renovation&area=New+Territories#budget-by-property-type",
    );
    expect(costGuidePath({ propertyType: "", district: "Nowhere" })).toBe(
      "/cost-guide#budget-by-property-type",
    );
  });
});

describe("the cost guide (issue 22 §2)", () => {
  it("hides a cell with 4 independent requests and shows it with 5", async () => {
    await homes(4, { propertyType: "House", budgetPerSqFt: 1200 });
    await homes(6, { propertyType: "Apartment" });
    await refreshCostGuide(t.database.db);
    let guide = await published();
    expect(cellOf(guide, "budget", "propertyType", "House")).toBeUndefined();
    expect(cellOf(guide, "budget", "propertyType", "Apartment")?.requests).toBe(6);
    expect(cellOf(guide, "budget", "all", "all")?.requests).toBe(10);
    // Nothing of the thin cell reaches the answer in any form.
    expect(JSON.stringify(guide)).not.toContain("House");

    await homes(1, { propertyType: "House", budgetPerSqFt: 1200 });
    await refreshCostGuide(t.database.db);
    guide = await published();
    expect(cellOf(guide, "budget", "propertyType", "House")).toEqual({
      metric: "budget",
      dimension: "propertyType",
      key: "House",
      requests: 5,
      p25: 1200,
      median: 1200,
      p75: 1200,
    });
  });

  it("counts one homeowner's 5 requests in a cell as one independent request, not 5", async () => {
    const owner = await newUser("client");
    for (let i = 0; i < 5; i += 1) await request(owner, { propertyType: "Townhouse" });
    await homes(3, { propertyType: "Townhouse" });
    await refreshCostGuide(t.database.db);
    expect(cellOf(await published(), "budget", "propertyType", "Townhouse")).toBeUndefined();

    await homes(1, { propertyType: "Townhouse" });
    await refreshCostGuide(t.database.db);
    expect(cellOf(await published(), "budget", "propertyType", "Townhouse")?.requests).toBe(5);
  });

  it("gives the quartiles percentile_cont interpolates, over homeowners, each one's requests averaged", async () => {
    // Per sq ft: 100, 200, 300, 400, 500, 600 (the last homeowner's two requests, 500 and 700, average 600).
    for (const perSqFt of [100, 200, 300, 400, 500])
      await homes(1, { propertyType: "Commercial", budgetPerSqFt: perSqFt, squareFootage: 800 });
    const twice = await newUser("client");
    await request(twice, { propertyType: "Commercial", budgetPerSqFt: 500, squareFootage: 500 });
    await request(twice, { propertyType: "Commercial", budgetPerSqFt: 700, squareFootage: 2000 });
    await refreshCostGuide(t.database.db);
    // Six values: the 25th percentile sits at 1.25 (200 + 0.25 × 100), the median at 2.5, the 75th at 3.75.
    expect(cellOf(await published(), "budget", "propertyType", "Commercial")).toMatchObject({
      requests: 6,
      p25: 225,
      median: 350,
      p75: 475,
    });
  });

  it("turns each fee type into HK$ per square foot and averages a request's proposals", async () => {
    const [a, b, c, d, e] = await homes(5, { projectType: "Renovation", squareFootage: 500 });
    if (!(a && b && c && d && e)) throw new Error("no requests");
    await proposal(a, "fixed", 50_000); // 100
    await proposal(b, "range", 60_000, 80_000); // 140
    await proposal(c, "range", 90_000); // 180
    await proposal(d, "fixed", 110_000); // 220
    await proposal(e, "fixed", 100_000); // 200 and 300: 250
    await proposal(e, "range", 140_000, 160_000);
    await refreshCostGuide(t.database.db);
    const guide = await published();
    expect(cellOf(guide, "designFee", "projectType", "Renovation")).toMatchObject({
      requests: 5,
      p25: 140,
      median: 180,
      p75: 220,
    });
    expect(cellOf(guide, "designFee", "propertyType", "Apartment")?.median).toBe(180);
  });

  it("counts fees only of requests with proposals: 5 homeowners, 4 with a proposal, show no fee", async () => {
    const ids = await homes(5, { projectType: "Partial Design" });
    for (const id of ids.slice(0, 4)) await proposal(id, "fixed", 100_000);
    await refreshCostGuide(t.database.db);
    const guide = await published();
    expect(cellOf(guide, "budget", "projectType", "Partial Design")?.requests).toBe(5);
    expect(cellOf(guide, "designFee", "projectType", "Partial Design")).toBeUndefined();
    expect(guide.cells.some((cell) => cell.metric === "designFee")).toBe(false);
  });

  it("groups districts into Hong Kong Island, Kowloon and the New Territories with the Islands", async () => {
    await homes(2, { district: "Islands" });
    await homes(3, { district: "Sha Tin" });
    await homes(5, { district: "Kwun Tong" });
    await homes(4, { district: "Central and Western" });
    await homes(3, { district: null });
    await refreshCostGuide(t.database.db);
    const guide = await published();
    const areas = guide.cells.filter(
      (cell) => cell.metric === "budget" && cell.dimension === "districtGroup",
    );
    expect(areas.map((cell) => [cell.key, cell.requests])).toEqual([
      ["Kowloon", 5],
      ["New Territories", 5],
    ]);
    expect(cellOf(guide, "budget", "all", "all")?.requests).toBe(17);
  });

  it("replaces the snapshot on each refresh: a cell that thins out disappears, the time moves on", async () => {
    const ids = await homes(5, { propertyType: "House" });
    const first = new Date("2026-11-20T20:30:00Z");
    await refreshCostGuide(t.database.db, first);
    let guide = await published();
    expect(guide.refreshedAt).toBe(first.toISOString());
    expect(cellOf(guide, "budget", "propertyType", "House")?.requests).toBe(5);

    await t.database.db.delete(designRequests).where(eq(designRequests.id, ids[0] ?? ""));
    const second = new Date("2026-11-21T20:30:00Z");
    await refreshCostGuide(t.database.db, second);
    guide = await published();
    expect(guide.refreshedAt).toBe(second.toISOString());
    expect(guide.cells).toEqual([]);
  });

  it("never stores a thin cell: the database refuses one however it is written", async () => {
    await expect(
      t.database.db
        .insert(costGuideCells)
        .values({ metric: "budget", dimension: "all", key: "all", requests: 4, p25: 1, median: 2, p75: 3 }),
    ).rejects.toThrow();
  });

  it("answers with an ETag and 304 for a copy that is current, and nothing that names a person or a home", async () => {
    await homes(5);
    await refreshCostGuide(t.database.db);
    const answer = await injectAs(t, "GET", "/api/cost-guide");
    expect(answer.headers["cache-control"]).toContain("public");
    const etag = String(answer.headers.etag);
    expect(etag).toMatch(/^"cost-guide-\d+"$/);
    const again = await t.app.inject({
      method: "GET",
      url: "/api/cost-guide",
      headers: { "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    const text = answer.body;
    expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
    expect(text).not.toContain("Test Road");
    expect(text).not.toContain("Wan Chai");
  });

  it("refreshes under concurrent calls without a clash: one snapshot, whole", async () => {
    await homes(5);
    await Promise.all([refreshCostGuide(t.database.db), refreshCostGuide(t.database.db)]);
    const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(costGuideCells);
    // Budget: all, Apartment, Full Design, Hong Kong Island.
    expect(row?.n).toBe(4);
  });

  it("describes itself as a schema.org Dataset with the overall medians, in the page's language", async () => {
    await homes(5);
    await refreshCostGuide(t.database.db);
    const guide = await published();
    const messages = createAllMessages("Nestmatch")["zh-HK"];
    const data = costGuideStructuredData(guide, {
      locale: "zh-HK",
      messages,
      publicUrl: "https://nestmatch.hk",
    });
    expect(data).toMatchObject({
      "@type": "Dataset",
      name: messages.app.meta.pages.costGuide.title,
      url: "https://nestmatch.hk/cost-guide?lang=zh-HK",
      dateModified: guide.refreshedAt,
      distribution: { contentUrl: "https://nestmatch.hk/api/cost-guide" },
    });
    expect(data.variableMeasured).toEqual([
      expect.objectContaining({ name: "每平方呎工程預算", value: 800, unitText: "HKD per square foot" }),
    ]);
  });
});
