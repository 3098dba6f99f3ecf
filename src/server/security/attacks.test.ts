import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp } from "../test-support/test-app.ts";
import { bruteForceAttacks } from "./families/brute-force.ts";
import { checkCoverage, checkEveryEndpointAttacked } from "./families/coverage.ts";
import { idorAttacks } from "./families/idor.ts";
import { imageUrlAttacks } from "./families/image-urls.ts";
import { injectionAttacks } from "./families/injection.ts";
import { malformedAttacks } from "./families/malformed.ts";
import { originAttacks } from "./families/origin.ts";
import { roleAttacks } from "./families/roles.ts";
import { sessionAttacks } from "./families/sessions.ts";
import { uploadAttacks } from "./families/uploads.ts";
import { apiEndpoints } from "./support/routes.ts";
import { type Suite, stillUp } from "./support/suite.ts";
import { Tally } from "./support/tally.ts";
import { buildWorld } from "./support/world.ts";

// One app and one world for every family, so a single summary counts them all. Families that
// refuse everything run first and check that nothing changed; injection, which may store, runs last.
const FAMILIES: [string, (suite: Suite) => Promise<void>][] = [
  ["each role against each endpoint", roleAttacks],
  ["stolen and forged sessions", sessionAttacks],
  ["writes from a foreign origin", originAttacks],
  ["another account's ids (IDOR)", idorAttacks],
  ["image URLs", imageUrlAttacks],
  ["uploads", uploadAttacks],
  ["malformed bodies", malformedAttacks],
  ["brute force", bruteForceAttacks],
  ["injection and Unicode edge cases", injectionAttacks],
];

let suite: Suite;
beforeAll(async () => {
  // A live stream answers until it ends: here at once, so each attack on it gets its whole answer.
  const t = await createTestApp({ LIVE_STREAM_MAX_MS: "20" });
  suite = { t, world: await buildWorld(t), tally: new Tally(), endpoints: apiEndpoints(t.app) };
});
afterAll(async () => {
  if (!suite) return;
  process.stdout.write(`\n${suite.tally.summary([...suite.endpoints.keys()])}\n\n`);
  await suite.t.close();
});

it("attacks every endpoint the app serves", () => {
  const before = suite.tally.failures.length;
  checkCoverage(suite);
  expect(suite.tally.failures.slice(before)).toEqual([]);
});

for (const [name, run] of FAMILIES) {
  it(name, { timeout: 300_000 }, async () => {
    const before = suite.tally.failures.length;
    await run(suite);
    await stillUp(suite, name);
    expect(suite.tally.failures.slice(before)).toEqual([]);
  });
}

it("left no endpoint unattacked", () => {
  const before = suite.tally.failures.length;
  checkEveryEndpointAttacked(suite);
  expect(suite.tally.failures.slice(before)).toEqual([]);
});
