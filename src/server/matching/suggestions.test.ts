import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DesignerSuggestion } from "#shared/matching/suggestion.ts";
import { createUser } from "../auth/users.ts";
import { designerProfiles, designRequests, designs, introductions } from "../db/schema/index.ts";
import { injectAs } from "../test-support/inject.ts";
import { validRequest } from "../test-support/request-payload.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { nextAddress, type SignedIn, signedInUser, uniqueEmail } from "../test-support/users.ts";

let t: TestApp;
let admin: SignedIn;
let client: SignedIn;
let designer: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  [admin, client, designer] = await Promise.all([
    signedInUser(t, "admin"),
    signedInUser(t, "client"),
    signedInUser(t, "designer"),
  ]);
});
afterAll(() => t.close());

function get(url: string, who: SignedIn | null) {
  return t.app.inject({
    method: "GET",
    url,
    headers: who ? { cookie: who.cookie } : {},
    remoteAddress: nextAddress(),
  });
}

/** A Japanese/Minimalist apartment in Wan Chai, HK$300,000–HK$600,000. */
async function newRequest(overrides: Partial<typeof designRequests.$inferInsert> = {}): Promise<string> {
  const response = await injectAs(t, "POST", "/api/forms", client, validRequest);
  expect(response.statusCode, response.body).toBe(201);
  const id: string = response.json().id;
  await t.database.db
    .update(designRequests)
    .set({
      designStyles: ["Japanese", "Minimalist"],
      budgetMin: 300_000,
      budgetMax: 600_000,
      district: "Wan Chai",
      propertyType: "Apartment",
      ...overrides,
    })
    .where(eq(designRequests.id, id));
  return id;
}

/** A designer account with a profile (vetted unless told), which matches the request above on nothing but budget. */
async function profiled(
  firstName: string,
  profile: Partial<typeof designerProfiles.$inferInsert> = {},
): Promise<string> {
  const user = await createUser(t.database.db, {
    email: uniqueEmail(firstName.toLowerCase()),
    password: "correct horse battery staple",
    role: "designer",
    firstName,
    lastName: "Test",
  });
  await t.database.db.insert(designerProfiles).values({
    userId: user.id,
    bioEn: "Homes that breathe.",
    yearsExperience: 8,
    specialties: ["Industrial"],
    districts: ["Sai Kung"],
    propertyTypes: ["House"],
    budgetMin: 300_000,
    budgetMax: 600_000,
    isVetted: true,
    ...profile,
  });
  return user.id;
}

