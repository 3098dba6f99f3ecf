import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, it, vi } from "vitest";
import { statementProfile } from "./statement-profile.ts";
import { ThreadedPglite } from "./threaded-pglite.ts";

let folder: string | undefined;
afterEach(() => {
  vi.restoreAllMocks();
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = undefined;
});

it("is off unless a file is named", () => {
  expect(statementProfile(undefined)).toBeUndefined();
  expect(statementProfile("")).toBeUndefined();
});

it("counts each statement's time from when it could start, so statements queued together are not counted twice", () => {
  folder = mkdtempSync(join(tmpdir(), "statement-profile-"));
  const file = join(folder, "profile.txt");
  const clock = vi.spyOn(performance, "now");
  const profile = statementProfile(file);
  // Both arrive at 0; PGlite runs one at a time: the first ends at 10 ms, the second at 40.
  clock.mockReturnValueOnce(0);
  const first = profile?.start("select 1");
  clock.mockReturnValueOnce(0);
  const second = profile?.start("select 2");
  clock.mockReturnValueOnce(10);
  first?.(1);
  clock.mockReturnValueOnce(40);
  second?.(3);
  clock.mockReturnValueOnce(45);
  const third = profile?.start("select 1");
  clock.mockReturnValueOnce(50);
  third?.(1);
  profile?.write();
  const lines = readFileSync(file, "utf8").trim().split("\n");
  expect(lines[0]).toBe("45 ms in all");
  expect(lines[1]).toMatch(/^\s+30 ms\s+66\.7%\s+1×\s+30\.00 ms\/each\s+3 rows {2}select 2$/);
  expect(lines[2]).toMatch(/^\s+15 ms\s+33\.3%\s+2×\s+7\.50 ms\/each\s+2 rows {2}select 1$/);
});

it("is written by the embedded database's thread when the database closes, naming our statements, failed ones too", async () => {
  folder = mkdtempSync(join(tmpdir(), "statement-profile-"));
  const file = join(folder, "profile.txt");
  vi.stubEnv("PGLITE_STATEMENT_PROFILE", file);
  const database = await ThreadedPglite.open(join(folder, "pglite"));
  vi.unstubAllEnvs();
  await database.query("select $1::int + 1 as two", [1]);
  await database.query("select $1::int + 1 as two", [2]);
  await expect(database.query("select 1/0 as never")).rejects.toThrow("division by zero");
  await database.close();
  const written = readFileSync(file, "utf8");
  expect(written).toMatch(/ 2× .* 2 rows {2}select \$1::int \+ 1 as two\n/);
  // A failed statement took PGlite's time too: it is counted, with no rows.
  expect(written).toMatch(/ 1× .* 0 rows {2}select 1\/0 as never\n/);
});
