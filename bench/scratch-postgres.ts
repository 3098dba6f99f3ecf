// A throwaway database on a PostgreSQL server, so a benchmark never touches anyone's data.
import { randomBytes } from "node:crypto";
import pg from "pg";

export interface ScratchDatabase {
  url: string;
  drop: () => Promise<void>;
}

async function runOnServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new, empty database `{prefix}_{random}` on `serverUrl`'s server; `drop` removes it, connections and all. */
export async function createScratchDatabase(serverUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  await runOnServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: () => runOnServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
