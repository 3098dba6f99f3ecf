// `npm run bench:catalogue`: the catalogue list endpoint at scale.
// Seeds N designs (BENCH_DESIGNS, default 100,000) into a fresh embedded database (or BENCH_DATABASE_URL's
// PostgreSQL server, in a new database), serves the real app, and measures each query shape with autocannon;
// then the same bytes from a bare node:http server, as the ceiling. Prints a table and writes it to
// bench/results/. Not a test: figures depend on the machine.
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { BUDGET_BANDS, DESIGN_STYLES } from "#shared/designs/constants.ts";
import { buildApp } from "../src/server/app.ts";
import { createUser } from "../src/server/auth/users.ts";
import { loadConfig } from "../src/server/config.ts";
import { type Database, openPostgres, wrapPglite } from "../src/server/db/client.ts";
import { migrateDatabase } from "../src/server/db/migrate.ts";
import { designImages, designs } from "../src/server/db/schema/index.ts";
import { searchDocument } from "../src/server/designs/search.ts";
import { createDiskStorage } from "../src/server/lib/storage/disk-storage.ts";

const N = Number(process.env.BENCH_DESIGNS ?? 100_000);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const serverUrl = process.env.BENCH_DATABASE_URL;

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
let seed = 42;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;

async function openBenchDatabase(): Promise<{ database: Database; cleanup: () => Promise<void> }> {
  if (serverUrl) {
    const name = `nestmatch_bench_${randomBytes(4).toString("hex")}`;
    const admin = openPostgres(serverUrl, 1);
    await admin.db.execute(sql.raw(`create database ${name}`));
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = openPostgres(url.href, 20);
    return {
      database,
      cleanup: async () => {
        await database.close();
        await admin.db.execute(sql.raw(`drop database ${name}`));
        await admin.close();
      },
    };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const folder = mkdtempSync(join(tmpdir(), "nestmatch-bench-"));
  const database = wrapPglite(await PGlite.create(join(folder, "pglite")));
  return {
    database,
    cleanup: async () => {
      await database.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

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
      return {
        designerId: designer.id,
        title,
        description,
        styles,
        budgetMin: min,
        budgetMax: min + Math.round((random() * 800_000) / 1000) * 1000,
        isFeatured: random() < 0.01,
        createdAt: new Date(Date.now() - Math.floor(random() * 400 * 86_400_000)),
        searchVector: searchDocument({ title, description, styles }),
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

interface Row {
  shape: string;
  path: string;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  errors: number;
}

async function measure(url: string, shape: string, path: string): Promise<Row> {
  const result = await autocannon({ url: url + path, connections: CONNECTIONS, duration: DURATION_S });
  return {
    shape,
    path,
    p50: result.latency.p50,
    p95: result.latency.p97_5 ?? result.latency.p99,
    p99: result.latency.p99,
    rps: Math.round(result.requests.average),
    errors: result.errors + result.non2xx,
  };
}

const { database, cleanup } = await openBenchDatabase();
await migrateDatabase(database);
console.log(`Seeding ${N.toLocaleString("en")} designs on ${serverUrl ? "PostgreSQL" : "PGlite"}...`);
const seedMs = await seedDesigns(database);
console.log(`Seeded in ${(seedMs / 1000).toFixed(1)} s.`);

const dataDir = mkdtempSync(join(tmpdir(), "nestmatch-bench-data-"));
const config = loadConfig({
  NODE_ENV: "production",
  LOG_LEVEL: "silent",
  DATA_DIR: dataDir,
  SEED_DEMO: "false",
});
const app = await buildApp({ config, database, storage: createDiskStorage(join(dataDir, "uploads")) });
const url = await app.listen({ port: 0, host: "127.0.0.1" });

const band = BUDGET_BANDS[9]?.id ?? "";
const shapes: [string, string][] = [
  ["first page, no filter", "/api/portfolio"],
  ["style", "/api/portfolio?style=Japanese"],
  ["preset band", `/api/portfolio?band=${band}`],
  ["custom range", "/api/portfolio?minBudget=500000&maxBudget=900000"],
  ["sort by price", "/api/portfolio?sort=price-asc"],
  ["search words", "/api/portfolio?q=harbour%20stud"],
  ["style + band + sort", `/api/portfolio?style=Modern&band=${band}&sort=price-desc`],
  ["page 40", "/api/portfolio?page=40"],
];
const rows: Row[] = [];
for (const [shape, path] of shapes) {
  rows.push(await measure(url, shape, path));
  console.log(`  ${shape}: p95 ${rows.at(-1)?.p95} ms`);
}

// The ceiling: the same bytes of the first page from a bare node:http server.
const body = (await app.inject("/api/portfolio")).rawPayload;
const bare = createServer((_request, response) => {
  response.writeHead(200, { "content-type": "application/json; charset=utf-8" });
  response.end(body);
});
await new Promise<void>((resolve) => bare.listen(0, "127.0.0.1", resolve));
const address = bare.address();
const bareUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
const ceiling = await measure(bareUrl, "bare node:http, same bytes", "/");
bare.close();
await app.close();
await cleanup();
rmSync(dataDir, { recursive: true, force: true });

const firstPage = rows[0];
const lines = [
  `Catalogue list endpoint — ${N.toLocaleString("en")} designs on ${serverUrl ? "PostgreSQL" : "PGlite"}, ${CONNECTIONS} connections, ${DURATION_S} s each, ${new Date().toISOString()}`,
  "",
  "| query shape | p50 ms | p95 ms | p99 ms | req/s | errors |",
  "|---|---|---|---|---|---|",
  ...[...rows, ceiling].map(
    (r) => `| ${r.shape} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.rps} | ${r.errors} |`,
  ),
  "",
  `First page at ${firstPage && ceiling.rps ? Math.round((firstPage.rps / ceiling.rps) * 100) : 0}% of the bare server's requests/s. Seeding took ${(seedMs / 1000).toFixed(1)} s. (p95 is autocannon's p97.5.)`,
];
console.log(`\n${lines.join("\n")}`);
mkdirSync(new URL("results/", import.meta.url), { recursive: true });
const file = new URL(`results/catalogue-${serverUrl ? "postgres" : "pglite"}-${N}.md`, import.meta.url);
writeFileSync(file, `${lines.join("\n")}\n`);
console.log(`\nWritten to ${file.pathname}`);
if ([...rows, ceiling].some((r) => r.errors > 0)) process.exitCode = 1;
