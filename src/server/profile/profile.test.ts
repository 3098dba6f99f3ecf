import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { nextAddress, signedInUser, TEST_PASSWORD, uniqueEmail } from "../test-support/users.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function call(method: "GET" | "PATCH", cookie: string, payload?: object) {
  return t.app.inject({
    method,
    url: "/api/user/profile",
    payload,
    headers: { cookie },
    remoteAddress: nextAddress(),
  });
}

describe("/api/user/profile", () => {
  it("reads the signed-in user's own profile", async () => {
    const { user, cookie } = await signedInUser(t, "client", {
      firstName: "Ka Ho",
      phoneNumber: "+852 6123 4567",
    });
    const response = await call("GET", cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      email: user.email,
      firstName: "Ka Ho",
      lastName: "client",
      phoneNumber: "+852 6123 4567",
      address: null,
    });
  });

  it("saves names, phone and address, trimmed, and the current user shows them", async () => {
    const { cookie } = await signedInUser(t, "client");
    const response = await call("PATCH", cookie, {
      firstName: " Siu Ming ",
      lastName: "Ho",
      phoneNumber: "9876 5432",
      address: "Flat 12B, 8 Tai Koo Shing Road",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ firstName: "Siu Ming", phoneNumber: "9876 5432" });
    const me = await t.app.inject({ url: "/api/auth/user", headers: { cookie } });
    expect(me.json()).toMatchObject({
      firstName: "Siu Ming",
      lastName: "Ho",
      address: "Flat 12B, 8 Tai Koo Shing Road",
    });
  });

  it.each([
    [{ lastName: "Ho" }, "First name is required"],
    [{ firstName: "  ", lastName: "Ho" }, "First name is required"],
    [{ firstName: "A" }, "Last name is required"],
    [{ firstName: "A", lastName: "B", phoneNumber: "12" }, "Phone number must be at least 8 digits"],
    [{ firstName: "A", lastName: "B", phoneNumber: "call me later" }, "Please enter a valid mobile number"],
    [{ firstName: "A", lastName: "B", email: "nope" }, "Please enter a valid email address"],
    [{ firstName: "A", lastName: "B", address: "x".repeat(301) }, "Please keep this under 300 characters"],
  ])("refuses %o with 400", async (payload, message) => {
    const { cookie } = await signedInUser(t, "designer");
    const response = await call("PATCH", cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it("changes the email only with the current password, and never to a taken one", async () => {
    const { cookie } = await signedInUser(t, "client");
    const other = await signedInUser(t, "client");
    const base = { firstName: "A", lastName: "B" };
    const newEmail = uniqueEmail("moved");
    expect((await call("PATCH", cookie, { ...base, email: newEmail })).json()).toEqual({
      message: "Enter your current password to change your email or password",
    });
    expect(
      (await call("PATCH", cookie, { ...base, email: newEmail, currentPassword: "wrong one" })).statusCode,
    ).toBe(400);
    const taken = await call("PATCH", cookie, {
      ...base,
      email: other.user.email,
      currentPassword: TEST_PASSWORD,
    });
    expect(taken.statusCode).toBe(409);
    const moved = await call("PATCH", cookie, {
      ...base,
      email: newEmail.toUpperCase(),
      currentPassword: TEST_PASSWORD,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().email).toBe(newEmail);
  });

  it("ignores fields a user may not set, such as the role", async () => {
    const { cookie } = await signedInUser(t, "client");
    // Accepted for the fields it may set, so the role was ignored rather than the whole change refused.
    const saved = await call("PATCH", cookie, { firstName: "A", lastName: "B", role: "admin" });
    expect(saved.statusCode, saved.body).toBe(200);
    const me = await t.app.inject({ url: "/api/auth/user", headers: { cookie } });
    expect(me.json()).toMatchObject({ firstName: "A", lastName: "B", role: "client" });
  });
});
