import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../auth/users.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { nextAddress, signedInUser, uniqueEmail } from "../test-support/users.ts";
import { insertDesign } from "./service.ts";

let t: TestApp;
const designIds: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const designer = await createUser(t.database.db, {
    email: uniqueEmail("d"),
    password: "long enough pw",
    role: "designer",
  });
  for (const title of ["Loft in Kwun Tong", "Flat in Tai Koo", "House in Sai Kung"]) {
    designIds.push(
      await insertDesign(
        t.database.db,
        {
          designerId: designer.id,
          titleEn: title,
          descriptionEn: "A project.",
          styles: ["Modern"],
          budgetMin: 1,
          budgetMax: 2,
        },
        [],
      ),
    );
  }
});
afterAll(() => t.close());

function call(method: "GET" | "PUT" | "DELETE", url: string, cookie: string) {
  return t.app.inject({ method, url, headers: { cookie }, remoteAddress: nextAddress() });
}

describe("saved designs", () => {
  it("saves, lists newest first, is idempotent, and unsaves", async () => {
    const { cookie } = await signedInUser(t, "client");
    const [first, second] = designIds;
    expect((await call("PUT", `/api/saved-designs/${first}`, cookie)).statusCode).toBe(204);
    expect((await call("PUT", `/api/saved-designs/${second}`, cookie)).statusCode).toBe(204);
    expect((await call("PUT", `/api/saved-designs/${first}`, cookie)).statusCode).toBe(204);
    // Saving the first again neither doubles it nor moves it up: the second is the newest.
    const listed = await call("GET", "/api/saved-designs", cookie);
    expect(listed.json().map((d: { id: string }) => d.id)).toEqual([second, first]);
    expect((await call("DELETE", `/api/saved-designs/${first}`, cookie)).statusCode).toBe(204);
    expect((await call("GET", "/api/saved-designs", cookie)).json().map((d: { id: string }) => d.id)).toEqual(
      [second],
    );
  });

  it("keeps each user's list to themselves", async () => {
    const alice = await signedInUser(t, "client");
    const bob = await signedInUser(t, "designer");
    await call("PUT", `/api/saved-designs/${designIds[2]}`, alice.cookie);
    expect((await call("GET", "/api/saved-designs", bob.cookie)).json()).toEqual([]);
    await call("DELETE", `/api/saved-designs/${designIds[2]}`, bob.cookie);
    expect((await call("GET", "/api/saved-designs", alice.cookie)).json()).toHaveLength(1);
  });

  it("answers 404 for a design that does not exist", async () => {
    const { cookie } = await signedInUser(t, "client");
    for (const id of ["00000000-0000-4000-8000-000000000000", "nope"]) {
      const response = await call("PUT", `/api/saved-designs/${id}`, cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: "Design not found" });
    }
  });
});
