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

export function createLatencyLog() {
  const latencies = new Map<string, number[]>();
  const errors = new Map<string, number>();
  /** Kinds of failure (status or error name) per route, to say what went wrong. */
  const problems = new Map<string, number>();

  return {
    /** One finished request; `problem` is its status or error name when it failed. */
    record(route: string, ms: number, problem?: string) {
      const list = latencies.get(route) ?? [];
      list.push(ms);
      latencies.set(route, list);
      if (problem === undefined) return;
      errors.set(route, (errors.get(route) ?? 0) + 1);
      const kind = `${route}: ${problem}`;
      problems.set(kind, (problems.get(kind) ?? 0) + 1);
    },
    /** Per route, by path, then the total over all routes. */
    summary(seconds: number): { routes: RouteFigures[]; total: RouteFigures; problems: Map<string, number> } {
      const path = (route: string) => route.slice(route.indexOf(" ") + 1);
      const routes = [...latencies]
        .map(([route, list]) => figures(route, list, errors.get(route) ?? 0, seconds))
        .toSorted((a, b) => path(a.route).localeCompare(path(b.route)) || a.route.localeCompare(b.route));
      const all = [...latencies.values()].flat();
      const errorCount = [...errors.values()].reduce((sum, n) => sum + n, 0);
      return { routes, total: figures("all requests", all, errorCount, seconds), problems };
    },
  };
}

export type LatencyLog = ReturnType<typeof createLatencyLog>;
