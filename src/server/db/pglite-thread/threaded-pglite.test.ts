import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { messages, PGlite, types } from "@electric-sql/pglite";
import { DrizzleQueryError, sql, TransactionRollbackError } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseErrorCode, lostRaceConstraint } from "../../lib/constraint-violations.ts";
import { drizzleOnPglite } from "../client.ts";
import type { PgliteClient } from "../pglite-client.ts";
import { ThreadedPglite } from "./threaded-pglite.ts";

const TABLE = `create table things (
  id serial primary key,
  name text not null constraint things_name_unique unique,
  born timestamptz,
  day date,
  data bytea,
  doc jsonb,
  tags text[],
  big int8,
  ok boolean,
  amount numeric
)`;

let folder: string;
let threaded: ThreadedPglite;
/** PGlite in this thread, as the tests' databases are: what the threaded client must answer alike. */
let inThread: PGlite;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), "nestmatch-pglite-thread-"));
  threaded = await ThreadedPglite.open(join(folder, "pglite"));
  inThread = await PGlite.create();
  for (const client of [threaded, inThread] as PgliteClient[]) await client.exec(TABLE);
});
afterAll(async () => {
  await threaded?.close();
  await inThread?.close();
  rmSync(folder, { recursive: true, force: true });
});

const both = async <T>(run: (client: PgliteClient) => Promise<T>) => ({
  threaded: await run(threaded),
  inThread: await run(inThread),
});

const names = async (client: PgliteClient) =>
  (await client.query<{ name: string }>("select name from things order by id")).rows.map((row) => row.name);

/** The longest this thread waited to run a 5 ms timer while `work` ran. */
async function longestTimerDelay(work: () => Promise<unknown>): Promise<number> {
  let longest = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 5);
  try {
    await work();
    longest = Math.max(longest, performance.now() - last);
  } finally {
    clearInterval(timer);
  }
  return longest;
}

/** Whether `promise` settles on its own, this thread running no other task meanwhile (only promise jobs). */
async function settlesWithoutATask(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  promise.then(
    () => {
      settled = true;
    },
    () => {
      settled = true;
    },
  );
  for (let hop = 0; hop < 50 && !settled; hop++) await Promise.resolve();
  return settled;
}

