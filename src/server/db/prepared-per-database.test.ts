import { describe, expect, it, vi } from "vitest";
import type { Db } from "./client.ts";
import { preparedPerDatabase } from "./prepared-per-database.ts";

describe("preparedPerDatabase", () => {
  it("prepares a query once for each database, and hands each database its own", () => {
    const one = {} as Db;
    const other = {} as Db;
    const prepare = vi.fn((db: Db) => ({ for: db }));
    const query = preparedPerDatabase(prepare);

    expect(query(one).for).toBe(one);
    expect(query(one)).toBe(query(one));
    expect(query(other).for).toBe(other);
    expect(prepare).toHaveBeenCalledTimes(2);
  });
});
