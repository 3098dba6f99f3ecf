// The production build served by `npm start` on a throwaway data folder with the demo data: what a
// first-time visitor meets. Used by the page benchmarks, which measure the browser's side, and by the
// load benchmark, which points it at PostgreSQL through `env`.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

export interface ProductionServer {
  url: string;
  /** The server's own process (`npm start` runs in it), for reading its memory. */
  pid: number;
  stop: () => Promise<void>;
}

/** A port nobody listens on now, so benchmarks running side by side do not collide. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
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

/**
 * `env` is added to this process's environment (which passes through) for the server. A DATA_DIR
 * given there is the caller's to remove; otherwise the server gets a new folder, removed at stop.
 */
export async function startProductionServer(
  chosenPort?: number,
  env: Record<string, string> = {},
): Promise<ProductionServer> {
  // A fixed default port met another checkout's server already listening there and measured its build.
  const port = chosenPort ?? (process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort());
  const ownFolder = env.DATA_DIR ? undefined : mkdtempSync(join(tmpdir(), "nestmatch-page-bench-"));
  const removeOwnFolder = () => ownFolder && rmSync(ownFolder, { recursive: true, force: true });
  const child = spawn(process.execPath, ["scripts/start.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: ownFolder,
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(url, child);
  } catch (error) {
    child.kill("SIGKILL");
    removeOwnFolder();
    throw error;
  }
  return {
    url,
    pid: child.pid ?? 0,
    stop: async () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      removeOwnFolder();
    },
  };
}
