import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAllMessages } from "#shared/i18n/catalogues.ts";
import { type Database, openPostgres } from "../db/client.ts";
import {
  designerProfiles,
  designRequests,
  introductions,
  notifications,
  outboxEmails,
  requestEvents,
  sentReminders,
} from "../db/schema/index.ts";
import type { MailContext } from "../lib/mail/mail-context.ts";
import { createOutboxMailer } from "../lib/mail/mailer.ts";
import { injectAs } from "../test-support/inject.ts";
import { validRequest } from "../test-support/request-payload.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import {
  createPostgresTestDatabase,
  hasTestPostgres,
  type PostgresTestDatabase,
} from "../test-support/test-database.ts";
import { type SignedIn, signedInUser } from "../test-support/users.ts";
import { type SweepResult, sweepReminders } from "./reminders.ts";

/** A Hong Kong wall-clock time (UTC+8). */
const hk = (local: string) => new Date(`${local}+08:00`);

let created: PostgresTestDatabase | undefined;
/** A second connection pool on the same PostgreSQL database: a second process. */
let second: Database | undefined;
let t: TestApp;
let admin: SignedIn;
let client: SignedIn;
let designer: SignedIn;

beforeAll(async () => {
  if (hasTestPostgres()) {
    created = await createPostgresTestDatabase();
    second = openPostgres(created.url, 4);
    t = await createTestApp({}, { database: openPostgres(created.url, 4) });
  } else t = await createTestApp();
  [admin, client, designer] = await Promise.all([
    signedInUser(t, "admin"),
    signedInUser(t, "client", { firstName: "Mei", lastName: "Lee" }),
    signedInUser(t, "designer", { firstName: "Ada", lastName: "Wong" }),
  ]);
  await t.database.db.insert(designerProfiles).values({ userId: designer.user.id, isVetted: true });
});
afterAll(async () => {
  await t?.close();
  if (created) {
    await t?.database.close();
    await second?.close();
    await created.drop();
  }
});

const contextOf = (db: Database["db"]): MailContext => ({
  db,
  mailer: createOutboxMailer(db, t.app.log, { logText: false }),
  publicUrl: t.config.publicUrl,
  catalogues: createAllMessages(t.config.BRAND_NAME),
});
const sweep = (at: Date, db = t.database.db) => sweepReminders(contextOf(db), at);

async function newRequest(dueAt?: Date): Promise<string> {
  const made = await injectAs(t, "POST", "/api/forms", client, validRequest);
  const id: string = made.json().id;
  if (dueAt) await t.database.db.update(designRequests).set({ dueAt }).where(eq(designRequests.id, id));
  return id;
}

async function introducedAt(at: Date): Promise<{ requestId: string; introductionId: string }> {
  const requestId = await newRequest();
  const made = await injectAs(t, "POST", `/api/forms/${requestId}/introductions`, admin, {
    designerIds: [designer.user.id],
  });
  const introductionId: string = made.json().introductions[0].id;
  await t.database.db
    .update(introductions)
    .set({ createdAt: at })
    .where(eq(introductions.id, introductionId));
  return { requestId, introductionId };
}

async function completedAt(at: Date): Promise<string> {
  const { requestId, introductionId } = await introducedAt(at);
  await t.database.db
    .update(introductions)
    .set({ status: "chosen" })
    .where(eq(introductions.id, introductionId));
  await t.database.db
    .update(designRequests)
    .set({ status: "completed" })
    .where(eq(designRequests.id, requestId));
  await t.database.db
    .insert(requestEvents)
    .values({ requestId, actorId: client.user.id, type: "completed", createdAt: at });
  return requestId;
}

const noticesAbout = (requestId: string, kind: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.requestId, requestId), eq(notifications.kind, kind)));

const nothing: SweepResult = { dueSoon: 0, answerReminders: 0, expired: 0, reviewRequests: 0 };

