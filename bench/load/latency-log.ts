// Every request's latency under its route label, and what went wrong when it failed.

export interface RouteFigures {
  route: string;
  count: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  errors: number;
}

/** Nearest-rank percentile of ascending `sorted` values. */
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

function figures(route: string, latencies: number[], errors: number, seconds: number): RouteFigures {
  const sorted = latencies.toSorted((a, b) => a - b);
  return {
    route,
    count: sorted.length,
    rps: sorted.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? 0,
    errors,
  };
}

/** How many requests failed one way, and when the first and last of them were sent. */
export interface Problem {
  count: number;
  /** Seconds from the log's creation to the first failed request's start. */
  firstAt: number;
  lastAt: number;
}

/** A request slower than this is listed with when it started. */
export const STALL_MS = 5_000;

export interface Stall {
  route: string;
  /** Seconds from the log's creation to the request's start. */
  startedAt: number;
  ms: number;
}

export function createLatencyLog() {
  const latencies = new Map<string, number[]>();
  const errors = new Map<string, number>();
  /**
   * Kinds of failure (status or error name) per route, to say what went wrong and when: failures that
   * all started within a second point at one stall, spread ones at a steady overload.
   */
  const problems = new Map<string, Problem>();
  const createdAt = performance.now();
  /** Requests that took longer than STALL_MS, whether they failed or not: when they started shows if they wait together. */
  const stalls: Stall[] = [];

  return {
    /** One finished request; `problem` is its status or error name when it failed. */
    record(route: string, ms: number, problem?: string) {
      const list = latencies.get(route) ?? [];
      list.push(ms);
      latencies.set(route, list);
      const startedAt = (performance.now() - ms - createdAt) / 1000;
      if (ms > STALL_MS) stalls.push({ route, startedAt, ms });
      if (problem === undefined) return;
      errors.set(route, (errors.get(route) ?? 0) + 1);
      const kind = `${route}: ${problem}`;
      const seen = problems.get(kind);
      if (seen) {
        seen.count++;
        seen.firstAt = Math.min(seen.firstAt, startedAt);
        seen.lastAt = Math.max(seen.lastAt, startedAt);
      } else problems.set(kind, { count: 1, firstAt: startedAt, lastAt: startedAt });
    },
    /** Per route, by path, then the total over all routes. */
    summary(seconds: number): {
      routes: RouteFigures[];
      total: RouteFigures;
      problems: Map<string, Problem>;
      stalls: Stall[];
    } {
      const path = (route: string) => route.slice(route.indexOf(" ") + 1);
      const routes = [...latencies]
        .map(([route, list]) => figures(route, list, errors.get(route) ?? 0, seconds))
        .toSorted((a, b) => path(a.route).localeCompare(path(b.route)) || a.route.localeCompare(b.route));
      const all = [...latencies.values()].flat();
      const errorCount = [...errors.values()].reduce((sum, n) => sum + n, 0);
      return {
        routes,
        total: figures("all requests", all, errorCount, seconds),
        problems,
        stalls: stalls.toSorted((a, b) => a.startedAt - b.startedAt),
      };
    },
  };
}

export type LatencyLog = ReturnType<typeof createLatencyLog>;
