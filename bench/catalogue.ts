// `npm run bench:catalogue`: the catalogue list endpoint at scale.
// Seeds N designs (BENCH_DESIGNS, default 100,000) into a fresh embedded database (or BENCH_DATABASE_URL's
// PostgreSQL server, in a new database), serves the real app, and measures each query shape with autocannon;
// then the same bytes from a bare node:http server, as the ceiling; and the /designs page's own request
// against that ceiling with BENCH_PAGE_CONNECTIONS (default 100) connections, the load from another thread, the two
// taking turns BENCH_PAGE_ROUNDS (default 6) times. Prints a table and writes it to
// bench/results/. Not a test: figures depend on the machine.
import { createServer } from "node:http";
import { loadavg } from "node:os";
import { sql } from "drizzle-orm";
import { BUDGET_BANDS, DESIGN_STYLES } from "#shared/designs/constants.ts";
import { createUser } from "../src/server/auth/users.ts";
import type { Database } from "../src/server/db/client.ts";
import { designImages, designs } from "../src/server/db/schema/index.ts";
import { clearCatalogueCache } from "../src/server/designs/catalogue-cache.ts";
import { searchDocument } from "../src/server/designs/search.ts";
import {
  CONNECTIONS,
  DURATION_S,
  engine,
  measure,
  openBenchDatabase,
  type Row,
  seededRandom,
  serveApp,
  serverUrl,
  writeResults,
} from "./support.ts";

const N = Number(process.env.BENCH_DESIGNS ?? 100_000);
/** Connections for the /designs page's own request, against the bare ceiling (issue 20: ≥ 60% of it). */
const PAGE_CONNECTIONS = Number(process.env.BENCH_PAGE_CONNECTIONS ?? 100);
/** What the /designs page asks for its first page (src/client/designs/api/get-catalogue.ts): no cookie. */
const DESIGNS_PAGE = { path: "/api/portfolio?page=1", headers: { accept: "application/json" } };
/** How many times the /designs page's request and the bare server each run, taking turns. */
const PAGE_ROUNDS = Number(process.env.BENCH_PAGE_ROUNDS ?? 6);
/** How many uncached requests each shape makes, one at a time. */
const FIRST_REQUESTS = Number(process.env.BENCH_FIRST_REQUESTS ?? 40);

const WORDS = [
  "harbour",
  "compact",
  "family",
  "loft",
  "village",
  "studio",
  "bright",
  "timber",
  "storage",
  "garden",
  "terrace",
  "skyline",
];
const PLACES = [
  "Tai Koo",
  "Sai Kung",
  "Kennedy Town",
  "Sham Shui Po",
  "Tsuen Wan",
  "Mid-Levels",
  "Tai Po",
  "Kwun Tong",
];
/** A third of the designs are also written in Chinese (issue 19 §12), so Chinese searches have words to find. */
const WORDS_ZH = [
  "海景",
  "開放式",
  "親子",
  "閣樓",
  "村屋",
  "工作室",
  "光猛",
  "木系",
  "收納",
  "花園",
  "露台",
  "天際線",
];
const PLACES_ZH = ["太古", "西貢", "堅尼地城", "深水埗", "荃灣", "半山", "大埔", "觀塘"];
const { random, pick } = seededRandom();

