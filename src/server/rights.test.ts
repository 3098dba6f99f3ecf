import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { USER_ROLES, type UserRole } from "#shared/auth/roles.ts";
import { createSession } from "./auth/sessions.ts";
import { allows, type DeclaredRoute, declaredRoutes } from "./lib/http/declared-routes.ts";
import { createTestApp, type TestApp } from "./test-support/test-app.ts";
import { nextAddress, type SignedIn, signedInUser } from "./test-support/users.ts";

let t: TestApp;
const signedIn = {} as Record<UserRole, SignedIn>;
beforeAll(async () => {
  // A live stream answers until it ends: here at once, so each call of it gets its whole answer.
  t = await createTestApp({ LIVE_STREAM_MAX_MS: "20" });
  for (const role of USER_ROLES) signedIn[role] = await signedInUser(t, role);
});
afterAll(() => t.close());

/** The route's path with every parameter naming something that does not exist. */
const sampleUrl = (route: DeclaredRoute) =>
  route.url.replace(
    /:\w+/g,
    (_, index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
  );

function call(route: DeclaredRoute, cookie?: string) {
  const writes = route.method !== "GET" && route.method !== "DELETE";
  return t.app.inject({
    method: route.method as "GET",
    url: sampleUrl(route),
    ...(writes ? { payload: {} } : {}),
    headers: cookie ? { cookie } : {},
    remoteAddress: nextAddress(),
  });
}

// The routes come from the app itself: a new route is checked here the moment it is declared.
describe("rights: every API route × every role, as each route declares them", () => {
  it("each route answers by its declaration, never with a server error", async () => {
    const problems: string[] = [];
    for (const route of declaredRoutes(t.app)) {
      const name = `${route.method} ${route.url}`;
      const anonymous = await call(route);
      if (route.access !== "public") {
        if (anonymous.statusCode !== 401)
          problems.push(`${name} signed out: ${anonymous.statusCode}, not 401`);
      } else if (anonymous.statusCode >= 500) problems.push(`${name} signed out: ${anonymous.statusCode}`);
      for (const role of USER_ROLES) {
        // A session of its own for each call: a route may end the one it is called with (sign-out).
        const { token } = await createSession(t.database.db, signedIn[role].user, undefined, {
          authMethod: "password+totp",
          secondFactor: true,
        });
        const response = await call(route, `nm_session=${token}`);
        const status = response.statusCode;
        if (!allows(route.access, role)) {
          if (status !== 403) problems.push(`${name} as ${role}: ${status}, not 403`);
        } else if (status === 401 || status === 403 || status >= 500) {
          problems.push(`${name} as ${role}: ${status}, though the route lets ${role} in`);
        }
        if (status >= 400 && !/application\/json/.test(String(response.headers["content-type"])))
          problems.push(`${name} as ${role}: a ${status} that is not JSON`);
        if (status >= 400 && typeof response.json().message !== "string")
          problems.push(`${name} as ${role}: a ${status} without a message`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("an admin session without the second factor reaches only the routes that set it up", async () => {
    const problems: string[] = [];
    for (const route of declaredRoutes(t.app)) {
      if (route.access === "public") continue;
      const name = `${route.method} ${route.url}`;
      const { token } = await createSession(t.database.db, signedIn.admin.user, undefined);
      const response = await call(route, `nm_session=${token}`);
      if (route.beforeSecondFactor) {
        if ([401, 403].includes(response.statusCode) || response.statusCode >= 500)
          problems.push(`${name}: ${response.statusCode}, though it sets the second factor up`);
      } else if (!allows(route.access, "admin")) {
        if (response.statusCode !== 403) problems.push(`${name}: ${response.statusCode}, not 403`);
      } else if (response.statusCode !== 403 || response.json().secondFactorSetupRequired !== true) {
        problems.push(
          `${name}: ${response.statusCode} ${response.body.slice(0, 80)}, not 403 secondFactorSetupRequired`,
        );
      }
    }
    expect(problems).toEqual([]);
    // Only the account's own routes: who it is and its security settings, never another account's data.
    const open = declaredRoutes(t.app).filter((route) => route.beforeSecondFactor);
    for (const route of open) expect(route.url).toMatch(/^\/api\/auth\//);
    expect(open.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining([
        "GET /api/auth/user",
        "GET /api/auth/security",
        "POST /api/auth/security/totp",
      ]),
    );
  });
});