describe("the admins' reminder of a request due within 4 business hours", () => {
  it("comes once, 4 business hours before, counted back over Christmas", async () => {
    // Due Monday 28 December 10:00: 1 hour that morning, then back over the holidays to Thursday 15:00.
    const requestId = await newRequest(hk("2026-12-28T10:00:00"));
    expect(await sweep(hk("2026-12-24T14:59:00"))).toEqual(nothing);
    expect((await sweep(hk("2026-12-24T15:00:00"))).dueSoon).toBe(1);
    expect(await sweep(hk("2026-12-24T15:05:00"))).toEqual(nothing);
    const [notice] = await noticesAbout(requestId, "request.due-soon");
    expect(notice).toMatchObject({
      userId: admin.user.id,
      title: "Introductions due soon: Mei Lee's request",
    });
    expect(notice?.body).toContain("by Mon 28 Dec 2026, 10:00 (Hong Kong time)");
    const mails = await t.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, admin.user.email));
    expect(mails.filter((mail) => mail.subject === notice?.title)).toHaveLength(1);
    await t.database.db.delete(designRequests).where(eq(designRequests.id, requestId));
  });
});

describe("an introduction the designer leaves unanswered", () => {
  it("reminds the designer after 1 business day and expires after 2, over a holiday, once each", async () => {
    // Thursday 24 December 10:00; 25 and 26 December are holidays, 27 a Sunday.
    const { requestId, introductionId } = await introducedAt(hk("2026-12-24T10:00:00"));
    expect(await sweep(hk("2026-12-28T09:59:00"))).toEqual(nothing);
    expect(await sweep(hk("2026-12-28T10:00:00"))).toEqual({ ...nothing, answerReminders: 1 });
    expect(await sweep(hk("2026-12-28T17:00:00"))).toEqual(nothing);
    const [reminder] = await noticesAbout(requestId, "answer-reminder");
    expect(reminder?.userId).toBe(designer.user.id);
    expect(reminder?.body).toContain("by Tue 29 Dec 2026, 10:00 (Hong Kong time)");

    expect(await sweep(hk("2026-12-29T09:59:00"))).toEqual(nothing);
    expect(await sweep(hk("2026-12-29T10:00:00"))).toEqual({ ...nothing, expired: 1 });
    expect(await sweep(hk("2026-12-29T10:01:00"))).toEqual(nothing);
    const [row] = await t.database.db
      .select()
      .from(introductions)
      .where(eq(introductions.id, introductionId));
    expect(row?.status).toBe("expired");
    const expired = await noticesAbout(requestId, "expired");
    expect(expired.map((notice) => [notice.userId, notice.title]).sort()).toEqual(
      [
        [designer.user.id, "An introduction expired"],
        [client.user.id, "A designer did not answer in time"],
        [admin.user.id, "Ada Wong did not answer in time"],
      ].sort(),
    );
    expect(expired.find((notice) => notice.userId === admin.user.id)?.body).toContain(
      "Introduce another designer from the desk.",
    );
    const events = await t.database.db
      .select()
      .from(requestEvents)
      .where(eq(requestEvents.requestId, requestId));
    expect(events.filter((event) => event.type === "expired")).toHaveLength(1);

    // The homeowner's request lists it no more for the designer, and the designer's answer is refused.
    const late = await injectAs(
      t,
      "POST",
      `/api/designer/introductions/${introductionId}/decline`,
      designer,
      {
        reason: "fully_booked",
      },
    );
    expect(late.statusCode).toBe(409);
  });

  it("expires an introduction first made over a weekend without reminding after it expired", async () => {
    // Saturday 28 November noon counts from Monday 09:00: reminder Tuesday 09:00, expiry Wednesday 09:00.
    const { requestId } = await introducedAt(hk("2026-11-28T12:00:00"));
    expect(await sweep(hk("2026-12-02T09:00:00"))).toEqual({ ...nothing, expired: 1 });
    expect(await noticesAbout(requestId, "answer-reminder")).toEqual([]);
  });
});

