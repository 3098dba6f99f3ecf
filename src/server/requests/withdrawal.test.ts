import { and, asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  designerProfiles,
  introductions,
  notifications,
  requestEvents,
  reviews,
} from "../db/schema/index.ts";
import { injectAs, type Method } from "../test-support/inject.ts";
import { validRequest } from "../test-support/request-payload.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { type SignedIn, signedInUser } from "../test-support/users.ts";

/** Docs/decisions.md: once designers are introduced a request is withdrawn, never deleted. */

let t: TestApp;
let admin: SignedIn;
let client: SignedIn;
let otherClient: SignedIn;
let designers: SignedIn[];

const NOT_DELETABLE =
  "Designers are already working on this request, so it can no longer be deleted. You can withdraw it instead.";
const WITHDRAWN = "The homeowner has withdrawn this request: it can no longer be answered.";

const proposal = {
  feeType: "fixed",
  feeMin: 60_000,
  scopeItems: ["Site measurement"],
  scopeNotes: "",
  timelineWeeks: 6,
  earliestSiteVisit: "2099-02-01",
  note: "",
};

const call = (method: Method, url: string, who?: SignedIn | null, payload?: object) =>
  injectAs(t, method, url, who, payload);

async function newRequest(who: SignedIn = client): Promise<string> {
  const answer = await call("POST", "/api/forms", who, validRequest);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().id;
}

/** A request introduced to the first three designers: the first accepted, the second declined, the third waits. */
async function matchedRequest() {
  const requestId = await newRequest();
  const made = await call("POST", `/api/forms/${requestId}/introductions`, admin, {
    designerIds: designers.slice(0, 3).map((designer) => designer.user.id),
  });
  expect(made.statusCode, made.body).toBe(201);
  const idOf = async (designer: SignedIn) =>
    (
      await t.database.db
        .select({ id: introductions.id })
        .from(introductions)
        .where(and(eq(introductions.requestId, requestId), eq(introductions.designerId, designer.user.id)))
    )[0]?.id ?? "";
  const [acceptor, decliner, waiter] = designers as [SignedIn, SignedIn, SignedIn];
  const ids = { accepted: await idOf(acceptor), declined: await idOf(decliner), pending: await idOf(waiter) };
  expect(
    (await call("POST", `/api/designer/introductions/${ids.accepted}/accept`, acceptor, proposal)).statusCode,
  ).toBe(204);
  expect(
    (await call("POST", `/api/designer/introductions/${ids.declined}/decline`, decliner, { reason: "other" }))
      .statusCode,
  ).toBe(204);
  const sent = await call("POST", `/api/introductions/${ids.accepted}/messages`, client, {
    body: "Can you visit on Saturday?",
  });
  expect(sent.statusCode, sent.body).toBe(201);
  return { requestId, ids };
}

const statusesOf = async (requestId: string) =>
  Object.fromEntries(
    (
      await t.database.db
        .select({ id: introductions.id, status: introductions.status })
        .from(introductions)
        .where(eq(introductions.requestId, requestId))
    ).map((row) => [row.id, row.status]),
  );

beforeAll(async () => {
  t = await createTestApp();
  [admin, client, otherClient] = await Promise.all([
    signedInUser(t, "admin"),
    signedInUser(t, "client"),
    signedInUser(t, "client"),
  ]);
  designers = [];
  for (const [firstName, locale] of [
    ["Ada", "en"],
    ["Ben", null],
    ["Cy", "zh-HK"],
    ["Di", null],
  ] as const) {
    const designer = await signedInUser(t, "designer", { firstName, lastName: "Designer", locale });
    await t.database.db.insert(designerProfiles).values({ userId: designer.user.id, isVetted: true });
    designers.push(designer);
  }
});
afterAll(() => t.close());

