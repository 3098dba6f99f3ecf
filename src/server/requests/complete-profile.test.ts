import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { designRequests, users } from "../db/schema/index.ts";
import { injectAs } from "../test-support/inject.ts";
import { validRequest } from "../test-support/request-payload.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { cookieFrom, nextAddress, type SignedIn, signedInUser, uniqueEmail } from "../test-support/users.ts";

/*
 * Issue 18, finding 5: a request is made only by a complete profile (first name, last name and
 * phone number), so designers always have a name to show that is not the e-mail.
 */
const ENGLISH =
  "Please complete your profile (first and last name, phone number) before sending a design request.";
const CHINESE = "提交設計需求前，請先完成個人資料（名字、姓氏及電話號碼）。";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A client who signed up with only an e-mail, as the sign-up form allows. */
async function newAccount(): Promise<SignedIn> {
  const registered = await t.app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: { email: uniqueEmail("bare"), password: "a long enough password" },
    remoteAddress: nextAddress(),
  });
  expect(registered.statusCode, registered.body).toBe(201);
  return { user: registered.json(), cookie: cookieFrom(registered.headers["set-cookie"]) };
}

const send = (who: SignedIn, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url: "/api/forms",
    payload: validRequest,
    headers: { cookie: who.cookie, ...headers },
    remoteAddress: nextAddress(),
  });

describe("POST /api/forms from an incomplete profile", () => {
  it("refuses an account with empty names, in the reader's language, and stores nothing", async () => {
    const bare = await newAccount();
    const before = await t.database.db.$count(designRequests);
    const refused = await send(bare);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: ENGLISH });
    const chinese = await send(bare, { "accept-language": "zh-HK,zh;q=0.9" });
    expect(chinese.statusCode).toBe(403);
    expect(chinese.json()).toEqual({ message: CHINESE });
    expect(await t.database.db.$count(designRequests)).toBe(before);
  });

  it.each([
    ["a first name", { firstName: "  " }],
    ["a last name", { lastName: "" }],
    ["a phone number", { phoneNumber: null }],
  ])("refuses an account without %s", async (_missing, gap) => {
    const who = await signedInUser(t, "client");
    await t.database.db.update(users).set(gap).where(eq(users.id, who.user.id));
    const refused = await send(who);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: ENGLISH });
  });

  it("takes the request once the profile is completed", async () => {
    const bare = await newAccount();
    const completed = await injectAs(t, "PATCH", "/api/user/profile", bare, {
      firstName: "Mei",
      lastName: "Lee",
      phoneNumber: "+852 9123 4567",
    });
    expect(completed.statusCode, completed.body).toBe(200);
    expect((await send(bare)).statusCode).toBe(201);
  });
});
