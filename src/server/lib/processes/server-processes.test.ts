import { availableParallelism } from "node:os";
import { describe, expect, it } from "vitest";
import { serverProcessCount } from "./server-processes.ts";

describe("how many processes serve", () => {
  it("is one a core on PostgreSQL unless SERVER_PROCESSES says otherwise", () => {
    expect(serverProcessCount({ DATABASE_URL: "postgres://h/db" })).toBe(availableParallelism());
    expect(serverProcessCount({ DATABASE_URL: "postgres://h/db", SERVER_PROCESSES: 3 })).toBe(3);
  });

  it("is one on the embedded database", () => {
    expect(serverProcessCount({})).toBe(1);
    expect(serverProcessCount({ SERVER_PROCESSES: 1 })).toBe(1);
  });
});