async function seedDesigns(database: Database) {
  const designer = await createUser(database.db, {
    email: "bench@example.com",
    password: "bench password",
    role: "designer",
  });
  const started = Date.now();
  const BATCH = 1000;
  for (let offset = 0; offset < N; offset += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, N - offset) }, () => {
      const styles = [pick(DESIGN_STYLES), ...(random() < 0.5 ? [pick(DESIGN_STYLES)] : [])].filter(
        (s, i, all) => all.indexOf(s) === i,
      );
      const min = Math.round((random() * 3_200_000) / 1000) * 1000;
      const title = `${pick(WORDS)} ${pick(WORDS)} home in ${pick(PLACES)}`;
      const description = `A ${pick(WORDS)} ${styles.join(" and ")} project with ${pick(WORDS)} details and ${pick(WORDS)} light.`;
      const chinese = random() < 1 / 3;
      const titleZh = chinese ? `${pick(PLACES_ZH)}${pick(WORDS_ZH)}${pick(WORDS_ZH)}單位` : null;
      const descriptionZh = chinese
        ? `${pick(WORDS_ZH)}設計，${pick(WORDS_ZH)}細節配上${pick(WORDS_ZH)}採光。`
        : null;
      return {
        designerId: designer.id,
        titleEn: title,
        descriptionEn: description,
        titleZh,
        descriptionZh,
        styles,
        budgetMin: min,
        budgetMax: min + Math.round((random() * 800_000) / 1000) * 1000,
        isFeatured: random() < 0.01,
        createdAt: new Date(Date.now() - Math.floor(random() * 400 * 86_400_000)),
        searchVector: searchDocument({
          titleEn: title,
          descriptionEn: description,
          titleZh,
          descriptionZh,
          styles,
        }),
      };
    });
    const inserted = await database.db.insert(designs).values(rows).returning({ id: designs.id });
    await database.db.insert(designImages).values(
      inserted.flatMap(({ id }, index) =>
        Array.from({ length: 1 + (index % 3) }, (_, position) => ({
          designId: id,
          storageKey: `designs/bench/${position}.jpg`,
          width: 1600,
          height: 1067,
          position,
          isMain: position === 0,
        })),
      ),
    );
  }
  await database.db.execute(sql`analyze`);
  return Date.now() - started;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
/** The run with the median requests/s (the upper one of an even count). */
function medianRow(runs: Row[]): Row {
  const sorted = [...runs].sort((a, b) => a.rps - b.rps);
  const median = sorted[Math.floor(sorted.length / 2)];
  if (!median) throw new Error("no runs to take a median of");
  return { ...median, errors: sum(runs.map((run) => run.errors)) };
}

const { database, cleanup } = await openBenchDatabase();
console.log(`Seeding ${N.toLocaleString("en")} designs on ${engine}...`);
const seedMs = await seedDesigns(database);
console.log(`Seeded in ${(seedMs / 1000).toFixed(1)} s.`);

const { app, url, stop } = await serveApp(database);

const band = BUDGET_BANDS[9]?.id ?? "";
const shapes: [string, string][] = [
  ["first page, no filter", "/api/portfolio"],
  ["style", "/api/portfolio?style=Japanese"],
  ["preset band", `/api/portfolio?band=${band}`],
  ["custom range", "/api/portfolio?minBudget=500000&maxBudget=900000"],
  ["sort by price", "/api/portfolio?sort=price-asc"],
  ["search words", "/api/portfolio?q=harbour%20stud"],
  ["search Chinese words", `/api/portfolio?q=${encodeURIComponent("西貢 光猛")}`],
  ["search style synonym", `/api/portfolio?q=${encodeURIComponent("北歐")}`],
  ["style + band + sort", `/api/portfolio?style=Modern&band=${band}&sort=price-desc`],
  ["page 40", "/api/portfolio?page=40"],
];
const rows: Row[] = [];
for (const [shape, path] of shapes) {
  rows.push(await measure(url, shape, path));
  console.log(`  ${shape}: p95 ${rows.at(-1)?.p95} ms`);
}

/**
 * The database work of a query no cache holds: one request at a time, each after a catalogue change
 * (which empties every cache), so each answer counts, sorts and loads its page afresh.
 */
