import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DesignPage } from "#shared/designs/design.ts";
import { createUser } from "../auth/users.ts";
import { designs } from "../db/schema/index.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { uniqueEmail } from "../test-support/users.ts";
import { searchDocument } from "./search.ts";

// A search matching most of a large catalogue is answered by walking the sort order's index and testing
// each row (service.ts, textMatchFor); these check that it finds exactly what the search index finds.
let t: TestApp;
const SIZE = 3000;
interface Seeded {
  id: string;
  title: string;
  budgetMin: number;
  createdAt: Date;
}
const seeded: Seeded[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const designer = await createUser(t.database.db, {
    email: uniqueEmail("broad"),
    password: "a long enough secret",
    role: "designer",
  });
  const rows = Array.from({ length: SIZE }, (_, i) => {
    // Nine in ten mention the harbour; budgets and ages are spread so that no two sort keys tie by chance.
    const title = i % 10 === 0 ? `Quiet flat number ${i}` : `Harbour flat number ${i}`;
    const description = "A calm home with good storage and plenty of natural light for the family.";
    return {
      designerId: designer.id,
      titleEn: title,
      descriptionEn: description,
      styles: ["Modern"],
      budgetMin: ((i * 7919) % SIZE) * 1000,
      budgetMax: null,
      createdAt: new Date(Date.UTC(2026, 0, 1) + ((i * 104_729) % SIZE) * 60_000),
      searchVector: searchDocument({
        titleEn: title,
        descriptionEn: description,
        titleZh: null,
        descriptionZh: null,
        styles: ["Modern"],
      }),
    };
  });
  for (let start = 0; start < SIZE; start += 1000) {
    const inserted = await t.database.db
      .insert(designs)
      .values(rows.slice(start, start + 1000))
      .returning({
        id: designs.id,
        title: designs.titleEn,
        budgetMin: designs.budgetMin,
        createdAt: designs.createdAt,
      });
    seeded.push(
      ...inserted.map((row) => ({ ...row, title: row.title ?? "", budgetMin: row.budgetMin ?? 0 })),
    );
  }
});
afterAll(() => t.close());

async function list(query: string): Promise<DesignPage> {
  const response = await t.app.inject(`/api/portfolio${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const harbour = () => seeded.filter((design) => design.title.startsWith("Harbour"));
const newestFirst = (a: Seeded, b: Seeded) =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1);
const ids = (items: Seeded[]) => items.map((design) => design.id);

describe("a search matching most of the catalogue", () => {
  it("pages through the matches newest first, with their exact total", async () => {
    const expected = harbour().sort(newestFirst);
    const first = await list("?q=harb&pageSize=24");
    expect(first.total).toBe(expected.length);
    expect(first.items.map((design) => design.id)).toEqual(ids(expected.slice(0, 24)));
    const third = await list("?q=harb&pageSize=24&page=3");
    expect(third.items.map((design) => design.id)).toEqual(ids(expected.slice(48, 72)));
  });

  it("sorts the matches by price", async () => {
    const expected = harbour().sort((a, b) => a.budgetMin - b.budgetMin || newestFirst(a, b));
    const page = await list("?q=harbour&sort=price-asc&pageSize=24&page=2");
    expect(page.items.map((design) => design.id)).toEqual(ids(expected.slice(24, 48)));
  });

  it("still finds the few designs of a narrow search", async () => {
    const expected = seeded.filter((design) => design.title.startsWith("Quiet")).sort(newestFirst);
    const page = await list("?q=quiet&pageSize=48&page=2");
    expect(page.total).toBe(SIZE / 10);
    expect(page.items.map((design) => design.id)).toEqual(
      // Ranked first: every match ranks alike, so newest first decides.
      ids(expected.slice(48, 96)),
    );
  });
});
