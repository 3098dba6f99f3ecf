import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DesignerSuggestion } from "#shared/matching/suggestion.ts";
import type { DesignRequest } from "#shared/requests/schema.ts";
import { createUser } from "../auth/users.ts";
import { designerProfiles } from "../db/schema/index.ts";
import { injectAs } from "../test-support/inject.ts";
import { validRequest } from "../test-support/request-payload.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { nextAddress, type SignedIn, signedInUser, uniqueEmail } from "../test-support/users.ts";

let t: TestApp;
let admin: SignedIn;
let client: SignedIn;
/** Vetted; `strong` fits the request below on every count, the others on none. */
let strong: string;
let wishedA: string;
let wishedB: string;
let wishedC: string;
let unvetted: string;

async function designer(firstName: string, profile: Partial<typeof designerProfiles.$inferInsert> = {}) {
  const user = await createUser(t.database.db, {
    email: uniqueEmail(firstName.toLowerCase()),
    password: "correct horse battery staple",
    role: "designer",
    firstName,
    lastName: "Wish",
  });
  await t.database.db.insert(designerProfiles).values({
    userId: user.id,
    specialties: ["Industrial"],
    districts: ["Islands"],
    propertyTypes: ["Commercial"],
    budgetMin: 5_000_000,
    budgetMax: null,
    isVetted: true,
    ...profile,
  });
  return user.id;
}

function send(wishedDesignerIds: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: "POST",
    url: "/api/forms",
    payload: { ...validRequest, wishedDesignerIds },
    headers: { cookie: client.cookie, ...headers },
    remoteAddress: nextAddress(),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, client] = await Promise.all([signedInUser(t, "admin"), signedInUser(t, "client")]);
  strong = await designer("Strong", {
    specialties: ["Scandinavian", "Japanese"],
    districts: ["Eastern"],
    propertyTypes: ["Apartment"],
    budgetMin: 100_000,
    budgetMax: 3_000_000,
  });
  wishedA = await designer("Amy");
  wishedB = await designer("Bo");
  wishedC = await designer("Cy");
  unvetted = await designer("Unvetted", { isVetted: false });
});
afterAll(() => t.close());

describe("designers a homeowner would like to hear from", () => {
  it("are stored with the request, in the homeowner's order, each once", async () => {
    const response = await send([wishedB, wishedA, wishedB]);
    expect(response.statusCode, response.body).toBe(201);
    const created: DesignRequest = response.json();
    expect(created.wishedDesigners).toEqual([
      { id: wishedB, name: "Bo Wish" },
      { id: wishedA, name: "Amy Wish" },
    ]);
    const again = await injectAs(t, "GET", `/api/forms/${created.id}`, admin);
    expect(again.json().wishedDesigners).toEqual(created.wishedDesigners);
  });

  it("are optional", async () => {
    const response = await injectAs(t, "POST", "/api/forms", client, validRequest);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().wishedDesigners).toEqual([]);
  });

  it("are at most 3, each a vetted designer: anything else is a 400 that says why", async () => {
    const cases: [unknown, RegExp][] = [
      [[wishedA, wishedB, wishedC, strong], /You can name up to 3 designers/],
      [[wishedA, unvetted], /no longer available/],
      [[client.user.id], /no longer available/],
      [[randomUUID()], /no longer available/],
      [["not-a-uuid"], /choose designers from the directory/],
      ["everyone", /choose designers from the directory/],
    ];
    for (const [wish, message] of cases) {
      const response = await send(wish);
      expect(response.statusCode, JSON.stringify(wish)).toBe(400);
      expect(response.json().message, JSON.stringify(wish)).toMatch(message);
    }
    const chinese = await send([wishedA, wishedB, wishedC, strong], { "accept-language": "zh-HK" });
    expect(chinese.json().message).toBe("最多只可指定3位設計師");
  });

  it("are changed by an edit that names them, and kept by one that does not", async () => {
    const created: DesignRequest = (await send([wishedA])).json();
    const edit = (extra: object) =>
      injectAs(t, "PUT", `/api/forms/${created.id}`, client, { ...validRequest, ...extra });
    const changed = await edit({ wishedDesignerIds: [wishedC] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().wishedDesigners).toEqual([{ id: wishedC, name: "Cy Wish" }]);
    const kept = await edit({});
    expect(kept.json().wishedDesigners).toEqual([{ id: wishedC, name: "Cy Wish" }]);
    expect((await edit({ wishedDesignerIds: [unvetted] })).statusCode).toBe(400);
  });

  it("come first in the admin's suggestions, with that reason, ahead of a better fit", async () => {
    const created: DesignRequest = (await send([wishedC, wishedA])).json();
    const suggestions = async (headers: Record<string, string> = {}) => {
      const response = await t.app.inject({
        method: "GET",
        url: `/api/forms/${created.id}/suggestions`,
        headers: { cookie: admin.cookie, ...headers },
        remoteAddress: nextAddress(),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ suggestions: DesignerSuggestion[] }>().suggestions;
    };
    const ranked = await suggestions();
    const order = ranked.map((suggestion) => suggestion.designerId);
    expect(new Set(order.slice(0, 2))).toEqual(new Set([wishedA, wishedC]));
    expect(order[2]).toBe(strong);
    expect(ranked[2]?.score).toBeGreaterThan(ranked[0]?.score ?? 100);
    for (const wished of ranked.slice(0, 2)) expect(wished.reasons[0]).toBe("Asked for by the homeowner");
    expect(ranked[2]?.reasons).not.toContain("Asked for by the homeowner");
    const chinese = await suggestions({ "accept-language": "zh-HK" });
    expect(chinese[0]?.reasons[0]).toBe("業主指定");
  });
});
