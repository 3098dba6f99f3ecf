import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Design, DesignPage } from "#shared/designs/design.ts";
import { createUser } from "../auth/users.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { uniqueEmail } from "../test-support/users.ts";
import { insertDesign } from "./service.ts";

let t: TestApp;
const ids: Record<string, string> = {};
const DAY = 86_400_000;

/** A small catalogue whose budgets sit on the edges the filters care about. */
const FIXTURES = [
  {
    key: "cheap",
    title: "Compact studio in Sham Shui Po",
    styles: ["Minimalist"],
    min: 50_000,
    max: 90_000,
    featured: false,
  },
  {
    key: "band1Low",
    title: "Harbour view flat in North Point",
    styles: ["Modern", "Scandinavian"],
    min: 100_000,
    max: 180_000,
    featured: true,
  },
  {
    key: "band1High",
    title: "Family home in Tai Po",
    styles: ["Scandinavian"],
    min: 199_999,
    max: 400_000,
    featured: false,
  },
  {
    key: "band2",
    title: "Loft office in Kwun Tong",
    styles: ["Industrial"],
    min: 200_000,
    max: 300_000,
    featured: true,
  },
  {
    key: "openEnded",
    title: "Village house in Sai Kung",
    styles: ["Traditional", "Japanese"],
    min: 800_000,
    max: null,
    featured: false,
  },
  {
    key: "unspecified",
    title: "Tea room in Kowloon City",
    styles: ["Japanese"],
    min: null,
    max: null,
    featured: false,
  },
  {
    key: "luxury",
    title: "Peak residence with harbour views",
    styles: ["Contemporary", "Smart"],
    min: 3_500_000,
    max: 5_000_000,
    featured: false,
  },
] as const;

beforeAll(async () => {
  t = await createTestApp();
  const designer = await createUser(t.database.db, {
    email: uniqueEmail("designer"),
    password: "a long enough secret",
    role: "designer",
    firstName: "Chloe",
    lastName: "Wong",
  });
  const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#88aacc" } })
    .jpeg()
    .toBuffer();
  let age = 0;
  for (const fixture of FIXTURES) {
    const key = `designs/${fixture.key}/main.jpg`;
    await t.storage.put(key, jpeg, "image/jpeg");
    ids[fixture.key] = await insertDesign(
      t.database.db,
      {
        designerId: designer.id,
        titleEn: fixture.title,
        descriptionEn: `A ${fixture.styles.join(" and ")} project with plenty of storage and natural light.`,
        styles: [...fixture.styles],
        budgetMin: fixture.min,
        budgetMax: fixture.max,
        isFeatured: fixture.featured,
        createdAt: new Date(Date.now() - age++ * DAY),
      },
      [{ storageKey: key, width: 800, height: 600, position: 0, isMain: true }],
    );
  }
});
afterAll(() => t.close());

async function list(query: string): Promise<DesignPage> {
  const response = await t.app.inject(`/api/portfolio${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const keysOf = (page: { items: Design[] }) =>
  page.items.map((design) => Object.entries(ids).find(([, id]) => id === design.id)?.[0]);

describe("GET /api/portfolio", () => {
  it("lists every design, newest first, with the spec's shape", async () => {
    const page = await list("");
    expect(keysOf(page)).toEqual(FIXTURES.map((f) => f.key));
    expect(page).toMatchObject({ total: FIXTURES.length, page: 1, hasMore: false });
    const first = page.items.find((d) => d.id === ids.band1Low);
    expect(first).toMatchObject({
      title: "Harbour view flat in North Point",
      style: ["Modern", "Scandinavian"],
      budget: { min: "HK$100,000", max: "HK$180,000" },
      budgetMin: 100_000,
      isFeatured: true,
      designer: { name: "Chloe Wong" },
    });
    expect(first?.images[0]).toMatchObject({
      imageUrl: "/uploads/designs/band1Low/main.jpg",
      width: 800,
      isMain: true,
    });
    expect(page.items.find((d) => d.id === ids.unspecified)?.budget).toBeNull();
    expect(page.items.find((d) => d.id === ids.openEnded)?.budget).toEqual({ min: "HK$800,000", max: null });
  });

  it("filters a preset band on the minimum budget, lower edge in, upper edge out", async () => {
    expect(keysOf(await list("?band=100000-200000"))).toEqual(["band1Low", "band1High"]);
    expect(keysOf(await list("?band=200000-300000"))).toEqual(["band2"]);
    expect(keysOf(await list("?band=3000000-"))).toEqual(["luxury"]);
  });

  it("keeps a custom range only when the whole budget is inside it", async () => {
    expect(keysOf(await list("?minBudget=100000&maxBudget=300000"))).toEqual(["band1Low", "band2"]);
    expect(keysOf(await list("?maxBudget=100000"))).toEqual(["cheap"]);
    expect(keysOf(await list("?minBudget=700000"))).toEqual(["openEnded", "luxury"]);
    expect(keysOf(await list("?minBudget=&maxBudget="))).toHaveLength(FIXTURES.length);
  });

  it("filters by style", async () => {
    expect(keysOf(await list("?style=Japanese"))).toEqual(["openEnded", "unspecified"]);
  });

  it("sorts by minimum budget both ways, unspecified budgets last", async () => {
    expect(keysOf(await list("?sort=price-asc"))).toEqual([
      "cheap",
      "band1Low",
      "band1High",
      "band2",
      "openEnded",
      "luxury",
      "unspecified",
    ]);
    expect(keysOf(await list("?sort=price-desc")).slice(0, 2)).toEqual(["luxury", "openEnded"]);
    expect(keysOf(await list("?sort=price-desc")).at(-1)).toBe("unspecified");
  });

  it("searches titles, descriptions and styles by word prefixes, best match first", async () => {
    expect(keysOf(await list("?q=harb"))).toEqual(["band1Low", "luxury"]);
    expect(keysOf(await list("?q=HARBOUR%20north"))).toEqual(["band1Low"]);
    expect(keysOf(await list("?q=industr"))).toEqual(["band2"]);
    expect(keysOf(await list("?q=%27%3B%20drop%20table%20designs%3B--"))).toEqual([]);
    expect((await list("?q=%20%20")).total).toBe(FIXTURES.length);
  });

  it("combines filters and pages with a total", async () => {
    const first = await list("?sort=price-asc&pageSize=3");
    expect(first).toMatchObject({ total: 7, page: 1, pageSize: 3, hasMore: true });
    const last = await list("?sort=price-asc&pageSize=3&page=3");
    expect(keysOf(last)).toEqual(["unspecified"]);
    expect(last.hasMore).toBe(false);
    expect(keysOf(await list("?style=Scandinavian&band=100000-200000&q=family"))).toEqual(["band1High"]);
  });

  it.each([
    ["?style=Baroque", /style must be one of/],
    ["?band=1-2", /band must be one of the preset budget bands/],
    ["?minBudget=abc", /minBudget must be a whole number/],
    ["?minBudget=-5", /minBudget cannot be negative/],
    ["?minBudget=500&maxBudget=100", /minBudget must not be above maxBudget/],
    ["?sort=random", /sort must be one of/],
    ["?page=0", /page starts at 1/],
    ["?pageSize=1000", /pageSize must be at most 60/],
    [`?q=${"x".repeat(101)}`, /at most 100 characters/],
  ])("refuses %s with 400 and a message", async (query, message) => {
    const response = await t.app.inject(`/api/portfolio${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });
});

