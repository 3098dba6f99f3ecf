import { createECDH } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import webPush from "web-push";
import { createAllMessages } from "#shared/i18n/catalogues.ts";
import { deliveries, designerProfiles, pushSubscriptions, webPushKeys } from "../../db/schema/index.ts";
import { injectAs, type Method } from "../../test-support/inject.ts";
import {
  decryptPushBody,
  type ReceivedPush,
  startTestPushService,
  type TestBrowser,
  type TestPushService,
} from "../../test-support/push-service.ts";
import { validRequest } from "../../test-support/request-payload.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { type SignedIn, signedInUser } from "../../test-support/users.ts";

const PUBLIC_URL = "https://nestmatch.example";
const zh = createAllMessages("Nestmatch")["zh-HK"];
const en = createAllMessages("Nestmatch").en;

let service: TestPushService;
let t: TestApp;
let admin: SignedIn;
let client: SignedIn;
let ada: SignedIn;
let ben: SignedIn;
let requestId: string;
const browsers: Record<"client" | "ada" | "ben" | "admin", TestBrowser> = {} as never;

const call = (method: Method, url: string, who?: SignedIn | null, payload?: object) =>
  injectAs(t, method, url, who, payload);

const proposal = {
  feeType: "range",
  feeMin: 80_000,
  feeMax: 120_000,
  scopeItems: ["Site measurement"],
  scopeNotes: "",
  timelineWeeks: 10,
  earliestSiteVisit: "2099-01-15",
  note: "",
};

async function designer(firstName: string) {
  const signed = await signedInUser(t, "designer", { firstName, lastName: "Designer" });
  await t.database.db.insert(designerProfiles).values({ userId: signed.user.id, isVetted: true });
  return signed;
}

const introductionOf = async (who: SignedIn) =>
  (await call("GET", "/api/designer/introductions", who)).json()[0] as { id: string };

const subscriptionRows = (endpoint: string) =>
  t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));

/** The last push a browser got, once `count` have arrived. */
async function nth(browser: TestBrowser, count: number): Promise<ReceivedPush> {
  const pushes = await service.waitFor(browser.id, count);
  return pushes[count - 1] as ReceivedPush;
}

beforeAll(async () => {
  service = await startTestPushService();
  t = await createTestApp(
    { PUBLIC_URL, MAIL_FROM: "Nestmatch <team@nestmatch.example>" },
    {
      pushService: { hosts: [service.host], agent: service.agent },
      // Pushes are jobs: this app sends them. A failed try waits longer than these tests run, so a retried
      // push never lands in a later test's count.
      deps: { jobs: { work: true, pollingSeconds: 0.5, policy: { retryDelaySeconds: 3600 } } },
    },
  );
  [admin, client] = await Promise.all([
    signedInUser(t, "admin"),
    signedInUser(t, "client", { firstName: "Mei", lastName: "Lee", locale: "zh-HK" }),
  ]);
  ada = await designer("Ada");
  ben = await designer("Ben");
  requestId = (await call("POST", "/api/forms", client, validRequest)).json().id;
  for (const name of ["client", "ada", "ben", "admin"] as const) browsers[name] = service.newBrowser();
});
afterAll(async () => {
  await t?.close();
  await service?.close();
});

describe("the test push service", () => {
  it("decrypts RFC 8291's own example message with the browser's keys", () => {
    const ecdh = createECDH("prime256v1");
    ecdh.setPrivateKey(Buffer.from("q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94", "base64url"));
    const body = Buffer.from(
      "DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN",
      "base64url",
    );
    const auth = Buffer.from("BTBZMqHH6r4Tts7J_aSIgg", "base64url");
    expect(decryptPushBody(body, { ecdh, auth }).toString()).toBe(
      "When I grow up, I want to be a watermelon",
    );
    expect(() => decryptPushBody(body, { ecdh, auth: Buffer.alloc(16) })).toThrow();
  });
});

