import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { nextAddress } from "../../test-support/users.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const UNKNOWN_DESIGN = "/api/portfolio/00000000-0000-4000-8000-000000000000";

/** The three ways a reader's language reaches the server, each asking for Chinese. */
const CHINESE: Record<string, { headers?: Record<string, string>; query?: string }> = {
  "Accept-Language": { headers: { "accept-language": "zh-HK,zh;q=0.9,en;q=0.5" } },
  "the locale cookie": { headers: { cookie: "locale=zh-HK", "accept-language": "en" } },
  "?lang=": { query: "lang=zh-HK", headers: { "accept-language": "en" } },
};

function ask(request: InjectOptions & { url: string }, reader: { headers?: object; query?: string } = {}) {
  const url = reader.query
    ? `${request.url}${request.url.includes("?") ? "&" : "?"}${reader.query}`
    : request.url;
  return t.app.inject({
    ...request,
    url,
    headers: { ...request.headers, ...reader.headers },
    remoteAddress: nextAddress(),
  });
}

describe("answers in the reader's language", () => {
  for (const [way, reader] of Object.entries(CHINESE)) {
    it(`words an API error in Chinese when ${way} asks for it`, async () => {
      const signedOut = await ask({ url: "/api/auth/user" }, reader);
      expect(signedOut.statusCode).toBe(401);
      expect(signedOut.json()).toEqual({ message: "請先登入以繼續。" });
      const missing = await ask({ url: UNKNOWN_DESIGN }, reader);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: "找不到設計" });
    });

    it(`words a validation error in Chinese when ${way} asks for it`, async () => {
      const response = await ask({ method: "POST", url: "/api/contact", payload: {} }, reader);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: "請輸入姓名" });
    });
  }

  it("stays in English when nothing asks for another language", async () => {
    expect((await ask({ url: "/api/auth/user" })).json()).toEqual({ message: "Please sign in to continue." });
    expect((await ask({ method: "POST", url: "/api/contact", payload: {} })).json()).toEqual({
      message: "Name is required",
    });
  });

  it("words zod's own texts for a wrong type in Traditional Chinese, naming the field", async () => {
    const response = await ask(
      {
        method: "POST",
        url: "/api/auth/password-reset/confirm",
        payload: { token: 42, password: "a long secret" },
      },
      CHINESE["Accept-Language"],
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("token: 無效的輸入值：預期為 string，但收到 number");
  });

  it("words the app's own refusals in Chinese: an unknown address, broken text, a broken URL", async () => {
    const reader = CHINESE["Accept-Language"];
    expect((await ask({ method: "DELETE", url: "/api/nothing?x=1" }, reader)).json()).toEqual({
      message: "找不到 DELETE /api/nothing",
    });
    const nul = await ask({ method: "POST", url: "/api/contact", payload: { name: "a\u0000b" } }, reader);
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toMatch(/無法儲存/);
    const brokenUrl = await ask({ url: "/api/forms/%ED%A0%80" }, CHINESE["the locale cookie"]);
    expect(brokenUrl.statusCode).toBe(400);
    expect(brokenUrl.json()).toEqual({ message: "此網址無效。" });
  });

  it("words a rate limit's refusal in Chinese", async () => {
    const from = { remoteAddress: "198.51.100.77" };
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof ask>> | undefined;
    for (let i = 0; i < 11; i++) {
      last = await t.app.inject({
        method: "POST",
        url: "/api/contact",
        payload: {},
        headers: CHINESE["Accept-Language"]?.headers ?? {},
        ...from,
      });
      statuses.push(last.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(last?.json()).toEqual({ message: "要求次數過多，請於10分鐘後再試。" });
  });
});
