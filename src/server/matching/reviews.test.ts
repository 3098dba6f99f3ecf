import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Design } from "#shared/designs/design.ts";
import type { PublicDesignerProfile } from "#shared/matching/profile.ts";
import type { RequestReview, Review } from "#shared/matching/review.ts";
import type { RequestStatus } from "#shared/requests/constants.ts";
import { designRequests, introductions } from "../db/schema/index.ts";
import { insertDesign } from "../designs/service.ts";
import { injectAs, type Method } from "../test-support/inject.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { type SignedIn, signedInUser } from "../test-support/users.ts";

let t: TestApp;
let designer: SignedIn;
let passedOver: SignedIn;
let admin: SignedIn;
let client: SignedIn;
let otherClient: SignedIn;
let designId: string;

beforeAll(async () => {
  t = await createTestApp();
  designer = await signedInUser(t, "designer", { firstName: "Marcus", lastName: "Leung" });
  passedOver = await signedInUser(t, "designer");
  admin = await signedInUser(t, "admin");
  client = await signedInUser(t, "client", { firstName: "Priya", lastName: "Nair" });
  otherClient = await signedInUser(t, "client");
  await call("PATCH", `/api/admin/designers/${designer.user.id}/vetting`, admin, { isVetted: true });
  designId = await insertDesign(
    t.database.db,
    {
      designerId: designer.user.id,
      titleEn: "Loft in Kwun Tong",
      descriptionEn: "Raw concrete and warm timber.",
      styles: ["Industrial"],
      budgetMin: 300_000,
      budgetMax: 600_000,
    },
    [],
  );
});
afterAll(() => t.close());

const call = (method: Method, url: string, who?: SignedIn | null, payload?: object) =>
  injectAs(t, method, url, who, payload);

/** A request of `owner` at `status`, with `designer` chosen (and another designer passed over) unless told otherwise. */
async function requestAt(status: RequestStatus, { owner = client, chosen = true } = {}): Promise<string> {
  const db = t.database.db;
  const [row] = await db
    .insert(designRequests)
    .values({
      clientId: owner.user.id,
      status,
      propertyAddress: "Flat 3A, 12 Hoi Yuen Road, Kwun Tong",
      propertyType: "Apartment",
      projectType: "Full Design",
      designStyles: ["Industrial"],
      description: "A loft-like flat for a couple who work from home and need two desks and storage.",
      mobileNumber: "+852 9123 4567",
      squareFootage: 700,
      budgetMin: 300_000,
      budgetMax: 600_000,
      agreedToTermsAt: new Date(),
    })
    .returning({ id: designRequests.id });
  if (!row) throw new Error("no request");
  await db.insert(introductions).values([
    { requestId: row.id, slot: 1, designerId: designer.user.id, status: chosen ? "chosen" : "accepted" },
    { requestId: row.id, slot: 2, designerId: passedOver.user.id, status: chosen ? "passed" : "accepted" },
  ]);
  return row.id;
}

const review = { rating: 4, text: "  Clear plans, and the site visits were always on time.  " };
const post = (requestId: string, who: SignedIn = client, payload: object = review) =>
  call("POST", `/api/forms/${requestId}/review`, who, payload);
const designerPage = async () =>
  (await call("GET", `/api/designers/${designer.user.id}`)).json<PublicDesignerProfile>();

