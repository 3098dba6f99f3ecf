// The closed-loop mode of `npm run bench:load` (LOAD_MODE=closed): LOAD_CONNECTIONS connections, each
// sending a visitor's requests one after another with no pause — the HTML page, the catalogue's first page
// as the /designs page asks for it, the featured designs, a design, a card photo, and who is signed in
// (GET /api/auth/user, with a client's session) — so the server's throughput and its latency at saturation
// are measured rather than a paced crowd's.
import { Agent, request } from "node:http";
import type { Design, DesignPage } from "#shared/designs/design.ts";
import { addressOf } from "./accounts.ts";
import type { LatencyLog } from "./latency-log.ts";
import { cardPhotos, DEVICES } from "./photos.ts";

/** A request still unanswered after this long counts as failed. */
const TIMEOUT_MS = 10_000;
/** What Chromium sends: every answer that can be compressed is. */
const BROWSER_HEADERS = { "accept-encoding": "gzip, deflate, br, zstd", "user-agent": "nestmatch-load" };

interface Step {
  route: string;
  path: () => string;
  headers?: Record<string, string>;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

/** The steps of one visitor's round, with the designs and photos the catalogue lists now. */
export async function visitorMix(
  baseUrl: string,
  sessionCookie: string,
): Promise<{ steps: Step[]; photos: string[] }> {
  const json = { accept: "application/json" };
  const page = (await (await fetch(`${baseUrl}/api/portfolio?page=1`)).json()) as DesignPage;
  const featured = (await (await fetch(`${baseUrl}/api/featured-designs`)).json()) as Design[];
  const designs = [...page.items, ...featured];
  const photos = [...new Set(DEVICES.flatMap((device) => cardPhotos(page.items, device)))];
  if (designs.length === 0 || photos.length === 0) throw new Error("the catalogue lists no designs");
  const steps = [
    { route: "GET /designs (HTML page)", path: () => "/designs" },
    { route: "GET /api/portfolio?page=1", path: () => "/api/portfolio?page=1", headers: json },
    { route: "GET /api/featured-designs", path: () => "/api/featured-designs", headers: json },
    { route: "GET /api/portfolio/:id", path: () => `/api/portfolio/${pick(designs).id}`, headers: json },
    {
      route: "GET /uploads/designs/* (card photo)",
      path: () => pick(photos),
      headers: { accept: "image/avif,image/webp,image/apng,image/*,*/*;q=0.8" },
    },
    {
      route: "GET /api/auth/user (signed in)",
      path: () => "/api/auth/user",
      headers: { ...json, cookie: sessionCookie },
    },
  ];
  return { steps, photos };
}

/** The photo sizes the mix asks for, made before the run (as earlier visitors would have). */
export async function warmPhotos(baseUrl: string, photos: string[]): Promise<void> {
  for (const path of photos) {
    const answer = await fetch(baseUrl + path);
    await answer.arrayBuffer();
    if (!answer.ok) throw new Error(`${path} answered ${answer.status}`);
  }
}

/** One request on `agent`'s kept-alive connections, read to its last byte; its status, or an error's name. */
function send(
  agent: Agent,
  url: URL,
  path: string,
  headers: Record<string, string>,
): Promise<number | string> {
  return new Promise((resolve) => {
    const outgoing = request(
      { agent, host: url.hostname, port: url.port, path, headers, timeout: TIMEOUT_MS },
      (answer) => {
        answer.on("data", () => {});
        answer.on("end", () => resolve(answer.statusCode ?? 0));
        answer.on("error", (error) => resolve(error.name));
      },
    );
    outgoing.on("timeout", () => outgoing.destroy(new Error("timeout")));
    outgoing.on("error", (error) => resolve(error.message === "timeout" ? "timeout" : error.name));
    outgoing.end();
  });
}

/**
 * `connections` loops, each its own kept-alive connection and address, from `from` (ms) until `to`;
 * requests started after `from` are recorded.
 */
export async function runClosedLoop(
  baseUrl: string,
  steps: readonly Step[],
  connections: number,
  window: { from: number; to: number },
  log: LatencyLog,
): Promise<void> {
  const url = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const loop = async (index: number) => {
    const headers = { ...BROWSER_HEADERS, "x-forwarded-for": addressOf(index) };
    // Connections start at different steps, so each moment sees the whole mix.
    for (let n = index; Date.now() < window.to; n++) {
      const step = steps[n % steps.length] as Step;
      const recorded = Date.now() >= window.from;
      const started = performance.now();
      const status = await send(agent, url, step.path(), { ...headers, ...step.headers });
      const ok = typeof status === "number" && status < 400;
      if (recorded) log.record(step.route, performance.now() - started, ok ? undefined : String(status));
    }
  };
  try {
    await Promise.all(Array.from({ length: connections }, (_, index) => loop(index)));
  } finally {
    agent.destroy();
  }
}