describe("the brief cache of public answers", () => {
  it("serves repeated calls alike and forgets them when the catalogue changes", async () => {
    const before = await list("?style=Industrial");
    expect(await list("?style=Industrial")).toEqual(before);
    const [first] = before.items;
    const id = await insertDesign(
      t.database.db,
      {
        designerId: first?.designer.id ?? "",
        titleEn: "Warehouse loft in Kwun Tong",
        descriptionEn: "Concrete, steel and a mezzanine office.",
        styles: ["Industrial"],
        budgetMin: 400_000,
        budgetMax: 600_000,
      },
      [],
    );
    const after = await list("?style=Industrial");
    expect(after.total).toBe(before.total + 1);
    expect(after.items[0]?.id).toBe(id);
  });
});

describe("featured and single designs", () => {
  it("lists featured designs newest first", async () => {
    const response = await t.app.inject("/api/featured-designs");
    expect(keysOf({ items: response.json() })).toEqual(["band1Low", "band2"]);
  });

  it("answers one design, and 404 JSON for an unknown or malformed id", async () => {
    const found = await t.app.inject(`/api/portfolio/${ids.luxury}`);
    expect(found.json().title).toBe("Peak residence with harbour views");
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid", "1%27%20or%201%3D1"]) {
      const missing = await t.app.inject(`/api/portfolio/${id}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: "Design not found" });
    }
  });
});

describe("portfolio images", () => {
  it("serves the original and snapped, cached variants", async () => {
    const original = await t.app.inject("/uploads/designs/band2/main.jpg");
    expect(original.statusCode).toBe(200);
    expect(original.headers["content-type"]).toBe("image/jpeg");
    expect(original.headers["cache-control"]).toBe("public, max-age=31536000, immutable");

    const variant = await t.app.inject("/uploads/designs/band2/main.jpg?w=300&f=webp");
    expect(variant.statusCode).toBe(200);
    expect(variant.headers["content-type"]).toBe("image/webp");
    const meta = await sharp(variant.rawPayload).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 320 });
    expect(await t.storage.get("variants/designs/band2/main/w320-q85.webp")).not.toBeNull();

    const etag = String(variant.headers.etag);
    const again = await t.app.inject({
      url: "/uploads/designs/band2/main.jpg?w=310&f=webp",
      headers: { "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it("never enlarges past the original and snaps huge widths to the largest allowed", async () => {
    const response = await t.app.inject("/uploads/designs/band2/main.jpg?w=99999");
    expect(response.statusCode).toBe(400);
    const big = await t.app.inject("/uploads/designs/band2/main.jpg?w=5000");
    expect((await sharp(big.rawPayload).metadata()).width).toBe(800);
  });

  it("refuses bad parameters and paths outside the store", async () => {
    expect((await t.app.inject("/uploads/designs/band2/main.jpg?f=gif")).statusCode).toBe(400);
    expect((await t.app.inject("/uploads/designs/band2/main.jpg?w=abc")).statusCode).toBe(400);
    for (const path of [
      "/uploads/designs/../../etc/passwd",
      "/uploads/designs/%2e%2e/%2e%2e/package.json",
      "/uploads/designs/nope.jpg",
    ]) {
      const response = await t.app.inject(path);
      expect(response.statusCode).toBe(404);
    }
  });
});
