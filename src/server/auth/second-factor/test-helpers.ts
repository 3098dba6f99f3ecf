import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { totpAuthenticators } from "../../db/schema/index.ts";
import type { TestApp } from "../../test-support/test-app.ts";
import { nextAddress } from "../../test-support/users.ts";
import { totpCodeAt } from "./totp.ts";

/** The value of one cookie an answer set, as a Cookie header part ("name=value"), or undefined. */
export function setCookie(response: LightMyRequestResponse, name: string): string | undefined {
  const all = [response.headers["set-cookie"] ?? []].flat();
  const line = all.find((c) => c.startsWith(`${name}=`));
  return line?.split(";")[0];
}

/** Every attribute of one cookie an answer set (lower-cased), e.g. "httponly", "samesite=strict". */
export function cookieAttributes(response: LightMyRequestResponse, name: string): string[] {
  const all = [response.headers["set-cookie"] ?? []].flat();
  const line = all.find((c) => c.startsWith(`${name}=`)) ?? "";
  return line
    .split(";")
    .slice(1)
    .map((part) => part.trim().toLowerCase());
}

export function call(
  t: TestApp,
  method: "GET" | "POST" | "PATCH" | "DELETE",
  url: string,
  payload?: object,
  cookie?: string,
) {
  return t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: cookie ? { cookie } : {},
    remoteAddress: nextAddress(),
  });
}

/** The account's app code of now; the codes spent so far are forgotten, so a test may use the step again. */
export async function freshCode(t: TestApp, userId: string, secret: string): Promise<string> {
  await t.database.db
    .update(totpAuthenticators)
    .set({ lastUsedStep: null })
    .where(eq(totpAuthenticators.userId, userId));
  return totpCodeAt(secret);
}
