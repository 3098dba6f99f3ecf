// `node bench/stream-memory.ts`: what an open live stream (GET /api/live/events, issue 21) costs the server.
// The production build on a fresh embedded database (or DATABASE_URL's), one signed-in client, and
// STREAM_STEPS (default 1000,2000,4000,8000) streams held open step by step; the server's memory (RSS) is read
// after each step has settled. Its slope over the steps is the cost of a stream: a single step's difference
// understates it, since allocations first fill heap pages the server already holds.

import { loadavg } from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import { buildClient, clientBuildIsStale } from "../scripts/client-build.ts";
import { LIVE_EVENTS_PATH } from "../src/shared/live/events.ts";
import { residentBytes } from "./load/process-stats.ts";
import { writeReport } from "./load/report.ts";
import { openStream } from "./load/streams.ts";
import { freePort, startProductionServer } from "./production-server.ts";

const STEPS = (process.env.STREAM_STEPS ?? "1000,2000,4000,8000").split(",").map(Number);
const AT_ONCE = 100;
const SETTLE_MS = 5_000;
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

if (clientBuildIsStale()) await buildClient();
const server = await startProductionServer(await freePort(), { SEED_DEMO: "false", MALLOC_ARENA_MAX: "2" });
const abort = new AbortController();
try {
  const account = { email: "streams@example.com", password: "a long enough stream secret" };
  const registered = await fetch(`${server.url}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({ ...account, firstName: "Stream", lastName: "Holder" }),
  });
  if (!registered.ok) throw new Error(`registering failed: ${registered.status} ${await registered.text()}`);
  const cookie = registered.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  let open = 0;
  const openOne = async () => {
    const answer = await openStream(`${server.url}${LIVE_EVENTS_PATH}`, cookie, abort.signal);
    if (!answer) throw new Error("a stream was refused");
    open += 1;
    answer.resume();
    answer.once("close", () => {
      open -= 1;
    });
  };
  await sleep(SETTLE_MS);
  const points: { streams: number; bytes: number }[] = [{ streams: 0, bytes: residentBytes(server.pid) }];
  for (const target of STEPS) {
    while (open < target)
      await Promise.all(Array.from({ length: Math.min(AT_ONCE, target - open) }, openOne));
    await sleep(SETTLE_MS);
    points.push({ streams: open, bytes: residentBytes(server.pid) });
    console.log(`${open} streams: ${mb(points.at(-1)?.bytes ?? 0)} MB`);
  }
  const n = points.length;
  const meanX = points.reduce((sum, p) => sum + p.streams, 0) / n;
  const meanY = points.reduce((sum, p) => sum + p.bytes, 0) / n;
  const slope =
    points.reduce((sum, p) => sum + (p.streams - meanX) * (p.bytes - meanY), 0) /
    points.reduce((sum, p) => sum + (p.streams - meanX) ** 2, 0);
  writeReport("live-streams-memory.md", [
    "# Live streams: server memory per open stream",
    "",
    `${new Date().toISOString().slice(0, 10)}, Node ${process.version}, production build on ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}, ` +
      `MALLOC_ARENA_MAX=2: one signed-in client holding idle streams (GET ${LIVE_EVENTS_PATH}), each step left ` +
      `${SETTLE_MS / 1000} s to settle before the server's RSS was read. Load average before: ${loadavg()
        .map((v) => v.toFixed(1))
        .join(" / ")}.`,
    "",
    "| open streams | server RSS MB | MB over none |",
    "|---:|---:|---:|",
    ...points.map(
      (p) =>
        `| ${p.streams.toLocaleString("en")} | ${mb(p.bytes)} | ${mb(p.bytes - (points[0]?.bytes ?? 0))} |`,
    ),
    "",
    `Slope over the steps (least squares): **${(slope / 1024).toFixed(1)} KB a stream**.`,
  ]);
} finally {
  abort.abort();
  await server.stop();
}
