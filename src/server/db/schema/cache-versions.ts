import { bigint, pgTable, text } from "drizzle-orm/pg-core";

/**
 * One version number per in-memory cache that every server process keeps (e.g. 'catalogue'): a
 * write bumps it, and a process that reads a new number drops its copy, so no process serves
 * answers older than another process's write.
 */
export const cacheVersions = pgTable("cache_versions", {
  name: text().primaryKey(),
  version: bigint({ mode: "number" }).notNull(),
});
