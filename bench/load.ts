// `npm run bench:load`: the production build (`npm start`) under load, on each database it runs on —
// the embedded PGlite of `npm start`'s default and a new PostgreSQL database on BENCH_DATABASE_URL's server
// (LOAD_DATABASE=pglite or postgres for one only). Two modes:
// - people (the default): N simulated people (LOAD_USERS, default 200): visitors browse, search and open
//   designs with their photos, clients sign in, read their profile and requests and submit one, admins work
//   the review desk. Each waits 0.5-2 s between pages, as people read. They arrive over 10 s, then every
//   request for LOAD_SECONDS (default 30) is measured. Fails on any error or a route's p99 over 300 ms.
//   Beside them, LOAD_STREAMS (default 1,000) idle live streams (GET /api/live/events, issue 21) are held open
//   on the clients' accounts through the run; the report gives their number and the memory each takes.
// - closed (LOAD_MODE=closed): LOAD_CONNECTIONS connections (default 200) without pause over a visitor's
//   mix (bench/load/closed-loop.ts). Fails on any error or a p99 over 300 ms.
// Reports each route's latency, the errors and the server's peak memory and CPU in
// bench/results/load-{database}[-closed|-{N}-people].md. Not a test: the figures depend on the machine, and the load
// generator shares its cores.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { buildClient, clientBuildIsStale } from "../scripts/client-build.ts";
import { newTotpSecret } from "../src/server/auth/second-factor/totp.ts";
import { addressOf, registerClients } from "./load/accounts.ts";
import { createBrowser, type Window } from "./load/browser.ts";
import { runClosedLoop, visitorMix, warmPhotos } from "./load/closed-loop.ts";
import { createLatencyLog, type LatencyLog } from "./load/latency-log.ts";
import {
  cpuSeconds,
  cpuSecondsByProcess,
  cpuSecondsSince,
  machineShares,
  machineTicks,
  peakResidentBytes,
  resetPeakMemory,
  residentBytes,
} from "./load/process-stats.ts";
import { closedLoopReport, loadReport, writeReport } from "./load/report.ts";
import {
  type Account,
  adminSession,
  clientSession,
  type Person,
  SIGN_OUT_SHARE,
  signIn,
  THINK_MS,
  think,
  visitorSession,
} from "./load/sessions.ts";
import { holdIdleStreams } from "./load/streams.ts";
import { makePhotoSizes } from "./load/warm-up.ts";
import { freePort, type ProductionServer, startProductionServer } from "./production-server.ts";
import { createScratchDatabase } from "./scratch-postgres.ts";

const USERS = Number(process.env.LOAD_USERS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
const CLOSED = process.env.LOAD_MODE === "closed";
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 200);
const STREAMS = Number(process.env.LOAD_STREAMS ?? 1_000);
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const DATABASES = (["pglite", "postgres"] as const).filter((kind) =>
  [kind, "both", undefined].includes(process.env.LOAD_DATABASE),
);
const ENGINES = { pglite: "PGlite (embedded, `npm start`'s default)", postgres: "PostgreSQL" };
const P99_GOAL_MS = 300;
/** People arrive over this long before the measured window, as visitors do, not all in one second. */
const RAMP_SECONDS = 10;
/** Each simulated admin has an account of their own: a TOTP code signs in once, so one account would queue them. */
const adminAccount = (n: number): Account => ({
  email: `load-admin-${n}@example.com`,
  password: "load admin password",
  totpSecret: newTotpSecret(),
});

// 70% visitors, 20% clients, 10% admins (at least one of each).
const CLIENTS = Math.max(1, Math.round(USERS * 0.2));
const ADMINS = Math.max(1, Math.round(USERS * 0.1));
const VISITORS = Math.max(0, USERS - CLIENTS - ADMINS);

/** Someone the run simulates: who they are, their cookie jar (kept from visit to visit) and what a visit is. */
interface Someone {
  index: number;
  cookies: Map<string, string>;
  /** Whether their cookie jar holds a session (signed-in people start with one: see `signInBeforeTheRun`). */
  signedIn: boolean;
  account?: Account;
  visit: (person: Person, account?: Account) => Promise<void>;
}

function everyone(clients: Account[]): Someone[] {
  return Array.from({ length: USERS }, (_, index): Someone => {
    const base = { index, cookies: new Map<string, string>(), signedIn: false };
    if (index < VISITORS) return { ...base, visit: visitorSession };
    if (index < VISITORS + CLIENTS)
      return {
        ...base,
        account: clients[index - VISITORS],
        visit: (person, account) => clientSession(person, account as Account),
      };
    return {
      ...base,
      account: admins[index - VISITORS - CLIENTS],
      visit: (person, account) => adminSession(person, account as Account),
    };
  });
}

/**
 * A live site's homeowners and admins are mostly signed in already: their sessions last days (a shift for
 * admins). So each signed-in person's browser starts with the session an earlier visit left; the run's own
 * sign-ins are those that follow a sign-out (SIGN_OUT_SHARE of visits). Not measured.
 */
