import cluster, { type Worker } from "node:cluster";
import type { FastifyBaseLogger } from "fastify";
import { isReadyToListen, LISTEN } from "./worker-messages.ts";

/** A worker that exits sooner than this after starting counts as crashing at start, and waits longer each time. */
const QUICK_EXIT_MS = 10_000;
const FIRST_RESTART_DELAY_MS = 1_000;
const LONGEST_RESTART_DELAY_MS = 30_000;
/** What the workers get beyond their own shutdown timeout before they are killed. */
const KILL_MARGIN_MS = 2_000;

/** Set in the first worker's environment: it makes the demo data and the ADMIN_EMAIL account, once. */
export const PREPARES_DATA_ENV = "NESTMATCH_PREPARES_DATA";

export interface SupervisorOptions {
  count: number;
  log: FastifyBaseLogger;
  /** Each worker's own graceful-shutdown limit (SHUTDOWN_TIMEOUT_MS). */
  shutdownTimeoutMs: number;
}

/**
 * The primary of `npm start` with several processes: forks `count` workers, which share the port
 * (node:cluster hands each new connection to the next listening worker in turn), starts a new one when
 * one dies, and on SIGTERM or SIGINT stops them all gracefully and exits 0 when each did.
 *
 * The first worker migrates and prepares the data before the others start: started together, each
 * would find the catalogue empty and seed it. Then all listen at once: a connection stays with the
 * worker it was handed to, so those a load balancer opens while one worker listens alone would keep
 * that worker busy and the others idle (a benchmark measured 575 sign-ins on one, 54 on the other).
 */
export function superviseWorkers({ count, log, shutdownTimeoutMs }: SupervisorOptions): void {
  const startedAt = new Map<Worker, number>();
  const readyToListen = new Set<Worker>();
  let quickExits = 0;
  let stopping = false;
  let failedStop = false;
  let prepared = false;
  let allListening = false;

  const onReady = (worker: Worker) => {
    readyToListen.add(worker);
    if (!prepared) {
      prepared = true;
      for (let n = 1; n < count && !stopping; n++) fork();
    }
    if (allListening) worker.send(LISTEN);
    else if (readyToListen.size === count) {
      allListening = true;
      for (const ready of readyToListen) ready.send(LISTEN);
    }
  };

  const fork = () => {
    const worker = cluster.fork(prepared ? {} : { [PREPARES_DATA_ENV]: "1" });
    startedAt.set(worker, Date.now());
    worker.on("message", (message: unknown) => {
      if (isReadyToListen(message)) onReady(worker);
    });
  };

  cluster.on("exit", (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    readyToListen.delete(worker);
    if (stopping) {
      if (code !== 0) failedStop = true;
      if (startedAt.size === 0) process.exit(failedStop ? 1 : 0);
      return;
    }
    quickExits = lived < QUICK_EXIT_MS ? quickExits + 1 : 0;
    const delay =
      quickExits === 0
        ? 0
        : Math.min(LONGEST_RESTART_DELAY_MS, FIRST_RESTART_DELAY_MS * 2 ** (quickExits - 1));
    log.error(
      { workerPid: worker.process.pid, code, signal, restartInMs: delay },
      "a server process exited; starting another",
    );
    setTimeout(() => {
      if (!stopping) fork();
    }, delay);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal, processes: startedAt.size }, "shutting down: stopping the server processes");
    if (startedAt.size === 0) process.exit(0);
    for (const worker of startedAt.keys()) worker.process.kill("SIGTERM");
    const timer = setTimeout(() => {
      log.error("the server processes took too long to stop; killing them");
      for (const worker of startedAt.keys()) worker.process.kill("SIGKILL");
      process.exit(1);
    }, shutdownTimeoutMs + KILL_MARGIN_MS);
    timer.unref();
  };
  process.once("SIGTERM", () => stop("SIGTERM"));
  process.once("SIGINT", () => stop("SIGINT"));

  log.info({ processes: count }, `serving with ${count} processes`);
  fork();
}
