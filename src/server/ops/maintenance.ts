import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client.ts";
import { deleteStaleCounters } from "../lib/security/rate-limit-counter.ts";
import type { Storage } from "../lib/storage/storage.ts";
import { ORPHAN_MIN_AGE_MS, sweepOrphanFiles } from "./orphan-files.ts";

const EVERY_MS = 6 * 60 * 60_000;
/** Far longer than any rate-limit window (the longest is an hour). */
const SPENT_COUNTER_AGE_MS = 24 * 60 * 60_000;

/**
 * Housekeeping each server process runs at start and every 6 hours: orphan files go, and rate-limit
 * counters whose window is long over. Idempotent, so several processes may run it at once.
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
      log.info({ removedFiles }, "maintenance done: orphan files and spent rate-limit counters removed");
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
