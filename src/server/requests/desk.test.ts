import { parse } from "csv-parse/sync";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  PROJECT_TYPES,
  PROPERTY_TYPES,
  REQUEST_STATUSES,
  REQUEST_STYLES,
} from "#shared/requests/constants.ts";
import type { DeskPage } from "#shared/requests/desk-query.ts";
import { designRequests, users } from "../db/schema/index.ts";
import { injectAs, type Method } from "../test-support/inject.ts";
import { validRequest } from "../test-support/request-payload.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { type SignedIn, signedInUser } from "../test-support/users.ts";
import { CSV_COLUMNS } from "./csv-export.ts";

let t: TestApp;
let admin: SignedIn;
let chan: SignedIn;
let nameless: SignedIn;
let lee: SignedIn;
const ids: Record<string, string> = {};

const call = (method: Method, url: string, who?: SignedIn | null, payload?: object) =>
  injectAs(t, method, url, who, payload);

async function createFor(who: SignedIn, name: string, overrides: object) {
  const response = await call("POST", "/api/forms", who, { ...validRequest, ...overrides });
  expect(response.statusCode, response.body).toBe(201);
  ids[name] = response.json().id;
}

async function desk(query: string): Promise<DeskPage> {
  const response = await call("GET", `/api/forms${query}`, admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function exportCsv(query: string) {
  const response = await call("GET", `/api/forms/export.csv${query}`, admin);
  expect(response.statusCode, response.body).toBe(200);
  const rows: string[][] = parse(response.rawPayload.subarray(3), { relaxQuotes: false });
  return { response, header: rows[0], records: rows.slice(1) };
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, chan, nameless, lee] = await Promise.all([
    signedInUser(t, "admin"),
    signedInUser(t, "client", { firstName: "大文", lastName: "陳", email: "tai.man@example.com" }),
    signedInUser(t, "client", { firstName: "No", lastName: "Name", email: "no.name@example.com" }),
    signedInUser(t, "client", { firstName: "Mei", lastName: "Lee", email: "mei.lee@example.com" }),
  ]);
  await createFor(chan, "chan", {
    propertyAddress: "Flat 3A, 18 Whampoa Road, Hung Hom",
    description:
      'We want a "calm" home,\nwith storage, a study corner and a bright kitchen for the whole family.',
    designStyle: ["Japanese", "Minimalist"],
    propertyType: "House",
  });
  await createFor(nameless, "nameless", {
    propertyAddress: '=HYPERLINK("http://evil.example"), Tsuen Wan',
    projectType: "Renovation",
    designStyle: ["Industrial"],
  });
  await createFor(lee, "lee", { propertyType: "Townhouse", designStyle: ["Scandinavian"] });
  // An older account whose names are gone: requests are made only by complete profiles now.
  await t.database.db
    .update(users)
    .set({ firstName: "", lastName: "" })
    .where(eq(users.id, nameless.user.id));
  // Known instants, to check the ordering and the Hong Kong times of the export.
  const times: [string, string][] = [
    ["chan", "2026-03-01T17:30:05Z"],
    ["nameless", "2026-03-02T09:00:00Z"],
    ["lee", "2026-03-03T01:15:00Z"],
  ];
  for (const [name, at] of times) {
    await t.database.db
      .update(designRequests)
      .set({ createdAt: new Date(at), updatedAt: new Date(at) })
      .where(eq(designRequests.id, ids[name] ?? ""));
  }
  const confirmed = await call("PATCH", `/api/forms/${ids.lee}`, admin, { status: "confirmed" });
  expect(confirmed.statusCode).toBe(200);
});
afterAll(() => t.close());

