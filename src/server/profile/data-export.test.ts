import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { designerProfiles, designRequestImages, sessions } from "../db/schema/index.ts";
import { insertDesign } from "../designs/service.ts";
import { injectAs, type Method } from "../test-support/inject.ts";
import { validRequest } from "../test-support/request-payload.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { type SignedIn, signedInUser } from "../test-support/users.ts";
import type { UserDataExport } from "./data-export.ts";

let t: TestApp;
let admin: SignedIn;
let client: SignedIn;
let stranger: SignedIn;
let chosen: SignedIn;
let pending: SignedIn;
let requestId: string;
let designId: string;

const call = (method: Method, url: string, who?: SignedIn | null, payload?: object) =>
  injectAs(t, method, url, who, payload);

async function exported(who: SignedIn) {
  const response = await call("GET", "/api/user/export", who);
  expect(response.statusCode, response.body).toBe(200);
  return { response, data: response.json() as UserDataExport };
}

const proposal = {
  feeType: "fixed",
  feeMin: 90_000,
  feeMax: null,
  scopeItems: ["Site measurement"],
  scopeNotes: "",
  timelineWeeks: 8,
  earliestSiteVisit: "2099-03-01",
  note: "",
};

/** A client's request through the whole flow: a photo, an inspiration, two designers, a thread, a choice and a hidden review. */
beforeAll(async () => {
  t = await createTestApp();
  [admin, client, stranger, chosen, pending] = await Promise.all([
    signedInUser(t, "admin"),
    signedInUser(t, "client", { firstName: "Mei", lastName: "Lee" }),
    signedInUser(t, "client", { firstName: "Strangerina" }),
    signedInUser(t, "designer", { firstName: "Ada", lastName: "Designer" }),
    signedInUser(t, "designer", { firstName: "Benedikt", lastName: "Pending" }),
  ]);
  const db = t.database.db;
  await db.insert(designerProfiles).values([
    { userId: chosen.user.id, isVetted: true, bioEn: "Calm homes in small flats." },
    { userId: pending.user.id, isVetted: true },
  ]);
  designId = await insertDesign(
    db,
    {
      designerId: chosen.user.id,
      titleEn: "Quarry Bay calm",
      descriptionEn: "Oak.",
      styles: ["Japanese"],
      budgetMin: null,
      budgetMax: null,
    },
    [{ storageKey: "designs/quarry/main.webp", width: 800, height: 600, position: 0, isMain: true }],
  );
  expect((await call("PUT", `/api/saved-designs/${designId}`, client)).statusCode).toBe(204);

  const created = await call("POST", "/api/forms", client, {
    ...validRequest,
    inspirationDesignIds: [designId],
  });
  requestId = created.json().id;
  await db.insert(designRequestImages).values({
    requestId,
    storageKey: `requests/${requestId}/photo.webp`,
    contentType: "image/webp",
    width: 10,
    height: 10,
    position: 0,
  });
  await call("POST", "/api/forms", stranger, {
    ...validRequest,
    description: `STRANGER-SECRET ${validRequest.description}`,
  });

  const introduced = await call("POST", `/api/forms/${requestId}/introductions`, admin, {
    designerIds: [chosen.user.id, pending.user.id],
  });
  expect(introduced.statusCode, introduced.body).toBe(201);
  const [introduction] = (await call("GET", "/api/designer/introductions", chosen)).json();
  await call("POST", `/api/designer/introductions/${introduction.id}/accept`, chosen, proposal);
  await call("POST", `/api/introductions/${introduction.id}/messages`, client, { body: "Saturday at ten?" });
  await call("POST", `/api/introductions/${introduction.id}/messages`, chosen, { body: "Ten works." });
  expect((await call("POST", `/api/introductions/${introduction.id}/choose`, client)).statusCode).toBe(204);
  expect((await call("POST", `/api/forms/${requestId}/complete`, client)).statusCode).toBe(204);
  const review = await call("POST", `/api/forms/${requestId}/review`, client, {
    rating: 4,
    text: "Tidy work.",
  });
  expect(review.statusCode, review.body).toBe(201);
  await call("PATCH", `/api/admin/reviews/${review.json().id}`, admin, { isHidden: true });
});
afterAll(() => t.close());

