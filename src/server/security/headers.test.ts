import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testJpeg } from "../admin/testing.ts";
import { buildApp } from "../app.ts";
import { MAX_UPLOAD_BYTES } from "../lib/images/limits.ts";
import { multipart } from "../test-support/multipart.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { signedInUser } from "../test-support/users.ts";

let plain: TestApp;
let secure: TestApp;
let clientDir: string;
const web = new Map<"plain" | "secure", FastifyInstance>();

/** The app as served over http and over https, each with a client shell and a stored image. */
beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), "nestmatch-shell-"));
  writeFileSync(
    join(clientDir, "index.html"),
    '<html lang="en"><head><!--app-head--></head><body><div id="root"></div><script type="module" src="/a.js"></script></body></html>',
  );
  plain = await createTestApp();
  secure = await createTestApp({ PUBLIC_URL: "https://nestmatch.example" });
  for (const [name, t] of [
    ["plain", plain],
    ["secure", secure],
  ] as const) {
    await t.storage.put("designs/sample/photo.jpg", await testJpeg(), "image/jpeg");
    web.set(name, await buildApp({ config: t.config, database: t.database, storage: t.storage, clientDir }));
  }
});
afterAll(async () => {
  for (const app of web.values()) await app.close();
  await plain.close();
  await secure.close();
  rmSync(clientDir, { recursive: true, force: true });
});

/** One answer of each kind the server gives. */
const ANSWERS: Record<string, { request: InjectOptions; status: number; type: RegExp }> = {
  JSON: { request: { url: "/api/portfolio" }, status: 200, type: /application\/json/ },
  "HTML page": { request: { url: "/about" }, status: 200, type: /text\/html/ },
  image: { request: { url: "/uploads/designs/sample/photo.jpg" }, status: 200, type: /image\/jpeg/ },
  "image variant": {
    request: { url: "/uploads/designs/sample/photo.jpg?w=320&f=webp" },
    status: 200,
    type: /image\/webp/,
  },
  "API 404": { request: { url: "/api/nothing-here" }, status: 404, type: /application\/json/ },
  "image 404": { request: { url: "/uploads/designs/none.jpg" }, status: 404, type: /application\/json/ },
  "401": { request: { url: "/api/auth/user" }, status: 401, type: /application\/json/ },
  redirect: { request: { url: "/login" }, status: 302, type: /.*/ },
  "413": {
    request: { method: "POST", url: "/api/auth/login", payload: { padding: "x".repeat(100_000) } },
    status: 413,
    type: /application\/json/,
  },
  "URL that cannot be decoded": {
    request: { url: "/api/forms/%ED%A0%80" },
    status: 400,
    type: /application\/json/,
  },
  "parameter too long": {
    request: { url: `/api/forms/${"a".repeat(500)}` },
    status: 414,
    type: /application\/json/,
  },
};

/** The kinds a browser renders as a page; every other kind above is data (JSON, an image). */
const PAGES = new Set(["HTML page", "redirect"]);

describe("security headers on every kind of answer", () => {
  for (const [kind, { request, status, type }] of Object.entries(ANSWERS)) {
    const page = PAGES.has(kind);
    it(`${kind}: ${page ? "the page's strict CSP" : "a CSP that allows nothing"}, nosniff and a referrer policy; HSTS only behind https`, async () => {
      for (const [name, app] of web) {
        const response = await app.inject(request);
        expect(response.statusCode, `${name}: ${response.body.slice(0, 200)}`).toBe(status);
        expect(String(response.headers["content-type"] ?? "")).toMatch(type);
        const csp = String(response.headers["content-security-policy"]);
        if (page) {
          const scriptSrc = /(?:^|;)script-src ([^;]*)/.exec(csp)?.[1];
          expect(scriptSrc).toBe("'self'");
          expect(csp).toMatch(/(?:^|;)default-src 'self'/);
          expect(csp).toMatch(/(?:^|;)frame-ancestors 'none'/);
          expect(csp).toMatch(/(?:^|;)object-src 'none'/);
          expect(response.headers["cross-origin-opener-policy"]).toBe("same-origin");
        } else {
          // Data loads nothing and is framed by no one; the headers about documents are left off.
          expect(csp).toBe("default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
          expect(response.headers["cross-origin-opener-policy"]).toBeUndefined();
          expect(response.headers["x-dns-prefetch-control"]).toBeUndefined();
        }
        expect(response.headers["x-content-type-options"]).toBe("nosniff");
        expect(response.headers["cross-origin-resource-policy"]).toBe("same-origin");
        expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
        expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
        if (name === "secure") {
          expect(response.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
          if (page) expect(csp).toMatch(/upgrade-insecure-requests/);
        } else {
          expect(response.headers["strict-transport-security"]).toBeUndefined();
        }
        if (status >= 400) expect(response.json()).toEqual({ message: expect.any(String) });
      }
    });
  }

  it("the API reference's pages, under /api, keep the page's headers", async () => {
    const response = await plain.app.inject("/api/docs/");
    expect(response.statusCode).toBe(200);
    expect(String(response.headers["content-type"])).toMatch(/text\/html/);
    expect(String(response.headers["content-security-policy"])).toMatch(/(?:^|;)default-src 'self'/);
  });
});

describe("limits", () => {
  it("refuses a 100 KB JSON body with 413 and a message", async () => {
    const response = await plain.app.inject({
      method: "PATCH",
      url: "/api/user/profile",
      payload: { firstName: "x".repeat(100_000) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it("keeps the public contact form to 32 KB, below the API's 64 KB", async () => {
    const body = { message: "x".repeat(40_000) };
    expect((await plain.app.inject({ method: "POST", url: "/api/contact", payload: body })).statusCode).toBe(
      413,
    );
    expect(
      (await plain.app.inject({ method: "POST", url: "/api/auth/login", payload: body })).statusCode,
    ).toBe(400);
  });

  it("refuses an 11 MB upload with 413 and a message, and takes a 9 MB one to the image checks", async () => {
    const { cookie } = await signedInUser(plain, "client");
    const send = (size: number) => {
      const data = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(size)]);
      const body = multipart("photo", [{ name: "big.jpg", type: "image/jpeg", data }]);
      return plain.app.inject({
        method: "PUT",
        url: "/api/user/profile/photo",
        payload: body.payload,
        headers: { ...body.headers, cookie },
      });
    };
    const tooLarge = await send(MAX_UPLOAD_BYTES + (1 << 20));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ message: expect.any(String) });
    const large = await send(9 << 20);
    expect(large.statusCode).toBe(400);
    expect(large.json().message).not.toMatch(/large/i);
  });

  it("times out slow requests and idle connections", () => {
    expect(plain.app.server.requestTimeout).toBe(30_000);
    expect(plain.app.initialConfig.connectionTimeout).toBe(60_000);
  });
});