describe("deleting a request", () => {
  it("works for its client and any admin while it is submitted or confirmed", async () => {
    const submitted = await newRequest();
    expect((await call("DELETE", `/api/forms/${submitted}`, otherClient)).statusCode).toBe(404);
    expect((await call("DELETE", `/api/forms/${submitted}`, client)).statusCode).toBe(204);
    const confirmed = await newRequest();
    expect((await call("PATCH", `/api/forms/${confirmed}`, admin, { status: "confirmed" })).statusCode).toBe(
      200,
    );
    expect((await call("DELETE", `/api/forms/${confirmed}`, admin)).statusCode).toBe(204);
    expect((await call("GET", `/api/forms/${confirmed}`, admin)).statusCode).toBe(404);
  });

  it("is refused from the first introduction on, for the client and admins alike, and keeps everything", async () => {
    const { requestId, ids } = await matchedRequest();
    for (const who of [client, admin]) {
      const refused = await call("DELETE", `/api/forms/${requestId}`, who);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: NOT_DELETABLE });
    }
    const chinese = await t.app.inject({
      method: "DELETE",
      url: `/api/forms/${requestId}`,
      headers: { cookie: client.cookie, "accept-language": "zh-HK" },
    });
    expect(chinese.json()).toEqual({ message: "設計師已在跟進此需求，所以不能再刪除。你可以改為撤回需求。" });
    expect(Object.keys(await statusesOf(requestId))).toEqual(expect.arrayContaining(Object.values(ids)));
  });
});

