import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: "forks",
    projects: [
      {
        extends: true,
        test: {
          name: "server",
          include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
          exclude: ["src/client/**"],
          environment: "node",
          globalSetup: ["src/server/test-support/global-setup.ts"],
          setupFiles: ["src/server/test-support/fail-on-console-error.ts"],
        },
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
