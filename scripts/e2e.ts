// The browser tests: builds the client when needed, then runs Playwright on a free port.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { TEST_CHROMIUM_PATH } from "./chromium.ts";
import { buildClient, clientBuildIsStale } from "./client-build.ts";

export function chromiumMissingMessage(): string | null {
  return existsSync(TEST_CHROMIUM_PATH)
    ? null
    : `Chromium was not found at ${TEST_CHROMIUM_PATH}. Install it with ` +
        "`apt-get install -y chromium chromium-headless-shell` " +
        "(or set CHROMIUM_PATH), or set SKIP_E2E=1 to skip the browser tests.";
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

export async function runE2e(extraArgs: string[]): Promise<number> {
  const missing = chromiumMissingMessage();
  if (missing) {
    console.error(missing);
    return 1;
  }
  if (clientBuildIsStale()) {
    console.log("Building the client for the browser tests...");
    await buildClient();
  }
  const port = process.env.E2E_PORT ?? String(await freePort());
  const result = spawnSync("npx", ["playwright", "test", ...extraArgs], {
    stdio: "inherit",
    env: { ...process.env, E2E_PORT: port },
  });
  return result.status ?? 1;
}

if (import.meta.main) process.exitCode = await runE2e(process.argv.slice(2));
