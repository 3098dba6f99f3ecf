import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dueAt } from "#shared/matching/business-days.ts";
import { injectAs } from "../test-support/inject.ts";
import { validRequest } from "../test-support/request-payload.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { type SignedIn, signedInUser } from "../test-support/users.ts";
import { backfillDueTimes } from "./backfill-due-times.ts";
import { designRequests } from "./schema/index.ts";

let t: TestApp;
let client: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  client = await signedInUser(t, "client");
});
afterAll(() => t.close());

async function olderRequest(createdAt: Date, status: "submitted" | "confirmed" | "matched") {
  const response = await injectAs(t, "POST", "/api/forms", client, validRequest);
  const id: string = response.json().id;
  await t.database.db
    .update(designRequests)
    .set({ createdAt, status, dueAt: null })
    .where(eq(designRequests.id, id));
  return id;
}

const dueOf = async (id: string) =>
  (await t.database.db.select().from(designRequests).where(eq(designRequests.id, id)))[0]?.dueAt ?? null;

describe("backfillDueTimes", () => {
  it("gives waiting requests without a due time the one their submission implies, once", async () => {
    const friday = new Date("2026-03-13T23:59:00+08:00");
    const saturday = new Date("2026-03-14T11:00:00+08:00");
    const waiting = await olderRequest(friday, "submitted");
    const confirmed = await olderRequest(saturday, "confirmed");
    const matched = await olderRequest(saturday, "matched");

    expect(await backfillDueTimes(t.database.db)).toBe(2);
    expect(await dueOf(waiting)).toEqual(dueAt(friday));
    expect(await dueOf(confirmed)).toEqual(new Date("2026-03-18T09:00:00+08:00"));
    expect(await dueOf(matched)).toBeNull();
    expect(await backfillDueTimes(t.database.db)).toBe(0);
  });
});
