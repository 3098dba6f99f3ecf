import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIVE_EVENTS_PATH } from "#shared/live/events.ts";
import { designerProfiles } from "../db/schema/index.ts";
import { type EventStreamClient, openEventStreamClient } from "../test-support/event-stream-client.ts";
import { injectAs, type Method } from "../test-support/inject.ts";
import { validRequest } from "../test-support/request-payload.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { type SignedIn, signedInUser } from "../test-support/users.ts";

const PROPOSAL = {
  feeType: "range",
  feeMin: 80_000,
  feeMax: 120_000,
  scopeItems: ["Site measurement"],
  scopeNotes: "",
  timelineWeeks: 10,
  earliestSiteVisit: "2099-01-15",
  note: "",
};

let t: TestApp;
let base: string;
let admin: SignedIn;
let client: SignedIn;
let designer: SignedIn;
let stranger: SignedIn;
let requestId: string;
let introductionId: string;
const opened: EventStreamClient[] = [];

const call = (method: Method, url: string, who?: SignedIn | null, payload?: object) =>
  injectAs(t, method, url, who, payload);

async function stream(who?: SignedIn | { cookie: string }, lastEventId?: string) {
  const client = await openEventStreamClient(`${base}${LIVE_EVENTS_PATH}`, {
    ...(who ? { cookie: who.cookie } : {}),
    ...(lastEventId ? { lastEventId } : {}),
  });
  opened.push(client);
  if (client.status === 200) await client.next((e) => e.event === "ready");
  return client;
}

const post = async (who: SignedIn, body: string) => {
  const answer = await call("POST", `/api/introductions/${introductionId}/messages`, who, { body });
  expect(answer.statusCode, answer.body).toBe(201);
};

beforeAll(async () => {
  t = await createTestApp({ LIVE_HEARTBEAT_MS: "150" });
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
  [admin, client, designer, stranger] = await Promise.all([
    signedInUser(t, "admin"),
    signedInUser(t, "client", { firstName: "Mei", lastName: "Lee" }),
    signedInUser(t, "designer", { firstName: "Ada", lastName: "Designer" }),
    signedInUser(t, "client"),
  ]);
  await t.database.db.insert(designerProfiles).values({ userId: designer.user.id, isVetted: true });
  requestId = (await call("POST", "/api/forms", client, validRequest)).json().id;
  const made = await call("POST", `/api/forms/${requestId}/introductions`, admin, {
    designerIds: [designer.user.id],
  });
  expect(made.statusCode, made.body).toBe(201);
  introductionId = (await call("GET", "/api/designer/introductions", designer)).json()[0].id;
  const accepted = await call(
    "POST",
    `/api/designer/introductions/${introductionId}/accept`,
    designer,
    PROPOSAL,
  );
  expect(accepted.statusCode, accepted.body).toBe(204);
});
afterAll(async () => {
  for (const client of opened) client.close();
  // No stream, nor any connection the test opened, holds the close up (it waits for open connections).
  const started = Date.now();
  await t.close();
  expect(Date.now() - started).toBeLessThan(5_000);
});

