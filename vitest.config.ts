import { defineConfig } from "vitest/config";

/** Server test files that replace a module (vi.mock): they run isolated, so the replacement reaches no other file. */
const MOCKING_SERVER_TESTS = ["src/server/matching/designer-view.test.ts"];

const serverTests = {
  include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
  environment: "node" as const,
  globalSetup: ["src/server/test-support/global-setup.ts"],
  setupFiles: ["src/server/test-support/fail-on-console-error.ts"],
};

export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: "forks",
    projects: [
      {
        extends: true,
        test: {
          ...serverTests,
          name: "server",
          exclude: ["src/client/**", ...MOCKING_SERVER_TESTS],
          // Each file builds its own app on its own database, so files of a worker can share one module graph:
          // importing the app again for every file was half of the run (docs/decisions.md, "Test time").
          isolate: false,
        },
      },
      {
        extends: true,
        test: { ...serverTests, name: "server-mocking", include: MOCKING_SERVER_TESTS },
      },
      {
        // The browser's code runs in happy-dom, without the server's database.
        extends: true,
        test: {
          name: "client",
          include: ["src/client/**/*.test.{ts,tsx}"],
          environment: "happy-dom",
          setupFiles: [
            "src/server/test-support/fail-on-console-error.ts",
            "src/client/test-support/setup.ts",
          ],
        },
      },
    ],
  },
});
