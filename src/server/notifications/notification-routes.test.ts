import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAllMessages } from "#shared/i18n/catalogues.ts";
import { NOTIFICATION_LIST_LIMIT } from "#shared/matching/notifications.ts";
import { notifications } from "../db/schema/index.ts";
import { injectAs, type Method } from "../test-support/inject.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { type SignedIn, signedInUser } from "../test-support/users.ts";

let t: TestApp;
let me: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  [me, other] = await Promise.all([signedInUser(t, "designer"), signedInUser(t, "client")]);
});
afterAll(() => t.close());

const call = (method: Method, url: string, who?: SignedIn | null, payload?: object) =>
  injectAs(t, method, url, who, payload);

/** `n` notifications of a user, a minute apart, the last the newest. */
async function seed(userId: string, n: number, prefix: string) {
  const start = Date.now() - n * 60_000;
  return t.database.db
    .insert(notifications)
    .values(
      Array.from({ length: n }, (_, i) => ({
        userId,
        kind: "test",
        title: `${prefix} ${i + 1}`,
        body: "Body",
        link: `/dashboard/requests/${i + 1}`,
        createdAt: new Date(start + i * 60_000),
      })),
    )
    .returning();
}

describe("notifications API", () => {
  it("lists only the user's own notifications, the newest 20 first, with the unread count of all", async () => {
    await seed(me.user.id, NOTIFICATION_LIST_LIMIT + 2, "Mine");
    await seed(other.user.id, 3, "Theirs");
    const response = await call("GET", "/api/notifications", me);
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.unread).toBe(NOTIFICATION_LIST_LIMIT + 2);
    expect(list.items).toHaveLength(NOTIFICATION_LIST_LIMIT);
    expect(list.items[0]).toMatchObject({
      title: `Mine ${NOTIFICATION_LIST_LIMIT + 2}`,
      kind: "test",
      body: "Body",
      link: `/dashboard/requests/${NOTIFICATION_LIST_LIMIT + 2}`,
      readAt: null,
      createdAt: expect.any(String),
    });
    expect(list.items.every((item: { title: string }) => item.title.startsWith("Mine"))).toBe(true);
    expect((await call("GET", "/api/notifications", other)).json().unread).toBe(3);
  });

  it("marks the named ones read, ignores others' ids, and answers the new list", async () => {
    const before = (await call("GET", "/api/notifications", me)).json();
    const [first, second] = before.items;
    const theirs = (await call("GET", "/api/notifications", other)).json().items[0];
    const response = await call("POST", "/api/notifications/read", me, {
      ids: [first.id, second.id, theirs.id],
    });
    expect(response.statusCode).toBe(200);
    const after = response.json();
    expect(after.unread).toBe(before.unread - 2);
    expect(after.items[0].readAt).toEqual(expect.any(String));
    expect(after.items[1].readAt).toEqual(expect.any(String));
    expect(after.items[2].readAt).toBeNull();
    const stillTheirs = (await call("GET", "/api/notifications", other)).json();
    expect(stillTheirs.unread).toBe(3);
  });

  it("marks all of the user's notifications read when no ids are named", async () => {
    const response = await call("POST", "/api/notifications/read", me);
    expect(response.statusCode).toBe(200);
    expect(response.json().unread).toBe(0);
    expect((await call("GET", "/api/notifications", other)).json().unread).toBe(3);
  });

  it("refuses ids that are not ids", async () => {
    const response = await call("POST", "/api/notifications/read", me, { ids: ["nope"] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });
});

describe("the bell's language", () => {
  const zh = createAllMessages("Nestmatch")["zh-HK"];

  it("words each notice in the language the reader reads now, and shows older rows as they were sent", async () => {
    const reader = await signedInUser(t, "client");
    const start = Date.now();
    await t.database.db.insert(notifications).values([
      {
        userId: reader.user.id,
        kind: "accepted",
        facts: { kind: "accepted", designer: "Chloe Wong" },
        title: "As mailed",
        body: "As mailed",
        link: "/dashboard/my-forms/1",
        createdAt: new Date(start - 60_000),
      },
      {
        userId: reader.user.id,
        kind: "chosen",
        title: "Written before notices kept their facts",
        body: "Old words",
        link: "/dashboard/requests/2",
        createdAt: new Date(start - 120_000),
      },
    ]);
    const english = (await call("GET", "/api/notifications", reader)).json().items;
    expect(english[0]).toMatchObject({
      title: "Chloe Wong would like to design your home",
      kind: "accepted",
    });
    expect(english[0].body).toContain("Chloe Wong");
    const chinese = (await call("GET", "/api/notifications?lang=zh-HK", reader)).json().items;
    expect(chinese[0]).toMatchObject({
      title: zh.matching.introductions.mail.acceptedTitle("Chloe Wong"),
      body: zh.matching.introductions.mail.acceptedBody("Chloe Wong"),
    });
    expect(chinese[0].title).toMatch(/[\u4e00-\u9fff]/);
    expect(chinese[1]).toMatchObject({ title: "Written before notices kept their facts", body: "Old words" });
  });
});
