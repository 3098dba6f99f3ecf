// The browser tests: builds the client when needed, then runs Playwright on a free port.
import { spawnSync } from "node:child_process";
import { createServer } from "node:net";
import { ensureChromium } from "./chromium-install.ts";
import { buildClient, clientBuildIsStale } from "./client-build.ts";

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
  const missing = ensureChromium();
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
