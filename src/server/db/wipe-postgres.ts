/** Empties a PostgreSQL database of everything the app made: its tables, types, migration record and job queue. */
export const WIPE_POSTGRES_SQL =
  "drop schema if exists drizzle cascade; drop schema if exists pgboss cascade; drop schema public cascade; create schema public;";
