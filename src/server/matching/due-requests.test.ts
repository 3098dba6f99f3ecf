import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DueRequest } from "#shared/matching/due.ts";
import { designRequests } from "../db/schema/index.ts";
import { injectAs, type Method } from "../test-support/inject.ts";
import { validRequest } from "../test-support/request-payload.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { type SignedIn, signedInUser } from "../test-support/users.ts";

const HOUR_MS = 3_600_000;

let t: TestApp;
let client: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  [client, admin] = await Promise.all([signedInUser(t, "client"), signedInUser(t, "admin")]);
});
afterAll(() => t.close());

const call = (method: Method, url: string, who?: SignedIn | null, payload?: object) =>
  injectAs(t, method, url, who, payload);

/** A request of the client whose introductions are due `hours` from now, in `status`. */
async function requestDueIn(
  hours: number | null,
  status: "submitted" | "confirmed" | "matched" = "submitted",
) {
  const response = await call("POST", "/api/forms", client, validRequest);
  expect(response.statusCode, response.body).toBe(201);
  const id: string = response.json().id;
  await t.database.db
    .update(designRequests)
    .set({ status, dueAt: hours === null ? null : new Date(Date.now() + hours * HOUR_MS) })
    .where(eq(designRequests.id, id));
  return id;
}

describe("GET /api/forms/due", () => {
  it("lists waiting requests most urgent first, overdue first, flagged, at most 10 with the totals", async () => {
    const overdueLong = await requestDueIn(-30);
    const overdueJust = await requestDueIn(-1, "confirmed");
    const soon = await requestDueIn(5);
    const tomorrow = await requestDueIn(23);
    const later = await requestDueIn(40);
    await requestDueIn(-50, "matched"); // introduced: the clock has stopped
    await requestDueIn(null); // older than the clock
    for (let n = 0; n < 8; n += 1) await requestDueIn(60 + n);

    const response = await call("GET", "/api/forms/due", admin);
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.total).toBe(13);
    expect(list.overdue).toBe(2);
    expect(list.dueSoon).toBe(2);
    expect(list.items).toHaveLength(10);
    const items: DueRequest[] = list.items;
    expect(items.slice(0, 5).map((item) => item.id)).toEqual([
      overdueLong,
      overdueJust,
      soon,
      tomorrow,
      later,
    ]);
    expect(items.slice(0, 5).map((item) => [item.overdue, item.dueSoon])).toEqual([
      [true, false],
      [true, false],
      [false, true],
      [false, true],
      [false, false],
    ]);
    expect(items[0]).toMatchObject({
      status: "submitted",
      propertyType: "Apartment",
      projectType: "Full Design",
      client: { email: client.user.email, firstName: "Test", lastName: "client" },
      dueAt: expect.any(String),
      createdAt: expect.any(String),
    });
    expect(items[1]?.status).toBe("confirmed");
  });

  it("lists more on request, up to 100", async () => {
    const response = await call("GET", "/api/forms/due?limit=12", admin);
    expect(response.json().items).toHaveLength(12);
    expect((await call("GET", "/api/forms/due?limit=101", admin)).statusCode).toBe(400);
    expect((await call("GET", "/api/forms/due?limit=0", admin)).statusCode).toBe(400);
  });

  it("is for administrators only", async () => {
    expect((await call("GET", "/api/forms/due", client)).statusCode).toBe(403);
    const designer = await signedInUser(t, "designer");
    expect((await call("GET", "/api/forms/due", designer)).statusCode).toBe(403);
  });
});
