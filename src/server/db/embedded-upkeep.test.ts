import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../test-support/test-database.ts";
import type { Database } from "./client.ts";
import { vacuumEmbeddedDatabase } from "./embedded-upkeep.ts";
import { rawRows } from "./raw-rows.ts";

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("the embedded database's upkeep", () => {
  it("reclaims the rows updates leave behind on PGlite, and leaves a server to its own autovacuum", async () => {
    const db = database.db;
    await db.execute(sql`create table upkeep_probe (id int primary key, v int not null)`);
    await db.execute(sql`insert into upkeep_probe select g, 0 from generate_series(1, 2000) g`);
    await db.execute(sql`update upkeep_probe set v = v + 1`);
    const dead = async () => {
      const [row] = await rawRows<{ dead: number; vacuumed: boolean }>(
        db,
        sql`select n_dead_tup::int as dead, last_vacuum is not null as vacuumed
            from pg_stat_user_tables where relname = 'upkeep_probe'`,
      );
      return row;
    };
    const vacuumed = await vacuumEmbeddedDatabase(database);
    expect(vacuumed).toBe(database.kind === "pglite");
    if (database.kind === "pglite") expect(await dead()).toEqual({ dead: 0, vacuumed: true });
    else expect((await dead())?.vacuumed).toBe(false);
  });
});
