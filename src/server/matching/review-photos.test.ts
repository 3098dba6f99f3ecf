import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PublicDesignerProfile } from "#shared/matching/profile.ts";
import type { Review } from "#shared/matching/review.ts";
import { designerProfiles, designRequests, introductions } from "../db/schema/index.ts";
import { injectAs } from "../test-support/inject.ts";
import { multipart } from "../test-support/multipart.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { nextAddress, type SignedIn, signedInUser } from "../test-support/users.ts";

let t: TestApp;
let designer: SignedIn;
let admin: SignedIn;
let client: SignedIn;
let otherClient: SignedIn;
let photo: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  designer = await signedInUser(t, "designer", { firstName: "Marcus", lastName: "Leung" });
  admin = await signedInUser(t, "admin");
  client = await signedInUser(t, "client", { firstName: "Priya", lastName: "Nair" });
  otherClient = await signedInUser(t, "client");
  await t.database.db.insert(designerProfiles).values({ userId: designer.user.id, isVetted: true });
  photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c08040" } })
    .jpeg()
    .withExifMerge({ IFD0: { Make: "Phone" } })
    .toBuffer();
});
afterAll(() => t.close());

/** A completed request of `client` with `designer` chosen, reviewed. */
async function reviewedRequest(): Promise<{ requestId: string; review: Review }> {
  const [row] = await t.database.db
    .insert(designRequests)
    .values({
      clientId: client.user.id,
      status: "completed",
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
  await t.database.db
    .insert(introductions)
    .values({ requestId: row.id, slot: 1, designerId: designer.user.id, status: "chosen" });
  const made = await injectAs(t, "POST", `/api/forms/${row.id}/review`, client, {
    rating: 5,
    text: "Lovely work.",
  });
  expect(made.statusCode, made.body).toBe(201);
  return { requestId: row.id, review: made.json<Review>() };
}

function sendPhotos(requestId: string, count: number, who: SignedIn = client, data = photo) {
  const body = multipart(
    "photos",
    Array.from({ length: count }, (_, n) => ({ name: `after-${n}.jpg`, type: "image/jpeg", data })),
  );
  return t.app.inject({
    method: "POST",
    url: `/api/forms/${requestId}/review/photos`,
    payload: body.payload,
    headers: { ...body.headers, cookie: who.cookie },
    remoteAddress: nextAddress(),
  });
}

const publicPage = async (who?: SignedIn) =>
  (await injectAs(t, "GET", `/api/designers/${designer.user.id}`, who)).json<PublicDesignerProfile>();

describe("photos of the finished work on a review", () => {
  it("takes up to 5 through the image pipeline, refuses the 6th with a clear 400, and shows them on the designer's page", async () => {
    const { requestId, review } = await reviewedRequest();
    const three = await sendPhotos(requestId, 3);
    expect(three.statusCode, three.body).toBe(200);
    expect(three.json<Review>().photos).toHaveLength(3);
    const two = await sendPhotos(requestId, 2);
    expect(two.statusCode, two.body).toBe(200);
    expect(two.json<Review>().photos).toHaveLength(5);

    const sixth = await sendPhotos(requestId, 1);
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json()).toEqual({ message: "A review can carry at most 5 photos" });

    const shown = (await publicPage()).reviews.find((item) => item.id === review.id);
    expect(shown?.photos).toHaveLength(5);
    const first = shown?.photos[0];
    expect(first).toMatchObject({ width: 64, height: 48 });
    expect(first?.url).toMatch(new RegExp(`^/api/reviews/${review.id}/photos/[0-9a-f-]{36}\\.jpg$`));

    // Re-encoded by the pipeline: a JPEG without the camera's EXIF, and its variants on asking.
    const served = await injectAs(t, "GET", first?.url ?? "");
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/jpeg");
    expect(served.headers["cache-control"]).toBe("public, max-age=300");
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
    const variant = await injectAs(t, "GET", `${first?.url}?w=320&f=webp`);
    expect(variant.headers["content-type"]).toBe("image/webp");
  });

  it("refuses six at once, and anything that is not an image, before storing any", async () => {
    const { requestId } = await reviewedRequest();
    const six = await sendPhotos(requestId, 6);
    expect(six.statusCode).toBe(400);
    expect(six.json().message).toBe("A review can carry at most 5 photos");
    const text = await sendPhotos(requestId, 1, client, Buffer.from("not a photo"));
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe("Only JPEG, PNG, GIF or WebP photos can be added");
    const page = await publicPage();
    expect(page.reviews.every((item) => item.photos.length === 0 || item.photos.length === 5)).toBe(true);
  });

  it("is the review's own client's only", async () => {
    const { requestId } = await reviewedRequest();
    expect((await sendPhotos(requestId, 1, otherClient)).statusCode).toBe(404);
    expect((await sendPhotos(requestId, 1, designer)).statusCode).toBe(403);
    expect((await sendPhotos(requestId, 1, admin)).statusCode).toBe(403);
  });

  it("hides a hidden review's photos too, from everyone but the admins", async () => {
    const { requestId, review } = await reviewedRequest();
    const sent = await sendPhotos(requestId, 2);
    const url = sent.json<Review>().photos[0]?.url ?? "";
    expect(
      (await injectAs(t, "PATCH", `/api/admin/reviews/${review.id}`, admin, { isHidden: true })).statusCode,
    ).toBe(200);
    expect((await publicPage()).reviews.map((item) => item.id)).not.toContain(review.id);
    const hidden = await injectAs(t, "GET", url);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe("This photo does not exist");
    expect((await injectAs(t, "GET", url, client)).statusCode).toBe(404);
    const forAdmin = await injectAs(t, "GET", url, admin);
    expect(forAdmin.statusCode).toBe(200);
    expect(forAdmin.headers["cache-control"]).toBe("private, no-store");
    expect((await publicPage(admin)).reviews.find((item) => item.id === review.id)?.photos).toHaveLength(2);

    await injectAs(t, "PATCH", `/api/admin/reviews/${review.id}`, admin, { isHidden: false });
    expect((await injectAs(t, "GET", url)).statusCode).toBe(200);
  });
});
