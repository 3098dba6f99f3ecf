import { PGlite, types } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PreparedStatements } from "./prepared-statements.ts";

let pglite: PGlite;
beforeAll(async () => {
  pglite = await PGlite.create();
  await pglite.exec(`create table items (
    id serial primary key,
    name text not null constraint items_name_unique unique,
    born timestamptz,
    tags text[],
    doc jsonb
  )`);
});
afterAll(() => pglite.close());

/** The statements PostgreSQL holds prepared under a name in this session, in text order. */
async function preparedTexts(): Promise<string[]> {
  // Not by prepare_time: statements prepared within a millisecond share it.
  const { rows } = await pglite.query<{ statement: string }>(
    "select statement from pg_prepared_statements order by statement",
  );
  return rows.map((row) => row.statement);
}

describe("PreparedStatements", () => {
  it("parses a statement once, then only binds and runs it, with each call's own values", async () => {
    const prepared = new PreparedStatements(pglite);
    const text = "insert into items (name, born, tags, doc) values ($1, $2, $3, $4) returning *";
    const born = new Date("2026-11-28T04:00:00.000Z");
    const first = await prepared.query(text, ["a", born, ["x", "y"], { n: 1 }], undefined, false);
    const second = await prepared.query(text, ["b", null, [], { n: 2 }], undefined, false);
    expect(first.rows).toEqual([{ id: 1, name: "a", born, tags: ["x", "y"], doc: { n: 1 } }]);
    expect(second.rows).toEqual([{ id: 2, name: "b", born: null, tags: [], doc: { n: 2 } }]);
    expect(second.affectedRows).toBe(1);
    expect(await preparedTexts()).toEqual([text]);
  });

  it("answers as PGlite's query() does: row mode, the caller's parsers, fields", async () => {
    const prepared = new PreparedStatements(pglite);
    const text = "select id, name, born from items where id <= $1 order by id";
    const options = {
      rowMode: "array" as const,
      parsers: { [types.TIMESTAMPTZ]: (value: string) => `at ${value}` },
    };
    expect(await prepared.query(text, [2], options, false)).toEqual(await pglite.query(text, [2], options));
  });

  it("gives a failure the same code, constraint and statement as query() does", async () => {
    const prepared = new PreparedStatements(pglite);
    const text = "insert into items (name) values ($1)";
    const viaQuery = await pglite.query(text, ["a"]).catch((error: unknown) => error);
    const viaPrepared = await prepared.query(text, ["a"], undefined, false).catch((error: unknown) => error);
    expect(viaPrepared).toBeInstanceOf(Error);
    for (const field of ["message", "code", "constraint", "query", "params"])
      expect((viaPrepared as Record<string, unknown>)[field], field).toEqual(
        (viaQuery as Record<string, unknown>)[field],
      );
    // A statement that does not parse is not kept: the next one still runs.
    await expect(prepared.query("selec $1", [1], undefined, false)).rejects.toMatchObject({ code: "42601" });
    expect((await prepared.query("select $1::int as n", [7], undefined, false)).rows).toEqual([{ n: 7 }]);
  });

  it("closes the least recently used statement past the most it keeps", async () => {
    await pglite.exec("deallocate all");
    const prepared = new PreparedStatements(pglite, 2);
    const texts = ["select $1::int + 1 as n", "select $1::int + 2 as n", "select $1::int + 3 as n"];
    await prepared.query(texts[0] ?? "", [1], undefined, false);
    await prepared.query(texts[1] ?? "", [1], undefined, false);
    // The first is used again, so the second is the least recently used when the third comes.
    await prepared.query(texts[0] ?? "", [1], undefined, false);
    await prepared.query(texts[2] ?? "", [1], undefined, false);
    expect(await preparedTexts()).toEqual([texts[0], texts[2]]);
    expect((await prepared.query(texts[1] ?? "", [1], undefined, false)).rows).toEqual([{ n: 3 }]);
  });

  it("runs inside an open transaction, which a rollback undoes", async () => {
    const prepared = new PreparedStatements(pglite);
    await pglite.transaction(async (tx) => {
      await prepared.query("insert into items (name) values ($1)", ["in a transaction"], undefined, true);
      expect(
        (await tx.query("select count(*)::int as n from items where name = $1", ["in a transaction"])).rows,
      ).toEqual([{ n: 1 }]);
      await tx.rollback();
    });
    const { rows } = await pglite.query("select 1 from items where name = $1", ["in a transaction"]);
    expect(rows).toEqual([]);
  });

  it("takes turns with PGlite's own statements: none is answered with another's rows", async () => {
    const prepared = new PreparedStatements(pglite);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        n % 2
          ? prepared.query<{ n: number }>("select $1::int as n", [n], undefined, false)
          : pglite.query<{ n: number }>("select $1::int as n", [n]),
      ),
    );
    expect(answers.map((answer) => answer.rows[0]?.n)).toEqual(Array.from({ length: 40 }, (_, n) => n));
  });

  it("keeps answering after a table it reads gains a column", async () => {
    const prepared = new PreparedStatements(pglite);
    const text = "select name from items where id = $1";
    expect((await prepared.query(text, [1], undefined, false)).rows).toEqual([{ name: "a" }]);
    await pglite.exec("alter table items add column note text");
    expect((await prepared.query(text, [1], undefined, false)).rows).toEqual([{ name: "a" }]);
  });
});