describe("opting in", () => {
  it("gives signed-in browsers the VAPID key, kept in the database for every process", async () => {
    expect((await call("GET", "/api/push/key")).statusCode).toBe(401);
    const answer = await call("GET", "/api/push/key", client);
    expect(answer.statusCode).toBe(200);
    const { publicKey } = answer.json();
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const [kept] = await t.database.db.select().from(webPushKeys);
    expect(kept?.publicKey).toBe(publicKey);
    // A second process on the same database signs with the same pair.
    const other = await createTestApp({ PUBLIC_URL }, { database: t.database });
    try {
      expect(other.app.push.publicKey).toBe(publicKey);
    } finally {
      await other.close();
    }
  });

  it("signs with the configured pair instead, when VAPID_* are set", async () => {
    const configured = webPush.generateVAPIDKeys();
    const other = await createTestApp({
      PUBLIC_URL,
      VAPID_PUBLIC_KEY: configured.publicKey,
      VAPID_PRIVATE_KEY: configured.privateKey,
    });
    try {
      expect(other.app.push.publicKey).toBe(configured.publicKey);
      expect(
        (await injectAs(other, "GET", "/api/push/key", await signedInUser(other, "client"))).json(),
      ).toEqual({
        publicKey: configured.publicKey,
      });
      expect(await other.database.db.select().from(webPushKeys)).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it("refuses endpoints outside the push services, malformed keys and signed-out callers", async () => {
    const { subscription } = browsers.client;
    const cases: [object, string][] = [
      [
        { ...subscription, endpoint: "https://169.254.169.254/latest/meta-data" },
        en.push.validation.endpoint,
      ],
      [{ ...subscription, endpoint: `http://${service.host}/push/x` }, en.push.validation.endpoint],
      [{ ...subscription, keys: { ...subscription.keys, p256dh: "abc" } }, en.push.validation.keys],
      [{ ...subscription, keys: { ...subscription.keys, auth: "" } }, en.push.validation.keys],
    ];
    for (const [body, message] of cases) {
      const answer = await call("PUT", "/api/push/subscriptions", client, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().message).toBe(message);
    }
    expect((await call("PUT", "/api/push/subscriptions", null, subscription)).statusCode).toBe(401);
    expect(await subscriptionRows(subscription.endpoint)).toEqual([]);
  });

  it("keeps one row per browser, for the session that opted in", async () => {
    for (const [who, browser] of [
      [client, browsers.client],
      [ada, browsers.ada],
      [ben, browsers.ben],
      [admin, browsers.admin],
    ] as const) {
      const answer = await call("PUT", "/api/push/subscriptions", who, browser.subscription);
      expect(answer.statusCode, answer.body).toBe(204);
    }
    // Opting in again from the same browser replaces the row.
    await call("PUT", "/api/push/subscriptions", client, browsers.client.subscription);
    const rows = await subscriptionRows(browsers.client.subscription.endpoint);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: client.user.id, auth: browsers.client.subscription.keys.auth });
    expect(rows[0]?.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    // The account's data export names the device by its push service, without its keys.
    const exported = (await call("GET", "/api/user/export", client)).body;
    expect(JSON.parse(exported).pushDevices).toEqual([
      { pushService: service.host, subscribedAt: expect.any(String) },
    ]);
    expect(exported).not.toContain(browsers.client.subscription.keys.auth);
  });
});

describe("pushes for introductions, messages and choices", () => {
  it("pushes an introduction to each designer, encrypted to their browser and signed with the site's key", async () => {
    const made = await call("POST", `/api/forms/${requestId}/introductions`, admin, {
      designerIds: [ada.user.id, ben.user.id],
    });
    expect(made.statusCode, made.body).toBe(201);
    const push = await nth(browsers.ada, 1);
    const introduction = await introductionOf(ada);
    expect(push.payload).toEqual({
      title: en.matching.introductions.mail.introducedTitle,
      body: expect.any(String),
      url: `${PUBLIC_URL}/dashboard/requests/${introduction.id}`,
      tag: `introduced:${requestId}`,
    });
    const { publicKey } = (await call("GET", "/api/push/key", ada)).json();
    expect(push.vapid).toMatchObject({
      aud: `https://${service.host}`,
      sub: "mailto:team@nestmatch.example",
      publicKey,
    });
    expect(Number(push.ttl)).toBe(86_400);
    expect((await nth(browsers.ben, 1)).payload.title).toBe(en.matching.introductions.mail.introducedTitle);
    expect(service.refused).toEqual([]);
  });

  it("pushes a designer's acceptance to the homeowner in the homeowner's language, linking to the request", async () => {
    const introduction = await introductionOf(ada);
    const accepted = await call(
      "POST",
      `/api/designer/introductions/${introduction.id}/accept`,
      ada,
      proposal,
    );
    expect(accepted.statusCode, accepted.body).toBe(204);
    const push = await nth(browsers.client, 1);
    expect(push.payload).toMatchObject({
      title: zh.matching.introductions.mail.acceptedTitle("Ada Designer"),
      url: `${PUBLIC_URL}/dashboard/my-forms/${requestId}`,
      tag: `accepted:${requestId}`,
    });
  });

  it("pushes messages both ways, each in its reader's language and to their own page", async () => {
    const introduction = await introductionOf(ada);
    const url = `/api/introductions/${introduction.id}/messages`;
    expect((await call("POST", url, ada, { body: "Could we visit on Saturday?" })).statusCode).toBe(201);
    const toClient = await nth(browsers.client, 2);
    expect(toClient.payload).toMatchObject({
      title: zh.matching.introductions.mail.messageTitle("Ada Designer"),
      body: "Could we visit on Saturday?",
      url: `${PUBLIC_URL}/dashboard/my-forms/${requestId}`,
    });
    expect((await call("POST", url, client, { body: "星期六上午可以。" })).statusCode).toBe(201);
    const toAda = await nth(browsers.ada, 2);
    expect(toAda.payload).toMatchObject({
      title: expect.stringMatching(/^New message from /),
      body: "星期六上午可以。",
      url: `${PUBLIC_URL}/dashboard/requests/${introduction.id}`,
    });
  });

  it("pushes the choice to the chosen designer and the passing-over to the other", async () => {
    const introduction = await introductionOf(ada);
    expect((await call("POST", `/api/introductions/${introduction.id}/choose`, client)).statusCode).toBe(204);
    expect((await nth(browsers.ada, 3)).payload).toMatchObject({
      title: en.matching.introductions.mail.chosenTitle,
      url: `${PUBLIC_URL}/dashboard/requests/${introduction.id}`,
    });
    const benIntroduction = await introductionOf(ben);
    expect((await nth(browsers.ben, 2)).payload).toMatchObject({
      title: en.matching.introductions.mail.passedTitle,
      url: `${PUBLIC_URL}/dashboard/requests/${benIntroduction.id}`,
    });
  });

  it("does not push the notices devices are not asked for (a new request to the admins)", async () => {
    expect((await call("POST", "/api/forms", client, validRequest)).statusCode).toBe(201);
    await t.app.push.settled();
    expect(service.received(browsers.admin.id)).toEqual([]);
  });
});

describe("pushes as background work", () => {
  it("queues each push with its action and logs it for the operator, named by the user's address", async () => {
    const introduction = await introductionOf(ada);
    const before = service.received(browsers.client.id).length;
    expect(
      (await call("POST", `/api/introductions/${introduction.id}/messages`, ada, { body: "Logged?" }))
        .statusCode,
    ).toBe(201);
    await nth(browsers.client, before + 1);
    await t.app.push.settled();
    const logged = await t.database.db
      .select({ state: deliveries.state, kind: deliveries.kind, attempts: deliveries.attempts })
      .from(deliveries)
      .where(eq(deliveries.recipient, client.user.email));
    expect(logged).toContainEqual({ state: "sent", kind: "message", attempts: 1 });
    expect(logged.every((row) => row.state === "sent")).toBe(true);
  });
});

describe("subscriptions that end", () => {
  it("deletes a subscription the push service answers 410 Gone for, and sends it nothing more", async () => {
    const introduction = await introductionOf(ada);
    const url = `/api/introductions/${introduction.id}/messages`;
    const before = service.received(browsers.ada.id).length;
    service.answer(browsers.ada.id, 410);
    expect((await call("POST", url, client, { body: "See you then." })).statusCode).toBe(201);
    await t.app.push.settled();
    expect(await subscriptionRows(browsers.ada.subscription.endpoint)).toEqual([]);
    service.answer(browsers.ada.id, 201);
    expect((await call("POST", url, client, { body: "And bring the samples." })).statusCode).toBe(201);
    await t.app.push.settled();
    expect(service.received(browsers.ada.id)).toHaveLength(before);
  });

  it("deletes a subscription the push service answers 404 Not Found for", async () => {
    const introduction = await introductionOf(ada);
    const phone = service.newBrowser();
    expect((await call("PUT", "/api/push/subscriptions", ada, phone.subscription)).statusCode).toBe(204);
    service.answer(phone.id, 404);
    expect(
      (await call("POST", `/api/introductions/${introduction.id}/messages`, client, { body: "Still on?" }))
        .statusCode,
    ).toBe(201);
    await t.app.push.settled();
    expect(await subscriptionRows(phone.subscription.endpoint)).toEqual([]);
    expect(service.received(phone.id)).toEqual([]);
    expect(service.refused).toEqual([]);
  });

  it("keeps a subscription whose push service fails otherwise, and the action still succeeds", async () => {
    const introduction = await introductionOf(ada);
    service.answer(browsers.client.id, 503);
    const answer = await call("POST", `/api/introductions/${introduction.id}/messages`, ada, {
      body: "Noted.",
    });
    expect(answer.statusCode).toBe(201);
    await t.app.push.settled();
    expect(await subscriptionRows(browsers.client.subscription.endpoint)).toHaveLength(1);
    service.answer(browsers.client.id, 201);
  });

  it("answers the action without waiting for a slow push service", async () => {
    const introduction = await introductionOf(ada);
    const before = service.received(browsers.client.id).length;
    const release = service.hold(browsers.client.id);
    try {
      const answer = await call("POST", `/api/introductions/${introduction.id}/messages`, ada, {
        body: "On my way.",
      });
      expect(answer.statusCode).toBe(201);
      // The push service has the push and has not answered it, yet the message is sent and answered.
      await service.waitFor(browsers.client.id, before + 1);
      let settled = false;
      const pending = t.app.push.settled().then(() => {
        settled = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(settled).toBe(false);
      release();
      await pending;
    } finally {
      release();
    }
  });

  it("lets a user unsubscribe their own browser only", async () => {
    const { endpoint } = browsers.ben.subscription;
    expect((await call("POST", "/api/push/unsubscribe", client, { endpoint })).statusCode).toBe(204);
    expect(await subscriptionRows(endpoint)).toHaveLength(1);
    expect((await call("POST", "/api/push/unsubscribe", ben, { endpoint })).statusCode).toBe(204);
    expect(await subscriptionRows(endpoint)).toEqual([]);
  });

  it("ends a browser's subscription when its session signs out", async () => {
    const { endpoint } = browsers.client.subscription;
    expect(await subscriptionRows(endpoint)).toHaveLength(1);
    expect((await call("POST", "/api/auth/logout", client)).statusCode).toBeLessThan(300);
    expect(await subscriptionRows(endpoint)).toEqual([]);
  });
});
