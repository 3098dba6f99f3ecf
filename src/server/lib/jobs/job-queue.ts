import type { FastifyBaseLogger } from "fastify";
import { type JobWithMetadata, PgBoss } from "pg-boss";
import type { Database, DbExecutor } from "../../db/client.ts";
import { bossBackend, bossExecutor, listeningBossDatabase } from "./boss-db.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The app's job queue (a test runs a kind's due jobs with it: `runDue`). */
    jobs: JobQueue;
  }
}

/** How a kind of job is retried: `retryLimit` more tries after the first, waits doubling from `retryDelaySeconds`. */
export interface RetryPolicy {
  retryLimit: number;
  retryDelaySeconds: number;
  /** The longest wait between two tries. */
  retryDelayMaxSeconds: number;
  /** How long one try may run before it counts as lost (its process died) and is tried again. */
  timeoutSeconds: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  retryLimit: 8,
  retryDelaySeconds: 30,
  retryDelayMaxSeconds: 3600,
  timeoutSeconds: 120,
};

export interface JobAttempt {
  id: string;
  /** 1 for the first try. */
  attempt: number;
  /** No try follows this one if it fails. */
  lastAttempt: boolean;
}

export type JobHandler<Payload> = (payload: Payload, job: JobAttempt) => Promise<void>;

export interface EnqueueOptions {
  /** Send the job inside this transaction: it exists only if the transaction commits. */
  db?: DbExecutor | undefined;
  /** The job's id (a UUID), when the caller records it elsewhere too. */
  id?: string | undefined;
}

export interface JobQueue {
  /**
   * Declares a kind of job with its handler; before `start`. `concurrency` jobs of it run at once in
   * each process (one by default), so a few failing tries cannot hold up the rest.
   */
  define<Payload extends object>(
    kind: string,
    handler: JobHandler<Payload>,
    policy?: Partial<RetryPolicy>,
    concurrency?: number,
  ): void;
  /** Runs `kind` (payload-less) on a cron schedule in Hong Kong time; one process runs each tick. */
  every(kind: string, cron: string): void;
  enqueue(kind: string, payload: object, options?: EnqueueOptions): Promise<string>;
  /** Queues many jobs of one kind in one statement, each with its id (`options.id` does not apply). */
  enqueueMany(
    kind: string,
    jobs: readonly { id: string; payload: object }[],
    options?: Pick<EnqueueOptions, "db">,
  ): Promise<void>;
  /** Tries a finally failed job once more; false when there is no such failed job (any more). */
  retry(kind: string, id: string, options?: EnqueueOptions): Promise<boolean>;
  /**
   * Runs the jobs of `kind` (of every kind when none is named, until none is due, as jobs may queue
   * others) that are due now, here, one after another, as a worker would; answers how many ran. For a
   * process that does not work the queue (an API test) to see what jobs do without waiting for a poll.
   * A job that fails is recorded as failed (tried again later) and its error thrown.
   */
  runDue(kind?: string): Promise<number>;
  start(): Promise<void>;
  /** Stops taking jobs and waits (up to `timeoutMs`) for the running ones. */
  stop(timeoutMs?: number): Promise<void>;
}

export interface JobQueueOptions {
  database: Database;
  log: FastifyBaseLogger;
  /** This process runs jobs (a server does; an API test that only looks at what was queued does not). */
  work: boolean;
  /** This process takes part in the cron schedules (at most one process runs each tick). */
  schedule: boolean;
  policy?: Partial<RetryPolicy> | undefined;
  /** How often an idle worker looks for jobs when it cannot hear of them (no LISTEN); pg-boss's least is 0.5 s. */
  pollingSeconds?: number | undefined;
}

/** How often a worker that hears of new jobs still looks for due ones (a retry's wait ending is not announced). */
const NOTIFIED_POLLING_SECONDS = 10;

const queueOptions = (policy: RetryPolicy) => ({
  retryLimit: policy.retryLimit,
  retryDelay: policy.retryDelaySeconds,
  retryBackoff: true,
  retryDelayMax: policy.retryDelayMaxSeconds,
  expireInSeconds: policy.timeoutSeconds,
  // Sending a job NOTIFYs the workers (pg-boss inlines it in the insert, so it goes with the commit).
  notify: true,
  // Kept a week for the operator's log, as pg-boss's default.
  deleteAfterSeconds: 7 * 24 * 3600,
});