async function firstRequests(path: string): Promise<{ p50: number; p95: number }> {
  const durations: number[] = [];
  for (let i = 0; i < FIRST_REQUESTS; i++) {
    await clearCatalogueCache(database.db);
    const started = performance.now();
    const response = await fetch(url + path);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  const at = (share: number) => Math.round(durations[Math.ceil(share * durations.length) - 1] ?? 0);
  return { p50: at(0.5), p95: at(0.95) };
}
const firstRows: string[] = [];
for (const [shape, path] of shapes) {
  const { p50, p95 } = await firstRequests(path);
  firstRows.push(`| ${shape} | ${p50} | ${p95} |`);
  console.log(`  ${shape}, first request: p95 ${p95} ms`);
}

// The ceiling: the same bytes of the first page from a bare node:http server.
const body = (await app.inject({ url: DESIGNS_PAGE.path, headers: DESIGNS_PAGE.headers })).rawPayload;
const bare = createServer((_request, response) => {
  response.writeHead(200, { "content-type": "application/json; charset=utf-8" });
  response.end(body);
});
await new Promise<void>((resolve) => bare.listen(0, "127.0.0.1", resolve));
const address = bare.address();
const bareUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
const ceiling = await measure(bareUrl, "bare node:http, same bytes", "/");
// As a visitor's browser meets it: the /designs page's request, many connections, the load from another thread.
// The app and the bare server take turns, PAGE_ROUNDS times each: on a shared machine the bare server alone moved
// by a third between runs a minute apart, so one run of each compared the machine's moments, not the servers.
const atScale = { connections: PAGE_CONNECTIONS, ownThread: true };
const pageRuns: Row[] = [];
const ceilingRuns: Row[] = [];
for (let round = 0; round < PAGE_ROUNDS; round++) {
  const app = () =>
    measure(
      url,
      `/designs page's first page, ${PAGE_CONNECTIONS} connections`,
      DESIGNS_PAGE.path,
      DESIGNS_PAGE.headers,
      atScale,
    );
  const ceilingRun = () =>
    measure(bareUrl, `bare node:http, same bytes, ${PAGE_CONNECTIONS} connections`, "/", {}, atScale);
  // Each goes first in every other round, so neither always meets the other's leftovers.
  if (round % 2 === 0) {
    pageRuns.push(await app());
    ceilingRuns.push(await ceilingRun());
  } else {
    ceilingRuns.push(await ceilingRun());
    pageRuns.push(await app());
  }
}
const pageRow = medianRow(pageRuns);
const pageCeiling = medianRow(ceilingRuns);
const shares = pageRuns.map((run, round) => run.rps / (ceilingRuns[round]?.rps ?? Number.NaN));
const pageShare = sum(pageRuns.map((run) => run.rps)) / sum(ceilingRuns.map((run) => run.rps));
console.log(`  /designs page's first page: ${pageRow.rps} req/s against ${pageCeiling.rps} (medians)`);
bare.close();
await stop();
await cleanup();

const firstPage = rows[0];
writeResults(
  `catalogue-${serverUrl ? "postgres" : "pglite"}-${N}${CONNECTIONS === 10 ? "" : `-${CONNECTIONS}-connections`}.md`,
  `Catalogue list endpoint — ${N.toLocaleString("en")} designs on ${engine}, ${CONNECTIONS} connections, ${DURATION_S} s each, ${new Date().toISOString()}`,
  [...rows, ceiling, pageRow, pageCeiling],
  [
    `First page at ${firstPage && ceiling.rps ? Math.round((firstPage.rps / ceiling.rps) * 100) : 0}% of the bare server's requests/s. Seeding took ${(seedMs / 1000).toFixed(1)} s. (p95 is autocannon's p97.5.)`,
    "",
    `The /designs page's own request (\`GET ${DESIGNS_PAGE.path}\`, Accept: application/json, no cookie) with ${PAGE_CONNECTIONS} connections, ` +
      `autocannon in a worker thread, ${PAGE_ROUNDS} rounds of ${DURATION_S} s taking turns with the bare server (rows: each one's median round): ` +
      `${Math.round(pageShare * 100)}% of the bare server's requests/s over all rounds (goal: 60%), ` +
      `${Math.round(Math.min(...shares) * 100)}–${Math.round(Math.max(...shares) * 100)}% round by round. Load average (1 / 5 / 15 min) at the end: ${loadavg()
        .map((value) => value.toFixed(1))
        .join(" / ")}.`,
    "",
    `First requests (no cached answer or total), one at a time, ${FIRST_REQUESTS} per shape:`,
    "",
    "| query shape | p50 ms | p95 ms |",
    "|---|---|---|",
    ...firstRows,
  ].join("\n"),
);
if ([...rows, ceiling, pageRow, pageCeiling].some((r) => r.errors > 0)) process.exitCode = 1;