async function suggestionsFor(requestId: string): Promise<DesignerSuggestion[]> {
  const response = await get(`/api/forms/${requestId}/suggestions`, admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().suggestions;
}

describe("GET /api/forms/:id/suggestions", () => {
  it("ranks vetted designers for the request, best first, with reasons, profile and contact", async () => {
    const requestId = await newRequest();
    const best = await profiled("Best", {
      specialties: ["Japanese", "Minimalist"],
      districts: ["Wan Chai", "Eastern"],
      propertyTypes: ["Apartment"],
    });
    const local = await profiled("Local", { districts: ["Wan Chai"] });
    const unvetted = await profiled("Unvetted", {
      specialties: ["Japanese", "Minimalist"],
      districts: ["Wan Chai"],
      propertyTypes: ["Apartment"],
      isVetted: false,
    });
    const suggestions = await suggestionsFor(requestId);
    const ids = suggestions.map((s) => s.designerId);
    expect(ids.indexOf(best)).toBeLessThan(ids.indexOf(local));
    expect(ids).not.toContain(unvetted);
    expect(ids).not.toContain(designer.user.id);
    const top = suggestions.find((s) => s.designerId === best);
    expect(top).toMatchObject({
      name: "Best Test",
      email: expect.stringMatching(/^best-/),
      profile: {
        yearsExperience: 8,
        specialties: ["Japanese", "Minimalist"],
        districts: ["Wan Chai", "Eastern"],
        propertyTypes: ["Apartment"],
        budgetMin: 300_000,
        budgetMax: 600_000,
      },
      alreadyIntroduced: false,
      reasons: [
        "Specialises in Japanese and Minimalist",
        "Typical budget HK$300,000–HK$600,000 fits this request",
        "Works in Wan Chai",
        "Takes on Apartment projects",
        "No open introductions",
      ],
    });
    // Everything fits but no catalogue design shows the styles yet: 30% of the style factor is missing.
    expect(top?.score).toBe(90);
    expect(top).not.toHaveProperty("profile.bioEn");
  });

  it("counts the styles of a designer's catalogue designs", async () => {
    const requestId = await newRequest({ designStyles: ["Traditional"], district: null });
    const withDesigns = await profiled("Shown");
    const without = await profiled("Plain");
    await t.database.db.insert(designs).values([
      {
        designerId: withDesigns,
        titleEn: "Old house",
        descriptionEn: "Carved wood",
        styles: ["Traditional", "Modern"],
      },
      { designerId: withDesigns, titleEn: "Another", descriptionEn: "Lacquer", styles: ["Traditional"] },
      { designerId: without, titleEn: "Loft", descriptionEn: "Concrete", styles: ["Industrial"] },
    ]);
    const suggestions = await suggestionsFor(requestId);
    const ids = suggestions.map((s) => s.designerId);
    expect(ids.indexOf(withDesigns)).toBeLessThan(ids.indexOf(without));
    expect(suggestions.find((s) => s.designerId === withDesigns)?.reasons).toContain(
      "Portfolio shows Traditional",
    );
    expect(suggestions.find((s) => s.designerId === without)?.reasons).toContain(
      "No matching style in specialties or portfolio",
    );
  });

  it("lowers busy designers and marks those already introduced to this request", async () => {
    const requestId = await newRequest({ designStyles: ["Smart"], district: "Islands" });
    const otherRequest = await newRequest();
    const busy = await profiled("Busy", { districts: ["Islands"] });
    const free = await profiled("Free", { districts: ["Islands"] });
    await t.database.db.insert(introductions).values([
      { requestId, slot: 1, designerId: busy, status: "pending" },
      { requestId: otherRequest, slot: 1, designerId: busy, status: "accepted" },
      { requestId: otherRequest, slot: 2, designerId: free, status: "declined" },
    ]);
    const suggestions = await suggestionsFor(requestId);
    const ids = suggestions.map((s) => s.designerId);
    expect(ids.indexOf(free)).toBeLessThan(ids.indexOf(busy));
    expect(suggestions.find((s) => s.designerId === busy)).toMatchObject({
      alreadyIntroduced: true,
      reasons: expect.arrayContaining(["Has 2 open introductions"]),
    });
    expect(suggestions.find((s) => s.designerId === free)).toMatchObject({
      alreadyIntroduced: false,
      reasons: expect.arrayContaining(["No open introductions"]),
    });
  });

  it("lists at most 10 designers", async () => {
    await Promise.all(Array.from({ length: 11 }, (_, i) => profiled(`Many${i}`)));
    const suggestions = await suggestionsFor(await newRequest());
    expect(suggestions).toHaveLength(10);
    const scores = suggestions.map((s) => s.score);
    expect(scores).toEqual(scores.toSorted((a, b) => b - a));
  });

  it("is for admins only: 401 signed out, 403 for clients (even the request's own) and designers", async () => {
    const requestId = await newRequest();
    expect((await get(`/api/forms/${requestId}/suggestions`, null)).statusCode).toBe(401);
    expect((await get(`/api/forms/${requestId}/suggestions`, client)).statusCode).toBe(403);
    expect((await get(`/api/forms/${requestId}/suggestions`, designer)).statusCode).toBe(403);
  });

  it("answers 404 with a message for an unknown or malformed request id", async () => {
    for (const id of ["00000000-0000-4000-8000-00000000abcd", "not-an-id"]) {
      const response = await get(`/api/forms/${id}/suggestions`, admin);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: "Design request not found" });
    }
  });
});