async function signInBeforeTheRun(baseUrl: string, people: Someone[]) {
  const signingIn = people.filter((someone) => someone.account);
  const log = createLatencyLog();
  let next = 0;
  const signInNext = async () => {
    for (let someone = signingIn[next++]; someone !== undefined; someone = signingIn[next++]) {
      const browser = createBrowser(baseUrl, addressOf(someone.index), log, undefined, someone.cookies);
      const person: Person = { browser, leaves: Infinity, signedIn: false };
      someone.signedIn = await signIn(person, someone.account as Account);
    }
  };
  await Promise.all(Array.from({ length: 4 }, signInNext));
  const { total, problems } = log.summary(1);
  if (total.errors > 0) throw new Error(`signing the people in failed: ${[...problems.keys()].join(", ")}`);
}

/** One person: arrives during the ramp, then visit after visit until the window ends, a pause before each. */
async function live(baseUrl: string, someone: Someone, window: Window, log: LatencyLog) {
  await sleep(Math.random() * (window.from - Date.now()));
  for (;;) {
    // Each visit is a new page load (an empty image cache), from this person's address and cookie jar.
    const browser = createBrowser(baseUrl, addressOf(someone.index), log, window, someone.cookies);
    const person: Person = { browser, leaves: window.to, signedIn: someone.signedIn };
    if (!(await think(person))) return;
    await someone.visit(person, someone.account);
    someone.signedIn = person.signedIn;
  }
}

/**
 * What the server process and this one use over the measured window, from `from` (ms), and PostgreSQL's
 * processes when the server uses it (every process of that server: nothing else should run on it then).
 */
function watchRun(server: ProductionServer, from: number, postgres: boolean) {
  const loadBefore = loadavg();
  // A stall of this process's own event loop would add to every latency it measures: it is reported.
  const generatorDelay = monitorEventLoopDelay({ resolution: 10 });
  generatorDelay.enable();
  resetPeakMemory(server.pid);
  const startBytes = residentBytes(server.pid);
  // The host's share is read each second too: a stall all routes share may be the host taking the cores.
  let lastSecond = machineTicks();
  let worstSecondStolen = 0;
  const everySecond = setInterval(() => {
    const now = machineTicks();
    worstSecondStolen = Math.max(worstSecondStolen, machineShares(lastSecond, now).stolen);
    lastSecond = now;
  }, 1000);
  // CPU is counted over the measured window, once the load is under way.
  const atStart = sleep(Math.max(0, from - Date.now())).then(() => {
    generatorDelay.reset();
    worstSecondStolen = 0;
    return {
      machine: machineTicks(),
      server: cpuSeconds(server.pid),
      generator: process.cpuUsage(),
      postgres: postgres ? cpuSecondsByProcess("postgres") : undefined,
    };
  });
  return async () => {
    const start = await atStart;
    clearInterval(everySecond);
    const generator = process.cpuUsage(start.generator);
    return {
      machine: { ...machineShares(start.machine, machineTicks()), worstSecondStolen },
      server: {
        peakBytes: peakResidentBytes(server.pid),
        startBytes,
        cpuSeconds: cpuSeconds(server.pid) - start.server,
      },
      generator: {
        cpuSeconds: (generator.user + generator.system) / 1e6,
        delayP99Ms: generatorDelay.percentile(99) / 1e6,
        delayMaxMs: generatorDelay.max / 1e6,
      },
      ...(start.postgres ? { postgresCpuSeconds: cpuSecondsSince(start.postgres, "postgres") } : {}),
      loadBefore,
      loadAfter: loadavg(),
    };
  };
}

/** Runs a CLI of the app's against the server's database, as operations would; `input` goes to its stdin. */
async function runCli(
  script: string,
  args: string[],
  serverEnv: Record<string, string>,
  what: string,
  input?: string,
) {
  const child = spawn(process.execPath, [script, ...args], {
    env: { ...process.env, ...serverEnv, LOG_LEVEL: "warn" },
    stdio: [input === undefined ? "inherit" : "pipe", "inherit", "inherit"],
  });
  if (input !== undefined) child.stdin?.end(input);
  const [code] = (await once(child, "exit")) as [number | null];
  if (code !== 0) throw new Error(`${what} failed`);
}