describe("the live stream", () => {
  it("answers 401 without a session, and a stream with the security headers and no compression with one", async () => {
    const anonymous = await stream();
    expect(anonymous.status).toBe(401);
    const open = await stream(client);
    expect(open.status).toBe(200);
    expect(open.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(open.headers.get("content-encoding")).toBeNull();
    expect(open.headers.get("cache-control")).toBe("no-store");
    expect(open.headers.get("x-content-type-options")).toBe("nosniff");
    expect(open.headers.get("content-security-policy")).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    );
    expect(Number(open.events[0]?.id)).toBeGreaterThan(0);
  });

  it("sends a message's thread, as each side reads it, to both sides and no one else, with the recipient's bell", async () => {
    const [ofClient, ofDesigner, ofStranger, ofAdmin] = await Promise.all([
      stream(client),
      stream(designer),
      stream(stranger),
      stream(admin),
    ]);
    await post(designer, "Shall we meet on site on Saturday?");
    const thread = await ofClient.next((e) => e.event === "thread");
    expect(thread.data).toMatchObject({
      introductionId,
      messages: [{ body: "Shall we meet on site on Saturday?", mine: false, authorName: "Ada Designer" }],
    });
    const bell = await ofClient.next((e) => e.event === "notifications");
    expect(bell.data).toMatchObject({
      unread: 2,
      items: [{ kind: "message", body: "Shall we meet on site on Saturday?" }, { kind: "accepted" }],
    });
    const own = await ofDesigner.next((e) => e.event === "thread");
    expect(own.data).toMatchObject({ messages: [{ mine: true }] });
    // Events reach every stream in the order they were written: a later one for the stranger and the
    // admin shows that nothing about the thread came before it.
    await call("POST", "/api/forms", stranger, validRequest);
    expect((await ofStranger.next()).event).toBe("request");
    expect((await ofAdmin.next()).event).toBe("request");
    expect(ofStranger.events.map((e) => e.event)).toEqual(["ready", "request"]);
    // The admin's bell tells of the new request too; no thread.
    expect(ofAdmin.events.map((e) => e.event)).not.toContain("thread");
  });

  it("tells the admins' desk of a new request, and the client and designer of their request's moves", async () => {
    const [ofAdmin, ofClient, ofDesigner] = await Promise.all([
      stream(admin),
      stream(client),
      stream(designer),
    ]);
    const created = await call("POST", "/api/forms", client, validRequest);
    const desk = await ofAdmin.next((e) => e.event === "request");
    expect(desk.data).toEqual({ requestId: created.json().id, step: "submitted" });
    const revised = await call("PUT", `/api/designer/introductions/${introductionId}/proposal`, designer, {
      ...PROPOSAL,
      timelineWeeks: 12,
    });
    expect(revised.statusCode, revised.body).toBe(204);
    expect(
      (
        await ofClient.next(
          (e) => e.event === "request" && (e.data as { requestId: string }).requestId === requestId,
        )
      ).data,
    ).toEqual({
      requestId,
      step: "revised",
    });
    expect((await ofAdmin.next((e) => e.event === "request")).data).toMatchObject({ requestId });
    expect((await ofDesigner.next((e) => e.event === "request")).data).toEqual({
      requestId,
      step: "revised",
    });
  });

  it("sends a reconnecting stream what it missed after its Last-Event-ID, the last of each thread once", async () => {
    const first = await stream(client);
    const resumeFrom = first.events.at(-1)?.id ?? "";
    first.close();
    await post(designer, "Plan A attached.");
    await post(designer, "Plan B attached.");
    const again = await openEventStreamClient(`${base}${LIVE_EVENTS_PATH}`, {
      cookie: client.cookie,
      lastEventId: resumeFrom,
    });
    opened.push(again);
    const thread = await again.next((e) => e.event === "thread");
    const bodies = (thread.data as { messages: { body: string }[] }).messages.map((m) => m.body);
    expect(bodies.slice(-2)).toEqual(["Plan A attached.", "Plan B attached."]);
    await again.next((e) => e.event === "ready");
    expect(again.events.filter((e) => e.event === "thread")).toHaveLength(1);
    expect(again.events.filter((e) => e.event === "notifications")).toHaveLength(1);
    expect(Number(again.events.at(-1)?.id)).toBeGreaterThan(Number(resumeFrom));
  });

  it("tells a stream resuming from before the kept log to read everything again", async () => {
    const stale = await openEventStreamClient(`${base}${LIVE_EVENTS_PATH}`, {
      cookie: client.cookie,
      lastEventId: "0",
    });
    opened.push(stale);
    // Id 0 is before every event; the log still holds its first, so this is a replay, not a reset.
    await stale.next((e) => e.event === "ready");
    await t.database.db.execute("delete from live_events where id < (select max(id) from live_events)");
    const reset = await openEventStreamClient(`${base}${LIVE_EVENTS_PATH}`, {
      cookie: client.cookie,
      lastEventId: "1",
    });
    opened.push(reset);
    expect((await reset.next()).event).toBe("reset");
  });

  it("sends a heartbeat comment", async () => {
    const open = await stream(designer);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(open.comments).toBeGreaterThan(0);
  });

  it("ends the streams of a session that signs out, and only those", async () => {
    const other = await signedInUser(t, "client");
    const [signingOut, sameUserElsewhere] = await Promise.all([
      stream(other),
      stream({ cookie: (await signInAgain(other)).cookie }),
    ]);
    const out = await call("POST", "/api/auth/logout", other);
    expect(out.statusCode).toBeLessThan(300);
    await signingOut.ended;
    await new Promise((resolve) => setTimeout(resolve, 300));
    let stillOpen = true;
    void sameUserElsewhere.ended.then(() => {
      stillOpen = false;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(stillOpen).toBe(true);
    expect((await stream(other)).status).toBe(401);
  });
});

async function signInAgain(who: SignedIn): Promise<{ cookie: string }> {
  const { TEST_PASSWORD, cookieFrom, nextAddress } = await import("../test-support/users.ts");
  const answer = await t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email: who.user.email, password: TEST_PASSWORD },
    remoteAddress: nextAddress(),
  });
  return { cookie: cookieFrom(answer.headers["set-cookie"]) };
}

