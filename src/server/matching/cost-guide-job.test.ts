import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { waitFor } from "../test-support/wait-for.ts";
import { costGuideRefreshed } from "./cost-guide.ts";

let t: TestApp;

beforeAll(async () => {
  // A server's app: it works jobs and takes part in the schedules.
  t = await createTestApp({}, { deps: { jobs: { work: true, schedule: true, pollingSeconds: 0.5 } } });
});
afterAll(async () => {
  await t?.close();
});

it("computes the guide at once on a server that never has, through the job queue", async () => {
  await waitFor(() => costGuideRefreshed(t.database.db), "the first cost guide refresh");
  const guide = (await t.app.inject({ method: "GET", url: "/api/cost-guide" })).json();
  expect(guide.refreshedAt).not.toBeNull();
  expect(guide.cells).toEqual([]);
});
