import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../db/schema/index.ts";
import { prepareData } from "../startup.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { nextAddress } from "../test-support/users.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL: "Owner@Nestmatch.example", ADMIN_PASSWORD: "owner password 2026" });
});
afterAll(() => t.close());

describe("ADMIN_EMAIL and ADMIN_PASSWORD", () => {
  it("create that admin at start when absent, and leave it alone afterwards", async () => {
    await prepareData(t.config, t.database, t.storage, t.app.log);
    await prepareData(t.config, t.database, t.storage, t.app.log);
    const rows = await t.database.db.select().from(users).where(eq(users.email, "owner@nestmatch.example"));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.role).toBe("admin");
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "owner@nestmatch.example", password: "owner password 2026" },
      remoteAddress: nextAddress(),
    });
    expect(login.json().role).toBe("admin");
  });
});
