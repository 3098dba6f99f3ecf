// One simulated person's browser: its own address, cookies and image cache, and every request timed.
import type { LatencyLog } from "./latency-log.ts";

/** A request still unanswered after this long counts as failed (a person has given up by then). */
const TIMEOUT_MS = 10_000;
const CONNECTIONS_PER_HOST = 6;

/** When requests are measured (from) and sent (until `to`), as times in ms. */
export interface Window {
  from: number;
  to: number;
}

const ALWAYS: Window = { from: 0, to: Infinity };

export interface Answer {
  ok: boolean;
  /** The parsed body of a JSON answer, else null. */
  body: unknown;
}

/**
 * `address` goes out as X-Forwarded-For: the benchmark server trusts its proxy (TRUST_PROXY=true),
 * so per-address limits count each simulated person apart, as they would count real visitors.
 * Requests are sent until the window ends, and recorded when they start inside it.
 */
export function createBrowser(baseUrl: string, address: string, log: LatencyLog, window = ALWAYS) {
  const cookies = new Map<string, string>();
  /** Images are immutable: a browser fetches each once. */
  const cachedImages = new Set<string>();

  function keepCookies(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const name = pair.slice(0, pair.indexOf("="));
      const value = pair.slice(pair.indexOf("=") + 1);
      if (value === "" || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) cookies.delete(name);
      else cookies.set(name, value);
    }
  }

  async function send(route: string, method: string, path: string, json?: unknown): Promise<Answer> {
    // Nothing starts after the window; what is under way then finishes and counts.
    if (Date.now() >= window.to) return { ok: false, body: null };
    const headers: Record<string, string> = { "x-forwarded-for": address, "user-agent": "nestmatch-load" };
    if (cookies.size > 0) headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    // Browsers send Origin with every write; the server refuses cross-site ones.
    if (method !== "GET") headers.origin = baseUrl;
    if (json !== undefined) headers["content-type"] = "application/json";
    const recorded = Date.now() >= window.from;
    const started = performance.now();
    try {
      const response = await fetch(baseUrl + path, {
        method,
        headers,
        body: json === undefined ? undefined : JSON.stringify(json),
        redirect: "manual",
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const isJson = response.headers.get("content-type")?.startsWith("application/json") ?? false;
      // Read to the end either way: the latency is the whole answer's.
      const body: unknown = isJson ? await response.json() : await response.arrayBuffer().then(() => null);
      keepCookies(response);
      const ok = response.status < 400;
      if (recorded) log.record(route, performance.now() - started, ok ? undefined : String(response.status));
      return { ok, body };
    } catch (error) {
      if (recorded) log.record(route, performance.now() - started, (error as Error).name);
      return { ok: false, body: null };
    }
  }

  return {
    get: (route: string, path: string) => send(route, "GET", path),
    post: (route: string, path: string, json?: unknown) => send(route, "POST", path, json),
    patch: (route: string, path: string, json?: unknown) => send(route, "PATCH", path, json),
    /** Fetches the images not fetched before, over a browser's six connections to a host. */
    async images(route: string, paths: string[]): Promise<void> {
      const fresh = paths.filter((path) => !cachedImages.has(path));
      for (const path of fresh) cachedImages.add(path);
      let next = 0;
      const connection = async () => {
        for (let path = fresh[next++]; path !== undefined; path = fresh[next++])
          await send(route, "GET", path);
      };
      await Promise.all(Array.from({ length: CONNECTIONS_PER_HOST }, connection));
    },
  };
}

export type Browser = ReturnType<typeof createBrowser>;
