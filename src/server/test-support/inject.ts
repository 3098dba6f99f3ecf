import type { TestApp } from "./test-app.ts";
import { nextAddress, type SignedIn } from "./users.ts";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Calls the real app as `who` (or signed out), each call from a new address so no rate limit trips. */
export function injectAs(t: TestApp, method: Method, url: string, who?: SignedIn | null, payload?: object) {
  return t.app.inject({
    method,
    url,
    payload,
    headers: who ? { cookie: who.cookie } : {},
    remoteAddress: nextAddress(),
  });
}
