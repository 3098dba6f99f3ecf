import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../auth/users.ts";
import { bestEncoding } from "../lib/http/prepared-json.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { uniqueEmail } from "../test-support/users.ts";
import { deleteItem, findDesignRow, setFeatured } from "./portfolio-service.ts";
import { insertDesign } from "./service.ts";

let t: TestApp;
let designId = "";

beforeAll(async () => {
  t = await createTestApp();
  const designer = await createUser(t.database.db, {
    email: uniqueEmail("designer"),
    password: "a long enough secret",
    role: "designer",
  });
  // Long enough, even one design alone, to be past the size answers are compressed from.
  for (let n = 0; n < 12; n++)
    designId = await insertDesign(
      t.database.db,
      {
        designerId: designer.id,
        titleEn: `Harbour flat number ${n}`,
        descriptionEn: "A bright Scandinavian flat with plenty of storage and natural light. ".repeat(16),
        styles: ["Scandinavian"],
        budgetMin: 100_000 + n,
        budgetMax: 200_000,
        isFeatured: n % 2 === 0,
      },
      [{ storageKey: `designs/d${n}/main.jpg`, width: 800, height: 600, position: 0, isMain: true }],
    );
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe("the public catalogue's kept answers", () => {
  for (const url of ["/api/portfolio?page=1", "/api/featured-designs", () => `/api/portfolio/${designId}`]) {
    it(`are the same JSON in every encoding a browser takes (${typeof url === "string" ? url : "a design"})`, async () => {
      const address = typeof url === "string" ? url : url();
      const plain = await get(address, { accept: "application/json" });
      expect(plain.statusCode).toBe(200);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.headers["content-type"]).toBe("application/json; charset=utf-8");
      const json = plain.json();

      const brotli = await get(address, { "accept-encoding": "gzip, deflate, br, zstd" });
      expect(brotli.headers["content-encoding"]).toBe("br");
      expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString("utf8"))).toEqual(json);

      const gzip = await get(address, { "accept-encoding": "gzip, br;q=0" });
      expect(gzip.headers["content-encoding"]).toBe("gzip");
      expect(JSON.parse(gunzipSync(gzip.rawPayload).toString("utf8"))).toEqual(json);
      // Asked again, the kept compressed bytes are the same.
      expect((await get(address, { "accept-encoding": "gzip;q=1, br;q=0.5" })).rawPayload).toEqual(
        gzip.rawPayload,
      );

      for (const answer of [plain, brotli, gzip])
        expect(answer.headers.vary).toBe("Accept-Encoding, Accept-Language, Cookie");
    });
  }

  it("answer a changed design with its change, and a deleted one 404", async () => {
    const address = `/api/portfolio/${designId}`;
    const read = async () =>
      JSON.parse(
        brotliDecompressSync((await get(address, { "accept-encoding": "br" })).rawPayload).toString(),
      );
    expect((await read()).isFeatured).toBe(false);
    const row = await findDesignRow(t.database.db, designId);
    if (!row) throw new Error("the design is missing");
    await setFeatured(t.database.db, row, true, "en");
    expect((await read()).isFeatured).toBe(true);
    await deleteItem(t.database.db, t.storage, row);
    expect((await get(address, { "accept-encoding": "br" })).statusCode).toBe(404);
  });

  it("answer an unknown design 404 every time", async () => {
    for (let n = 0; n < 2; n++)
      expect((await get("/api/portfolio/00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
  });
});

describe("bestEncoding", () => {
  it("takes the best rated of brotli and gzip, brotli on a tie, none when both are refused", () => {
    expect(bestEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(bestEncoding("gzip;q=1.0, br;q=0.8")).toBe("gzip");
    expect(bestEncoding("br;q=0, gzip;q=0")).toBeNull();
    expect(bestEncoding("deflate")).toBeNull();
    expect(bestEncoding("*")).toBe("br");
    expect(bestEncoding("*;q=0.5, br;q=0")).toBe("gzip");
    expect(bestEncoding("identity")).toBeNull();
  });
});
