import { availableParallelism } from "node:os";

export interface ProcessSettings {
  SERVER_PROCESSES?: number | undefined;
  DATABASE_URL?: string | undefined;
}

const LOCAL_HOSTS = new Set(["", "localhost", "127.0.0.1", "[::1]"]);

/** Whether the PostgreSQL server runs on this machine (loopback, or a Unix socket given as the host). */
export function isLocalDatabase(url: string): boolean {
  const { hostname, searchParams } = new URL(url);
  const socketHost = searchParams.get("host");
  return LOCAL_HOSTS.has(hostname) || Boolean(socketHost?.startsWith("/"));
}

/**
 * How many processes serve the port: SERVER_PROCESSES, else one a core on PostgreSQL, or one every two
 * cores when PostgreSQL runs on this machine too and needs its share. One Node process answers on one
 * core, and under 1,000 simulated people its event loop was the limit; on the 2-core machine that also ran
 * PostgreSQL and the load, two processes did worse than one (docs/decisions.md, "Server processes"). The
 * embedded database's folder is one process's, so without DATABASE_URL there is one (the configuration
 * refuses more).
 */
export function serverProcessCount(settings: ProcessSettings, cores = availableParallelism()): number {
  if (!settings.DATABASE_URL) return 1;
  if (settings.SERVER_PROCESSES !== undefined) return settings.SERVER_PROCESSES;
  return isLocalDatabase(settings.DATABASE_URL) ? Math.max(1, Math.floor(cores / 2)) : cores;
}
