import type { Db } from "./client.ts";

/**
 * A query for a hot path, built and prepared once for each database it runs on instead of on every call: `prepare`
 * runs the first time a database asks for it.
 */
export function preparedPerDatabase<Query>(prepare: (db: Db) => Query): (db: Db) => Query {
  const prepared = new WeakMap<Db, Query>();
  return (db) => {
    let query = prepared.get(db);
    if (!query) {
      query = prepare(db);
      prepared.set(db, query);
    }
    return query;
  };
}
