import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Db } from "../../db/client.ts";
import { countHit } from "./rate-limit-counter.ts";

/**
 * A store for @fastify/rate-limit that counts in the database (rate_limit_counters), so a limit
 * holds across every server process instead of per process as its in-memory store does. Each
 * limited route counts apart, as with the in-memory store.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    readonly prefix: string;

    constructor(_options?: unknown, prefix = "rate-limit:") {
      this.prefix = prefix;
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      countHit(db, `${this.prefix}${key}`, timeWindow).then(
        ({ hits, resetsAt }) =>
          callback(null, { current: hits, ttl: Math.max(0, resetsAt.getTime() - Date.now()) }),
        (error: Error) => callback(error),
      );
    }

    // The plugin passes the route's limit settings with the route under `routeInfo` (its types say
    // the route itself, so both are read).
    child(options: { method?: unknown; url?: unknown; routeInfo?: { method?: unknown; url?: unknown } }) {
      const route = options.routeInfo ?? options;
      return new DatabaseRateLimitStore(
        undefined,
        `${this.prefix}${String(route.method)} ${String(route.url)}:`,
      );
    }
  }
  return DatabaseRateLimitStore;
}
