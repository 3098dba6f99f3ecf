import { addDays, format } from "date-fns";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAllMessages } from "#shared/i18n/catalogues.ts";
import { noticeText } from "#shared/matching/notices.ts";
import { type Database, openPostgres } from "../db/client.ts";
import { designerCredentials, notifications, outboxEmails, sentReminders } from "../db/schema/index.ts";
import type { MailContext } from "../lib/mail/mail-context.ts";
import { createOutboxMailer } from "../lib/mail/mailer.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import {
  createPostgresTestDatabase,
  hasTestPostgres,
  type PostgresTestDatabase,
} from "../test-support/test-database.ts";
import { type SignedIn, signedInUser } from "../test-support/users.ts";
import { sweepCredentialExpiry } from "./expiry-reminders.ts";

/** A Hong Kong wall-clock time (UTC+8). */
const hk = (local: string) => new Date(`${local}+08:00`);
const dayAfter = (date: string, days: number) =>
  format(addDays(new Date(`${date}T00:00:00`), days), "yyyy-MM-dd");

let created: PostgresTestDatabase | undefined;
/** A second connection pool on the same PostgreSQL database: a second process. */
let second: Database | undefined;
let t: TestApp;
let admin: SignedIn;
let designer: SignedIn;

beforeAll(async () => {
  if (hasTestPostgres()) {
    created = await createPostgresTestDatabase();
    second = openPostgres(created.url, 4);
    t = await createTestApp({}, { database: openPostgres(created.url, 4) });
  } else t = await createTestApp();
  admin = await signedInUser(t, "admin");
  designer = await signedInUser(t, "designer", { firstName: "Ada", lastName: "Wong" });
});
afterAll(async () => {
  await t?.close();
  if (created) {
    await t?.database.close();
    await second?.close();
    await created.drop();
  }
});

const catalogues = () => createAllMessages(t.config.BRAND_NAME);
const contextOf = (db: Database["db"]): MailContext => ({
  db,
  mailer: createOutboxMailer(db, t.app.log, { logText: false }),
  publicUrl: t.config.publicUrl,
  catalogues: catalogues(),
});
/** One sweep at `at` in this process and, at the same moment, one in a second process. */
const sweepTwice = (at: Date) =>
  Promise.all([
    sweepCredentialExpiry(contextOf(t.database.db), at),
    sweepCredentialExpiry(contextOf((second ?? t.database).db), at),
  ]);

async function verifiedCredential(
  expiresOn: string,
  kind: "insurance" | "minor-works" = "insurance",
  designerId = designer.user.id,
): Promise<string> {
  const [row] = await t.database.db
    .insert(designerCredentials)
    .values({
      designerId,
      kind,
      state: "verified",
      reference: "CAR-1",
      insurer: "Harbour Mutual",
      expiresOn,
      storageKey: `credentials/${designer.user.id}/x.pdf`,
      contentType: "application/pdf",
      fileName: "x.pdf",
      sizeBytes: 10,
      reviewedAt: new Date(),
    })
    .returning({ id: designerCredentials.id });
  if (!row) throw new Error("no credential");
  return row.id;
}

const noticesOf = (userId: string, kind: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));

describe("credential expiry reminders", () => {
  it("reminds the designer and the admins 30 days before and on the last day, each once across two processes and runs", async () => {
    const expiresOn = "2027-03-31";
    const id = await verifiedCredential(expiresOn);

    // 31 days before: nothing yet.
    const early = await sweepTwice(hk("2027-02-28T09:00:00"));
    expect(early.reduce((n, r) => n + r.expiring + r.expired, 0)).toBe(0);

    // 30 days before, 9:00 in Hong Kong: both processes run; one sends.
    const due = await sweepTwice(hk(`${dayAfter(expiresOn, -30)}T09:00:00`));
    expect(due.reduce((n, r) => n + r.expiring, 0)).toBe(1);
    expect(await noticesOf(designer.user.id, "credential.expiring")).toHaveLength(1);
    const [adminNotice] = await noticesOf(admin.user.id, "credential.expiring");
    expect(adminNotice?.title).toBe("Ada Wong's insurance expires in 30 days");
    // The next days' runs send it no more.
    for (const day of [-29, -10, -1]) {
      const again = await sweepTwice(hk(`${dayAfter(expiresOn, day)}T09:00:00`));
      expect(again.reduce((n, r) => n + r.expiring + r.expired, 0)).toBe(0);
    }

    // On the last day: the expiry notice, once.
    const onDay = await sweepTwice(hk(`${expiresOn}T09:00:00`));
    expect(onDay.reduce((n, r) => n + r.expired, 0)).toBe(1);
    await sweepTwice(hk(`${expiresOn}T18:00:00`));
    await sweepTwice(hk(`${dayAfter(expiresOn, 1)}T09:00:00`));
    const [expired] = await noticesOf(designer.user.id, "credential.expired");
    expect(await noticesOf(designer.user.id, "credential.expired")).toHaveLength(1);
    expect(await noticesOf(admin.user.id, "credential.expired")).toHaveLength(1);
    expect(expired?.link).toBe("/dashboard/profile#credentials");

    const keys = await t.database.db.select().from(sentReminders).where(eq(sentReminders.subjectId, id));
    expect(keys.map((key) => key.kind).sort()).toEqual(["credential-expired", "credential-expiring"]);
    // Each notice went by mail too, in the reader's language.
    const mails = await t.database.db
      .select()
      .from(outboxEmails)
      .where(inArray(outboxEmails.toAddress, [designer.user.email, admin.user.email]));
    expect(mails.length).toBeGreaterThanOrEqual(4);
    const chinese = noticeText(
      {
        kind: "credential.expiring",
        audience: "designer",
        designer: "Ada Wong",
        credential: "insurance",
        validUntil: expiresOn,
      },
      catalogues()["zh-HK"],
    );
    expect(chinese.title).toBe("保險將於30天後到期");
    expect(chinese.body).toContain("2027");
  });

  it("sends a credential verified with 10 days left its 30-day reminder at once, and never one already past its day", async () => {
    const another = await signedInUser(t, "designer");
    const soon = await verifiedCredential("2028-05-20", "insurance", another.user.id);
    const lapsed = await verifiedCredential("2028-05-01", "minor-works", another.user.id);
    const both = await sweepTwice(hk("2028-05-10T09:00:00"));
    expect(both.reduce((n, r) => n + r.expiring, 0)).toBe(1);
    expect(both.reduce((n, r) => n + r.expired, 0)).toBe(0);
    expect(await sweepCredentialExpiry(contextOf(t.database.db), hk("2028-05-11T09:00:00"))).toEqual({
      expiring: 0,
      expired: 0,
    });
    const keys = await t.database.db
      .select()
      .from(sentReminders)
      .where(inArray(sentReminders.subjectId, [soon, lapsed]));
    // 9 days past its day, beyond the week a missed reminder is still sent in: left alone.
    expect(keys.map((key) => `${key.subjectId === soon ? "soon" : "lapsed"}:${key.kind}`)).toEqual([
      "soon:credential-expiring",
    ]);
  });
});
