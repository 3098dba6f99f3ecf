import { availableParallelism } from "node:os";

export interface ProcessSettings {
  SERVER_PROCESSES?: number | undefined;
  DATABASE_URL?: string | undefined;
}

/**
 * How many processes serve the port: SERVER_PROCESSES, else one a core on PostgreSQL. One Node process
 * answers on one core, and under 1,000 simulated people its event loop was the limit while the machine
 * had a core to spare (docs/decisions.md, "One server process a core"). The embedded database's folder
 * is one process's, so without DATABASE_URL there is one (the configuration refuses more).
 */
export function serverProcessCount(settings: ProcessSettings): number {
  if (!settings.DATABASE_URL) return 1;
  return settings.SERVER_PROCESSES ?? availableParallelism();
}
