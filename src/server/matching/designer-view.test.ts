import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "../db/client.ts";
import { type DesignRequestRow, designerProfiles } from "../db/schema/index.ts";
import { findRequest, presentRequest } from "../requests/service.ts";
import { injectAs } from "../test-support/inject.ts";
import { validRequest } from "../test-support/request-payload.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { type SignedIn, signedInUser } from "../test-support/users.ts";

/*
 * A developer adds a column to the requests table and shows it in the full view of a request (the
 * presenter every answer about a request is built from). The designer's answers must not change:
 * what a designer sees is an allow-list, not the full request minus a few fields.
 */
const newColumn = vi.hoisted(() => ({ shown: false }));

vi.mock("../requests/service.ts", async (importOriginal) => {
  const original = await importOriginal<typeof import("../requests/service.ts")>();
  async function presentRequests(db: Db, rows: DesignRequestRow[]) {
    const shown = await original.presentRequests(db, rows);
    if (!newColumn.shown) return shown;
    return Promise.all(
      shown.map(async (request) => {
        const read = (await db.execute(
          sql`select secret_note from design_requests where id = ${request.id}`,
        )) as unknown as { rows: { secret_note: string }[] };
        const [row] = read.rows;
        return { ...request, secretNote: row?.secret_note };
      }),
    );
  }
  return {
    ...original,
    presentRequests,
    presentRequest: async (db: Db, row: DesignRequestRow) => (await presentRequests(db, [row]))[0],
  };
});

let t: TestApp;
let admin: SignedIn;
let client: SignedIn;
let designer: SignedIn;
let requestId: string;

/** What the client wrote that no designer may read before being chosen. */
const privateDetails = {
  propertyAddress: "Flat 31C, 2 Private Lane, Sai Wan Ho",
  mobileNumber: "+852 9876 5432",
  contractorNames: "Wing Kee Builders",
  pastCollaborationNames: "Studio Ho Interiors",
};

const DESIGNER_KEYS = [
  "chosenAt",
  "contact",
  "createdAt",
  "id",
  "proposal",
  "request",
  "respondedAt",
  "status",
];
const BRIEF_KEYS = [
  "budget",
  "budgetMax",
  "budgetMin",
  "clientName",
  "createdAt",
  "description",
  "designStyle",
  "district",
  "dueAt",
  "hasContractor",
  "hasPastCollaborations",
  "homeStatus",
  "id",
  "images",
  "inspirations",
  "projectType",
  "propertyType",
  "readable",
  "squareFootage",
  "status",
  "updatedAt",
];
/** What a designer keeps of a request no longer shared with them (issue 18). */
const RECORD_KEYS = ["createdAt", "id", "projectType", "propertyType", "readable"];

async function designerAnswers() {
  const list = await injectAs(t, "GET", "/api/designer/introductions", designer);
  expect(list.statusCode, list.body).toBe(200);
  const [first] = list.json() as { id: string }[];
  const detail = await injectAs(t, "GET", `/api/designer/introductions/${first?.id}`, designer);
  expect(detail.statusCode, detail.body).toBe(200);
  return { list: list.json(), detail: detail.json(), text: list.body + detail.body };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t, "admin");
  client = await signedInUser(t, "client", { firstName: "Mei", lastName: "Secretsurname" });
  designer = await signedInUser(t, "designer", { firstName: "Ada", lastName: "Designer" });
  await t.database.db.insert(designerProfiles).values({ userId: designer.user.id, isVetted: true });
  const created = await injectAs(t, "POST", "/api/forms", client, {
    ...validRequest,
    ...privateDetails,
    hasContractor: true,
    hasPastCollaborations: true,
    district: "Eastern",
  });
  expect(created.statusCode, created.body).toBe(201);
  requestId = created.json().id;
  const introduced = await injectAs(t, "POST", `/api/forms/${requestId}/introductions`, admin, {
    designerIds: [designer.user.id],
  });
  expect(introduced.statusCode, introduced.body).toBe(201);
});
afterAll(() => t.close());

describe("what a designer sees of a request introduced to them", () => {
  it("is exactly the allow-listed fields, none of the client's private details", async () => {
    const { list, detail, text } = await designerAnswers();
    expect(list).toEqual([detail]);
    expect(Object.keys(detail).sort()).toEqual(DESIGNER_KEYS);
    expect(Object.keys(detail.request).sort()).toEqual(BRIEF_KEYS);
    expect(detail.request).toMatchObject({
      clientName: "Mei S.",
      district: "Eastern",
      hasContractor: true,
    });
    expect(detail.contact).toBeNull();
    for (const secret of [
      ...Object.values(privateDetails),
      client.user.email,
      "Secretsurname",
      client.user.id,
    ])
      expect(text).not.toContain(secret);
  });

  it("does not change when the requests table gets a new column that the full request view shows", async () => {
    const before = await designerAnswers();
    await t.database.db.execute(sql`alter table design_requests add column secret_note text default 'leak'`);
    newColumn.shown = true;
    try {
      // The new field really is in the full view every answer about a request is built from...
      const row = await findRequest(t.database.db, requestId);
      if (!row) throw new Error("The request vanished");
      expect(await presentRequest(t.database.db, row)).toMatchObject({ secretNote: "leak" });

      // ...and reaches no designer, nor anyone else until an answer's schema names it.
      const after = await designerAnswers();
      expect(after.list).toEqual(before.list);
      expect(after.detail).toEqual(before.detail);
      expect(after.text).not.toContain("leak");
      for (const [who, url] of [
        [client, `/api/forms/${requestId}`],
        [admin, "/api/forms"],
      ] as const) {
        const answer = await injectAs(t, "GET", url, who);
        expect(answer.statusCode, answer.body).toBe(200);
        expect(answer.body).not.toContain("leak");
      }
    } finally {
      newColumn.shown = false;
    }
  });
});

describe("what a designer keeps of a request once they declined it", () => {
  it("is exactly the record's allow-listed fields, nothing of the homeowner", async () => {
    const { list } = await designerAnswers();
    const [introduction] = list as { id: string }[];
    const declined = await injectAs(
      t,
      "POST",
      `/api/designer/introductions/${introduction?.id}/decline`,
      designer,
      { reason: "budget" },
    );
    expect(declined.statusCode, declined.body).toBe(204);
    const { detail, text } = await designerAnswers();
    expect(Object.keys(detail).sort()).toEqual(DESIGNER_KEYS);
    expect(Object.keys(detail.request).sort()).toEqual(RECORD_KEYS);
    expect(detail).toMatchObject({ status: "declined", request: { readable: false, id: requestId } });
    for (const secret of [
      ...Object.values(privateDetails),
      validRequest.description,
      "Eastern",
      "Mei",
      client.user.email,
      client.user.id,
    ])
      expect(text).not.toContain(secret);
  });
});
