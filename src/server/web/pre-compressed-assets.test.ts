import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressFolder } from "../../../scripts/precompress.ts";
import { buildApp } from "../app.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";

// Big enough that compression pays, as every real chunk is.
const script = Array.from({ length: 200 }, (_, i) => `export const value${i} = "item ${i}";`).join("\n");
let t: TestApp;
let web: Awaited<ReturnType<typeof buildApp>>;
let clientDir: string;

beforeAll(async () => {
  t = await createTestApp();
  clientDir = mkdtempSync(join(tmpdir(), "nestmatch-client-"));
  mkdirSync(join(clientDir, "assets"));
  writeFileSync(
    join(clientDir, "index.html"),
    '<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(clientDir, "assets", "index-abc123.js"), script);
  await precompressFolder(clientDir);
  web = await buildApp({ config: t.config, database: t.database, storage: t.storage, clientDir });
});
afterAll(async () => {
  await web.close();
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const asset = (acceptEncoding?: string) =>
  web.inject({
    url: "/assets/index-abc123.js",
    headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {},
  });

describe("pre-compressed assets", () => {
  it("sends the build's brotli file to a browser that takes brotli, rather than compressing again", async () => {
    // Chromium's own list: the server's per-request zstd must not win over the smaller brotli file.
    const response = await asset("gzip, deflate, br, zstd");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toMatch(/javascript/);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it("sends the gzip file to a browser that takes only gzip", async () => {
    const response = await asset("gzip");
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it("sends the file itself to a client that takes no compression", async () => {
    const response = await asset();
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.body).toBe(script);
  });
});