/**
 * The job queue: pg-boss on the app's own database (embedded or PostgreSQL, docs/decisions.md
 * "Durable background work"). Jobs are rows, so they survive a restart; a job is fetched with
 * FOR UPDATE SKIP LOCKED, so one process runs it; one that was running when its process died is
 * tried again after its timeout.
 */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { database, log } = options;
  const basePolicy = { ...DEFAULT_RETRY_POLICY, ...options.policy };
  const kinds = new Map<string, { handler: JobHandler<object>; policy: RetryPolicy; concurrency: number }>();
  const schedules = new Map<string, string>();
  // The cron monitor's own checks run at most this often; never more than the timeout, so a lost
  // try is picked up again soon after it counts as lost.
  const superviseSeconds = Math.max(1, Math.min(60, basePolicy.timeoutSeconds));
  const boss = new PgBoss({
    db: listeningBossDatabase(database, (error, message) => log.error({ err: error }, message)),
    backend: bossBackend(database),
    // A worker hears of a new job as it commits instead of at its next poll.
    useListenNotify: options.work,
    migrate: false,
    supervise: options.work,
    superviseIntervalSeconds: superviseSeconds,
    monitorIntervalSeconds: superviseSeconds,
    schedule: options.schedule,
    registerInstance: options.work,
    openTelemetry: { enabled: false },
  });
  boss.on("error", (error) => log.error({ err: error }, "job queue error"));
  let started: Promise<void> | null = null;
  let stopped = false;

  const run = (kind: string, handler: JobHandler<object>) => async (jobs: JobWithMetadata<object>[]) => {
    for (const job of jobs) {
      const attempt = {
        id: job.id,
        attempt: job.retryCount + 1,
        lastAttempt: job.retryCount >= job.retryLimit,
      };
      try {
        await handler(job.data, attempt);
      } catch (error) {
        log.warn({ err: error, kind, job: job.id, attempt: attempt.attempt }, "job failed");
        throw error;
      }
    }
  };

  const runDueOf = async (kind: string): Promise<number> => {
    const defined = kinds.get(kind);
    if (!defined) throw new Error(`job kind ${kind} is not defined`);
    const handle = run(kind, defined.handler);
    let ran = 0;
    // One at a time, so a failure leaves no other fetched job waiting out its timeout.
    for (;;) {
      const [job] = await boss.fetch<object>(kind, { batchSize: 1, includeMetadata: true });
      if (!job) return ran;
      try {
        await handle([job]);
      } catch (error) {
        await boss.fail(kind, job.id, { message: error instanceof Error ? error.message : String(error) });
        throw error;
      }
      await boss.complete(kind, job.id);
      ran++;
    }
  };

  return {
    define(kind, handler, policy, concurrency = 1) {
      if (started) throw new Error(`job kind ${kind} defined after the queue started`);
      kinds.set(kind, {
        handler: handler as JobHandler<object>,
        policy: { ...basePolicy, ...policy },
        concurrency,
      });
    },
    every(kind, cron) {
      schedules.set(kind, cron);
    },
    async enqueue(kind, payload, { db, id } = {}) {
      const jobId = await boss.send(kind, payload, {
        ...(id ? { id } : {}),
        ...(db ? { db: bossExecutor(db) } : {}),
      });
      if (!jobId) throw new Error(`job ${kind} was not queued`);
      return jobId;
    },
    async enqueueMany(kind, jobs, { db } = {}) {
      if (jobs.length === 0) return;
      const ids = await boss.insert(
        kind,
        jobs.map(({ id, payload }) => ({ id, data: payload })),
        { returnId: true, ...(db ? { db: bossExecutor(db) } : {}) },
      );
      // insert() skips a job whose id exists already (ON CONFLICT DO NOTHING): each id here is new.
      if (ids?.length !== jobs.length)
        throw new Error(`${jobs.length - (ids?.length ?? 0)} of ${jobs.length} ${kind} jobs were not queued`);
    },
    async retry(kind, id, { db } = {}) {
      const result = (await boss.retry(kind, id, db ? { db: bossExecutor(db) } : {})) as {
        affected?: number;
      };
      return (result.affected ?? 0) > 0;
    },
    async runDue(kind) {
      if (!started) throw new Error("jobs cannot run before the queue starts");
      await started;
      if (kind === undefined) {
        let ran = 0;
        for (;;) {
          let pass = 0;
          for (const each of kinds.keys()) pass += await runDueOf(each);
          if (pass === 0) return ran;
          ran += pass;
        }
      }
      return runDueOf(kind);
    },
    start() {
      started ??= (async () => {
        await boss.start();
        for (const [kind, { policy }] of kinds) {
          await boss.createQueue(kind, queueOptions(policy));
          await boss.updateQueue(kind, queueOptions(policy));
        }
        for (const kind of schedules.keys()) {
          if (!kinds.has(kind)) await boss.createQueue(kind, queueOptions(basePolicy));
        }
        if (options.schedule)
          for (const [kind, cron] of schedules)
            await boss.schedule(kind, cron, null, { tz: "Asia/Hong_Kong" });
        if (options.work)
          for (const [kind, { handler, policy, concurrency }] of kinds) {
            const pollingSeconds = options.pollingSeconds ?? 2;
            const handle = run(kind, handler);
            // One worker a slot, each with its id: pg-boss waits out the poll after every fetch, a job
            // found or not, so a worker that has just run one is told to look again at once, and a
            // backlog drains instead of moving one job a poll.
            for (let slot = 0; slot < concurrency; slot++) {
              // Known once work() answers, which is before its first fetch can; were it not, that job
              // would only miss the early look.
              let workerId = "";
              workerId = await boss.work(
                kind,
                {
                  includeMetadata: true,
                  pollingIntervalSeconds: pollingSeconds,
                  // While the LISTEN holds, a poll finds only what no NOTIFY announces (a retry's wait
                  // ending), so it runs seldom, but never leaves a retry later than its own first wait.
                  notifyPollingIntervalSeconds: Math.max(
                    pollingSeconds,
                    Math.min(NOTIFIED_POLLING_SECONDS, policy.retryDelaySeconds),
                  ),
                },
                async (jobs: JobWithMetadata<object>[]) => {
                  try {
                    await handle(jobs);
                  } finally {
                    boss.notifyWorker(workerId);
                  }
                },
              );
            }
          }
      })();
      return started;
    },
    async stop(timeoutMs = 10_000) {
      if (!started || stopped) return;
      stopped = true;
      // A start that failed was reported to the start's own caller (the app's ready hook); there is then
      // nothing running to stop but pg-boss's own state, which stop() clears.
      await Promise.allSettled([started]);
      // close: false, as the connections are the app's and close with its database.
      await boss.stop({ graceful: true, timeout: timeoutMs, close: false });
    },
  };
}
