// The load benchmark's report: the table per route and what the server used, printed and written to
// bench/results/.
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { type LatencyLog, type Problem, type RouteFigures, STALL_MS, type Stall } from "./latency-log.ts";

/** What every run reports beside its table. */
interface RunConditions {
  /** "PostgreSQL" or "PGlite (embedded)". */
  engine: string;
  seconds: number;
  p99GoalMs: number;
  log: LatencyLog;
  /** What the server's processes (`npm start`'s primary and workers) used during the run. */
  server: { peakBytes: number; startBytes: number; cpuSeconds: number };
  /** The load generator (this process) shares the machine's cores; its event loop's delays add to latencies. */
  generator: { cpuSeconds: number; delayP99Ms: number; delayMaxMs: number };
  /** What PostgreSQL's processes used, when the server runs on it. */
  postgresCpuSeconds?: number;
  /** Shares of all the machine's cores' time: busy, and taken by the host (steal), over the run and its worst second. */
  machine: { busy: number; stolen: number; worstSecondStolen: number };
  /** 1, 5 and 15 minute load averages before and after the run. */
  loadBefore: number[];
  loadAfter: number[];
}

export interface LoadRun extends RunConditions {
  people: { visitors: number; clients: number; admins: number };
  rampSeconds: number;
  thinkMs: { min: number; max: number };
  /** The share of signed-in visits that end with signing out (the others keep their session). */
  signOutShare: number;
  warmUp: { sizes: number; seconds: number };
  /** Idle live streams held open through the run (bench/load/streams.ts). */
  streams?: {
    opened: number;
    refused: number;
    bytesBefore: number;
    bytesAfter: number;
    open: number;
    events: number;
    heartbeats: number;
  };
}

function streamsLine(streams: NonNullable<LoadRun["streams"]>): string {
  const perStream = (streams.bytesAfter - streams.bytesBefore) / Math.max(1, streams.opened);
  return (
    `Live streams: ${streams.opened.toLocaleString("en")} idle streams (GET /api/live/events) held open on the ` +
    `clients' accounts (opened before the photo sizes were made) through the run${streams.refused > 0 ? ` (${streams.refused} refused)` : ""}, ` +
    `${streams.open.toLocaleString("en")} still open at the end, having read ${streams.events.toLocaleString("en")} ` +
    `events and ${streams.heartbeats.toLocaleString("en")} heartbeats. Server memory (RSS) ${mb(streams.bytesBefore)} ` +
    `before they were opened, ${mb(streams.bytesAfter)} after: ${(perStream / 1024).toFixed(1)} KB a stream.`
  );
}

const ms = (value: number) => Math.round(value).toLocaleString("en");
const perSecond = (value: number) => (value < 10 ? value.toFixed(1) : Math.round(value).toLocaleString("en"));
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const share = (cpu: number, seconds: number) => `${Math.round((cpu / seconds) * 100)}% of one core`;
const percent = (fraction: number) => `${(fraction * 100).toFixed(1)}%`;
const averages = (values: number[]) => values.map((value) => value.toFixed(1)).join(" / ");

function row(figures: RouteFigures, bold = false): string {
  const cells = [
    figures.route,
    figures.count.toLocaleString("en"),
    perSecond(figures.rps),
    ms(figures.p50),
    ms(figures.p95),
    ms(figures.p99),
    ms(figures.max),
    String(figures.errors),
  ];
  return `| ${(bold ? cells.map((cell) => `**${cell}**`) : cells).join(" | ")} |`;
}

function conditionsLine(run: RunConditions): string {
  return (
    `Server (every process of \`npm start\`, summed): peak memory (RSS) ${mb(run.server.peakBytes)} (${mb(run.server.startBytes)} when the load began), ` +
    `CPU ${share(run.server.cpuSeconds, run.seconds)} (${((run.server.cpuSeconds * 1000) / Math.max(1, run.log.summary(run.seconds).total.count)).toFixed(2)} ms a request: ` +
    "the figure a busy machine changes least). " +
    (run.postgresCpuSeconds === undefined
      ? ""
      : `PostgreSQL's processes on the same machine: ${share(run.postgresCpuSeconds, run.seconds)}. `) +
    "Load generator on the same machine: " +
    `${share(run.generator.cpuSeconds, run.seconds)}, its event loop delayed ${ms(run.generator.delayP99Ms)} ms ` +
    `at p99, ${ms(run.generator.delayMaxMs)} ms at most. The machine (${cpus().length} cores) was busy ` +
    `${percent(run.machine.busy)} of its time; the host took ${percent(run.machine.stolen)} (steal), ` +
    `${percent(run.machine.worstSecondStolen)} in the worst second. Load average (1 / 5 / 15 min) before ` +
    `${averages(run.loadBefore)}, after ${averages(run.loadAfter)}.`
  );
}

