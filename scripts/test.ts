// `npm test`: unit and API tests (Vitest), then the browser tests (Playwright with Debian's Chromium).
import { spawnSync } from "node:child_process";
import { runE2e } from "./e2e.ts";

const vitest = spawnSync("npx", ["vitest", "run"], { stdio: "inherit" });
if (vitest.status !== 0) process.exit(vitest.status ?? 1);

if (process.env.SKIP_E2E === "1") {
  console.warn("\n*** SKIP_E2E=1: the browser tests were NOT run. ***\n");
} else {
  process.exitCode = await runE2e([]);
}