describe("GET /api/user/export", () => {
  it("answers 401 when signed out", async () => {
    const response = await call("GET", "/api/user/export");
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it("gives a client a JSON download of their account, requests, designs, threads, review and notifications", async () => {
    const { response, data } = await exported(client);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="nestmatch-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers["cache-control"]).toBe("no-store");
    const origin = t.config.publicUrl;

    expect(data.about).toMatch(/Personal Data \(Privacy\) Ordinance/);
    expect(data.account).toMatchObject({ id: client.user.id, email: client.user.email, firstName: "Mei" });
    expect(data.signIns).toHaveLength(1);
    expect(data.securityEvents).toEqual([
      expect.objectContaining({
        kind: "signed-in",
        byAdmin: false,
        detail: expect.objectContaining({ method: "password" }),
      }),
    ]);
    expect(data.savedDesigns.map((saved) => saved.design.id)).toEqual([designId]);
    expect(data.savedDesigns[0]?.design.images[0]?.imageUrl).toBe(
      `${origin}/uploads/designs/quarry/main.webp`,
    );
    expect(data.notifications.map((notice) => notice.kind)).toContain("accepted");
    expect(data.notifications[0]?.link).toMatch(new RegExp(`^${origin}/`));
    expect(data.designer).toBeNull();

    const [request] = data.requests;
    expect(data.requests).toHaveLength(1);
    expect(request).toMatchObject({
      id: requestId,
      propertyAddress: validRequest.propertyAddress,
      status: "completed",
    });
    expect(request?.images.map((image) => image.imageUrl)).toEqual([
      expect.stringMatching(new RegExp(`^${origin}/api/forms/${requestId}/images/`)),
    ]);
    expect(request?.inspirations).toEqual([
      { id: designId, title: "Quarry Bay calm", imageUrl: `${origin}/uploads/designs/quarry/main.webp` },
    ]);
    // The designer who answered, with the thread; never the one who did not.
    expect(request?.introductions.map((introduction) => introduction.designer.name)).toEqual([
      "Ada Designer",
    ]);
    expect(request?.introductions[0]?.messages.map((message) => [message.body, message.mine])).toEqual([
      ["Saturday at ten?", true],
      ["Ten works.", false],
    ]);
    expect(request?.review).toMatchObject({ rating: 4, text: "Tidy work.", isHidden: true });
  });

  it("gives a designer their profile, portfolio, introductions with threads, and only visible reviews", async () => {
    const { data } = await exported(chosen);
    expect(data.requests).toEqual([]);
    expect(data.designer?.profile).toMatchObject({ bioEn: "Calm homes in small flats.", isVetted: true });
    expect(data.designer?.portfolio.map((item) => item.images[0]?.imageUrl)).toEqual([
      `${t.config.publicUrl}/uploads/designs/quarry/main.webp`,
    ]);
    const [introduction] = data.designer?.introductions ?? [];
    expect(introduction?.request).toMatchObject({ readable: true, description: validRequest.description });
    expect(introduction?.contact?.email).toBe(client.user.email);
    expect(introduction?.messages).toHaveLength(2);
    expect(data.designer?.reviewsReceived).toEqual([]);
  });

  it("keeps other people's data out: no stranger, no passed-over designer, no client contact before a designer is chosen", async () => {
    const texts = await Promise.all([client, chosen].map(async (who) => (await exported(who)).response.body));
    for (const text of texts) {
      expect(text).not.toContain(stranger.user.email);
      expect(text).not.toContain("STRANGER-SECRET");
      expect(text).not.toContain("Strangerina");
    }
    expect(texts[0]).not.toContain("Benedikt");
    // An admin's copy is their own account and notices, not the requests they manage.
    const { data: adminData } = await exported(admin);
    expect([adminData.requests, adminData.designer]).toEqual([[], null]);

    const { response, data } = await exported(pending);
    expect(data.designer?.introductions.map((introduction) => introduction.status)).toEqual(["passed"]);
    expect(data.designer?.introductions[0]?.messages).toEqual([]);
    for (const secret of [
      client.user.email,
      validRequest.propertyAddress,
      validRequest.mobileNumber,
      "Ten works.",
    ]) {
      expect(response.body).not.toContain(secret);
    }
  });

  it("holds no secrets: no password hash, session token or its hash", async () => {
    const { response } = await exported(client);
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.userId, client.user.id));
    const token = decodeURIComponent(client.cookie.split("=")[1] ?? "");
    expect(token.length).toBeGreaterThan(10);
    for (const secret of [client.user.passwordHash ?? "", session?.tokenHash ?? "", token]) {
      expect(secret).not.toBe("");
      expect(response.body).not.toContain(secret);
    }
    expect(response.body).not.toMatch(/passwordHash|tokenHash/);
  });
});
