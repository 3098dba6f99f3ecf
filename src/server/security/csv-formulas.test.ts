import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { csvRecord } from "../requests/csv-export.ts";
import { injectAs } from "../test-support/inject.ts";
import { validRequest } from "../test-support/request-payload.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { cookieFrom, type SignedIn, signedInUser } from "../test-support/users.ts";

/*
 * A spreadsheet opening the desk's CSV runs a cell that starts with = + - @, a tab or a return as a
 * formula (OWASP "CSV injection"). Every cell is written inert, with a leading apostrophe, whatever
 * its column: the e-mail and mobile checks let `-` and `+` through at the start.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const EMAIL = `-2+3-${Date.now()}@example.com`;
const MOBILE = "-2-3-(4)-5678";

let t: TestApp;
let admin: SignedIn;
let requestId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t, "admin");
  // Both values go in through the API, as any visitor could write them.
  const registered = await injectAs(t, "POST", "/api/auth/register", null, {
    firstName: "Ada",
    lastName: "Formula",
    email: EMAIL,
    password: "a long enough password",
  });
  expect(registered.statusCode, registered.body).toBe(201);
  const client = { user: registered.json(), cookie: cookieFrom(registered.headers["set-cookie"]) };
  const profile = await injectAs(t, "PATCH", "/api/user/profile", client, {
    firstName: "Ada",
    lastName: "Formula",
    phoneNumber: "+852 9123 4567",
  });
  expect(profile.statusCode, profile.body).toBe(200);
  const created = await injectAs(t, "POST", "/api/forms", client, { ...validRequest, mobileNumber: MOBILE });
  expect(created.statusCode, created.body).toBe(201);
  requestId = created.json().id;
});
afterAll(() => t.close());

async function exportedRecords(): Promise<string[][]> {
  const response = await injectAs(t, "GET", "/api/forms/export.csv", admin);
  expect(response.statusCode, response.body).toBe(200);
  const rows: string[][] = parse(response.rawPayload.subarray(3), { relaxQuotes: false });
  return rows.slice(1);
}

describe("the desk's CSV export", () => {
  it("writes an e-mail and a mobile number that a spreadsheet would run as formulas inert", async () => {
    const record = (await exportedRecords()).find((row) => row[0] === requestId);
    expect(record?.[1]).toBe(`'${EMAIL}`);
    expect(record?.[10]).toBe(`'${MOBILE}`);
  });

  it("leaves no cell of the export starting like a formula", async () => {
    const records = await exportedRecords();
    expect(records.length).toBeGreaterThan(0);
    const live = records.flat().filter((cell) => FORMULA_START.test(cell));
    expect(live).toEqual([]);
  });

  it.each(["=", "+", "-", "@", "\t", "\r"])("makes every column inert when it starts with %j", (start) => {
    const text = `${start}1+1`;
    const record = csvRecord({
      id: text,
      clientId: text,
      email: text,
      firstName: text,
      lastName: null,
      status: "submitted",
      budgetMin: 0,
      budgetMax: null,
      designStyles: [text],
      propertyType: text,
      projectType: text,
      propertyAddress: text,
      mobileNumber: text,
      description: text,
      imagesCount: 0,
      createdAt: new Date("2026-03-01T00:00:00Z"),
      updatedAt: new Date("2026-03-01T00:00:00Z"),
      cursorAt: "",
    });
    const live = record.filter((cell) => FORMULA_START.test(cell));
    expect(live).toEqual([]);
    // Kept readable: the text itself after the apostrophe (a name is trimmed, so it is left out here).
    for (const column of [0, 1, 6, 7, 8, 9, 10, 11]) expect(record[column]).toBe(`'${text}`);
  });
});
