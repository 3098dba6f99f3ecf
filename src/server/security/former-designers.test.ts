import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testJpeg } from "../admin/testing.ts";
import { injectAs, type Method } from "../test-support/inject.ts";
import { multipart } from "../test-support/multipart.ts";
import { validRequest } from "../test-support/request-payload.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { nextAddress, type SignedIn, signedInUser } from "../test-support/users.ts";
import { PROPOSAL } from "./support/world.ts";

/*
 * Issue 18, finding 4: a designer who declined, was passed over or whose request was withdrawn
 * keeps no door to the homeowner's request. Each of them tries every way a designer reads one (the
 * brief in their list and on its own, the photos, the thread, their data export); only a record
 * that the request existed is left. A pending, accepted or chosen designer still reads it all.
 */
const DESCRIPTION = "Our flat faces the harbour; the kids share the second bedroom (former-designer test).";
const HOMEOWNER_WORDS = "Our door code is 4821, come any Saturday.";

let t: TestApp;
let admin: SignedIn;
let client: SignedIn;
const designers: Record<"declined" | "passed" | "chosen" | "withdrawn" | "pending", SignedIn> = {} as never;
/** Each designer's introduction, and the request and photo they were introduced to. */
const seen: Record<keyof typeof designers, { introduction: string; request: string; photo: string }> =
  {} as never;

const call = (method: Method, url: string, who?: SignedIn | null, payload?: object) =>
  injectAs(t, method, url, who, payload);

async function ok(method: Method, url: string, who: SignedIn, payload?: object) {
  const response = await call(method, url, who, payload);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.statusCode === 204 ? null : response.json();
}

/** A request of the client with one photo, introduced to `names`; answers each one's introduction. */
async function introducedRequest(names: (keyof typeof designers)[]) {
  const request = (await ok("POST", "/api/forms", client, { ...validRequest, description: DESCRIPTION })).id;
  const body = multipart("images", [{ name: "room.jpg", type: "image/jpeg", data: await testJpeg() }]);
  const uploaded = await t.app.inject({
    method: "POST",
    url: `/api/forms/${request}/images`,
    payload: body.payload,
    headers: { ...body.headers, cookie: client.cookie },
    remoteAddress: nextAddress(),
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  const photo = uploaded.json().images[0].id as string;
  const made = await ok("POST", `/api/forms/${request}/introductions`, admin, {
    designerIds: names.map((name) => designers[name].user.id),
  });
  for (const [n, name] of names.entries())
    seen[name] = { introduction: made.introductions[n].id, request, photo };
  return request;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t, "admin");
  client = await signedInUser(t, "client", { firstName: "Mei", lastName: "Formerly" });
  for (const name of ["declined", "passed", "chosen", "withdrawn", "pending"] as const) {
    designers[name] = await signedInUser(t, "designer", { firstName: name, lastName: "Designer" });
    await ok("PATCH", `/api/admin/designers/${designers[name].user.id}/vetting`, admin, { isVetted: true });
  }

  // One request: one designer declines, two accept and hear from the homeowner, one of them is chosen.
  const first = await introducedRequest(["declined", "passed", "chosen"]);
  await ok("POST", `/api/designer/introductions/${seen.declined.introduction}/decline`, designers.declined, {
    reason: "fully_booked",
  });
  for (const name of ["passed", "chosen"] as const) {
    await ok(
      "POST",
      `/api/designer/introductions/${seen[name].introduction}/accept`,
      designers[name],
      PROPOSAL,
    );
    await ok("POST", `/api/introductions/${seen[name].introduction}/messages`, client, {
      body: HOMEOWNER_WORDS,
    });
  }
  await ok("POST", `/api/introductions/${seen.chosen.introduction}/choose`, client);
  expect(first).toBe(seen.chosen.request);

  // Another: the designer accepts and hears from the homeowner, then the request is withdrawn.
  const second = await introducedRequest(["withdrawn"]);
  await ok(
    "POST",
    `/api/designer/introductions/${seen.withdrawn.introduction}/accept`,
    designers.withdrawn,
    PROPOSAL,
  );
  await ok("POST", `/api/introductions/${seen.withdrawn.introduction}/messages`, client, {
    body: HOMEOWNER_WORDS,
  });
  await ok("POST", `/api/forms/${second}/withdraw`, client);

  // A third, still waiting for its designer's answer.
  await introducedRequest(["pending"]);
});
afterAll(() => t.close());

describe.each(["declined", "passed", "withdrawn"] as const)("a %s designer", (name) => {
  const secrets = () => [
    DESCRIPTION,
    HOMEOWNER_WORDS,
    seen[name].photo,
    "Mei",
    "Formerly",
    client.user.email,
  ];

  it("keeps in their list only a record that the request existed", async () => {
    const list = await call("GET", "/api/designer/introductions", designers[name]);
    expect(list.statusCode).toBe(200);
    const entry = list.json().find((item: { id: string }) => item.id === seen[name].introduction);
    expect(entry).toMatchObject({
      status: name,
      request: { readable: false, id: seen[name].request, propertyType: validRequest.propertyType },
    });
    const detail = await call(
      "GET",
      `/api/designer/introductions/${seen[name].introduction}`,
      designers[name],
    );
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toEqual(entry);
    for (const secret of secrets()) expect(list.body + detail.body).not.toContain(secret);
  });

  it("is refused the request's photos", async () => {
    const photo = await call(
      "GET",
      `/api/forms/${seen[name].request}/images/${seen[name].photo}`,
      designers[name],
    );
    expect(photo.statusCode).toBe(403);
    expect(photo.json()).toEqual({ message: "The homeowner no longer shares this request with you." });
  });

  it("is refused the thread", async () => {
    const thread = await call(
      "GET",
      `/api/introductions/${seen[name].introduction}/messages`,
      designers[name],
    );
    expect(thread.statusCode).toBe(403);
    expect(thread.json().message).toBe("The homeowner no longer shares this request with you.");
  });

  it("finds nothing of the homeowner in their data export", async () => {
    const exported = await call("GET", "/api/user/export", designers[name]);
    expect(exported.statusCode).toBe(200);
    for (const secret of secrets()) expect(exported.body).not.toContain(secret);
  });
});

describe.each(["pending", "chosen"] as const)("a %s designer", (name) => {
  it("still reads the brief and the photos", async () => {
    const detail = await call(
      "GET",
      `/api/designer/introductions/${seen[name].introduction}`,
      designers[name],
    );
    expect(detail.json().request).toMatchObject({ readable: true, description: DESCRIPTION });
    const photo = await call(
      "GET",
      `/api/forms/${seen[name].request}/images/${seen[name].photo}`,
      designers[name],
    );
    expect(photo.statusCode).toBe(200);
  });
});

it("the chosen designer still reads the thread", async () => {
  const thread = await call(
    "GET",
    `/api/introductions/${seen.chosen.introduction}/messages`,
    designers.chosen,
  );
  expect(thread.statusCode).toBe(200);
  expect(thread.body).toContain(HOMEOWNER_WORDS);
});
