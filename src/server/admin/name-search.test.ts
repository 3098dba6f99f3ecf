import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DeskPage } from "#shared/requests/desk-query.ts";
import { validRequest } from "../test-support/request-payload.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { type SignedIn, signedInUser } from "../test-support/users.ts";
import { callerFor } from "./testing.ts";

/**
 * Issue 19 §4: an admin finds a person by the whole name in either order, with or without the
 * space between family and given name, on the desk and in the account lists alike.
 */
let t: TestApp;
let admin: ReturnType<typeof callerFor>;
let chan: SignedIn;
let wong: SignedIn;
let taiMan: SignedIn;
let designer: SignedIn;
const requestOf: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = callerFor(t, (await signedInUser(t, "admin")).cookie);
  [chan, wong, taiMan, designer] = await Promise.all([
    signedInUser(t, "client", { firstName: "大文", lastName: "陳" }),
    signedInUser(t, "client", { firstName: "美玲", lastName: "黃" }),
    signedInUser(t, "client", { firstName: "Tai Man", lastName: "Chan" }),
    signedInUser(t, "designer", { firstName: "嘉欣", lastName: "歐陽" }),
  ]);
  for (const [name, who] of [
    ["chan", chan],
    ["wong", wong],
    ["taiMan", taiMan],
  ] as const) {
    const response = await callerFor(t, who.cookie)("POST", "/api/forms", validRequest);
    expect(response.statusCode, response.body).toBe(201);
    requestOf[name] = response.json().id;
  }
});
afterAll(() => t.close());

const q = (text: string) => encodeURIComponent(text);

async function deskFinds(text: string): Promise<string[]> {
  const response = await admin("GET", `/api/forms?q=${q(text)}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as DeskPage).items.map((item) => item.id);
}

async function listFinds(role: "client" | "designer", text: string): Promise<string[]> {
  const response = await admin("GET", `/api/admin/users?role=${role}&q=${q(text)}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { items: { id: string }[] }).items.map((item) => item.id);
}

const wholeNames: [string, "chan" | "wong" | "taiMan"][] = [
  ["陳大文", "chan"],
  ["大文 陳", "chan"],
  ["陳 大文", "chan"],
  ["大文陳", "chan"],
  // A full-width space, as Chinese input methods type it.
  ["陳　大文", "chan"],
  ["黃美玲", "wong"],
  ["美玲 黃", "wong"],
  ["Chan Tai Man", "taiMan"],
  ["Tai Man Chan", "taiMan"],
  ["chan  taiman", "taiMan"],
  ["TaiManChan", "taiMan"],
];

describe("searching a person's whole name", () => {
  it.each(wholeNames)("the desk finds %s", async (text, who) => {
    expect(await deskFinds(text)).toEqual([requestOf[who]]);
  });

  it.each(wholeNames)("the clients list finds %s", async (text, who) => {
    const ids = { chan: chan.user.id, wong: wong.user.id, taiMan: taiMan.user.id };
    expect(await listFinds("client", text)).toEqual([ids[who]]);
  });

  it("the designers list finds a two-character family name first or last", async () => {
    for (const text of ["歐陽嘉欣", "嘉欣 歐陽", "歐陽"])
      expect(await listFinds("designer", text), text).toEqual([designer.user.id]);
  });

  it("still finds a part of a name, and nothing for a name that is not there", async () => {
    expect((await deskFinds("大文")).length).toBe(1);
    expect(await listFinds("client", "Tai Man")).toEqual([taiMan.user.id]);
    expect(await listFinds("client", "陳小文")).toEqual([]);
    expect(await listFinds("client", "Man Chan Tai")).toEqual([]);
  });
});