async function simulatePeople(
  server: ProductionServer,
  engine: string,
): Promise<{ lines: string[]; met: boolean }> {
  const clients = await registerClients(server.url, CLIENTS, VISITORS);
  // Before the photo sizes are made: the memory that work takes and frees would hide what the streams add.
  if (STREAMS > 0) console.log(`Opening ${STREAMS} live streams on the clients' accounts...`);
  const streams =
    STREAMS > 0
      ? await holdIdleStreams(server.url, server.pid, clients, STREAMS, (n) => addressOf(USERS + CLIENTS + n))
      : undefined;
  console.log("Making the photo sizes the people will ask for...");
  const warmStarted = Date.now();
  const warmUp = { sizes: await makePhotoSizes(server.url), seconds: (Date.now() - warmStarted) / 1000 };
  console.log(
    `${VISITORS} visitors, ${CLIENTS} clients, ${ADMINS} admins: arriving over ${RAMP_SECONDS} s, then measured for ${SECONDS} s...`,
  );
  const people = everyone(clients);
  console.log(`Signing the ${CLIENTS} clients and ${ADMINS} admins in, as their earlier visits left them...`);
  await signInBeforeTheRun(server.url, people);
  const log = createLatencyLog();
  const window = {
    from: Date.now() + RAMP_SECONDS * 1000,
    to: Date.now() + (RAMP_SECONDS + SECONDS) * 1000,
  };
  const finish = watchRun(server, window.from, engine === ENGINES.postgres);
  await Promise.all(people.map((someone) => live(server.url, someone, window, log)));
  const streamsAtEnd = streams?.tally();
  streams?.close();
  return loadReport({
    engine,
    people: { visitors: VISITORS, clients: CLIENTS, admins: ADMINS },
    seconds: SECONDS,
    rampSeconds: RAMP_SECONDS,
    thinkMs: THINK_MS,
    signOutShare: SIGN_OUT_SHARE,
    p99GoalMs: P99_GOAL_MS,
    log,
    ...(await finish()),
    warmUp,
    ...(streams && streamsAtEnd
      ? {
          streams: {
            opened: streams.opened,
            refused: streams.refused,
            bytesBefore: streams.bytesBefore,
            bytesAfter: streams.bytesAfter,
            ...streamsAtEnd,
          },
        }
      : {}),
  });
}

/** A client's session cookie, for the mix's signed-in request. */
async function clientCookie(baseUrl: string): Promise<string> {
  const [account] = await registerClients(baseUrl, 1, CONNECTIONS);
  const answer = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: baseUrl,
      "x-forwarded-for": addressOf(CONNECTIONS),
    },
    body: JSON.stringify({ email: account?.email, password: account?.password }),
  });
  if (!answer.ok) throw new Error(`signing the client in failed: ${answer.status}`);
  return answer.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

async function closedLoop(
  server: ProductionServer,
  engine: string,
): Promise<{ lines: string[]; met: boolean }> {
  const { steps, photos } = await visitorMix(server.url, await clientCookie(server.url));
  await warmPhotos(server.url, photos);
  console.log(
    `${CONNECTIONS} connections without pause: ${RAMP_SECONDS} s to settle, then measured for ${SECONDS} s...`,
  );
  const log = createLatencyLog();
  const window = {
    from: Date.now() + RAMP_SECONDS * 1000,
    to: Date.now() + (RAMP_SECONDS + SECONDS) * 1000,
  };
  const finish = watchRun(server, window.from, engine === ENGINES.postgres);
  await runClosedLoop(server.url, steps, CONNECTIONS, window, log);
  return closedLoopReport({
    engine,
    connections: CONNECTIONS,
    seconds: SECONDS,
    p99GoalMs: P99_GOAL_MS,
    log,
    ...(await finish()),
  });
}

const admins = CLOSED ? [] : Array.from({ length: ADMINS }, (_, n) => adminAccount(n));

/** The report's file: the default 200 people's keeps the short name; another number of people is in it. */
const reportName = (kind: (typeof DATABASES)[number]) =>
  CLOSED ? `load-${kind}-closed.md` : USERS === 200 ? `load-${kind}.md` : `load-${kind}-${USERS}-people.md`;

/** One run on `kind`: its database made and seeded by the app's own CLIs, as in production (seed, then start). */
async function runOn(kind: (typeof DATABASES)[number]): Promise<boolean> {
  const dataDir = mkdtempSync(join(tmpdir(), "nestmatch-load-"));
  console.log(
    `Seeding the demo data on ${kind === "postgres" ? `a new database on ${new URL(SERVER_URL).host}` : "PGlite"}...`,
  );
  const scratch = kind === "postgres" ? await createScratchDatabase(SERVER_URL, "nestmatch_load") : undefined;
  try {
    const serverEnv: Record<string, string> = {
      DATA_DIR: dataDir,
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    };
    await runCli("src/server/db/cli/seed.ts", [], serverEnv, "seeding the demo data");
    // Before the server starts: the embedded database's folder is then one process's at a time.
    if (admins.length > 0)
      await runCli(
        "bench/load/create-admins.ts",
        [],
        serverEnv,
        "creating the admins",
        JSON.stringify(admins),
      );
    const server = await startProductionServer(await freePort(), {
      ...serverEnv,
      TRUST_PROXY: "true",
      // As docs/deploy.md advises: glibc's per-thread memory arenas hold what sharp's threads freed.
      MALLOC_ARENA_MAX: "2",
    });
    try {
      const { lines, met } = await (CLOSED ? closedLoop : simulatePeople)(server, ENGINES[kind]);
      writeReport(reportName(kind), lines);
      return met;
    } finally {
      await server.stop();
    }
  } finally {
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// The server's database is chosen per run (no DATABASE_URL: the embedded one).
delete process.env.DATABASE_URL;
// The client is built by its own process first, as in production (build once, then start), so the
// server's memory holds only what serving needs.
if (clientBuildIsStale()) {
  console.log("Building the client...");
  await buildClient();
}
for (const kind of DATABASES) if (!(await runOn(kind))) process.exitCode = 1;
