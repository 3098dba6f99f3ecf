import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminUsersOverview } from "#shared/admin/users.ts";
import {
  designImages,
  designRequestImages,
  designRequests,
  designs,
  sessions,
  users,
} from "../db/schema/index.ts";
import { insertDesign } from "../designs/service.ts";
import { variantKey } from "../lib/images/variants.ts";
import { multipart } from "../test-support/multipart.ts";
import { validRequest } from "../test-support/request-payload.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { type SignedIn, signedInUser, TEST_PASSWORD } from "../test-support/users.ts";
import { callerFor, signIn, testJpeg } from "./testing.ts";

let t: TestApp;
let admin: SignedIn;
let asAdmin: ReturnType<typeof callerFor>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t, "admin");
  asAdmin = callerFor(t, admin.cookie);
});
afterAll(() => t.close());

async function listedIds(query = "") {
  const response = await asAdmin("GET", `/api/admin/users?role=client${query}`);
  return (response.json().items as { id: string }[]).map((user) => user.id);
}

/** A client with a request carrying one photo; answers the photo's storage key. */
async function clientWithPhoto(): Promise<{ client: SignedIn; requestId: string; key: string }> {
  const client = await signedInUser(t, "client");
  const call = callerFor(t, client.cookie);
  const requestId = (await call("POST", "/api/forms", validRequest)).json().id as string;
  const body = multipart("images", [{ name: "room.jpg", type: "image/jpeg", data: await testJpeg() }]);
  const uploaded = await t.app.inject({
    method: "POST",
    url: `/api/forms/${requestId}/images`,
    payload: body.payload,
    headers: { ...body.headers, cookie: client.cookie },
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  const [image] = await t.database.db
    .select()
    .from(designRequestImages)
    .where(eq(designRequestImages.requestId, requestId));
  if (!image) throw new Error("no image stored");
  return { client, requestId, key: image.storageKey };
}

describe("soft delete of a client", () => {
  it("hides the client from the list, keeps their sign-in, and reactivation brings them back", async () => {
    const { client, requestId } = await clientWithPhoto();
    const hidden = await asAdmin("DELETE", `/api/admin/users/${client.user.id}`);
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({ id: client.user.id, isHidden: true });
    expect(await listedIds()).not.toContain(client.user.id);
    expect(await listedIds("&hidden=true")).toContain(client.user.id);
    const overview = (await asAdmin("GET", "/api/admin/users")).json() as AdminUsersOverview;
    expect(overview.clients.map((c) => c.id)).not.toContain(client.user.id);

    expect((await callerFor(t, client.cookie)("GET", "/api/auth/user")).statusCode).toBe(200);
    expect((await signIn(t, client.user.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await callerFor(t, client.cookie)("GET", `/api/forms/${requestId}`)).statusCode).toBe(200);

    const back = await asAdmin("POST", `/api/admin/users/${client.user.id}/reactivate`);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ isHidden: false });
    expect(await listedIds()).toContain(client.user.id);
    expect(await listedIds("&hidden=true")).not.toContain(client.user.id);
  });
});

describe("hard delete of a client", () => {
  it("removes the account, sessions, requests and photo files; the user can no longer sign in", async () => {
    const { client, requestId, key } = await clientWithPhoto();
    expect(await t.storage.get(key)).not.toBeNull();
    const response = await asAdmin("DELETE", `/api/admin/users/${client.user.id}/hard`);
    expect(response.statusCode, response.body).toBe(204);

    const db = t.database.db;
    expect(await db.select().from(users).where(eq(users.id, client.user.id))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, client.user.id))).toEqual([]);
    expect(await db.select().from(designRequests).where(eq(designRequests.id, requestId))).toEqual([]);
    expect(
      await db.select().from(designRequestImages).where(eq(designRequestImages.requestId, requestId)),
    ).toEqual([]);
    expect(await t.storage.get(key)).toBeNull();

    expect((await callerFor(t, client.cookie)("GET", "/api/auth/user")).statusCode).toBe(401);
    expect((await signIn(t, client.user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await asAdmin("DELETE", `/api/admin/users/${client.user.id}/hard`)).statusCode).toBe(404);
  });
});