describe("withdrawing a request", () => {
  it("is only for a matched request: 409 with a message before and after", async () => {
    const submitted = await newRequest();
    const early = await call("POST", `/api/forms/${submitted}/withdraw`, client);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      message: "Only a request with designers introduced and none chosen yet can be withdrawn.",
    });
    const { requestId, ids } = await matchedRequest();
    expect((await call("POST", `/api/introductions/${ids.accepted}/choose`, client)).statusCode).toBe(204);
    expect((await call("POST", `/api/forms/${requestId}/withdraw`, client)).statusCode).toBe(409);
    expect((await call("POST", `/api/forms/${requestId}/withdraw`, admin)).statusCode).toBe(409);
  });

  it("is the request's own client's or an admin's", async () => {
    const { requestId } = await matchedRequest();
    expect((await call("POST", `/api/forms/${requestId}/withdraw`, null)).statusCode).toBe(401);
    expect((await call("POST", `/api/forms/${requestId}/withdraw`, designers[0])).statusCode).toBe(403);
    expect((await call("POST", `/api/forms/${requestId}/withdraw`, otherClient)).statusCode).toBe(404);
    expect((await call("POST", "/api/forms/not-an-id/withdraw", client)).statusCode).toBe(404);
    expect((await call("POST", `/api/forms/${requestId}/withdraw`, admin)).statusCode).toBe(204);
  });

  it("withdraws the request and its open introductions, records it and tells those designers in their language", async () => {
    const { requestId, ids } = await matchedRequest();
    const answer = await call("POST", `/api/forms/${requestId}/withdraw`, client);
    expect(answer.statusCode, answer.body).toBe(204);
    expect((await call("GET", `/api/forms/${requestId}`, client)).json().status).toBe("withdrawn");
    expect(await statusesOf(requestId)).toEqual({
      [ids.accepted]: "withdrawn",
      [ids.declined]: "declined",
      [ids.pending]: "withdrawn",
    });
    const events = await t.database.db
      .select({ type: requestEvents.type, actorId: requestEvents.actorId })
      .from(requestEvents)
      .where(eq(requestEvents.requestId, requestId))
      .orderBy(asc(requestEvents.seq));
    expect(events.at(-1)).toEqual({ type: "withdrawn", actorId: client.user.id });

    const told = async (designer: SignedIn) =>
      t.database.db
        .select({ kind: notifications.kind, title: notifications.title, link: notifications.link })
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, designer.user.id),
            inArray(
              notifications.link,
              Object.values(ids).map((id) => `/dashboard/requests/${id}`),
            ),
            eq(notifications.kind, "withdrawn"),
          ),
        );
    const [acceptor, decliner, waiter] = designers as [SignedIn, SignedIn, SignedIn];
    expect(await told(acceptor)).toEqual([
      { kind: "withdrawn", title: "A request was withdrawn", link: `/dashboard/requests/${ids.accepted}` },
    ]);
    expect(await told(waiter)).toEqual([
      { kind: "withdrawn", title: "有需求已被撤回", link: `/dashboard/requests/${ids.pending}` },
    ]);
    expect(await told(decliner)).toEqual([]);

    const again = await call("POST", `/api/forms/${requestId}/withdraw`, client);
    expect(again.statusCode).toBe(409);
    expect(await told(acceptor)).toHaveLength(1);
  });

  it("leaves the designers a record and their proposal, not the brief or the thread; no answer or message", async () => {
    const { requestId, ids } = await matchedRequest();
    expect((await call("POST", `/api/forms/${requestId}/withdraw`, client)).statusCode).toBe(204);
    const [acceptor, , waiter] = designers as [SignedIn, SignedIn, SignedIn];

    const record = await call("GET", `/api/designer/introductions/${ids.accepted}`, acceptor);
    expect(record.statusCode).toBe(200);
    expect(record.json()).toMatchObject({
      status: "withdrawn",
      request: { readable: false, id: requestId },
      proposal: { feeMin: proposal.feeMin },
    });
    expect(record.body).not.toContain(validRequest.description);
    const thread = await call("GET", `/api/introductions/${ids.accepted}/messages`, acceptor);
    expect(thread.statusCode).toBe(403);
    const kept = await call("GET", `/api/introductions/${ids.accepted}/messages`, client);
    expect(kept.json().map((message: { body: string }) => message.body)).toEqual([
      "Can you visit on Saturday?",
    ]);

    const refusals = [
      await call("POST", `/api/introductions/${ids.accepted}/messages`, acceptor, { body: "Still keen!" }),
      await call("POST", `/api/introductions/${ids.accepted}/messages`, client, { body: "Sorry." }),
      await call("PUT", `/api/designer/introductions/${ids.accepted}/proposal`, acceptor, proposal),
      await call("POST", `/api/designer/introductions/${ids.pending}/accept`, waiter, proposal),
      await call("POST", `/api/designer/introductions/${ids.pending}/decline`, waiter, { reason: "other" }),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toEqual({ message: WITHDRAWN });
    }
    expect((await call("POST", `/api/introductions/${ids.accepted}/choose`, client)).statusCode).toBe(409);
    expect((await call("GET", `/api/introductions/${ids.accepted}/messages`, client)).json()).toHaveLength(1);
  });

  it("is listed on the admins' desk under its status", async () => {
    const { requestId } = await matchedRequest();
    await call("POST", `/api/forms/${requestId}/withdraw`, admin);
    const desk = await call("GET", "/api/forms?status=withdrawn&pageSize=100", admin);
    expect(desk.statusCode, desk.body).toBe(200);
    const listed = desk.json().items as { id: string; status: string }[];
    expect(listed.map((item) => item.id)).toContain(requestId);
    expect(listed.every((item) => item.status === "withdrawn")).toBe(true);
  });

  it("cannot take a completed project's review with it: the request stays", async () => {
    const { requestId, ids } = await matchedRequest();
    expect((await call("POST", `/api/introductions/${ids.accepted}/choose`, client)).statusCode).toBe(204);
    expect((await call("POST", `/api/forms/${requestId}/complete`, client)).statusCode).toBe(204);
    const review = await call("POST", `/api/forms/${requestId}/review`, client, {
      rating: 5,
      text: "Lovely.",
    });
    expect(review.statusCode, review.body).toBe(201);
    expect((await call("DELETE", `/api/forms/${requestId}`, client)).statusCode).toBe(409);
    expect((await call("POST", `/api/forms/${requestId}/withdraw`, client)).statusCode).toBe(409);
    const kept = await t.database.db.select().from(reviews).where(eq(reviews.requestId, requestId));
    expect(kept).toHaveLength(1);
  });
});
