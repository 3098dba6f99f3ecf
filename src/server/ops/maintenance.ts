import type { FastifyBaseLogger } from "fastify";
import { deleteExpiredChallenges } from "../auth/second-factor/challenges.ts";
import type { Db } from "../db/client.ts";
import { deleteStaleCounters } from "../lib/security/rate-limit-counter.ts";
import type { Storage } from "../lib/storage/storage.ts";
import { ORPHAN_MIN_AGE_MS, sweepOrphanFiles } from "./orphan-files.ts";

const EVERY_MS = 6 * 60 * 60_000;
/** Longer than any rate-limit window (the longest is a day: second-factor tries). */
const SPENT_COUNTER_AGE_MS = 2 * 24 * 60 * 60_000;

/**
 * Housekeeping each server process runs at start and every 6 hours: orphan files go, rate-limit
 * counters whose window is long over, and second-factor ceremonies (pending sign-ins) that expired. Idempotent, so several processes may run it at once.
 * Returns a function that stops it.
 */
export function startMaintenance(db: Db, storage: Storage, log: FastifyBaseLogger): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const now = Date.now();
      const removedFiles = await sweepOrphanFiles(db, storage, new Date(now - ORPHAN_MIN_AGE_MS));
      await deleteStaleCounters(db, new Date(now - SPENT_COUNTER_AGE_MS));
      await deleteExpiredChallenges(db, new Date(now));
      log.info(
        { removedFiles },
        "maintenance done: orphan files, spent rate-limit counters and unfinished sign-in steps removed",
      );
    } catch (error) {
      log.warn({ err: error }, "maintenance failed; it runs again later");
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(run, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
