import { randomBytes } from "node:crypto";
import {
  type APIRequestContext,
  type APIResponse,
  test as base,
  type Cookie,
  expect,
  type Page,
} from "@playwright/test";
import { DEMO_ADMIN_TOTP_SECRET } from "../../src/server/db/seed/demo-accounts.ts";
import { MAILBOX_PORT } from "./mail-ports.ts";
import type { Mail } from "./mailbox.ts";
import { withFreshTotpCode } from "./totp-codes.ts";

export const PASSWORD = "a long enough e2e secret";

export interface Account {
  email: string;
  password: string;
  /** The account's authenticator app (admins sign in with a second factor). */
  totpSecret?: string;
}

/** The seeded demo accounts (README), for roles that cannot sign themselves up. */
export const DEMO = {
  admin: {
    email: "admin@demo.nestmatch.hk",
    password: "harbour-admin-2026",
    totpSecret: DEMO_ADMIN_TOTP_SECRET,
  },
  client: { email: "client@demo.nestmatch.hk", password: "harbour-client-2026" },
  designer: { email: "chloe.wong@example.com", password: "harbour-designer-2026" },
} satisfies Record<string, Account>;

export function freshEmail(prefix: string): string {
  return `${prefix}-${randomBytes(5).toString("hex")}@example.com`;
}

/** This worker's sessions of accounts with an app (a code signs in once per 30 s); another site's are not sent. */
const appSessions = new Map<string, Cookie[]>();

/** Signs in through the API with the password, and a fresh code when the account has an authenticator app. */
export function postSignIn(request: APIRequestContext, account: Account): Promise<APIResponse> {
  const { email, password, totpSecret } = account;
  if (!totpSecret) return request.post("/api/auth/login", { data: { email, password } });
  return withFreshTotpCode(email, totpSecret, (totp) =>
    request.post("/api/auth/login", { data: { email, password, totp } }),
  );
}

/**
 * Signs a page's browser context in through the API, as the sign-in page would. An account with an
 * authenticator app reuses this worker's session while it lasts, so the workers' admins do not queue
 * for codes.
 */
export async function signIn(page: Page, account: Account): Promise<void> {
  const key = account.email;
  const cached = account.totpSecret ? appSessions.get(key) : undefined;
  if (cached) {
    await page.context().addCookies(cached);
    if ((await page.request.get("/api/auth/user")).ok()) return;
  }
  const response = await postSignIn(page.request, account);
  expect(response.status(), await response.text()).toBe(200);
  if (account.totpSecret) {
    const session = await page.context().cookies();
    appSessions.set(
      key,
      session.filter((cookie) => ["nm_session", "nm_signed_in"].includes(cookie.name)),
    );
  }
}

/** The mails the app sent to `address` during this run (the test server's catcher). */
export async function mailsTo(address: string): Promise<Mail[]> {
  const response = await fetch(`http://127.0.0.1:${MAILBOX_PORT}/?to=${encodeURIComponent(address)}`);
  return (await response.json()) as Mail[];
}

export const test = base.extend<{
  /** A new client account with a complete profile, signed in on `page`. */
  client: Account & { firstName: string };
}>({
  client: async ({ page }, use) => {
    const account = { email: freshEmail("client"), password: PASSWORD, firstName: "Wing" };
    const created = await page.request.post("/api/auth/register", {
      data: { ...account, lastName: "Chan" },
    });
    expect(created.status(), await created.text()).toBe(201);
    const profile = await page.request.patch("/api/user/profile", {
      data: { firstName: "Wing", lastName: "Chan", phoneNumber: "+852 9123 4567" },
    });
    expect(profile.status()).toBe(200);
    await use(account);
  },
});

/** The fixture's account is the one `page` is signed in as (what the test then does is done as it). */
export async function expectSignedInAs(page: Page, account: Account, role = "client"): Promise<void> {
  const me = await page.request.get("/api/auth/user");
  expect(me.status()).toBe(200);
  expect(await me.json()).toMatchObject({ email: account.email, role });
}

export { expect };
