import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { signedInUser } from "../test-support/users.ts";

let t: TestApp;
/** The text of every query the app sends while `record` is on. */
const queries: string[] = [];
let record = false;

beforeAll(async () => {
  t = await createTestApp();
  const { database } = t;
  // Drizzle sends each query through the driver's query(): a string (PGlite) or { text } (node-postgres).
  const driver = (database.kind === "pglite" ? database.client : database.pool) as unknown as {
    query: (...args: unknown[]) => Promise<unknown>;
  };
  const query = driver.query.bind(driver);
  driver.query = (...args: unknown[]) => {
    const [first] = args;
    if (record) queries.push(typeof first === "string" ? first : String((first as { text?: string }).text));
    return query(...args);
  };
});
afterAll(() => t.close());

async function queriesOf(url: string, headers: Record<string, string> = {}) {
  queries.length = 0;
  record = true;
  try {
    const answer = await t.app.inject({ url, headers });
    return { status: answer.statusCode, queries: [...queries] };
  } finally {
    record = false;
  }
}

describe("a signed-out request", () => {
  it("never reads or writes the session table, whatever it asks for", async () => {
    for (const url of [
      "/api/portfolio?page=1",
      "/api/featured-designs",
      "/api/auth/user",
      "/api/nothing-here",
    ]) {
      const { queries: sent } = await queriesOf(url, { accept: "application/json" });
      expect(
        sent.filter((text) => /\bsessions\b/.test(text)),
        url,
      ).toEqual([]);
    }
  });

  it("is answered from the catalogue cache with no query at all once the answer is kept", async () => {
    await queriesOf("/api/portfolio?page=1");
    const again = await queriesOf("/api/portfolio?page=1");
    expect(again.status).toBe(200);
    // PostgreSQL may be written by other processes: there each read checks the catalogue's version (one lookup).
    expect(again.queries).toHaveLength(t.database.kind === "pglite" ? 0 : 1);
  });

  it("while a signed-in one reads its session once", async () => {
    const user = await signedInUser(t, "client");
    const { status, queries: sent } = await queriesOf("/api/auth/user", { cookie: user.cookie });
    expect(status).toBe(200);
    expect(sent.filter((text) => /\bsessions\b/.test(text))).toHaveLength(1);
  });
});