describe("deleting a designer", () => {
  it("deletes the account with every portfolio item and image file; the catalogue no longer shows them", async () => {
    const designer = await signedInUser(t, "designer");
    const key = `designs/${crypto.randomUUID()}/main.jpg`;
    await t.storage.put(key, await testJpeg(), "image/jpeg");
    const designId = await insertDesign(
      t.database.db,
      {
        designerId: designer.user.id,
        titleEn: "Kennedy Town loft",
        descriptionEn: "An airy loft with a reading nook.",
        styles: ["Industrial"],
        budgetMin: 300_000,
        budgetMax: 500_000,
      },
      [{ storageKey: key, width: 64, height: 48, position: 0, isMain: true }],
    );
    const variant = await t.app.inject({ url: `/uploads/${key}?w=160&q=85&f=webp` });
    expect(variant.statusCode).toBe(200);
    const portfolio = await asAdmin("GET", `/api/admin/designers/${designer.user.id}/portfolio`);
    expect(portfolio.json().map((d: { id: string }) => d.id)).toEqual([designId]);
    const listed = await t.app.inject({ url: "/api/portfolio" });
    expect(listed.json().items.map((d: { id: string }) => d.id)).toContain(designId);

    const response = await asAdmin("DELETE", `/api/admin/users/${designer.user.id}`);
    expect(response.statusCode, response.body).toBe(204);

    const db = t.database.db;
    expect(await db.select().from(users).where(eq(users.id, designer.user.id))).toEqual([]);
    expect(await db.select().from(designs).where(eq(designs.id, designId))).toEqual([]);
    expect(await db.select().from(designImages).where(eq(designImages.designId, designId))).toEqual([]);
    expect(await t.storage.get(key)).toBeNull();
    expect(await t.storage.get(variantKey({ key, width: 160, quality: 85, format: "webp" }))).toBeNull();
    expect((await t.app.inject({ url: `/uploads/${key}?w=160&q=85&f=webp` })).statusCode).toBe(404);
    const after = await t.app.inject({ url: "/api/portfolio" });
    expect(after.json().items.map((d: { id: string }) => d.id)).not.toContain(designId);
    expect((await t.app.inject({ url: `/api/portfolio/${designId}` })).statusCode).toBe(404);
    expect((await signIn(t, designer.user.email, TEST_PASSWORD)).statusCode).toBe(401);
  });
});

describe("refusals", () => {
  it("never deletes the admin's own account or another admin's", async () => {
    const self = await asAdmin("DELETE", `/api/admin/users/${admin.user.id}`);
    expect(self.statusCode).toBe(403);
    expect(self.json()).toEqual({ message: "You cannot delete your own account." });
    const other = await signedInUser(t, "admin");
    for (const path of ["", "/hard"]) {
      const response = await asAdmin("DELETE", `/api/admin/users/${other.user.id}${path}`);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: "Administrator accounts cannot be deleted here." });
    }
    // Still there: its password is right, and the sign-in waits for its second factor.
    expect((await signIn(t, other.user.email, TEST_PASSWORD)).json()).toMatchObject({ mfaRequired: true });
  });

  it("answers 404 for an unknown or malformed id", async () => {
    for (const url of [
      "/api/admin/users/00000000-0000-4000-8000-000000000000",
      "/api/admin/users/not-an-id/hard",
      "/api/admin/users/00000000-0000-4000-8000-000000000000/reactivate",
      "/api/admin/designers/00000000-0000-4000-8000-000000000000/portfolio",
    ]) {
      const response = await asAdmin(
        url.endsWith("reactivate") ? "POST" : url.endsWith("portfolio") ? "GET" : "DELETE",
        url,
      );
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: "User not found" });
    }
  });

  it("reactivates only clients, and shows a portfolio only for designers", async () => {
    const designer = await signedInUser(t, "designer");
    const response = await asAdmin("POST", `/api/admin/users/${designer.user.id}/reactivate`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "Only client accounts can be hidden or reactivated." });
    const client = await signedInUser(t, "client");
    expect((await asAdmin("GET", `/api/admin/designers/${client.user.id}/portfolio`)).statusCode).toBe(404);
  });

  it("refuses every account call to clients and designers", async () => {
    const client = await signedInUser(t, "client");
    const designer = await signedInUser(t, "designer");
    for (const who of [client, designer]) {
      const response = await callerFor(t, who.cookie)("DELETE", `/api/admin/users/${client.user.id}/hard`);
      expect(response.statusCode).toBe(403);
    }
    expect((await signIn(t, client.user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });
});
