import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { type Database, openPostgres } from "../../db/client.ts";
import { deliveries } from "../../db/schema/index.ts";
import { createLogger } from "../../logger.ts";
import {
  createPostgresTestDatabase,
  createTestDatabase,
  hasTestPostgres,
} from "../../test-support/test-database.ts";
import { waitFor } from "../../test-support/wait-for.ts";
import { defineDeliveryChannel, deliveryQueue, enqueueDeliveries, enqueueDelivery } from "./deliveries.ts";
import { createJobQueue, type JobQueue } from "./job-queue.ts";

let database: Database;
const log = createLogger(loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: "/tmp" }));

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const jobStateIn = (db: Database) => async (id: string) => {
  const result = (await db.db.execute(sql`select state from pgboss.job where id = ${id}`)) as unknown as {
    rows: { state: string }[];
  };
  return result.rows[0]?.state ?? null;
};
const jobState = (id: string) => jobStateIn(database)(id);

function queueWith(work: boolean, delivered: string[]): JobQueue {
  const queue = createJobQueue({ database, log, work, schedule: false, pollingSeconds: 0.5 });
  defineDeliveryChannel<{ text: string }>(queue, database.db, "test", async (payload) => {
    delivered.push(payload.text);
  });
  return queue;
}

describe("the job queue", () => {
  it("queues a delivery and its log row with the transaction, or neither", async () => {
    const queue = queueWith(false, []);
    await queue.start();
    try {
      let rolledBack = "";
      await expect(
        database.db.transaction(async (tx) => {
          rolledBack = await enqueueDelivery(queue, tx, {
            channel: "test",
            kind: "k",
            recipient: "r",
            payload: { text: "never" },
          });
          throw new Error("the action failed");
        }),
      ).rejects.toThrow("the action failed");
      expect(await database.db.select().from(deliveries).where(eq(deliveries.id, rolledBack))).toEqual([]);
      expect(await jobState(rolledBack)).toBeNull();

      const kept = await database.db.transaction((tx) =>
        enqueueDelivery(queue, tx, { channel: "test", kind: "k", recipient: "r", payload: { text: "kept" } }),
      );
      expect((await database.db.select().from(deliveries).where(eq(deliveries.id, kept)))[0]?.state).toBe(
        "queued",
      );
      expect(await jobState(kept)).toBe("created");
    } finally {
      await queue.stop();
    }
  });

  it("runs the due jobs on demand in a process that does not work the queue, following those they queue", async () => {
    const queue = createJobQueue({
      database,
      log,
      work: false,
      schedule: false,
      policy: { retryDelaySeconds: 3600 },
    });
    const ran: string[] = [];
    queue.define<{ text: string }>("on-demand.first", async ({ text }, job) => {
      if (text === "breaks") throw new Error(`try ${job.attempt} broke`);
      ran.push(text);
      await queue.enqueue("on-demand.then", { text: `after ${text}` });
    });
    queue.define<{ text: string }>("on-demand.then", async ({ text }) => {
      ran.push(text);
    });
    await queue.start();
    try {
      await queue.enqueue("on-demand.first", { text: "a" });
      await queue.enqueue("on-demand.first", { text: "b" });
      expect(await queue.runDue("on-demand.first")).toBe(2);
      expect(ran).toEqual(["a", "b"]);
      expect(await queue.runDue()).toBe(2);
      expect(ran).toEqual(["a", "b", "after a", "after b"]);
      expect(await queue.runDue()).toBe(0);

      const broken = await queue.enqueue("on-demand.first", { text: "breaks" });
      await expect(queue.runDue("on-demand.first")).rejects.toThrow("try 1 broke");
      // Recorded as failed, to be tried again after the policy's delay: not due now.
      expect(await jobState(broken)).toBe("retry");
      expect(await queue.runDue()).toBe(0);
      await expect(queue.runDue("on-demand.unknown")).rejects.toThrow("not defined");
    } finally {
      await queue.stop();
    }
  });

  it("never sends a delivery already recorded as sent when its job runs again", async () => {
    const delivered: string[] = [];
    const producer = queueWith(false, []);
    await producer.start();
    const id = await enqueueDelivery(producer, database.db, {
      channel: "test",
      kind: "k",
      recipient: "r",
      payload: { text: "twice?" },
    });
    await producer.stop();
    // As if a first run had sent it and died before pg-boss heard it was done.
    await database.db.update(deliveries).set({ state: "sent" }).where(eq(deliveries.id, id));

    const worker = queueWith(true, delivered);
    await worker.start();
    try {
      await waitFor(async () => (await jobState(id)) === "completed", "the job completes");
      expect(delivered.filter((text) => text === "twice?")).toEqual([]);
      expect((await database.db.select().from(deliveries).where(eq(deliveries.id, id)))[0]?.attempts).toBe(0);
    } finally {
      await worker.stop();
    }
  });

  it("queues many deliveries together with the transaction, or none, and sends each once under the queue's retry policy", async () => {
    const many = (text: string) =>
      Array.from({ length: 40 }, (_, n) => ({
        channel: "test",
        kind: "k",
        recipient: `r${n}`,
        payload: { text: `${text} ${n}` },
      }));
    const producer = createJobQueue({
      database,
      log,
      work: false,
      schedule: false,
      policy: { retryLimit: 3 },
    });
    defineDeliveryChannel<{ text: string }>(producer, database.db, "test", async () => {});
    await producer.start();
    let rolledBack: string[] = [];
    await expect(
      database.db.transaction(async (tx) => {
        rolledBack = await enqueueDeliveries(producer, tx, many("never"));
        throw new Error("the action failed");
      }),
    ).rejects.toThrow("the action failed");
    expect(rolledBack).toHaveLength(40);
    for (const id of rolledBack) expect(await jobState(id)).toBeNull();
    const ids = await database.db.transaction((tx) => enqueueDeliveries(producer, tx, many("batch")));
    await producer.stop();
    expect(new Set(ids).size).toBe(40);
    const jobs = (await database.db.execute(
      sql`select retry_limit, state from pgboss.job where id in (${sql.join(ids, sql`, `)})`,
    )) as unknown as { rows: { retry_limit: number; state: string }[] };
    expect(jobs.rows).toHaveLength(40);
    expect(new Set(jobs.rows.map((job) => `${job.state} ${job.retry_limit}`))).toEqual(
      new Set(["created 3"]),
    );

    const delivered: string[] = [];
    const worker = queueWith(true, delivered);
    await worker.start();
    try {
      await waitFor(
        async () => (await Promise.all(ids.map(jobState))).every((state) => state === "completed"),
        "every job completes",
      );
      const batch = delivered.filter((text) => text.startsWith("batch "));
      expect(batch.toSorted()).toEqual(
        many("batch")
          .map(({ payload }) => payload.text)
          .toSorted(),
      );
    } finally {
      await worker.stop();
    }
  });

  it("stops its workers: nothing runs after stop", async () => {
    const delivered: string[] = [];
    const worker = queueWith(true, delivered);
    await worker.start();
    await worker.stop();
    const producer = queueWith(false, []);
    await producer.start();
    await enqueueDelivery(producer, database.db, {
      channel: "test",
      kind: "k",
      recipient: "r",
      payload: { text: "later" },
    });
    await producer.stop();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(delivered).toEqual([]);
    expect(deliveryQueue("test")).toBe("delivery.test");
  });

  it("sends each delivery once with two processes' workers taking from one queue", async () => {
    // On PostgreSQL each worker has a connection pool of its own, as two server processes do; PGlite is one
    // process's database, so there the two share it.
    const created = hasTestPostgres() ? await createPostgresTestDatabase() : undefined;
    const pools = created
      ? [openPostgres(created.url, 4), openPostgres(created.url, 4)]
      : [database, database];
    const [one, two] = pools as [Database, Database];
    const ran: string[][] = [[], []];
    const workerOn = (db: Database, into: string[]) => {
      const queue = createJobQueue({ database: db, log, work: true, schedule: false, pollingSeconds: 0.5 });
      defineDeliveryChannel<{ text: string }>(queue, db.db, "test", async (payload) => {
        into.push(payload.text);
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
      return queue;
    };
    const producer = createJobQueue({ database: one, log, work: false, schedule: false });
    defineDeliveryChannel(producer, one.db, "test", async () => {});
    await producer.start();
    const texts = Array.from({ length: 40 }, (_, n) => `both-${n}`);
    const ids: string[] = [];
    for (const text of texts)
      ids.push(
        await enqueueDelivery(producer, one.db, {
          channel: "test",
          kind: "k",
          recipient: "r",
          payload: { text },
        }),
      );
    await producer.stop();
    const workers = [workerOn(one, ran[0] ?? []), workerOn(two, ran[1] ?? [])];
    try {
      await Promise.all(workers.map((worker) => worker.start()));
      await waitFor(
        async () => (await Promise.all(ids.map(jobStateIn(one)))).every((state) => state === "completed"),
        "every job completes",
        30_000,
      );
      const delivered = ran.flat().filter((text) => text.startsWith("both-"));
      expect(delivered.toSorted()).toEqual(texts.toSorted());
      // Both took part (each takes 4 at a time), so the once above is across workers, not one worker's.
      for (const own of ran) expect(own.length).toBeGreaterThan(0);
      const rows = await one.db.select().from(deliveries).where(eq(deliveries.kind, "k"));
      for (const id of ids)
        expect(rows.find((row) => row.id === id)).toMatchObject({ state: "sent", attempts: 1 });
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
      if (created) {
        await Promise.all(pools.map((pool) => pool.close()));
        await created.drop();
      }
    }
  });

  describe.each(databasesToListenOn())("a worker on $name", ({ open }) => {
    // Its polls a minute apart: a job run sooner was announced, not found.
    const hearingWorker = (db: Database, ran: string[]) => {
      const queue = createJobQueue({ database: db, log, work: true, schedule: false, pollingSeconds: 60 });
      defineDeliveryChannel<{ text: string }>(queue, db.db, "heard", async (payload) => {
        ran.push(payload.text);
      });
      return queue;
    };
    const send = (queue: JobQueue, db: Database, text: string) =>
      db.db.transaction((tx) =>
        enqueueDelivery(queue, tx, { channel: "heard", kind: "k", recipient: "r", payload: { text } }),
      );

    it("drains a backlog at once instead of taking one job a poll", async () => {
      const { db, close } = await open();
      const ran: string[] = [];
      const producer = createJobQueue({ database: db, log, work: false, schedule: false });
      defineDeliveryChannel(producer, db.db, "heard", async () => {});
      await producer.start();
      const texts = Array.from({ length: 12 }, (_, n) => `backlog ${n}`);
      for (const text of texts) await send(producer, db, text);
      await producer.stop();
      const worker = hearingWorker(db, ran);
      try {
        await worker.start();
        await waitFor(
          async () => ran.length === texts.length,
          "the backlog drains before the next poll",
          10_000,
        );
        expect(ran.toSorted()).toEqual(texts.toSorted());
      } finally {
        await worker.stop();
        await close();
      }
    });

    it("hears of a new job as its transaction commits instead of at its next poll, and again after its LISTEN is cut", async () => {
      const { db, close } = await open();
      const ran: string[] = [];
      const worker = hearingWorker(db, ran);
      try {
        await worker.start();
        // The first is found by the worker's first look, or heard; either way the worker then waits a minute.
        await send(worker, db, "first");
        await waitFor(async () => ran.includes("first"), "the first job runs", 10_000);
        await send(worker, db, "second");
        await waitFor(async () => ran.includes("second"), "the second job runs before the next poll", 10_000);
        if (db.kind === "postgres") {
          await db.db.execute(
            sql`select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'LISTEN %' and datname = current_database()`,
          );
          // Sent while no one listens: the NOTIFY is lost, and the worker looks again once it listens again.
          await send(worker, db, "while cut");
          await waitFor(async () => ran.includes("while cut"), "the job sent while cut runs", 10_000);
          await send(worker, db, "after");
          await waitFor(async () => ran.includes("after"), "the job sent after runs", 10_000);
        }
        expect(ran).toEqual(
          db.kind === "postgres" ? ["first", "second", "while cut", "after"] : ["first", "second"],
        );
      } finally {
        await worker.stop();
        await close();
      }
    });
  });
});

/** The embedded database, and PostgreSQL when the tests have one. */
function databasesToListenOn(): {
  name: string;
  open: () => Promise<{ db: Database; close(): Promise<void> }>;
}[] {
  const embedded = {
    name: "the embedded database",
    open: async () => ({ db: database, close: async () => {} }),
  };
  if (!hasTestPostgres()) return [embedded];
  const postgres = {
    name: "PostgreSQL",
    open: async () => {
      const created = await createPostgresTestDatabase();
      const db = openPostgres(created.url, 4);
      return {
        db,
        close: async () => {
          await db.close();
          await created.drop();
        },
      };
    },
  };
  return [embedded, postgres];
}
