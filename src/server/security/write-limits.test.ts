import { count, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAllMessages } from "#shared/i18n/catalogues.ts";
import { englishMessages, type Messages } from "#shared/i18n/index.ts";
import {
  contactMessages,
  designerProfiles,
  designRequestImages,
  designRequests,
  introductionMessages,
  introductions,
  outboxEmails,
  users,
} from "../db/schema/index.ts";
import { WRITE_LIMITS, type WriteLimitName, writeLimitKey } from "../lib/security/write-limits.ts";
import { injectAs } from "../test-support/inject.ts";
import { multipart } from "../test-support/multipart.ts";
import { ageCounters, setCounter } from "../test-support/rate-limit-counters.ts";
import { validRequest } from "../test-support/request-payload.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { nextAddress, type SignedIn, signedInUser, uniqueEmail } from "../test-support/users.ts";

/*
 * Writes past their limits (docs/decisions.md "Write limits"): each answers 429 with Retry-After and
 * a message in the reader's language, and writes nothing. Concurrent calls: write-limits-race.test.ts.
 */

const chinese = createAllMessages("Nestmatch")["zh-HK"];

let t: TestApp;
let admin: SignedIn;
let jpeg: Buffer;

beforeAll(async () => {
  // The limits as served (test apps raise them by default); sign-ups' own per-minute limit (the
  // credential routes') stays out of the way of the hourly one.
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000", WRITE_LIMIT_FACTOR: "1" });
  admin = await signedInUser(t, "admin");
  jpeg = await sharp({ create: { width: 120, height: 80, channels: 3, background: "#a0b0c0" } })
    .jpeg()
    .toBuffer();
});
afterAll(() => t.close());

/** A 429 that names when to come back, in seconds within the window, and says so in `messages`' words. */
function expectRefused(
  answer: LightMyRequestResponse,
  limit: WriteLimitName,
  windowSeconds: number,
  messages: Messages = englishMessages,
) {
  expect(answer.statusCode, answer.body).toBe(429);
  const retryAfter = Number(answer.headers["retry-after"]);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  const words = messages.answers.writeLimits;
  expect(answer.json()).toEqual({ message: words[limit](words.wait(Math.ceil(retryAfter / 60))) });
}

const newRequest = (who: SignedIn) => injectAs(t, "POST", "/api/forms", who, validRequest);

function uploadPhotos(
  who: SignedIn,
  url: string,
  photos: number,
  { method = "POST", field = "images" }: { method?: "POST" | "PUT"; field?: string } = {},
) {
  const body = multipart(
    field,
    Array.from({ length: photos }, (_, n) => ({ name: `${n}.jpg`, type: "image/jpeg", data: jpeg })),
  );
  return t.app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...body.headers, cookie: who.cookie },
    remoteAddress: nextAddress(),
  });
}

const rowsOf = async (table: typeof designRequests, clientId: string) =>
  (await t.database.db.select({ n: count() }).from(table).where(eq(table.clientId, clientId)))[0]?.n;

