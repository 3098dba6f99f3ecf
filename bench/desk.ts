// `npm run bench:desk`: the admin review desk at scale (issue: fast with 10,000 requests).
// Seeds N requests (BENCH_REQUESTS, default 10,000) from N/5 clients into a fresh database (see support.ts),
// signs an admin in, and measures the desk's list shapes with autocannon, then one full CSV export.
// Prints a table and writes it to bench/results/. Not a test: figures depend on the machine.
import { sql } from "drizzle-orm";
import { REQUEST_STYLES } from "#shared/requests/constants.ts";
import type { Database } from "../src/server/db/client.ts";
import { designRequests, users } from "../src/server/db/schema/index.ts";
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
  signInBenchAdmin,
  writeResults,
} from "./support.ts";

const N = Number(process.env.BENCH_REQUESTS ?? 10_000);
const { random, pick } = seededRandom(7);
const FIRST = ["Tai Man", "Priya", "Wing Yan", "Oliver", "Mei Ling", "Ka Ho", "Siu Ming", "Grace", "Hoi Yan"];
const LAST = ["Chan", "Wong", "Lee", "Nair", "Grant", "Ho", "Cheung", "Lau", "Ng", "Tsang"];

async function seedRequests(database: Database) {
  const started = Date.now();
  const clients = N / 5;
  const clientIds: string[] = [];
  for (let offset = 0; offset < clients; offset += 1000) {
    const rows = Array.from({ length: Math.min(1000, clients - offset) }, (_, i) => ({
      email: `client${offset + i}@example.com`,
      firstName: pick(FIRST),
      lastName: pick(LAST),
      role: "client" as const,
    }));
    const inserted = await database.db.insert(users).values(rows).returning({ id: users.id });
    clientIds.push(...inserted.map((row) => row.id));
  }
  for (let offset = 0; offset < N; offset += 1000) {
    const rows = Array.from({ length: Math.min(1000, N - offset) }, () => {
      const createdAt = new Date(Date.now() - Math.floor(random() * 365 * 86_400_000));
      const min = Math.floor(random() * 20) * 100_000;
      return {
        clientId: pick(clientIds),
        status: random() < 0.4 ? ("confirmed" as const) : ("submitted" as const),
        propertyAddress: `Flat ${Math.floor(random() * 40)}A, ${Math.floor(random() * 200)} Nathan Road, Kowloon`,
        propertyType: pick(["Apartment", "House", "Townhouse", "Commercial"]),
        projectType: pick(["Full Design", "Partial Design", "Renovation", "New Design"]),
        designStyles: [pick(REQUEST_STYLES)],
        description:
          "A family flat that needs more storage, a study corner and a calm bedroom, with natural light.",
        mobileNumber: "+852 9123 4567",
        squareFootage: 300 + Math.floor(random() * 1500),
        budgetMin: min,
        budgetMax: min + 500_000,
        agreedToTermsAt: createdAt,
        createdAt,
        updatedAt: createdAt,
      };
    });
    await database.db.insert(designRequests).values(rows);
  }
  await database.db.execute(sql`analyze`);
  return { ms: Date.now() - started, someClient: clientIds[0] ?? "" };
}

const { database, cleanup } = await openBenchDatabase();
console.log(`Seeding ${N.toLocaleString("en")} requests on ${engine}...`);
const seeded = await seedRequests(database);
const { app, url, stop } = await serveApp(database);
const cookie = await signInBenchAdmin(database, app);

const shapes: [string, string][] = [
  ["first page", "/api/forms"],
  ["dashboard: 5 rows", "/api/forms?pageSize=5"],
  ["status", "/api/forms?status=confirmed"],
  ["search a name", "/api/forms?q=wing%20yan"],
  ["search + status", "/api/forms?q=renovation&status=submitted"],
  ["one client", `/api/forms?client=${seeded.someClient}`],
  ["page 100", "/api/forms?page=100"],
  ["summary", "/api/forms/summary"],
];
const rows: Row[] = [];
for (const [shape, path] of shapes) {
  rows.push(await measure(url, shape, path, { cookie }));
  console.log(`  ${shape}: p95 ${rows.at(-1)?.p95} ms`);
}

const exportStarted = Date.now();
const exported = await fetch(`${url}/api/forms/export.csv`, { headers: { cookie } });
const bytes = (await exported.arrayBuffer()).byteLength;
const exportMs = Date.now() - exportStarted;
await stop();
await cleanup();

writeResults(
  `desk-${serverUrl ? "postgres" : "pglite"}-${N}.md`,
  `Review desk — ${N.toLocaleString("en")} requests of ${(N / 5).toLocaleString("en")} clients on ${engine}, ${CONNECTIONS} connections, ${DURATION_S} s each, ${new Date().toISOString()}`,
  rows,
  `Full CSV export: ${(bytes / 1024 / 1024).toFixed(1)} MB in ${exportMs} ms (status ${exported.status}). Seeding took ${(seeded.ms / 1000).toFixed(1)} s. (p95 is autocannon's p97.5.)`,
);
if (exported.status !== 200) process.exitCode = 1;
