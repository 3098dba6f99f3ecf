// `npm run bench:load`: N simulated people (LOAD_USERS, default 200) use the production build on a fresh
// PostgreSQL database (a new database on BENCH_DATABASE_URL's server): visitors browse, search and open
// designs with their photos, clients sign in, read their profile and requests and submit one, admins work
// the review desk. Each waits 0.5-2 s between pages, as people read. They arrive over 10 s, then every
// request for LOAD_SECONDS (default 30) is measured. Reports each route's latency, the errors and the
// server's peak memory in bench/results/load-postgres.md; fails on any error or a route's p99 over 300 ms.
// Not a test: the figures depend on the machine, and the load generator shares its cores.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { buildClient, clientBuildIsStale } from "../scripts/client-build.ts";
import { newTotpSecret } from "../src/server/auth/second-factor/totp.ts";
import { addressOf, registerClients } from "./load/accounts.ts";
import { createBrowser, type Window } from "./load/browser.ts";
import { createLatencyLog, type LatencyLog } from "./load/latency-log.ts";
import { cpuSeconds, peakResidentBytes, resetPeakMemory, residentBytes } from "./load/process-stats.ts";
import { loadReport, writeReport } from "./load/report.ts";
import {
  type Account,
  adminSession,
  clientSession,
  type Person,
  THINK_MS,
  think,
  visitorSession,
} from "./load/sessions.ts";
import { makePhotoSizes } from "./load/warm-up.ts";
import { freePort, startProductionServer } from "./production-server.ts";
import { createScratchDatabase } from "./scratch-postgres.ts";

const USERS = Number(process.env.LOAD_USERS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
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

/** One person: arrives during the ramp, then visit after visit until the window ends, a pause before each. */
async function live(
  baseUrl: string,
  index: number,
  window: Window,
  log: LatencyLog,
  visit: (person: Person) => Promise<void>,
) {
  await sleep(Math.random() * (window.from - Date.now()));
  for (;;) {
    // Each visit is a new browser (an empty image cache), from this person's address.
    const person = { browser: createBrowser(baseUrl, addressOf(index), log, window), leaves: window.to };
    if (!(await think(person))) return;
    await visit(person);
  }
}

// The client is built and the demo data seeded by their own processes, as in production (build once,
// then start), so the server's memory holds only what serving needs.
if (clientBuildIsStale()) {
  console.log("Building the client...");
  await buildClient();
}
console.log(`Creating a database on ${new URL(SERVER_URL).host} and seeding the demo data...`);
const scratch = await createScratchDatabase(SERVER_URL, "nestmatch_load");
const dataDir = mkdtempSync(join(tmpdir(), "nestmatch-load-"));
try {
  const serverEnv = { DATABASE_URL: scratch.url, DATA_DIR: dataDir };
  const seeded = spawnSync(process.execPath, ["src/server/db/cli/seed.ts"], {
    env: { ...process.env, ...serverEnv, LOG_LEVEL: "warn" },
    stdio: "inherit",
  });
  if (seeded.status !== 0) throw new Error("seeding the demo data failed");
  const server = await startProductionServer(await freePort(), {
    ...serverEnv,
    TRUST_PROXY: "true",
    // As docs/deploy.md advises: glibc's per-thread memory arenas hold what sharp's threads freed.
    MALLOC_ARENA_MAX: "2",
  });
  try {
    const clients = await registerClients(server.url, CLIENTS, VISITORS);
    const admins = Array.from({ length: ADMINS }, (_, n) => adminAccount(n));
    // As operations make them: user:create with the app's secret (PostgreSQL takes it beside the server).
    for (const admin of admins) {
      const made = spawnSync(
        process.execPath,
        [
          "src/server/auth/cli/create-user.ts",
          "--email",
          admin.email,
          "--password",
          admin.password,
          "--role",
          "admin",
          "--totp-secret",
          admin.totpSecret ?? "",
        ],
        { env: { ...process.env, ...serverEnv, LOG_LEVEL: "warn" }, stdio: "inherit" },
      );
      if (made.status !== 0) throw new Error(`creating ${admin.email} failed`);
    }
    console.log("Making the photo sizes the people will ask for...");
    const warmStarted = Date.now();
    const warmUp = { sizes: await makePhotoSizes(server.url), seconds: (Date.now() - warmStarted) / 1000 };
    console.log(
      `${VISITORS} visitors, ${CLIENTS} clients, ${ADMINS} admins: arriving over ${RAMP_SECONDS} s, then measured for ${SECONDS} s...`,
    );
    const loadBefore = loadavg();
    const log = createLatencyLog();
    // A stall of this process's own event loop would add to every latency it measures: it is reported.
    const generatorDelay = monitorEventLoopDelay({ resolution: 10 });
    generatorDelay.enable();
    resetPeakMemory(server.pid);
    const startBytes = residentBytes(server.pid);
    const window = {
      from: Date.now() + RAMP_SECONDS * 1000,
      to: Date.now() + (RAMP_SECONDS + SECONDS) * 1000,
    };
    // CPU is counted over the measured window, once everyone has arrived.
    const cpuAtStart = sleep(window.from - Date.now()).then(() => {
      generatorDelay.reset();
      return { server: cpuSeconds(server.pid), generator: process.cpuUsage() };
    });
    await Promise.all(
      Array.from({ length: USERS }, (_, index) => {
        const visit =
          index < VISITORS
            ? visitorSession
            : index < VISITORS + CLIENTS
              ? (person: Person) => clientSession(person, clients[index - VISITORS] as Account)
              : (person: Person) => adminSession(person, admins[index - VISITORS - CLIENTS] as Account);
        return live(server.url, index, window, log, visit);
      }),
    );
    const generator = process.cpuUsage((await cpuAtStart).generator);
    const { lines, met } = loadReport({
      people: { visitors: VISITORS, clients: CLIENTS, admins: ADMINS },
      seconds: SECONDS,
      rampSeconds: RAMP_SECONDS,
      thinkMs: THINK_MS,
      p99GoalMs: P99_GOAL_MS,
      log,
      server: {
        peakBytes: peakResidentBytes(server.pid),
        startBytes,
        cpuSeconds: cpuSeconds(server.pid) - (await cpuAtStart).server,
      },
      generator: {
        cpuSeconds: (generator.user + generator.system) / 1e6,
        delayP99Ms: generatorDelay.percentile(99) / 1e6,
        delayMaxMs: generatorDelay.max / 1e6,
      },
      loadBefore,
      loadAfter: loadavg(),
      warmUp,
    });
    writeReport("load-postgres.md", lines);
    if (!met) process.exitCode = 1;
  } finally {
    await server.stop();
  }
} finally {
  await scratch.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