describe("GET /api/forms: the review desk", () => {
  it("lists every client's requests newest first, with their client", async () => {
    const page = await desk("");
    expect(page.items.map((item) => item.id)).toEqual([ids.lee, ids.nameless, ids.chan]);
    expect(page).toMatchObject({ total: 3, page: 1, hasMore: false });
    expect(page.items[2]?.client).toEqual({
      email: "tai.man@example.com",
      firstName: "大文",
      lastName: "陳",
    });
  });

  it.each([
    ["?q=TAI.MAN@", ["chan"]],
    ["?q=%E5%A4%A7%E6%96%87%20%E9%99%B3", ["chan"]],
    ["?q=mei%20lee", ["lee"]],
    ["?q=industrial", ["nameless"]],
    ["?q=townhouse", ["lee"]],
    ["?q=renovation", ["nameless"]],
    ["?q=100%25", []],
    // What the desk shows, in either language: the words of a list, not only the value stored.
    ["?q=%E7%BF%BB%E6%96%B0", ["nameless"]],
    ["?q=%E9%80%A3%E6%8E%92%E5%B1%8B", ["lee"]],
    ["?q=%E6%97%A5%E5%BC%8F", ["chan"]],
    ["?q=full%20design", ["lee", "chan"]],
    ["?q=MINI", ["chan"]],
    ["?status=confirmed", ["lee"]],
    ["?status=submitted&q=example.com", ["nameless", "chan"]],
  ])("filters %s in the database", async (query, expected) => {
    const page = await desk(query);
    expect(page.items.map((item) => item.id)).toEqual(expected.map((name) => ids[name]));
    expect(page.total).toBe(expected.length);
  });

  it("filters by client and pages", async () => {
    expect((await desk(`?client=${lee.user.id}`)).items.map((item) => item.id)).toEqual([ids.lee]);
    const second = await desk("?pageSize=2&page=2");
    expect(second.items.map((item) => item.id)).toEqual([ids.chan]);
    expect(second).toMatchObject({ total: 3, hasMore: false });
    expect((await desk("?pageSize=2")).hasMore).toBe(true);
  });

  it("counts every match of a search on each of its pages, past the last too", async () => {
    const second = await desk("?q=example.com&pageSize=2&page=2");
    expect(second.items.map((item) => item.id)).toEqual([ids.chan]);
    expect(second).toMatchObject({ total: 3, hasMore: false });
    expect(await desk("?q=example.com&pageSize=2&page=9")).toMatchObject({
      items: [],
      total: 3,
      hasMore: false,
    });
  });

  it("answers bad filters with 400 and a message", async () => {
    for (const [query, message] of [
      ["?status=archived", `status must be one of ${REQUEST_STATUSES.join(", ")}`],
      ["?client=42", "client must be a user id"],
      ["?page=0", "page starts at 1"],
      ["?pageSize=1000", "pageSize must be at most 100"],
    ] as const) {
      const response = await call("GET", `/api/forms${query}`, admin);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toEqual({ message });
    }
  });

  it("summarizes every request by status", async () => {
    const response = await call("GET", "/api/forms/summary", admin);
    expect(response.json()).toEqual({ total: 3, submitted: 2, confirmed: 1 });
  });

  it("is for admins only", async () => {
    for (const url of ["/api/forms", "/api/forms/summary", "/api/forms/export.csv"]) {
      expect((await call("GET", url, chan)).statusCode).toBe(403);
    }
  });
});

