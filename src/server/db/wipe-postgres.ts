/** Empties a PostgreSQL database of everything the app made: its tables, types and migration record. */
export const WIPE_POSTGRES_SQL =
  "drop schema if exists drizzle cascade; drop schema public cascade; create schema public;";