describe("PGlite in a worker thread", () => {
  it("takes and answers every kind of value as PGlite in this thread does", async () => {
    const params = [
      "values",
      new Date("2026-11-27T04:05:06.789Z"),
      "2026-11-27",
      Buffer.from([0, 1, 254, 255]),
      { nested: { list: [1, "two", null] }, flag: true },
      ["a", "b", null],
      123_456_789_012n,
      true,
      "12.50",
    ];
    const insert =
      "insert into things (name, born, day, data, doc, tags, big, ok, amount) values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning *";
    const answers = await both(async (client) => {
      await client.query("delete from things");
      const inserted = await client.query(insert, params);
      const selected = await client.query(
        "select name, born, day, data, doc, tags, big, ok, amount, null::text as nothing, 1.5::float8 as half from things",
      );
      const asArrays = await client.query("select name, ok from things", [], { rowMode: "array" });
      return { inserted: inserted.rows, selected: selected.rows, asArrays: asArrays.rows };
    });
    expect(answers.threaded).toEqual(answers.inThread);
    const [row] = answers.threaded.selected;
    expect(row).toMatchObject({
      born: new Date("2026-11-27T04:05:06.789Z"),
      data: new Uint8Array([0, 1, 254, 255]),
      doc: { nested: { list: [1, "two", null] }, flag: true },
      tags: ["a", "b", null],
      big: 123_456_789_012,
      ok: true,
      nothing: null,
      half: 1.5,
    });
    expect(answers.threaded.asArrays).toEqual([["values", true]]);
  });

  it("keeps drizzle's text for dates and timestamps (its parsers are sent as type OIDs)", async () => {
    const answers = await both(async (client) => {
      const db = drizzleOnPglite(client);
      await db.execute(sql`delete from things`);
      await db.execute(
        sql`insert into things (name, born, day) values ('dates', '2026-11-27 04:05:06+00', '2026-11-27')`,
      );
      return (await db.execute(sql`select born, day, interval '1 day' as span from things`)).rows;
    });
    expect(answers.threaded).toEqual(answers.inThread);
    expect(answers.threaded).toEqual([{ born: "2026-11-27 04:05:06+00", day: "2026-11-27", span: "1 day" }]);
  });

  it("refuses parsers that change values and options that cannot cross, rather than answering differently", async () => {
    await expect(
      threaded.query("select now() as t", [], {
        parsers: { [types.TIMESTAMPTZ]: (value) => new Date(value) },
      }),
    ).rejects.toThrow(/parser for type 1184 changes it/);
    await expect(threaded.query("select 1", [], { serializers: { 25: String } })).rejects.toThrow(
      /cannot take the query option "serializers"/,
    );
    class Money {
      cents = 5;
    }
    await expect(threaded.query("select $1::text", [new Money()])).rejects.toThrow(/of class Money/);
  });

  it("rebuilds a unique violation with PGlite's class, message and fields, under drizzle's wrapping", async () => {
    const failures = await both(async (client) => {
      const db = drizzleOnPglite(client);
      await db.execute(sql`delete from things`);
      await db.execute(sql`insert into things (name) values ('taken')`);
      return db.execute(sql`insert into things (name) values (${"taken"})`).then(
        () => expect.fail("the second insert went through"),
        (error: unknown) => error,
      );
    });
    const { threaded: error, inThread: expected } = failures as { threaded: Error; inThread: Error };
    expect(error).toBeInstanceOf(DrizzleQueryError);
    expect(error.cause).toBeInstanceOf(messages.DatabaseError);
    expect(lostRaceConstraint(error)).toBe("things_name_unique");
    expect(databaseErrorCode(error)).toBe("23505");
    const fieldsOf = (wrapped: Error) => {
      const { queryOptions, ...fields } = { ...(wrapped.cause as Record<string, unknown>) };
      return { fields: { ...fields, message: (wrapped.cause as Error).message }, queryOptions };
    };
    expect(fieldsOf(error).fields).toEqual(fieldsOf(expected).fields);
    // The caller's own options, parsers included, as PGlite in this thread keeps them.
    expect(fieldsOf(error).queryOptions).toMatchObject({ rowMode: "object", parsers: expect.any(Object) });
    const cause = error.cause;
    expect(cause).toMatchObject({
      code: "23505",
      constraint: "things_name_unique",
      table: "things",
      schema: "public",
      severity: "ERROR",
      detail: "Key (name)=(taken) already exists.",
      message: 'duplicate key value violates unique constraint "things_name_unique"',
    });
  });

  it("gives an error the caller's stack, then the worker's", async () => {
    async function theCallersOwnFunction() {
      await threaded.query("select 1 / 0");
    }
    const error = (await theCallersOwnFunction().catch((caught: unknown) => caught)) as Error;
    expect(error).toMatchObject({ code: "22012", message: "division by zero" });
    expect(error.stack).toMatch(/theCallersOwnFunction[\s\S]*in the embedded database's worker thread/);
  });

  it("commits a transaction's statements together", async () => {
    await threaded.exec("delete from things");
    const answer = await threaded.transaction(async (tx) => {
      await tx.query("insert into things (name) values ($1)", ["one"]);
      await tx.sql`insert into things (name) values (${"two"})`;
      await tx.exec("insert into things (name) values ('three')");
      return (await tx.query<{ n: number }>("select count(*)::int as n from things")).rows[0]?.n;
    });
    expect(answer).toBe(3);
    expect(await names(threaded)).toEqual(["one", "two", "three"]);
  });

  it("rolls back when the callback throws, and throws the callback's own error", async () => {
    await threaded.exec("delete from things");
    const thrown = new RangeError("the action failed");
    await expect(
      threaded.transaction(async (tx) => {
        await tx.query("insert into things (name) values ('never')");
        throw thrown;
      }),
    ).rejects.toBe(thrown);
    expect(await names(threaded)).toEqual([]);
  });

  it("rolls back on tx.rollback(), PGlite's and drizzle's", async () => {
    await threaded.exec("delete from things");
    const kept = await threaded.transaction(async (tx) => {
      await tx.query("insert into things (name) values ('undone')");
      await tx.rollback();
      expect(tx.closed).toBe(true);
      await expect(tx.query("select 1")).rejects.toThrow("Transaction is closed");
      return "the callback's answer";
    });
    expect(kept).toBe("the callback's answer");

    const db = drizzleOnPglite(threaded);
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into things (name) values ('undone too')`);
        // A savepoint inside, released: still undone with the transaction.
        await tx.transaction(async (inner) => {
          await inner.execute(sql`insert into things (name) values ('inner')`);
        });
        tx.rollback();
      }),
    ).rejects.toBeInstanceOf(TransactionRollbackError);
    expect(await names(threaded)).toEqual([]);
  });

  it("makes a statement from outside wait for an open transaction, and keeps it out of it", async () => {
    await threaded.exec("delete from things");
    let outside: Promise<unknown> | undefined;
    let outsideDone = false;
    await expect(
      threaded.transaction(async (tx) => {
        await tx.query("insert into things (name) values ('inside')");
        outside = threaded.query("insert into things (name) values ('outside')").then(() => {
          outsideDone = true;
        });
        await new Promise((resolve) => setTimeout(resolve, 100));
        // Still waiting: it would have run within 100 ms had it not been held.
        expect(outsideDone).toBe(false);
        expect((await tx.query("select name from things")).rows).toEqual([{ name: "inside" }]);
        throw new Error("roll back the inside");
      }),
    ).rejects.toThrow("roll back the inside");
    await outside;
    expect(await names(threaded)).toEqual(["outside"]);
  });

  it("delivers a notification after its commit, never after a rollback, and not after unlisten", async () => {
    const heard: string[] = [];
    const unlisten = await threaded.listen("thread_test", (payload) => heard.push(payload));
    await threaded.transaction(async (tx) => {
      await tx.query("select pg_notify('thread_test', 'committed')");
      expect(heard).toEqual([]);
    });
    await expect(
      threaded.transaction(async (tx) => {
        await tx.query("select pg_notify('thread_test', 'rolled back')");
        throw new Error("no");
      }),
    ).rejects.toThrow("no");
    await threaded.query("select pg_notify('thread_test', 'outside')");
    await expect.poll(() => heard).toEqual(["committed", "outside"]);

    await unlisten();
    const after: string[] = [];
    const unlistenOther = await threaded.listen("thread_test", (payload) => after.push(payload));
    await threaded.query("select pg_notify('thread_test', 'after unlisten')");
    await expect.poll(() => after).toEqual(["after unlisten"]);
    expect(heard).toEqual(["committed", "outside"]);
    await unlistenOther();
  });

  it("has heard what a statement announced by the time its caller has the answer, committed or alone", async () => {
    const heardBy = await both(async (client) => {
      const heard: string[] = [];
      const unlisten = await client.listen("order_test", (payload) => heard.push(payload));
      try {
        await client.transaction(async (tx) => {
          await tx.query("select pg_notify('order_test', 'committed')");
        });
        const afterCommit = [...heard];
        await client.query("select pg_notify('order_test', 'alone')");
        return { afterCommit, afterAlone: [...heard] };
      } finally {
        await unlisten();
      }
    });
    const expected = { afterCommit: ["committed"], afterAlone: ["committed", "alone"] };
    expect(heardBy).toEqual({ threaded: expected, inThread: expected });
  });

  it("dumps its folder as a tarball that PGlite loads", async () => {
    await threaded.exec("delete from things; insert into things (name) values ('dumped')");
    const dump = await threaded.dumpDataDir("gzip");
    expect(dump.size).toBeGreaterThan(100_000);
    const loaded = await PGlite.create({ loadDataDir: dump });
    try {
      expect(await names(loaded)).toEqual(["dumped"]);
    } finally {
      await loaded.close();
    }
  });

  it("leaves this thread free while the database works", async () => {
    const slow = (client: PgliteClient) => () => client.query("select pg_sleep(0.5)");
    expect(await longestTimerDelay(slow(inThread))).toBeGreaterThan(400);
    expect(await longestTimerDelay(slow(threaded))).toBeLessThan(150);
  });

  it("answers a statement of an open transaction without waiting for this thread's other work", async () => {
    // The transaction holds the only session: while its answer waited behind this thread's other tasks
    // (a busy server's requests), every statement of the process waited too.
    await threaded.exec("delete from things");
    const outside = threaded.query("select 1");
    expect(await settlesWithoutATask(outside)).toBe(false);
    await outside;
    const seen: boolean[] = [];
    await threaded.transaction(async (tx) => {
      const insert = tx.query("insert into things (name) values ('prompt') returning name");
      seen.push(await settlesWithoutATask(insert));
      expect((await insert).rows).toEqual([{ name: "prompt" }]);
      const failing = tx.query("select 1 / 0");
      seen.push(await settlesWithoutATask(failing));
      await expect(failing).rejects.toMatchObject({ code: "22012", message: "division by zero" });
      await tx.rollback();
    });
    expect(seen).toEqual([true, true]);
    expect(await names(threaded)).toEqual([]);
  });

  it("waits for a long statement of a transaction without holding this thread, and keeps the answers in order", async () => {
    await threaded.exec("delete from things");
    const delay = await longestTimerDelay(() =>
      threaded.transaction(async (tx) => {
        const slow = await tx.query<{ word: string }>("select pg_sleep(0.6), 'late' as word");
        expect(slow.rows[0]?.word).toBe("late");
        const next = await tx.query<{ name: string }>(
          "insert into things (name) values ('after') returning name",
        );
        expect(next.rows).toEqual([{ name: "after" }]);
      }),
    );
    expect(delay).toBeLessThan(450);
    expect(await names(threaded)).toEqual(["after"]);
  });
});
