import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from "./scripts/chromium.ts";

const port = Number(process.env.E2E_PORT ?? 3100);
/**
 * What needs PostgreSQL runs when a server is named, as the API tests do with TEST_DATABASE_URL (.ci/run names
 * the local one): two server processes sharing one database.
 */
const onPostgres = Boolean(process.env.E2E_DATABASE_URL ?? process.env.TEST_DATABASE_URL);
if (!onPostgres)
  console.warn(
    "Leaving out e2e/live-updates.spec.ts: it needs PostgreSQL. Run it with TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres (.ci/run does when PostgreSQL answers).",
  );

export default defineConfig({
  testDir: "e2e",
  testIgnore: onPostgres ? [] : ["live-updates.spec.ts"],
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  // Time is not what these tests judge: two workers and their browsers share two cores in CI. On a slower
  // machine (28 Nov 2026) a test that drives three people's browsers took 30 s alone and over 60 s within the
  // suite, and failed on the time alone.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: TEST_CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: "node e2e/support/server.ts",
    url: `http://127.0.0.1:${port}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
  },
});
