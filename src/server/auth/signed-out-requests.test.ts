import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordQueries } from "../test-support/query-recorder.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { signedInUser } from "../test-support/users.ts";

let t: TestApp;
let recorded: ReturnType<typeof recordQueries>;

beforeAll(async () => {
  t = await createTestApp();
  recorded = recordQueries(t.database);
});
afterAll(() => t.close());

async function queriesOf(url: string, headers: Record<string, string> = {}) {
  const { result, queries } = await recorded(() => t.app.inject({ url, headers }));
  return { status: result.statusCode, queries };
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
