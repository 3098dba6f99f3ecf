import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { designerProfiles, designRequests } from "../db/schema/index.ts";
import { insertDesign } from "../designs/service.ts";
import { injectAs, type Method } from "../test-support/inject.ts";
import { recordQueries } from "../test-support/query-recorder.ts";
import { validRequest as valid } from "../test-support/request-payload.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { type SignedIn, signedInUser } from "../test-support/users.ts";
import { listClientRequests } from "./request-list.ts";

let t: TestApp;
let client: SignedIn;
let otherClient: SignedIn;
let designer: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  [client, otherClient, designer, admin] = await Promise.all([
    signedInUser(t, "client"),
    signedInUser(t, "client"),
    signedInUser(t, "designer"),
    signedInUser(t, "admin"),
  ]);
});
afterAll(() => t.close());

const call = (method: Method, url: string, who?: SignedIn | null, payload?: object) =>
  injectAs(t, method, url, who, payload);

async function createFor(who: SignedIn, overrides: object = {}) {
  const response = await call("POST", "/api/forms", who, { ...valid, ...overrides });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe("POST /api/forms", () => {
  it("stores clean typed values, as 'submitted', for the signed-in client whatever the payload says", async () => {
    const created = await createFor(client, { clientId: otherClient.user.id, status: "confirmed" });
    expect(created).toMatchObject({
      clientId: client.user.id,
      status: "submitted",
      budget: { min: "HK$100,000", max: "HK$3,000,000+" },
      budgetMin: 100_000,
      budgetMax: null,
      designStyle: ["Scandinavian", "Japanese"],
      squareFootage: 650,
      client: { email: client.user.email },
    });
    const [row] = await t.database.db.select().from(designRequests).where(eq(designRequests.id, created.id));
    expect(row).toMatchObject({
      budgetMin: 100_000,
      budgetMax: null,
      designStyles: ["Scandinavian", "Japanese"],
    });
  });

  it("accepts the earlier system's shapes: a comma-joined style string and 'Commercial Space'", async () => {
    const created = await createFor(client, {
      designStyle: "Modern, Not Sure",
      propertyType: "Commercial Space",
      projectType: "Renovation",
      budget: { min: 0, max: 200000 },
      squareFootage: 1200,
    });
    expect(created).toMatchObject({
      designStyle: ["Modern", "Not Sure"],
      propertyType: "Commercial",
      budgetMax: 200_000,
    });
  });

  it("keeps contractor names only when there is a contractor", async () => {
    const without = await createFor(client, { contractorNames: "Wing Fat Works" });
    expect(without.contractorNames).toBeNull();
    const withOne = await createFor(client, { hasContractor: true, contractorNames: "Wing Fat Works" });
    expect(withOne.contractorNames).toBe("Wing Fat Works");
  });

  it.each([
    [{ propertyAddress: " " }, "Property address is required"],
    [{ propertyType: "Castle" }, "Please choose a property type"],
    [{ projectType: "Demolition" }, "Please choose a project type"],
    [{ designStyle: [] }, "Please select at least one design style"],
    [{ designStyle: ["Baroque"] }, "Please select at least one design style"],
    [{ description: "Too short" }, "Description must be at least 50 characters"],
    [{ mobileNumber: "1234" }, "Mobile number must be at least 8 digits"],
    [{ mobileNumber: "call me maybe" }, "Please enter a valid mobile number"],
    [{ squareFootage: "" }, "Square footage is required"],
    [{ squareFootage: "65O" }, "Please enter a valid number"],
    [{ agreedToTerms: false }, "You must agree to the Terms & Conditions and Privacy Policy"],
    [{ budget: { min: "HK$150,000", max: "HK$200,000" } }, "Please choose a budget from the list"],
    [
      { budget: { min: "HK$500,000", max: "HK$200,000" } },
      "The maximum budget must not be below the minimum",
    ],
  ])("refuses %o with 400 and the spec's message", async (overrides, message) => {
    const response = await call("POST", "/api/forms", client, { ...valid, ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it("lets admins create and refuses designers (403) and visitors (401)", async () => {
    expect((await call("POST", "/api/forms", admin, valid)).statusCode).toBe(201);
    expect((await call("POST", "/api/forms", designer, valid)).statusCode).toBe(403);
    expect((await call("POST", "/api/forms", null, valid)).statusCode).toBe(401);
  });
});

describe("reading, editing and deleting", () => {
  it("shows a client only their own requests", async () => {
    const mine = await createFor(otherClient);
    const list = await call("GET", "/api/client/forms", otherClient);
    expect(list.json().map((r: { id: string }) => r.id)).toContain(mine.id);
    expect(list.json().every((r: { clientId: string }) => r.clientId === otherClient.user.id)).toBe(true);
    for (const url of [`/api/forms/${mine.id}`, `/api/client/forms/${mine.id}`]) {
      expect((await call("GET", url, otherClient)).statusCode).toBe(200);
      expect((await call("GET", url, client)).statusCode).toBe(404);
      expect((await call("GET", url, admin)).statusCode).toBe(200);
      expect((await call("GET", url, designer)).statusCode).toBe(403);
    }
    expect((await call("GET", "/api/forms/not-a-uuid", client)).statusCode).toBe(404);
  });

  it("lets the owner edit while submitted, never another client, and puts it back to 'submitted'", async () => {
    const created = await createFor(client);
    const { agreedToTerms: _terms, ...fields } = valid;
    const edited = await call("PUT", `/api/forms/${created.id}`, client, { ...fields, squareFootage: "700" });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().squareFootage).toBe(700);
    const foreign = await call("PUT", `/api/forms/${created.id}`, otherClient, fields);
    expect(foreign.statusCode).toBe(404);
    const [row] = await t.database.db.select().from(designRequests).where(eq(designRequests.id, created.id));
    expect(row?.squareFootage).toBe(700);
  });

  it("refuses a client's edit of a confirmed request with 409 and allows an admin's", async () => {
    const created = await createFor(client);
    await t.database.db
      .update(designRequests)
      .set({ status: "confirmed" })
      .where(eq(designRequests.id, created.id));
    const { agreedToTerms: _terms, ...fields } = valid;
    const byClient = await call("PATCH", `/api/forms/${created.id}`, client, fields);
    expect(byClient.statusCode).toBe(409);
    expect(byClient.json()).toEqual({
      message: "This request has been confirmed and can no longer be edited.",
    });
    const byAdmin = await call("PUT", `/api/forms/${created.id}`, admin, { ...fields, squareFootage: "800" });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toMatchObject({ status: "confirmed", squareFootage: 800 });
  });

  it("lets the owner delete in any state, and nobody else but an admin", async () => {
    const created = await createFor(client);
    await t.database.db
      .update(designRequests)
      .set({ status: "confirmed" })
      .where(eq(designRequests.id, created.id));
    expect((await call("DELETE", `/api/forms/${created.id}`, otherClient)).statusCode).toBe(404);
    expect((await call("DELETE", `/api/forms/${created.id}`, designer)).statusCode).toBe(403);
    expect((await call("DELETE", `/api/forms/${created.id}`, client)).statusCode).toBe(204);
    expect((await call("GET", `/api/forms/${created.id}`, client)).statusCode).toBe(404);
    const another = await createFor(otherClient);
    expect((await call("DELETE", `/api/forms/${another.id}`, admin)).statusCode).toBe(204);
  });
});

describe("a client's own list", () => {
  it("shows each request as its own page does, newest first, read in one statement", async () => {
    const owner = await signedInUser(t, "client");
    const inspiration = await insertDesign(
      t.database.db,
      {
        designerId: designer.user.id,
        titleEn: "Harbour flat",
        descriptionEn: "A design to draw on.",
        styles: ["Modern"],
        budgetMin: 0,
        budgetMax: 100_000,
      },
      [],
    );
    await t.database.db.insert(designerProfiles).values({
      userId: designer.user.id,
      specialties: ["Modern"],
      districts: ["Islands"],
      propertyTypes: ["Apartment"],
      budgetMin: 0,
      budgetMax: null,
      isVetted: true,
    });
    const created = [
      await createFor(owner, { inspirationDesignIds: [inspiration] }),
      await createFor(owner, { wishedDesignerIds: [designer.user.id] }),
      await createFor(owner),
    ];
    await createFor(otherClient);

    const list = await call("GET", "/api/client/forms", owner);
    expect(list.statusCode, list.body).toBe(200);
    const items: { id: string }[] = list.json();
    expect(items.map((item) => item.id)).toEqual(created.map((request) => request.id).reverse());
    for (const item of items) {
      const own = await call("GET", `/api/forms/${item.id}`, owner);
      expect(item).toEqual(own.json());
    }
    expect(items.at(-1)).toMatchObject({ inspirations: [{ id: inspiration, title: "Harbour flat" }] });
    expect(items.at(-2)).toMatchObject({ wishedDesigners: [{ id: designer.user.id }] });

    const { queries } = await recordQueries(t.database)(() =>
      listClientRequests(t.database.db, owner.user.id),
    );
    expect(queries).toHaveLength(1);
  });
});

describe("status changes", () => {
  it("lets an admin confirm and revert, and nobody else", async () => {
    const created = await createFor(client);
    const url = `/api/forms/${created.id}`;
    expect((await call("PATCH", url, client, { status: "confirmed" })).statusCode).toBe(403);
    const confirmed = await call("PATCH", url, admin, { status: "confirmed" });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().status).toBe("confirmed");
    expect((await call("GET", url, client)).json().status).toBe("confirmed");
    const bad = await call("PATCH", url, admin, { status: "archived" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/status must be one of submitted, confirmed/);
    expect((await call("PATCH", url, admin, { status: "submitted" })).json().status).toBe("submitted");
  });
});

describe("PATCH /api/forms/:id: a status change or an edit, as its declared body says", () => {
  it("refuses a body that is neither with a message, and lists both in the API reference", async () => {
    const created = await createFor(client);
    const url = `/api/forms/${created.id}`;
    const { agreedToTerms: _terms, ...fields } = valid;
    const shortEdit = await call("PATCH", url, client, { ...fields, description: "Too short." });
    expect(shortEdit.statusCode).toBe(400);
    expect(shortEdit.json()).toEqual({ message: "Description must be at least 50 characters" });
    const empty = await call("PATCH", url, admin, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/status must be one of submitted, confirmed/);
    const mixed = await call("PATCH", url, admin, { status: "confirmed", description: "Too short." });
    expect(mixed.statusCode).toBe(400);
    expect((await call("GET", url, client)).json()).toMatchObject({
      status: "submitted",
      description: valid.description,
    });

    const edited = await call("PATCH", url, client, { ...fields, squareFootage: "720" });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ status: "submitted", squareFootage: 720 });

    const document = (await call("GET", "/api/openapi.json")).json();
    const body = document.paths["/api/forms/{id}"].patch.requestBody.content["application/json"].schema;
    expect(body.anyOf).toHaveLength(2);
  });
});
