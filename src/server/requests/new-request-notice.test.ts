import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications, outboxEmails } from "../db/schema/index.ts";
import { injectAs } from "../test-support/inject.ts";
import { validRequest } from "../test-support/request-payload.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { nextAddress, type SignedIn, signedInUser } from "../test-support/users.ts";
import { NEW_REQUEST_NOTICE } from "./new-request-notice.ts";

/** Issue 20 §3: the admins hear of a new request from a job queued in the request's own transaction. */

let t: TestApp;
let client: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  client = await signedInUser(t, "client");
});
afterAll(() => t.close());

const noticesOf = (userId: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, "request.submitted")));

const mailsTo = (address: string) =>
  t.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, address));

async function submitted(): Promise<{ id: string; dueAt: string; createdAt: string }> {
  const response = await injectAs(t, "POST", "/api/forms", client, validRequest);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe("a new request", () => {
  it("is answered before the admins are told; its job then tells them, with a link to it on the desk", async () => {
    const admin = await signedInUser(t, "admin");
    const created = await submitted();
    expect(new Date(created.dueAt).getTime()).toBeGreaterThan(new Date(created.createdAt).getTime());
    expect(await noticesOf(admin.user.id)).toEqual([]);

    expect(await t.app.jobs.runDue(NEW_REQUEST_NOTICE)).toBeGreaterThanOrEqual(1);
    const [row] = await noticesOf(admin.user.id);
    expect(row).toMatchObject({
      title: "New design request from Test client",
      link: `/dashboard/forms?id=${created.id}`,
      requestId: created.id,
    });
    expect(row?.body).toContain("Apartment, Full Design, Scandinavian, Japanese");
    const [mail] = await mailsTo(admin.user.email);
    expect(mail?.textBody).toContain(`${t.config.publicUrl}/dashboard/forms?id=${created.id}`);
    expect(mail?.htmlBody).toContain(`/dashboard/forms?id=${created.id}`);
    expect(await noticesOf(client.user.id)).toEqual([]);
  });

  it("tells each admin in their own language, with the request's values in it", async () => {
    const chineseAdmin = await signedInUser(t, "admin", { locale: "zh-HK" });
    const englishAdmin = await signedInUser(t, "admin", { locale: "en" });
    const created = await submitted();
    await t.app.jobs.runDue(NEW_REQUEST_NOTICE);
    const noticeOf = async (admin: SignedIn) =>
      (await noticesOf(admin.user.id)).find((n) => n.requestId === created.id);
    const chinese = await noticeOf(chineseAdmin);
    expect(chinese?.title).toBe("Test client提交了新的設計需求");
    expect(chinese?.body).toContain("住宅單位，全屋設計，北歐、日式");
    expect(chinese?.body).toMatch(/須於\d{4}年\d{1,2}月\d{1,2}日（週.）\d{2}:\d{2}（香港時間）前完成轉介/);
    const english = await noticeOf(englishAdmin);
    expect(english?.title).toBe("New design request from Test client");
    expect(english?.body).toContain("Apartment, Full Design, Scandinavian, Japanese");
  });

  it("tells the admins once, even when its job runs twice", async () => {
    const admin = await signedInUser(t, "admin");
    const created = await submitted();
    // As a try that outlived its timeout would: the same job again.
    await t.app.jobs.enqueue(NEW_REQUEST_NOTICE, { requestId: created.id });
    expect(await t.app.jobs.runDue(NEW_REQUEST_NOTICE)).toBe(2);
    expect((await noticesOf(admin.user.id)).filter((n) => n.requestId === created.id)).toHaveLength(1);
    expect(await mailsTo(admin.user.email)).toHaveLength(1);
  });

  it("tells nobody of a request deleted before its job ran, and the job ends", async () => {
    const admin = await signedInUser(t, "admin");
    const created = await submitted();
    expect((await injectAs(t, "DELETE", `/api/forms/${created.id}`, client)).statusCode).toBe(204);
    expect(await t.app.jobs.runDue(NEW_REQUEST_NOTICE)).toBe(1);
    expect(await noticesOf(admin.user.id)).toEqual([]);
    expect(await t.app.jobs.runDue(NEW_REQUEST_NOTICE)).toBe(0);
  });
});

describe("a new request while mail is failing", () => {
  it("is still created, and the admins still find it in the bell", async () => {
    const broken = await createTestApp({ SMTP_URL: "smtp://127.0.0.1:9" });
    try {
      const who = await signedInUser(broken, "client");
      const admin = await signedInUser(broken, "admin");
      const response = await broken.app.inject({
        method: "POST",
        url: "/api/forms",
        payload: validRequest,
        headers: { cookie: who.cookie },
        remoteAddress: nextAddress(),
      });
      expect(response.statusCode, response.body).toBe(201);
      await broken.app.jobs.runDue(NEW_REQUEST_NOTICE);
      const rows = await broken.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, admin.user.id));
      expect(rows).toHaveLength(1);
    } finally {
      await broken.close();
    }
  });
});
