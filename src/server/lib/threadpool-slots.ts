import { availableParallelism } from "node:os";

/** libuv's threadpool: sharp resizes and argon2 hashes there, and Node reads files and compresses answers. */
const THREADPOOL_SIZE = Number(process.env.UV_THREADPOOL_SIZE) || 4;

/**
 * How many tasks of one CPU-heavy kind (image resizes, password hashes) run at once: one fewer than the
 * cores, so the event loop keeps one, and one fewer than half the threadpool, so with both kinds busy
 * file reads and compression still find threads. One each on a 2-core machine with the default 4 threads.
 * Unbounded, a burst of either took every thread and most of the CPU, and every other request waited
 * behind it (bench:load; see docs/decisions.md).
 */
export const TASKS_AT_ONCE = Math.max(
  1,
  Math.min(availableParallelism() - 1, Math.floor(THREADPOOL_SIZE / 2) - 1),
);

/** A turnstile for one kind of heavy task: runs `task` when a slot is free, in arrival order. */
export function threadpoolSlots(tasksAtOnce = TASKS_AT_ONCE) {
  let running = 0;
  const waiting: (() => void)[] = [];
  async function inSlot<T>(task: () => Promise<T>): Promise<T> {
    if (running < tasksAtOnce) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line, or is given back.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  }
  /** How many tasks wait for a slot now (what a test or a metric observes, instead of guessing by time). */
  inSlot.waiting = () => waiting.length;
  return inSlot;
}
