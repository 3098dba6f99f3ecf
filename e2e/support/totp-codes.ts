// Codes of an authenticator app for the browser tests. The server takes a code once, and never one of an
// earlier step than the last it took: two workers given codes in one order and arriving in the other would
// see the second refused. So a worker holds the account's turn from taking a code until its sign-in is answered.
import { once } from "node:events";
import { type FSWatcher, mkdirSync, readFileSync, rmSync, statSync, watch, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { totpCodeAt } from "../../src/server/auth/second-factor/totp.ts";

const STEP_MS = 30_000;
/** A turn older than this was left by a killed worker: a sign-in, waiting a step included, takes far less. */
const ABANDONED_TURN_MS = 120_000;
/** One folder per run: every run has a server (and port) of its own. */
const folder = join(tmpdir(), `nestmatch-e2e-codes-${process.env.E2E_PORT ?? "3100"}`);

/**
 * Takes the account's turn, waiting while another worker holds it: woken by the folder's change when the
 * holder gives it back (the watch starts before each try, so a release between the two is not missed).
 */
async function takeTurn(account: string): Promise<() => void> {
  mkdirSync(folder, { recursive: true });
  const turn = join(folder, `${account}.turn`);
  for (;;) {
    const watcher = watch(folder);
    try {
      mkdirSync(turn);
      return () => rmSync(turn, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const since = Date.now() - (statSync(turn, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (since > ABANDONED_TURN_MS) {
        rmSync(turn, { recursive: true, force: true });
        continue;
      }
      await changeOrAbandoned(watcher, ABANDONED_TURN_MS - since);
    } finally {
      watcher.close();
    }
  }
}

/** The folder's next change, or the moment a held turn would count as abandoned, whichever comes first. */
async function changeOrAbandoned(watcher: FSWatcher, abandonedInMs: number): Promise<void> {
  try {
    await once(watcher, "change", { signal: AbortSignal.timeout(Math.max(Math.ceil(abandonedInMs), 0)) });
  } catch (error) {
    // The timeout is the other outcome awaited (a killed worker's turn), not a failure.
    if ((error as Error & { cause?: Error }).cause?.name !== "TimeoutError") throw error;
  }
}

function lastStep(file: string): number {
  try {
    return Number(readFileSync(file, "utf8"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return -1; // No sign-in yet.
    throw error;
  }
}

/**
 * Runs `signIn` with a code no sign-in of this run has used (this step's, else the next step's, which the
 * server also takes, else after waiting for the next step, as a person waits for their app), holding the
 * account's turn until `signIn` is done: it must not return before the server has answered the code.
 */
export async function withFreshTotpCode<T>(
  account: string,
  secret: string,
  signIn: (code: string) => Promise<T>,
): Promise<T> {
  const release = await takeTurn(account);
  try {
    const file = join(folder, `${account}.last-step`);
    for (;;) {
      const now = Date.now();
      const step = Math.floor(now / STEP_MS);
      const last = lastStep(file);
      const use = last < step ? step : last === step ? step + 1 : null;
      if (use !== null) {
        writeFileSync(file, String(use));
        return await signIn(totpCodeAt(secret, use * STEP_MS));
      }
      await sleep((step + 1) * STEP_MS - now + 100);
    }
  } finally {
    release();
  }
}