/** The closed loop's report (closed-loop.ts), and whether its goal (no errors, p99 within it over all requests) was met. */
export function closedLoopReport(run: RunConditions & { connections: number }): {
  lines: string[];
  met: boolean;
} {
  const { routes, total, problems, stalls } = run.log.summary(run.seconds);
  const met = total.errors === 0 && total.p99 <= run.p99GoalMs;
  const lines = [
    `# Load, closed loop: ${run.connections} connections without pause for ${run.seconds} s, production build on ${run.engine}`,
    "",
    `${new Date().toISOString().slice(0, 10)}, Node ${process.version}: each connection sends a visitor's requests one ` +
      "after another (the /designs HTML page, the catalogue's first page as that page asks for it, the featured designs, " +
      "a design, a card photo, GET /api/auth/user with a client's session), as a browser would (Accept-Encoding: " +
      "gzip, deflate, br, zstd), each answer read to its last byte.",
    "",
    "| route | requests | req/s | p50 ms | p95 ms | p99 ms | max ms | errors |",
    "|---|---:|---:|---:|---:|---:|---:|---:|",
    ...routes.map((figures) => row(figures)),
    row(total, true),
    "",
    conditionsLine(run),
    "",
    met
      ? `Goal met: no errors, p99 of all requests under ${run.p99GoalMs} ms.`
      : `Goal not met: ${total.errors} errors, p99 of all requests ${ms(total.p99)} ms (goal ${run.p99GoalMs} ms).`,
    ...problemLines(problems),
    ...stallLines(stalls),
  ];
  return { lines, met };
}

/** The report's lines, and whether the goal (no errors, every route's p99 within it) was met. */
export function loadReport(run: LoadRun): { lines: string[]; met: boolean } {
  const { visitors, clients, admins } = run.people;
  const { routes, total, problems, stalls } = run.log.summary(run.seconds);
  const slow = routes.filter((route) => route.p99 > run.p99GoalMs);
  const met = total.errors === 0 && slow.length === 0;
  const lines = [
    `# Load: ${visitors + clients + admins} simulated people for ${run.seconds} s, production build on ${run.engine}`,
    "",
    `${new Date().toISOString().slice(0, 10)}, Node ${process.version}: ${visitors} visitors, ${clients} clients, ` +
      `${admins} admins, ${run.thinkMs.min / 1000}-${run.thinkMs.max / 1000} s between pages; they arrived over ` +
      `${run.rampSeconds} s, then every request started in the next ${run.seconds} s was measured. The clients and ` +
      "admins start signed in, as their sessions outlast a visit; 1 signed-in visit in " +
      `${Math.round(1 / run.signOutShare)} ends with signing out, and the next one signs in again.`,
    "",
    "| route | requests | req/s | p50 ms | p95 ms | p99 ms | max ms | errors |",
    "|---|---:|---:|---:|---:|---:|---:|---:|",
    ...routes.map((figures) => row(figures)),
    row(total, true),
    "",
    conditionsLine(run),
    "",
    ...(run.streams ? [streamsLine(run.streams), ""] : []),
    `Before the run, the ${run.warmUp.sizes} photo sizes the people ask for were made (each by its first request, ` +
      `as earlier visitors would have on a live site): ${run.warmUp.seconds.toFixed(0)} s.`,
    "",
    met
      ? `Goal met: no errors, every route's p99 under ${run.p99GoalMs} ms.`
      : `Goal not met: ${total.errors} errors${slow.length > 0 ? `; p99 over ${run.p99GoalMs} ms: ${slow.map((route) => route.route).join(", ")}` : ""}.`,
    ...problemLines(problems),
    ...stallLines(stalls),
  ];
  return { lines, met };
}

/** Each kind of failure, its count and when its requests were sent (seconds from the start of the load). */
function problemLines(problems: Map<string, Problem>): string[] {
  return [...problems].map(
    ([kind, { count, firstAt, lastAt }]) =>
      `- ${kind} × ${count}, sent ${firstAt.toFixed(1)}–${lastAt.toFixed(1)} s after the load began`,
  );
}

/** The requests over STALL_MS, when they were sent and how long they took; none, no line. */
function stallLines(stalls: Stall[]): string[] {
  if (stalls.length === 0) return [];
  const shown = stalls.slice(0, 20);
  return [
    "",
    `Requests over ${STALL_MS / 1000} s (${stalls.length}${stalls.length > shown.length ? `, the first ${shown.length}` : ""}), ` +
      `by when they were sent (seconds after the load began): ${shown
        .map((stall) => `${stall.route} at ${stall.startedAt.toFixed(1)} s (${ms(stall.ms)} ms)`)
        .join("; ")}.`,
  ];
}

/** Prints `lines` and writes them to bench/results/{file}. */
export function writeReport(file: string, lines: string[]): void {
  const text = `${lines.join("\n")}\n`;
  console.log(`\n${text}`);
  const folder = new URL("../results/", import.meta.url);
  mkdirSync(folder, { recursive: true });
  const target = new URL(file, folder);
  writeFileSync(target, text);
  console.log(`Written to ${target.pathname}`);
}