describe("GET /api/forms/export.csv", () => {
  it("streams a UTF-8 file with a byte-order mark, named after today in Hong Kong", async () => {
    const { response } = await exportCsv("");
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="design-forms-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.body).toContain("\r\n");
  });

  it("has the spec's columns in order and one record per request, quoted where needed", async () => {
    const { header, records } = await exportCsv("");
    expect(header).toEqual([...CSV_COLUMNS]);
    expect(records.map((record) => record[0])).toEqual([ids.lee, ids.nameless, ids.chan]);
    const chanRecord = records[2];
    expect(chanRecord).toEqual([
      ids.chan,
      "tai.man@example.com",
      // A name written in Chinese characters reads family name first (issue 19 §4).
      "陳大文",
      "submitted",
      "HK$100,000",
      "HK$3,000,000+",
      "Japanese, Minimalist",
      "House",
      "Full Design",
      "Flat 3A, 18 Whampoa Road, Hung Hom",
      // A leading + would make a spreadsheet read the number as a formula.
      "'+852 9123 4567",
      'We want a "calm" home,\nwith storage, a study corner and a bright kitchen for the whole family.',
      "0",
      "2026-03-02 01:30:05",
      "2026-03-02 01:30:05",
    ]);
  });

  it("writes N/A for a missing name and makes a formula-like cell inert", async () => {
    const { records } = await exportCsv(`?client=${nameless.user.id}`);
    expect(records).toHaveLength(1);
    expect(records[0]?.[2]).toBe("N/A");
    expect(records[0]?.[9]).toBe(`'=HYPERLINK("http://evil.example"), Tsuen Wan`);
  });

  it("exports exactly the rows the desk shows for the same filters", async () => {
    for (const query of ["?status=submitted", "?q=lee", "?q=example.com&status=confirmed", "?q=nobody"]) {
      const page = await desk(`${query}&pageSize=100`);
      const { records } = await exportCsv(query);
      expect(
        records.map((record) => record[0]),
        query,
      ).toEqual(page.items.map((item) => item.id));
    }
  });

  it("reads large exports in batches without losing or repeating a row, even at equal times", async () => {
    const at = new Date("2025-01-01T00:00:00.123456Z");
    const rows = Array.from({ length: 1234 }, (_, i) => ({
      clientId: lee.user.id,
      propertyAddress: `Flat ${i}, Bulk Street`,
      propertyType: "Apartment",
      projectType: "New Design",
      designStyles: ["Modern"],
      description: "Imported in bulk to check the export's batches.",
      mobileNumber: "+852 9000 0000",
      squareFootage: 500,
      budgetMin: 0,
      budgetMax: 100_000,
      agreedToTermsAt: at,
      createdAt: at,
      updatedAt: at,
    }));
    const inserted = await t.database.db
      .insert(designRequests)
      .values(rows)
      .returning({ id: designRequests.id });
    try {
      const { records } = await exportCsv(`?client=${lee.user.id}`);
      const exported = records.map((record) => record[0]);
      expect(exported).toHaveLength(1235);
      expect(new Set(exported).size).toBe(1235);
      expect(exported[0]).toBe(ids.lee);
    } finally {
      await t.database.db.delete(designRequests).where(
        inArray(
          designRequests.id,
          inserted.map((row) => row.id),
        ),
      );
    }
  });
});

describe("the form's lists, held by the table", () => {
  const update = (values: Partial<typeof designRequests.$inferInsert>) =>
    t.database.db
      .update(designRequests)
      .set(values)
      .where(eq(designRequests.id, ids.lee ?? ""));

  it("takes every value of the lists the desk's search names, and nothing else", async () => {
    for (const propertyType of PROPERTY_TYPES) await update({ propertyType });
    for (const projectType of PROJECT_TYPES) await update({ projectType });
    await update({ designStyles: [...REQUEST_STYLES] });
    const outside: [Partial<typeof designRequests.$inferInsert>, string][] = [
      [{ propertyType: "Castle" }, "design_requests_property_type_check"],
      [{ projectType: "renovation" }, "design_requests_project_type_check"],
      [{ designStyles: ["Scandinavian", "Baroque"] }, "design_requests_styles_check"],
    ];
    for (const [values, constraint] of outside) {
      await expect(update(values)).rejects.toMatchObject({ cause: { constraint } });
    }
    await update({ propertyType: "Townhouse", projectType: "Full Design", designStyles: ["Scandinavian"] });
  });
});

describe("the desk's page, read in one statement", () => {
  it("shows each request exactly as its own page does: every field, time and part", async () => {
    const page = await desk("?pageSize=50");
    expect(page.items.length).toBeGreaterThan(2);
    for (const item of page.items) {
      const own = await call("GET", `/api/forms/${item.id}`, admin);
      expect(own.statusCode, own.body).toBe(200);
      expect(item).toEqual(own.json());
    }
  });
});
