// The production build served by `npm start` on a throwaway data folder with the demo data: what a
// first-time visitor meets. Used by the page benchmarks, which measure the browser's side.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

export interface ProductionServer {
  url: string;
  stop: () => Promise<void>;
}

async function waitUntilReady(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await sleep(250);
  }
  throw new Error("the server did not become ready within 150 s");
}

export async function startProductionServer(
  port = Number(process.env.BENCH_PORT ?? 3480),
): Promise<ProductionServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "nestmatch-page-bench-"));
  const child = spawn(process.execPath, ["scripts/start.ts"], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilReady(url, child);
  return {
    url,
    stop: async () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
