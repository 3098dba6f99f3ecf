import { readdir, stat } from "node:fs/promises";
import { join, relative } from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { Suite } from "./suite.ts";

/** What changes without anyone changing data: throttling counters, and when a session was last used. */
const VOLATILE_TABLES = new Set(["rate_limit_counters"]);
const VOLATILE_COLUMNS = new Set(["sessions.last_seen_at"]);

type Rows<T> = { rows: T[] };

async function tableDigests(db: Db): Promise<Map<string, string>> {
  const { rows: columns } = (await db.execute(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' order by table_name, ordinal_position`)) as unknown as Rows<{
    table_name: string;
    column_name: string;
  }>;
  const byTable = new Map<string, string[]>();
  for (const { table_name: table, column_name: column } of columns) {
    if (VOLATILE_TABLES.has(table) || VOLATILE_COLUMNS.has(`${table}.${column}`)) continue;
    byTable.set(table, [...(byTable.get(table) ?? []), `"${column}"`]);
  }
  const digests = new Map<string, string>();
  for (const [table, names] of byTable) {
    const { rows } = (await db.execute(
      sql.raw(
        `select count(*)::int as n, coalesce(md5(string_agg(r, '|' order by r)), '') as digest
         from (select row(${names.join(", ")})::text as r from "${table}") t`,
      ),
    )) as unknown as Rows<{ n: number; digest: string }>;
    digests.set(table, `${rows[0]?.n} rows ${rows[0]?.digest}`);
  }
  return digests;
}

async function files(root: string): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    found.set(`file ${relative(root, path)}`, String((await stat(path)).size));
  }
  return found;
}

/** Every table's content and every stored file, to tell whether a series of attacks changed anything. */
export async function fingerprint(suite: Suite): Promise<Map<string, string>> {
  const uploads = join(suite.t.config.DATA_DIR, "uploads");
  return new Map([...(await tableDigests(suite.t.database.db)), ...(await files(uploads))]);
}

/** Records a failure naming each table or file that differs from `before`. */
export async function assertUnchanged(suite: Suite, family: string, before: Map<string, string>) {
  const after = await fingerprint(suite);
  const changed = [...new Set([...before.keys(), ...after.keys()])].filter(
    (key) => before.get(key) !== after.get(key),
  );
  suite.tally.check(
    `${family}: nothing changed`,
    changed.map((key) => `${key} changed`),
  );
}