describe("what a reader may see", () => {
  it("replays no thread to a designer passed over since, though their own messages were in it", async () => {
    const other = await signedInUser(t, "designer", { firstName: "Ben", lastName: "Designer" });
    await t.database.db.insert(designerProfiles).values({ userId: other.user.id, isVetted: true });
    const request = (await call("POST", "/api/forms", client, validRequest)).json().id;
    await call("POST", `/api/forms/${request}/introductions`, admin, {
      designerIds: [designer.user.id, other.user.id],
    });
    const list = (await call("GET", "/api/designer/introductions", other)).json() as {
      id: string;
      request: { id: string };
    }[];
    const theirs = list.find((item) => item.request.id === request)?.id ?? "";
    const chosen = (await call("GET", "/api/designer/introductions", designer))
      .json()
      .find((item: { request: { id: string } }) => item.request.id === request).id;
    for (const [who, id] of [
      [other, theirs],
      [designer, chosen],
    ] as const)
      expect((await call("POST", `/api/designer/introductions/${id}/accept`, who, PROPOSAL)).statusCode).toBe(
        204,
      );
    const before = await stream(other);
    const resumeFrom = before.events.at(-1)?.id ?? "";
    before.close();
    const written = await call("POST", `/api/introductions/${theirs}/messages`, other, {
      body: "Our fee includes 3D.",
    });
    expect(written.statusCode).toBe(201);
    expect(
      (await call("POST", `/introductions/${chosen}/choose`.replace(/^/, "/api"), client)).statusCode,
    ).toBe(204);
    const after = await openEventStreamClient(`${base}${LIVE_EVENTS_PATH}`, {
      cookie: other.cookie,
      lastEventId: resumeFrom,
    });
    opened.push(after);
    await after.next((e) => e.event === "ready");
    expect(after.events.map((e) => e.event)).not.toContain("thread");
    expect(
      after.events.filter((e) => e.event === "request").map((e) => (e.data as { step: string }).step),
    ).toContain("chosen");
  });
});

describe("two server processes on one database", () => {
  it("ends a stream held by one when its session signs out through the other", async () => {
    const second = await createTestApp({}, { database: t.database });
    try {
      const url = await second.app.listen({ port: 0, host: "127.0.0.1" });
      const who = await signedInUser(t, "client");
      const held = await openEventStreamClient(`${url}${LIVE_EVENTS_PATH}`, { cookie: who.cookie });
      opened.push(held);
      await held.next((e) => e.event === "ready");
      // A message written through the first reaches the stream on the second.
      const ofClient = await openEventStreamClient(`${url}${LIVE_EVENTS_PATH}`, { cookie: client.cookie });
      opened.push(ofClient);
      await ofClient.next((e) => e.event === "ready");
      await post(designer, "Sent through the other process.");
      const thread = await ofClient.next((e) => e.event === "thread");
      expect(JSON.stringify(thread.data)).toContain("Sent through the other process.");
      expect((await call("POST", "/api/auth/logout", who)).statusCode).toBeLessThan(300);
      await held.ended;
    } finally {
      await second.close();
    }
  });
});

describe("closing the app", () => {
  it("ends every stream at once, so the server stops without waiting for open tabs", async () => {
    const own = await createTestApp();
    const url = await own.app.listen({ port: 0, host: "127.0.0.1" });
    const who = await signedInUser(own, "client");
    const open = await openEventStreamClient(`${url}${LIVE_EVENTS_PATH}`, { cookie: who.cookie });
    opened.push(open);
    await open.next((e) => e.event === "ready");
    const started = Date.now();
    await own.app.close();
    const closedAfter = Date.now() - started;
    await open.ended;
    const endedAfter = Date.now() - started;
    await own.close();
    expect(closedAfter).toBeLessThan(1_000);
    expect(endedAfter).toBeLessThan(1_000);
  });
});
