import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { USER_ROLES, type UserRole } from "#shared/auth/roles.ts";
import { PROTECTED_ENDPOINTS } from "./test-support/endpoints.ts";
import { createTestApp, type TestApp } from "./test-support/test-app.ts";
import { nextAddress, type SignedIn, signedInUser } from "./test-support/users.ts";

let t: TestApp;
const signedIn = {} as Record<UserRole, SignedIn>;
beforeAll(async () => {
  t = await createTestApp();
  for (const role of USER_ROLES) signedIn[role] = await signedInUser(t, role);
});
afterAll(() => t.close());

describe("rights: every protected endpoint × every role", () => {
  for (const endpoint of PROTECTED_ENDPOINTS) {
    const name = `${endpoint.method} ${endpoint.url}`;
    it(`${name}: anonymous → 401`, async () => {
      const response = await t.app.inject({ ...endpoint, remoteAddress: nextAddress() });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: expect.any(String) });
    });
    for (const role of USER_ROLES) {
      const allowed = endpoint.allowed.includes(role);
      it(`${name}: ${role} → ${allowed ? "passes the check" : "403"}`, async () => {
        const response = await t.app.inject({
          ...endpoint,
          headers: { cookie: signedIn[role].cookie },
          remoteAddress: nextAddress(),
        });
        if (allowed) expect([401, 403]).not.toContain(response.statusCode);
        else expect(response.statusCode).toBe(403);
        const answer = allowed && response.statusCode < 400 ? (endpoint.contentType ?? /json/) : /json/;
        if (response.statusCode !== 204) expect(response.headers["content-type"]).toMatch(answer);
      });
    }
  }
});
