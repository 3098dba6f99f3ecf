import { describe, expect, it } from "vitest";
import { isLocalDatabase, serverProcessCount } from "./server-processes.ts";

const REMOTE = "postgres://app@db.example.internal:5432/nestmatch";
const LOCAL = "postgres://postgres@127.0.0.1:5432/nestmatch";

describe("how many processes serve", () => {
  it("is one a core when PostgreSQL is elsewhere, one every two cores when it shares the machine", () => {
    expect(serverProcessCount({ DATABASE_URL: REMOTE }, 8)).toBe(8);
    expect(serverProcessCount({ DATABASE_URL: LOCAL }, 8)).toBe(4);
    expect(serverProcessCount({ DATABASE_URL: LOCAL }, 2)).toBe(1);
    expect(serverProcessCount({ DATABASE_URL: LOCAL }, 1)).toBe(1);
  });

  it("is what SERVER_PROCESSES says on PostgreSQL", () => {
    expect(serverProcessCount({ DATABASE_URL: LOCAL, SERVER_PROCESSES: 3 }, 2)).toBe(3);
    expect(serverProcessCount({ DATABASE_URL: REMOTE, SERVER_PROCESSES: 1 }, 8)).toBe(1);
  });

  it("is one on the embedded database", () => {
    expect(serverProcessCount({}, 8)).toBe(1);
    expect(serverProcessCount({ SERVER_PROCESSES: 1 }, 8)).toBe(1);
  });

  it("tells a database on this machine by its host: loopback or a Unix socket", () => {
    expect(isLocalDatabase("postgres://u@localhost/db")).toBe(true);
    expect(isLocalDatabase("postgres://u@[::1]:5432/db")).toBe(true);
    expect(isLocalDatabase("postgresql:///db?host=/var/run/postgresql")).toBe(true);
    expect(isLocalDatabase(REMOTE)).toBe(false);
    expect(isLocalDatabase("postgres://u@10.0.0.5/db")).toBe(false);
  });
});
