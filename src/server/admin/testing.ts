import sharp from "sharp";
import type { TestApp } from "../test-support/test-app.ts";
import { nextAddress } from "../test-support/users.ts";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Calls the API as the holder of `cookie`, each call from a fresh address. */
export function callerFor(t: TestApp, cookie: string) {
  return (method: Method, url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { cookie },
      remoteAddress: nextAddress(),
      ...(payload ? { payload } : {}),
    });
}

export async function signIn(t: TestApp, email: string, password: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password },
    remoteAddress: nextAddress(),
  });
}

export function testJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: "#b0a090" } })
    .jpeg()
    .toBuffer();
}
