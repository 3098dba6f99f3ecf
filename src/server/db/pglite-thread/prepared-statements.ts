import { type PGlite, parse, protocol, type QueryOptions, type Results } from "@electric-sql/pglite";

/** PGlite's own locks, which its query() takes and which are not in its types. */
interface PgliteLocks {
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
}

/** How many statements stay prepared; the least recently used is closed past it. */
const MOST_PREPARED = 200;

/** Names are the session's: unique in the process, whichever instance prepares. */
let lastName = 0;

const joined = (parts: Uint8Array[]) => {
  const whole = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    whole.set(part, at);
    at += part.length;
  }
  return whole;
};

/**
 * Statements with parameters, each parsed and planned once under a name and then only bound and run. PGlite has
 * no plan cache: its query() parses, describes, binds, describes and executes an unnamed statement, six calls
 * into the database, every time. On its one connection the desk's page (a statement with a CTE and five
 * subqueries), the busiest, spent a third to a half of its time being parsed and planned: 2.3 ms a page warm
 * and alone, 1.6 prepared; filtered by status 1.8 and 0.7 (issue 20). Here a known statement is one call into
 * the database: bind, describe, execute and sync together.
 *
 * PostgreSQL replans a prepared statement when a table it reads changes; the app's statements name their
 * columns, so their results keep their shape. Results are read as PGlite's query() reads them (its parsers,
 * the caller's own, row mode) and errors carry the same fields.
 */
export class PreparedStatements {
  readonly #pglite: PGlite;
  /** Each statement's name and its parameters' types, least recently used first. */
  readonly #prepared = new Map<string, { name: string; types: number[] }>();
  readonly #most: number;

  constructor(pglite: PGlite, most = MOST_PREPARED) {
    this.#pglite = pglite;
    this.#most = most;
  }

  /** Runs `text` as PGlite's query() would; `inTransaction` when the worker's open transaction holds PGlite. */
  query<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results<T>> {
    const locks = this.#pglite as unknown as PgliteLocks;
    const run = () => locks._runExclusiveQuery(() => this.#run<T>(text, params, options, inTransaction));
    return inTransaction ? run() : locks._runExclusiveTransaction(run);
  }

  async #run<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results<T>> {
    const pglite = this.#pglite;
    try {
      const statement = await this.#prepare(text, options);
      const values = params.map((param, index) => {
        if (param === null || param === undefined) return null;
        const type = statement.types[index] ?? 0;
        const serialize = options?.serializers?.[type] ?? pglite.serializers[type];
        return serialize ? serialize(param) : String(param);
      });
      const answer = await pglite.execProtocolStream(
        joined([
          protocol.serialize.bind({ statement: statement.name, values: values as string[] }),
          protocol.serialize.describe({ type: "P" }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ]),
        { syncToFs: false, onNotice: options?.onNotice },
      );
      if (!inTransaction) await pglite.syncToFs();
      return parse.parseResults(answer, pglite.parsers, options)[0] as Results<T>;
    } catch (error) {
      // What PGlite's query() adds to a database error: the statement it came from.
      if (error instanceof Error && "code" in error)
        Object.assign(error, { query: text, params, queryOptions: options });
      throw error;
    }
  }

  async #prepare(text: string, options: QueryOptions | undefined) {
    const known = this.#prepared.get(text);
    if (known) {
      this.#prepared.delete(text);
      this.#prepared.set(text, known);
      return known;
    }
    if (this.#prepared.size >= this.#most) await this.#closeOldest();
    const name = `nm_${++lastName}`;
    const described = await this.#pglite.execProtocolStream(
      joined([
        protocol.serialize.parse({ name, text, types: options?.paramTypes }),
        protocol.serialize.describe({ type: "S", name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement = { name, types: parse.parseDescribeStatementResults(described) };
    this.#prepared.set(text, statement);
    return statement;
  }

  async #closeOldest(): Promise<void> {
    const [oldest] = this.#prepared;
    if (!oldest) return;
    const [text, { name }] = oldest;
    await this.#pglite.execProtocolStream(
      joined([protocol.serialize.close({ type: "S", name }), protocol.serialize.sync()]),
      { syncToFs: false },
    );
    this.#prepared.delete(text);
  }
}
