// One simulated person's browser: its own address, cookies and image cache, and every request timed.
// Requests go through undici's `request` on one shared agent, not `fetch`: with 1,000 people, fetch's
// web streams and the decompression of answers nobody reads took the load generator's whole core, and
// its late event loop was counted in every latency (bench/results/load-*.md reports that delay).
import { brotliDecompressSync, gunzipSync, inflateSync, zstdDecompressSync } from "node:zlib";
import { Agent, request } from "undici";
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
  /** The parsed body of a successful JSON answer the caller asked to read, else null. */
  body: unknown;
}

/** Every simulated browser's connections: kept alive and reused, as browsers keep theirs. */
const agent = new Agent({ keepAliveTimeout: 30_000, connect: { timeout: TIMEOUT_MS } });

/** What Chromium offers; the server answers JSON compressed, as it would to a browser. */
const ACCEPT_ENCODING = "gzip, deflate, br, zstd";

const DECODERS: Record<string, (bytes: Buffer) => Buffer> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
  deflate: inflateSync,
  zstd: zstdDecompressSync,
};

const headerText = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Reads an answer to its last byte (its latency is the whole answer's); keeps the bytes only when asked. */
async function readBody(body: AsyncIterable<Buffer>, keep: boolean): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) if (keep) chunks.push(chunk);
  return keep ? Buffer.concat(chunks) : undefined;
}

function parseJson(bytes: Buffer, encoding: string | undefined): unknown {
  const decode = encoding ? DECODERS[encoding] : undefined;
  return JSON.parse((decode ? decode(bytes) : bytes).toString("utf8"));
}

/**
 * `address` goes out as X-Forwarded-For: the benchmark server trusts its proxy (TRUST_PROXY=true),
 * so per-address limits count each simulated person apart, as they would count real visitors.
 * Requests are sent until the window ends, and recorded when they start inside it.
 */
export function createBrowser(
  baseUrl: string,
  address: string,
  log: LatencyLog,
  window = ALWAYS,
  /** The person's cookie jar: a browser keeps it from one visit to the next (a new one, by default). */
  cookies = new Map<string, string>(),
) {
  /** Images are immutable: a browser fetches each once. */
  const cachedImages = new Set<string>();

  function keepCookies(setCookie: string | string[] | undefined) {
    for (const line of typeof setCookie === "string" ? [setCookie] : (setCookie ?? [])) {
      const [pair = ""] = line.split(";");
      const name = pair.slice(0, pair.indexOf("="));
      const value = pair.slice(pair.indexOf("=") + 1);
      if (value === "" || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) cookies.delete(name);
      else cookies.set(name, value);
    }
  }

  async function send(
    route: string,
    method: "GET" | "POST" | "PATCH",
    path: string,
    { json, read = false }: { json?: unknown; read?: boolean } = {},
  ): Promise<Answer> {
    // Nothing starts after the window; what is under way then finishes and counts.
    if (Date.now() >= window.to) return { ok: false, body: null };
    const headers: Record<string, string> = {
      "x-forwarded-for": address,
      "user-agent": "nestmatch-load",
      "accept-encoding": ACCEPT_ENCODING,
    };
    if (cookies.size > 0) headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    // Browsers send Origin with every write; the server refuses cross-site ones.
    if (method !== "GET") headers.origin = baseUrl;
    if (json !== undefined) headers["content-type"] = "application/json";
    const recorded = Date.now() >= window.from;
    const started = performance.now();
    try {
      const response = await request(baseUrl + path, {
        method,
        headers,
        body: json === undefined ? undefined : JSON.stringify(json),
        dispatcher: agent,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const isJson = headerText(response.headers["content-type"])?.startsWith("application/json") ?? false;
      const ok = response.statusCode < 400;
      // An error's body describes the error, not what the person asked for: it is drained unread.
      const bytes = await readBody(response.body, read && isJson && ok);
      keepCookies(response.headers["set-cookie"]);
      if (recorded)
        log.record(route, performance.now() - started, ok ? undefined : String(response.statusCode));
      return {
        ok,
        body: bytes ? parseJson(bytes, headerText(response.headers["content-encoding"])) : null,
      };
    } catch (error) {
      if (recorded) log.record(route, performance.now() - started, (error as Error).name);
      return { ok: false, body: null };
    }
  }

  return {
    get: (route: string, path: string) => send(route, "GET", path),
    /** A GET whose JSON answer the person reads (the others are only timed). */
    read: (route: string, path: string) => send(route, "GET", path, { read: true }),
    post: (route: string, path: string, json?: unknown) => send(route, "POST", path, { json }),
    patch: (route: string, path: string, json?: unknown) => send(route, "PATCH", path, { json }),
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