describe("after an introduction expired", () => {
  it("frees its place, so the admin can introduce another designer to a request whose 3 places were full", async () => {
    const { requestId } = await introducedAt(hk("2026-11-23T10:00:00"));
    const others = await Promise.all(
      ["Bo", "Cy", "Di"].map((firstName) => signedInUser(t, "designer", { firstName, lastName: "Chan" })),
    );
    await t.database.db
      .insert(designerProfiles)
      .values(others.map((other) => ({ userId: other.user.id, isVetted: true })));
    const introduce = (who: SignedIn) =>
      injectAs(t, "POST", `/api/forms/${requestId}/introductions`, admin, { designerIds: [who.user.id] });
    const [bo, cy, di] = others as [SignedIn, SignedIn, SignedIn];
    expect((await introduce(bo)).statusCode).toBe(201);
    expect((await introduce(cy)).statusCode).toBe(201);
    expect((await introduce(di)).statusCode).toBe(409);
    // Bo's and Cy's introductions were made just now: only the first one is old enough to expire.
    expect((await sweep(hk("2026-11-26T10:00:00"))).expired).toBeGreaterThanOrEqual(1);
    expect((await introduce(di)).statusCode).toBe(201);
    // The designer who let it expire is not introduced to the same request again.
    expect((await introduce(designer)).statusCode).toBe(409);
    // Its three waiting introductions would expire in the later tests' sweeps.
    await t.database.db.delete(designRequests).where(eq(designRequests.id, requestId));
  });
});

describe("the request for a review", () => {
  it("comes once, 7 days after the project was completed", async () => {
    const requestId = await completedAt(hk("2026-12-01T12:00:00"));
    expect(await sweep(hk("2026-12-08T11:59:00"))).toEqual(nothing);
    expect(await sweep(hk("2026-12-08T12:00:00"))).toEqual({ ...nothing, reviewRequests: 1 });
    expect(await sweep(hk("2026-12-09T12:00:00"))).toEqual(nothing);
    const [notice] = await noticesAbout(requestId, "review-request");
    expect(notice).toMatchObject({ userId: client.user.id, title: "How was your project with Ada Wong?" });
  });
});

describe("two processes sweeping at once", () => {
  it("send each reminder, expiry and review request exactly once", async () => {
    const at = hk("2027-03-10T12:00:00");
    const due = [await newRequest(hk("2027-03-10T14:00:00")), await newRequest(hk("2027-03-10T15:00:00"))];
    const toRemind = [
      await introducedAt(hk("2027-03-09T11:00:00")),
      await introducedAt(hk("2027-03-09T10:00:00")),
    ];
    const toExpire = [
      await introducedAt(hk("2027-03-08T11:00:00")),
      await introducedAt(hk("2027-03-05T12:00:00")),
    ];
    const toReview = [
      await completedAt(hk("2027-03-02T12:00:00")),
      await completedAt(hk("2027-03-01T12:00:00")),
    ];
    const otherProcess = second?.db ?? t.database.db;
    const results = await Promise.all([
      sweep(at),
      sweep(at, otherProcess),
      sweep(at),
      sweep(at, otherProcess),
    ]);
    const total = results.reduce(
      (sum, result) => ({
        dueSoon: sum.dueSoon + result.dueSoon,
        answerReminders: sum.answerReminders + result.answerReminders,
        expired: sum.expired + result.expired,
        reviewRequests: sum.reviewRequests + result.reviewRequests,
      }),
      nothing,
    );
    expect(total).toEqual({ dueSoon: 2, answerReminders: 2, expired: 2, reviewRequests: 2 });
    for (const id of due) expect(await noticesAbout(id, "request.due-soon")).toHaveLength(1);
    for (const { requestId } of toRemind)
      expect(await noticesAbout(requestId, "answer-reminder")).toHaveLength(1);
    for (const { requestId } of toExpire) expect(await noticesAbout(requestId, "expired")).toHaveLength(3);
    for (const id of toReview) expect(await noticesAbout(id, "review-request")).toHaveLength(1);
    const keys = await t.database.db
      .select()
      .from(sentReminders)
      .where(
        inArray(sentReminders.subjectId, [...due, ...toRemind.map((i) => i.introductionId), ...toReview]),
      );
    expect(keys).toHaveLength(6);
    // A restart sweeping again sends nothing.
    expect(await sweep(at, otherProcess)).toEqual(nothing);
  });
});
