import { randomBytes } from "node:crypto";
import { injectAs } from "../../test-support/inject.ts";
import { cookieFrom, type SignedIn, signedInUser, TEST_PASSWORD } from "../../test-support/users.ts";
import { ENDPOINT_SAMPLES } from "../support/endpoint-samples.ts";
import { assertUnchanged, fingerprint } from "../support/fingerprint.ts";
import { sampleRequest } from "../support/requests.ts";
import { allowedRoles } from "../support/routes.ts";
import { attack, type Suite } from "../support/suite.ts";

/** Signs `who` in again, without their cookie: a second session of the same account. */
async function secondSession(suite: Suite, who: SignedIn): Promise<SignedIn> {
  const response = await injectAs(suite.t, "POST", "/api/auth/login", null, {
    email: who.user.email,
    password: TEST_PASSWORD,
  });
  return { user: who.user, cookie: cookieFrom(response.headers["set-cookie"]) };
}

/** Cookies that must never open a session: copies kept after the session ended, and made-up ones. */
async function deadCookies(suite: Suite): Promise<{ name: string; cookie: string }[]> {
  const { t } = suite;
  const loggedOut = await signedInUser(t, "client");
  await injectAs(t, "POST", "/api/auth/logout", loggedOut);
  const navigatedOut = await signedInUser(t, "client");
  // The site's own link: another site's only leads to a screen that asks first.
  await t.app.inject({
    url: "/api/logout",
    headers: { cookie: navigatedOut.cookie, "sec-fetch-site": "same-origin" },
  });
  const replaced = await signedInUser(t, "client");
  await injectAs(t, "POST", "/api/auth/login", replaced, {
    email: replaced.user.email,
    password: TEST_PASSWORD,
  });
  const changed = await signedInUser(t, "client");
  await injectAs(t, "POST", "/api/auth/password", await secondSession(suite, changed), {
    currentPassword: TEST_PASSWORD,
    newPassword: "a brand new long secret",
  });
  return [
    { name: "stolen, used after logout", cookie: loggedOut.cookie },
    { name: "stolen, used after /api/logout", cookie: navigatedOut.cookie },
    { name: "replaced by a new sign-in", cookie: replaced.cookie },
    { name: "of another device after a password change", cookie: changed.cookie },
    { name: "made up", cookie: `nm_session=${randomBytes(32).toString("base64url")}` },
    { name: "over-long", cookie: `nm_session=${"a".repeat(5000)}` },
    { name: "with SQL", cookie: "nm_session=' OR '1'='1" },
    { name: "empty", cookie: "nm_session=" },
  ];
}

/** Every protected endpoint with each dead cookie → 401 with a message; nothing changes. */
export async function sessionAttacks(suite: Suite): Promise<void> {
  const cookies = await deadCookies(suite);
  const before = await fingerprint(suite);
  for (const sample of ENDPOINT_SAMPLES) {
    if (allowedRoles(suite.endpoints, sample.route) === "public") continue;
    for (const { name, cookie } of cookies) {
      await attack(suite, {
        endpoint: sample.route,
        label: `cookie ${name}`,
        request: await sampleRequest(suite.world, sample, "anonymous", { cookie }),
        verdict: [401],
      });
    }
  }
  await assertUnchanged(suite, "sessions", before);
}
