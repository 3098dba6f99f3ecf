// Codes of an authenticator app for the browser tests. A code works once per 30 s step, and never one of
// an earlier step than the last used, so the run's workers take steps in turn through a file they share.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { totpCodeAt } from "../../src/server/auth/second-factor/totp.ts";

const STEP_MS = 30_000;
/** One folder per run: every run has a server (and port) of its own. */
const folder = join(tmpdir(), `nestmatch-e2e-codes-${process.env.E2E_PORT ?? "3100"}`);

/** Runs `task` holding a lock every worker of the run respects (mkdir is atomic). */
async function locked<T>(name: string, task: () => T): Promise<T> {
  mkdirSync(folder, { recursive: true });
  const lock = join(folder, `${name}.lock`);
  for (let tries = 0; ; tries++) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // A worker killed while holding it leaves it behind; nothing holds it for seconds.
      if (tries === 300) rmSync(lock, { recursive: true, force: true });
      await sleep(10);
    }
  }
  try {
    return task();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * A code no sign-in of this run has used: this step's, else the next step's (the server takes a code
 * one step early), else it waits for the next step, as a person waits for their app.
 */
export async function freshTotpCode(account: string, secret: string): Promise<string> {
  const file = join(folder, `${account}.last-step`);
  for (;;) {
    const now = Date.now();
    const step = Math.floor(now / STEP_MS);
    const use = await locked(account, () => {
      let last = -1;
      try {
        last = Number(readFileSync(file, "utf8"));
      } catch {
        // No sign-in yet.
      }
      const next = last < step ? step : last === step ? step + 1 : null;
      if (next !== null) writeFileSync(file, String(next));
      return next;
    });
    if (use !== null) return totpCodeAt(secret, use * STEP_MS);
    await sleep((step + 1) * STEP_MS - now + 100);
  }
}
