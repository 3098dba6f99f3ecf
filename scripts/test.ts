// `npm test`: unit and API tests (Vitest), then the browser tests (Playwright with Debian's Chromium).
import { spawnSync } from "node:child_process";
import { ensureChromium } from "./chromium-install.ts";
import { runE2e } from "./e2e.ts";

// Before the unit tests, so a missing browser stops the run at once rather than after them.
if (process.env.SKIP_E2E !== "1") {
  const missing = ensureChromium();
  if (missing) {
    console.error(missing);
    process.exit(1);
  }
}

const vitest = spawnSync("npx", ["vitest", "run"], { stdio: "inherit" });
if (vitest.status !== 0) process.exit(vitest.status ?? 1);

if (process.env.SKIP_E2E === "1") {
  console.warn("\n*** SKIP_E2E=1: the browser tests were NOT run. ***\n");
} else {
  process.exitCode = await runE2e([]);
}
