import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SiteClaims } from "#shared/marketing/site-claims.ts";
import { designRequests, introductions, reviews } from "../db/schema/index.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { type SignedIn, signedInUser } from "../test-support/users.ts";

const folder = mkdtempSync(join(tmpdir(), "nestmatch-claims-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function claimsOf(t: TestApp): Promise<SiteClaims> {
  const answer = await t.app.inject({ method: "GET", url: "/api/site/claims" });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<SiteClaims>();
}

/** A homeowner with a request introduced to `designer`; its id. */
async function matchedRequest(
  t: TestApp,
  designer: SignedIn,
  names: { firstName: string; lastName: string } = { firstName: "Mei", lastName: "Leung" },
): Promise<string> {
  const owner = await signedInUser(t, "client", names);
  const [request] = await t.database.db
    .insert(designRequests)
    .values({
      clientId: owner.user.id,
      status: "completed",
      propertyAddress: "Flat 8C, 3 Tai Hang Road, Tai Hang",
      propertyType: "Apartment",
      projectType: "Full Design",
      district: "Wan Chai",
      designStyles: ["Not Sure", "Japanese"],
      description: "A calm two-bedroom flat with storage for a family of four.",
      mobileNumber: "+852 9123 4567",
      squareFootage: 520,
      budgetMin: 200_000,
      budgetMax: 400_000,
      agreedToTermsAt: new Date(),
    })
    .returning({ id: designRequests.id });
  if (!request) throw new Error("no request");
  await t.database.db
    .insert(introductions)
    .values({ requestId: request.id, slot: 1, designerId: designer.user.id, status: "chosen" });
  return request.id;
}

async function review(
  t: TestApp,
  requestId: string,
  designer: SignedIn,
  values: Partial<typeof reviews.$inferInsert>,
) {
  const [request] = await t.database.db
    .select({ clientId: designRequests.clientId })
    .from(designRequests)
    .where(eq(designRequests.id, requestId));
  if (!request) throw new Error("no request");
  await t.database.db.insert(reviews).values({
    requestId,
    designerId: designer.user.id,
    clientId: request.clientId,
    rating: 5,
    text: "Clear plans, honest prices, and every site visit on time. Our flat finally has room to breathe.",
    ...values,
  });
}

describe("a deployment that claims nothing", () => {
  let t: TestApp;
  let designer: SignedIn;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: "false" });
    designer = await signedInUser(t, "designer");
  });
  afterAll(() => t.close());

  it("shows no figure, sentence or quote it cannot stand behind", async () => {
    for (let n = 0; n < 9; n += 1) await matchedRequest(t, designer);
    expect(await claimsOf(t)).toEqual({ heroClaim: null, homeownersMatched: null, testimonials: [] });
  });
});

describe("claims counted from the data", () => {
  let t: TestApp;
  let designer: SignedIn;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: "false" });
    designer = await signedInUser(t, "designer");
  });
  afterAll(() => t.close());

  it("counts homeowners introduced to a designer and quotes their newest good reviews, named privately", async () => {
    const requests: string[] = [];
    for (let n = 0; n < 11; n += 1) requests.push(await matchedRequest(t, designer));
    // A second request of a homeowner already counted does not count twice; a request without designers not at all.
    const chan = await matchedRequest(t, designer, { firstName: "Tai Man", lastName: "Chan" });
    const [kept, hidden, poor, short, older, oldest] = requests;
    if (!kept || !hidden || !poor || !short || !older || !oldest) throw new Error("too few requests");
    await review(t, oldest, designer, { createdAt: new Date("2026-01-01T00:00:00Z") });
    await review(t, older, designer, { createdAt: new Date("2026-02-01T00:00:00Z") });
    await review(t, chan, designer, { createdAt: new Date("2026-03-01T00:00:00Z"), rating: 4 });
    await review(t, hidden, designer, { isHidden: true });
    await review(t, poor, designer, { rating: 3 });
    await review(t, short, designer, { text: "Great!" });
    await review(t, kept, designer, { createdAt: new Date("2026-04-01T00:00:00Z") });

    const claims = await claimsOf(t);
    expect(claims.heroClaim).toBeNull();
    expect(claims.homeownersMatched).toBe(12);
    expect(claims.testimonials).toHaveLength(3);
    expect(claims.testimonials[0]).toEqual({
      kind: "review",
      quote:
        "Clear plans, honest prices, and every site visit on time. Our flat finally has room to breathe.",
      name: "Mei L.",
      rating: 5,
      district: "Wan Chai",
      propertyType: "Apartment",
      style: "Japanese",
    });
    expect(claims.testimonials[1]).toMatchObject({ name: "Tai Man C.", rating: 4 });
    expect(claims.testimonials.every((quote) => quote.kind === "review" && quote.rating >= 4)).toBe(true);
  });
});

describe("the deployment's claims file", () => {
  const file = join(folder, "claims.json");
  const claimsFile = {
    heroClaim: { en: "Over 1,000 homes designed.", "zh-HK": "已設計超過1,000個家。" },
    homeownersMatched: 1240,
    testimonials: [
      {
        quote: { en: "Worth every dollar.", "zh-HK": "物有所值。" },
        name: { en: "Ada Ho", "zh-HK": "何太" },
        place: { en: "Tai Po", "zh-HK": "大埔" },
        project: { en: "Village house", "zh-HK": "村屋" },
      },
    ],
  };

  it("is shown as the deployment wrote it, before anything the data would say", async () => {
    writeFileSync(file, JSON.stringify(claimsFile));
    const t = await createTestApp({ SEED_DEMO: "false", SITE_CLAIMS_FILE: file });
    try {
      expect(await claimsOf(t)).toEqual({
        heroClaim: claimsFile.heroClaim,
        homeownersMatched: 1240,
        testimonials: [{ kind: "configured", ...claimsFile.testimonials[0] }],
      });
    } finally {
      await t.close();
    }
  });

  it("stops the server at start, saying what is wrong, when it is not a claims file", async () => {
    writeFileSync(file, JSON.stringify({ ...claimsFile, homeownersMatched: "lots" }));
    await expect(createTestApp({ SITE_CLAIMS_FILE: file })).rejects.toThrow(
      /SITE_CLAIMS_FILE .*claims\.json is not a claims file: homeownersMatched: /,
    );
    writeFileSync(file, "{ not json");
    await expect(createTestApp({ SITE_CLAIMS_FILE: file })).rejects.toThrow(/is not JSON/);
    await expect(createTestApp({ SITE_CLAIMS_FILE: join(folder, "missing.json") })).rejects.toThrow(
      /cannot be read/,
    );
  });

  it("is the demo's own (the spec's wording) when the app runs on demo data and names none", async () => {
    const t = await createTestApp({ SEED_DEMO: "true" });
    try {
      const claims = await claimsOf(t);
      expect(claims.heroClaim?.en).toMatch(/^Join hundreds of satisfied homeowners/);
      expect(claims.heroClaim?.["zh-HK"]).toMatch(/^數百位業主/);
      expect(claims.testimonials.map((quote) => quote.kind)).toEqual([
        "configured",
        "configured",
        "configured",
      ]);
    } finally {
      await t.close();
    }
  });
});
