import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DirectoryPage } from "#shared/matching/directory-responses.ts";
import { MIN_ANSWERS_FOR_REPLY_TIME, replyTimeBucket } from "#shared/matching/reply-time.ts";
import { type Database, openPostgres } from "../db/client.ts";
import { designerProfiles, designRequests, introductions, users } from "../db/schema/index.ts";
import { injectAs } from "../test-support/inject.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import {
  createPostgresTestDatabase,
  hasTestPostgres,
  type PostgresTestDatabase,
} from "../test-support/test-database.ts";
import { uniqueEmail } from "../test-support/users.ts";
import { refreshCostGuide } from "./cost-guide.ts";

/** A Hong Kong wall-clock time (UTC+8). */
const hk = (local: string) => new Date(`${local}+08:00`);
const NOW = hk("2026-11-27T09:00:00");

let created: PostgresTestDatabase | undefined;
let database: Database | undefined;
let t: TestApp;
let client: string;

beforeAll(async () => {
  if (hasTestPostgres()) {
    created = await createPostgresTestDatabase();
    database = openPostgres(created.url, 4);
    t = await createTestApp({}, { database });
  } else t = await createTestApp();
  client = await newUser("client", "Client");
});
afterAll(async () => {
  await t?.close();
  if (created) {
    await database?.close();
    await created.drop();
  }
});

async function newUser(role: "client" | "designer", firstName: string): Promise<string> {
  const [user] = await t.database.db
    .insert(users)
    .values({ email: uniqueEmail(role), role, firstName, lastName: "Test" })
    .returning({ id: users.id });
  if (!user) throw new Error("no user");
  return user.id;
}

async function vettedDesigner(firstName: string): Promise<string> {
  const id = await newUser("designer", firstName);
  await t.database.db.insert(designerProfiles).values({ userId: id, isVetted: true });
  return id;
}

/** Introductions of `designerId` to new requests, each answered at the given Hong Kong times. */
async function answers(designerId: string, spans: [introduced: string, answered: string | null][]) {
  for (const [introduced, answered] of spans) {
    const [request] = await t.database.db
      .insert(designRequests)
      .values({
        clientId: client,
        propertyAddress: "Flat 1A, 1 Test Road",
        propertyType: "Apartment",
        projectType: "Full Design",
        designStyles: ["Modern"],
        description: "A request for the reply-time tests.",
        mobileNumber: "+852 9123 4567",
        squareFootage: 600,
        budgetMin: 100_000,
        budgetMax: 200_000,
        agreedToTermsAt: hk(introduced),
      })
      .returning({ id: designRequests.id });
    if (!request) throw new Error("no request");
    await t.database.db.insert(introductions).values({
      requestId: request.id,
      designerId,
      status: answered ? "declined" : "pending",
      createdAt: hk(introduced),
      respondedAt: answered ? hk(answered) : null,
    });
  }
}

const mondayAt = (hour: string, answeredAt: string) => [`2026-11-02T${hour}`, answeredAt] as [string, string];

async function shown(designerId: string): Promise<{ profile: unknown; card: unknown }> {
  const profile = await injectAs(t, "GET", `/api/designers/${designerId}`);
  expect(profile.statusCode).toBe(200);
  const directory = await injectAs(t, "GET", "/api/designers?pageSize=48");
  const card = (directory.json() as DirectoryPage).items.find((item) => item.id === designerId);
  return { profile: profile.json().replyTime, card: card?.replyTime };
}

describe("reply-time phrases", () => {
  it("needs enough answers, and buckets the median by business hours", () => {
    expect(MIN_ANSWERS_FOR_REPLY_TIME).toBe(5);
    expect(replyTimeBucket(1, 4)).toBeNull();
    expect(replyTimeBucket(null, 9)).toBeNull();
    expect(replyTimeBucket(0, 5)).toBe("fourHours");
    expect(replyTimeBucket(4, 5)).toBe("fourHours");
    expect(replyTimeBucket(4.01, 5)).toBe("oneDay");
    expect(replyTimeBucket(9, 5)).toBe("oneDay");
    expect(replyTimeBucket(9.01, 5)).toBe("twoDays");
    expect(replyTimeBucket(18, 5)).toBe("twoDays");
    // Past the promise an introduction expires: such a median is not shown as a promise.
    expect(replyTimeBucket(18.5, 20)).toBeNull();
  });
});

describe("a designer's usual reply time on their profile and card (issue 22 §3)", () => {
  it("shows nothing with 4 answers and the bucket of the median in business hours with 5", async () => {
    const quick = await vettedDesigner("Quick");
    // 2 business hours each, the unanswered one not counted.
    await answers(quick, [
      mondayAt("10:00:00", "2026-11-02T12:00:00"),
      mondayAt("11:00:00", "2026-11-02T13:00:00"),
      mondayAt("12:00:00", "2026-11-02T14:00:00"),
      mondayAt("13:00:00", "2026-11-02T15:00:00"),
      ["2026-11-03T10:00:00", null],
    ]);
    await refreshCostGuide(t.database.db, NOW);
    expect(await shown(quick)).toEqual({ profile: null, card: null });

    // Friday 17:00 to Monday 10:00 is 2 business hours too: the weekend does not count.
    await answers(quick, [["2026-11-06T17:00:00", "2026-11-09T10:00:00"]]);
    await refreshCostGuide(t.database.db, NOW);
    expect(await shown(quick)).toEqual({ profile: "fourHours", card: "fourHours" });
  });

  it("says within a business day, or two, from the median, not the mean", async () => {
    const steady = await vettedDesigner("Steady");
    // 6 business hours three times; one very late answer moves the mean, not the median.
    await answers(steady, [
      mondayAt("09:00:00", "2026-11-02T15:00:00"),
      mondayAt("10:00:00", "2026-11-02T16:00:00"),
      mondayAt("11:00:00", "2026-11-02T17:00:00"),
      mondayAt("09:00:00", "2026-11-02T09:30:00"),
      mondayAt("09:00:00", "2026-11-04T18:00:00"),
    ]);
    const slower = await vettedDesigner("Slower");
    // Monday 09:00 to Tuesday 12:00: 9 + 3 = 12 business hours.
    await answers(
      slower,
      Array.from({ length: 5 }, () => mondayAt("09:00:00", "2026-11-03T12:00:00")),
    );
    await refreshCostGuide(t.database.db, NOW);
    expect(await shown(steady)).toEqual({ profile: "oneDay", card: "oneDay" });
    expect(await shown(slower)).toEqual({ profile: "twoDays", card: "twoDays" });
  });

  it("counts only the last year's answers", async () => {
    const former = await vettedDesigner("Former");
    await answers(
      former,
      Array.from({ length: 5 }, () => ["2025-10-06T10:00:00", "2025-10-06T11:00:00"] as [string, string]),
    );
    await refreshCostGuide(t.database.db, NOW);
    expect(await shown(former)).toEqual({ profile: null, card: null });
  });
});