describe("writing a review", () => {
  it("lets the client rate the chosen designer once the request is completed", async () => {
    const requestId = await requestAt("completed");
    const before = await call("GET", `/api/forms/${requestId}/review`, client);
    expect(before.json()).toEqual({
      review: null,
      designer: { id: designer.user.id, name: "Marcus Leung" },
      canReview: true,
    });

    const response = await post(requestId);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(String),
      requestId,
      designerId: designer.user.id,
      designerName: "Marcus Leung",
      rating: 4,
      text: review.text.trim(),
      isHidden: false,
      createdAt: expect.any(String),
      photos: [],
    });

    const after = await call("GET", `/api/forms/${requestId}/review`, client);
    expect(after.json<RequestReview>()).toMatchObject({ review: response.json(), canReview: false });
    const forAdmin = await call("GET", `/api/forms/${requestId}/review`, admin);
    expect(forAdmin.json<RequestReview>()).toMatchObject({ review: response.json(), canReview: false });
  });

  it("answers 409 to a second review of the same request", async () => {
    const requestId = await requestAt("completed");
    expect((await post(requestId)).statusCode).toBe(201);
    const again = await post(requestId, client, { rating: 1, text: "Changed my mind" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: "You have already reviewed the designer of this request." });
  });

  it.each(["submitted", "confirmed", "matched", "in_progress"] as const)(
    "refuses a review while the request is %s",
    async (status) => {
      const requestId = await requestAt(status);
      const response = await post(requestId);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message: "You can review your designer once the project is marked completed.",
      });
      expect((await call("GET", `/api/forms/${requestId}/review`, client)).json()).toMatchObject({
        canReview: false,
      });
    },
  );

  it("refuses a review when no designer was chosen", async () => {
    const requestId = await requestAt("completed", { chosen: false });
    const response = await post(requestId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: "This request has no chosen designer to review." });
  });

  it("is the request's own client's only", async () => {
    const requestId = await requestAt("completed");
    const other = await post(requestId, otherClient);
    expect(other.statusCode).toBe(404);
    for (const who of [admin, designer]) {
      const response = await post(requestId, who);
      expect(response.statusCode).toBe(403);
    }
    // Refused by the route's declared access (clients only), before the request is looked at.
    expect((await post(requestId, designer)).json()).toEqual({
      message: "You do not have permission to do this.",
    });
    expect((await call("POST", `/api/forms/${requestId}/review`, undefined, review)).statusCode).toBe(401);
    expect((await call("GET", `/api/forms/${requestId}/review`, otherClient)).statusCode).toBe(404);
    expect((await call("GET", `/api/forms/${requestId}/review`, designer)).statusCode).toBe(403);
  });

  it.each([
    [{ rating: 0 }, "Please choose a rating from 1 to 5 stars"],
    [{ rating: 6 }, "Please choose a rating from 1 to 5 stars"],
    [{ rating: 3.5 }, "Please choose a rating from 1 to 5 stars"],
    [{ text: "x".repeat(2001) }, "Please keep your review under 2,000 characters"],
  ])("refuses %j", async (change, message) => {
    const requestId = await requestAt("completed");
    const response = await post(requestId, client, { ...review, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });
});

describe("ratings and hiding", () => {
  it("averages visible reviews on the designer's page and design cards; hidden ones count nowhere", async () => {
    const start = await designerPage();
    const ratings = [5, 4, 1];
    const created: Review[] = [];
    for (const rating of ratings) {
      const response = await post(await requestAt("completed"), client, { rating, text: `${rating} stars` });
      created.push(response.json());
    }
    const withAll = await designerPage();
    expect(withAll.rating.count).toBe(start.rating.count + 3);
    expect(withAll.reviews[0]).toEqual({
      id: created[2]?.id,
      rating: 1,
      text: "1 stars",
      clientFirstName: "Priya",
      createdAt: expect.any(String),
      isHidden: false,
      photos: [],
    });
    expect(JSON.stringify(withAll.reviews)).not.toContain("Nair");

    const abusive = created[2];
    if (!abusive) throw new Error("no review");
    const hidden = await call("PATCH", `/api/admin/reviews/${abusive.id}`, admin, { isHidden: true });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({ id: abusive.id, isHidden: true });

    const page = await designerPage();
    expect(page.rating.count).toBe(withAll.rating.count - 1);
    expect(page.reviews.map((entry) => entry.id)).not.toContain(abusive.id);
    const visible = [...start.reviews.map((entry) => entry.rating), 5, 4];
    expect(visible.length).toBe(page.rating.count);
    const average = Math.round((visible.reduce((sum, r) => sum + r, 0) / visible.length) * 10) / 10;
    expect(page.rating.average).toBe(average);

    const card = (await call("GET", `/api/portfolio/${designId}`)).json<Design>();
    expect(card.designer.rating).toEqual(page.rating);

    // Admins still see the hidden review on the page, marked, so they can show it again.
    const forAdmin = (
      await call("GET", `/api/designers/${designer.user.id}`, admin)
    ).json<PublicDesignerProfile>();
    expect(forAdmin.reviews.find((entry) => entry.id === abusive.id)).toMatchObject({ isHidden: true });
    expect(forAdmin.rating).toEqual(page.rating);

    await call("PATCH", `/api/admin/reviews/${abusive.id}`, admin, { isHidden: false });
    expect((await designerPage()).rating.count).toBe(withAll.rating.count);
  });

  it("lets only admins hide reviews", async () => {
    const response = await post(await requestAt("completed"));
    const path = `/api/admin/reviews/${response.json<Review>().id}`;
    expect((await call("PATCH", path, client, { isHidden: true })).statusCode).toBe(403);
    expect((await call("PATCH", path, designer, { isHidden: true })).statusCode).toBe(403);
    const bad = await call("PATCH", path, admin, { isHidden: "yes" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: "isHidden must be true or false" });
    const missing = await call("PATCH", "/api/admin/reviews/00000000-0000-4000-8000-000000000009", admin, {
      isHidden: true,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Review not found" });
  });
});