describe("write limits", () => {
  it("refuses a 6th design request in an hour from one account, tells no admin of it, and holds no other account back", async () => {
    const client = await signedInUser(t, "client");
    for (let n = 0; n < 5; n++) expect((await newRequest(client)).statusCode).toBe(201);
    const mailsBefore = (await t.database.db.select({ n: count() }).from(outboxEmails))[0]?.n;

    expectRefused(await newRequest(client), "requests", 3600);
    const inChinese = await t.app.inject({
      method: "POST",
      url: "/api/forms",
      payload: validRequest,
      headers: { cookie: client.cookie, "accept-language": "zh-HK" },
      remoteAddress: nextAddress(),
    });
    expectRefused(inChinese, "requests", 3600, chinese);

    expect(await rowsOf(designRequests, client.user.id)).toBe(5);
    expect((await t.database.db.select({ n: count() }).from(outboxEmails))[0]?.n).toBe(mailsBefore);
    expect((await newRequest(await signedInUser(t, "client"))).statusCode).toBe(201);
  });

  it("counts no refused request: one that fails its checks leaves the account's budget whole", async () => {
    const client = await signedInUser(t, "client");
    for (let n = 0; n < 3; n++)
      expect(
        (await injectAs(t, "POST", "/api/forms", client, { ...validRequest, description: "" })).statusCode,
      ).toBe(400);
    for (let n = 0; n < 5; n++) expect((await newRequest(client)).statusCode).toBe(201);
  });

  it("refuses a 61st thread message in 10 minutes from one account, and stores none of it", async () => {
    const client = await signedInUser(t, "client");
    const designer = await signedInUser(t, "designer");
    await t.database.db.insert(designerProfiles).values({ userId: designer.user.id, isVetted: true });
    const requestId = (await newRequest(client)).json().id;
    const [introduction] = await t.database.db
      .insert(introductions)
      .values({ requestId, designerId: designer.user.id, slot: 1, status: "accepted" })
      .returning();
    const url = `/api/introductions/${introduction?.id}/messages`;
    for (let n = 0; n < 60; n++)
      expect((await injectAs(t, "POST", url, client, { body: `Question ${n}` })).statusCode).toBe(201);

    expectRefused(await injectAs(t, "POST", url, client, { body: "One too many" }), "messages", 600);
    const stored = await t.database.db
      .select({ n: count() })
      .from(introductionMessages)
      .where(eq(introductionMessages.authorId, client.user.id));
    expect(stored[0]?.n).toBe(60);
    // The other side of the thread has a budget of their own.
    expect((await injectAs(t, "POST", url, designer, { body: "Happy to help" })).statusCode).toBe(201);
  });

  it("counts every uploaded image of an account, across the upload routes, and refuses past 100 an hour", async () => {
    const client = await signedInUser(t, "client");
    const requestIds: string[] = [];
    for (let n = 0; n < 5; n++) requestIds.push((await newRequest(client)).json().id);
    for (const id of requestIds.slice(0, 4))
      expect((await uploadPhotos(client, `/api/forms/${id}/images`, 20)).statusCode).toBe(200);
    const last = `/api/forms/${requestIds[4]}/images`;
    expect((await uploadPhotos(client, last, 19)).statusCode).toBe(200);
    const photo = await uploadPhotos(client, "/api/user/profile/photo", 1, { method: "PUT", field: "photo" });
    expect(photo.statusCode, photo.body).toBe(200);

    expectRefused(await uploadPhotos(client, last, 1), "images", 3600);
    expectRefused(
      await uploadPhotos(client, "/api/user/profile/photo", 1, { method: "PUT", field: "photo" }),
      "images",
      3600,
    );
    const [user] = await t.database.db.select().from(users).where(eq(users.id, client.user.id));
    expect(user?.profileImageUrl).toBe(photo.json().profileImageUrl);
    const photos = await t.database.db
      .select({ n: count() })
      .from(designRequestImages)
      .where(eq(designRequestImages.requestId, requestIds[4] ?? ""));
    expect(photos[0]?.n).toBe(19);
  });

  /** A portfolio item of `designer`'s, created by `who`, and its images' address. */
  async function portfolioImages(who: SignedIn, designer: SignedIn): Promise<string> {
    const item = await injectAs(t, "POST", "/api/portfolio", who, {
      titleEn: "Harbour-view flat in North Point",
      descriptionEn: "A 700 sq ft flat opened to the light, with oak joinery and a hidden study.",
      style: ["Modern"],
      budget: { min: "HK$100,000", max: "HK$300,000" },
      designerId: designer.user.id,
    });
    expect(item.statusCode, item.body).toBe(201);
    return `/api/portfolio/${item.json().id}/images`;
  }

  /** `who` has uploaded `images` images this hour. */
  const alreadyUploaded = (who: SignedIn, images: number) =>
    setCounter(t.database.db, {
      key: writeLimitKey(WRITE_LIMITS.images, who.user.id),
      windowStartedAt: new Date(),
      hits: images,
    });

  it("takes a designer's portfolio images from the same budget: a batch that does not fit is refused whole and counts nothing", async () => {
    const designer = await signedInUser(t, "designer");
    const images = await portfolioImages(designer, designer);
    await alreadyUploaded(designer, 99);
    expectRefused(await uploadPhotos(designer, images, 2), "images", 3600);
    const one = await uploadPhotos(designer, images, 1);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().images).toHaveLength(1);
    expectRefused(await uploadPhotos(designer, images, 1), "images", 3600);
  });

  it("leaves the admins' own work uncounted: they upload for many designers", async () => {
    const designer = await signedInUser(t, "designer");
    const images = await portfolioImages(admin, designer);
    await alreadyUploaded(admin, 100);
    expect((await uploadPhotos(admin, images, 5)).statusCode).toBe(200);
  });

  it("refuses a 21st contact message in a day from one address, past its 10-minute limit", async () => {
    const from = "192.0.2.44";
    const send = () =>
      t.app.inject({
        method: "POST",
        url: "/api/contact",
        remoteAddress: from,
        payload: {
          name: "Mei Ling Chan",
          email: "meiling@example.com",
          companyName: "Private homeowner",
          mobileNumber: "+852 9123 4567",
          subject: "General",
          customSubject: "",
          message: "We are renovating a 600 sq ft flat in Tai Koo and would like to know how matching works.",
        },
      });
    /** Ten minutes pass for the short window, not for the day's. */
    const tenMinutesLater = () =>
      ageCounters(
        t.database.db,
        (key) => key.startsWith("rate-limit:") && key.includes("/api/contact:"),
        11 * 60_000,
      );
    const before = (await t.database.db.select({ n: count() }).from(contactMessages))[0]?.n ?? 0;
    for (let round = 0; round < 2; round++) {
      for (let n = 0; n < 10; n++) expect((await send()).statusCode).toBe(201);
      await tenMinutesLater();
    }
    expectRefused(await send(), "contact", 86_400);
    expect((await t.database.db.select({ n: count() }).from(contactMessages))[0]?.n).toBe(before + 20);
  });

  it("refuses an 11th sign-up in an hour from one address, and makes no account", async () => {
    const from = "192.0.2.55";
    const signUp = (email: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/register",
        remoteAddress: from,
        payload: { email, password: "a long enough secret", firstName: "Wing", lastName: "Chan" },
      });
    for (let n = 0; n < 10; n++) expect((await signUp(uniqueEmail("neighbour"))).statusCode).toBe(201);
    const email = uniqueEmail("eleventh");
    expectRefused(await signUp(email), "signUps", 3600);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    // Another address signs up as usual.
    const elsewhere = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      remoteAddress: nextAddress(),
      payload: { email, password: "a long enough secret", firstName: "Wing", lastName: "Chan" },
    });
    expect(elsewhere.statusCode).toBe(201);
  });
});
