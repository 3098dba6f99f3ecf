// `npm run bench:analytics`: the admin's analytics at scale (issue 22 §1: fast at 100,000 requests).
// Seeds BENCH_REQUESTS requests (default 100,000) over the last year, in SQL on the database itself, with up to
// 3 introductions each from 200 designers, their answers, proposals, choices and completions; signs an admin
// in and measures each analytics route with autocannon (BENCH_SECONDS each, BENCH_CONNECTIONS at once, default 2).
// BENCH_EXPLAIN=1 prints each query's plan and one run's time instead.
// Prints a table and writes it to bench/results/. Not a test: figures depend on the machine.
import { type SQL, sql } from "drizzle-orm";
import { HK_DISTRICTS } from "#shared/matching/districts.ts";
import { PROJECT_TYPES, PROPERTY_TYPES, REQUEST_STYLES } from "#shared/requests/constants.ts";
import { demand, designerStats, firstIntroduction, funnel } from "../src/server/admin/analytics/service.ts";
import type { Database } from "../src/server/db/client.ts";
import {
  DURATION_S,
  engine,
  measure,
  openBenchDatabase,
  type Row,
  serveApp,
  serverUrl,
  signInBenchAdmin,
  writeResults,
} from "./support.ts";

const N = Number(process.env.BENCH_REQUESTS ?? 100_000);
/** An admin page, read by a few admins at a time: 2 at once unless BENCH_CONNECTIONS says otherwise. */
const AT_ONCE = Number(process.env.BENCH_CONNECTIONS ?? 2);
const DESIGNERS = 200;
const list = (values: readonly string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(",")}]`);

/** Everything in SQL, so 100,000 requests and their 250,000 introductions take seconds, not minutes. */
async function seed(database: Database) {
  const started = Date.now();
  const db = database.db;
  await db.execute(sql`select setseed(0.22)`);
  await db.execute(sql`
    insert into users (email, role, first_name, last_name)
    select 'bench-client-' || g || '@example.com', 'client', 'Client', g::text from generate_series(1, ${Math.max(1, N / 5)}) g`);
  await db.execute(sql`
    insert into users (email, role, first_name, last_name)
    select 'bench-designer-' || g || '@example.com', 'designer', 'Designer', g::text from generate_series(1, ${DESIGNERS}) g`);
  await db.execute(sql`
    insert into design_requests (client_id, status, property_address, district, property_type, project_type,
      design_styles, description, mobile_number, square_footage, budget_min, budget_max, agreed_to_terms_at,
      due_at, created_at, updated_at)
    select c.ids[1 + floor(random() * c.n)::int], 'matched', 'Flat ' || g || 'A, Nathan Road',
      (${list(HK_DISTRICTS)})[1 + floor(random() * ${HK_DISTRICTS.length})::int],
      (${list(PROPERTY_TYPES)})[1 + floor(random() * ${PROPERTY_TYPES.length})::int],
      (${list(PROJECT_TYPES)})[1 + floor(random() * ${PROJECT_TYPES.length})::int],
      array[(${list(REQUEST_STYLES)})[1 + floor(random() * ${REQUEST_STYLES.length})::int]],
      'A family flat that needs more storage, a study corner and a calm bedroom, with natural light.',
      '+852 9123 4567', 300 + floor(random() * 1500)::int, b.min, case when random() < 0.1 then null else b.min + 500000 end,
      t.at, t.at + interval '2 days', t.at, t.at
    from generate_series(1, ${N}) g
    cross join lateral (select now() - random() * interval '365 days' + g * interval '0 seconds' as at) t
    cross join lateral (select floor(random() * 20)::int * 100000 + g * 0 as min) b
    cross join (select array_agg(id) as ids, count(*) as n from users where role = 'client') c`);
  await db.execute(sql`
    insert into introductions (request_id, designer_id, slot, status, introduced_by, created_at, responded_at)
    select p.id, d.ids[1 + (p.base + s * 37) % d.n], case when p.fate < 0.1 then null else s end,
      case when p.fate < 0.1 then 'expired' when p.fate < 0.3 then 'declined' when p.fate < 0.95 then 'accepted' else 'pending' end,
      null, p.introduced, case when p.fate >= 0.1 and p.fate < 0.95 then p.introduced + random() * interval '40 hours' end
    from (
      select r.id, floor(random() * ${DESIGNERS})::int as base, r.created_at + random() * interval '70 hours' as introduced,
             random() as fate, random() as many
      from design_requests r
    ) p
    cross join generate_series(1, 3) s
    cross join (select array_agg(id) as ids, count(*)::int as n from users where role = 'designer') d
    where p.many < 0.95 and s <= 1 + floor(p.many * 3.2)`);
  await db.execute(sql`
    insert into proposals (introduction_id, fee_type, fee_min, timeline_weeks, earliest_site_visit)
    select id, 'fixed', 60000 + floor(random() * 100000)::int, 8, (created_at + interval '7 days')::date
    from introductions where status = 'accepted'`);
  await db.execute(sql`analyze`);
  // Each request's first accepted designer is chosen, for half of them.
  await db.execute(sql`
    update introductions i set status = 'chosen', chosen_at = i.responded_at + interval '3 days'
    from (select distinct on (request_id) id from introductions where status = 'accepted' order by request_id, slot) f
    where i.id = f.id and random() < 0.5`);
  await db.execute(sql`
    update design_requests r set status = case when random() < 0.4 then 'completed' else 'in_progress' end
    where exists (select 1 from introductions i where i.request_id = r.id and i.status = 'chosen')`);
  // As the lifecycle leaves them: the others of a chosen request passed over, answers left unanswered expired,
  // and most older requests nobody chose withdrawn, so few introductions are still open.
  await db.execute(sql`
    update introductions i set status = 'passed'
    where i.status = 'accepted' and exists (select 1 from introductions c where c.request_id = i.request_id and c.status = 'chosen')`);
  await db.execute(sql`update introductions set status = 'expired', slot = null
    where status = 'pending' and created_at < now() - interval '4 days'`);
  await db.execute(sql`update design_requests set status = 'withdrawn'
    where status = 'matched' and created_at < now() - interval '30 days' and random() < 0.8`);
  await db.execute(sql`
    update introductions i set status = 'withdrawn' from design_requests r
    where r.id = i.request_id and r.status = 'withdrawn' and i.status in ('accepted', 'pending')`);
  await db.execute(sql`update design_requests r set status = 'submitted'
    where not exists (select 1 from introductions i where i.request_id = r.id)`);
  // As autovacuum would have: the visibility map lets index-only scans skip the table.
  await db.execute(sql`vacuum analyze`);
  return Date.now() - started;
}

const { database, cleanup } = await openBenchDatabase();
console.log(`Seeding ${N.toLocaleString("en")} requests on ${engine}...`);
const seedMs = await seed(database);
const counted = (await database.db.execute(
  sql`select (select count(*) from design_requests)::int as requests, (select count(*) from introductions)::int as introductions`,
)) as unknown as { rows: { requests: number; introductions: number }[] };
const sizes = counted.rows[0];
console.log(
  `  ${sizes?.requests} requests, ${sizes?.introductions} introductions in ${(seedMs / 1000).toFixed(1)} s`,
);
if (process.env.BENCH_EXPLAIN) {
  // Each query's plan (EXPLAIN ANALYZE) and one run's time, without HTTP: what the indexes are chosen by.
  const plans: string[] = [];
  // Within the query's own transaction, so its settings (work memory) shape the plan as they do the query.
  const explainingIn = (tx: Pick<Database["db"], "execute">) =>
    ({
      execute: async (query: SQL) => {
        const opening = (query.queryChunks[0] as { value?: string[] } | undefined)?.value?.join("") ?? "";
        if (opening.trimStart().startsWith("set local")) return tx.execute(query);
        const result = (await tx.execute(sql`explain (analyze, costs off) ${query}`)) as unknown as {
          rows: Record<string, string>[];
        };
        plans.push(result.rows.map((row) => Object.values(row)[0]).join("\n"));
        return { rows: [] };
      },
    }) as unknown as Database["db"];
  const explaining = {
    transaction: (run: (tx: Database["db"]) => Promise<unknown>) =>
      database.db.transaction((tx) => run(explainingIn(tx as unknown as Database["db"]))),
  } as unknown as Database["db"];
  const yearAgoDay = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
  for (const [name, read] of Object.entries({ funnel, firstIntroduction, designerStats, demand })) {
    for (const query of [{}, { from: yearAgoDay }, { from: yearAgoDay, district: "Sha Tin" as const }]) {
      const started = performance.now();
      await read(database.db, query);
      const ms = performance.now() - started;
      await read(explaining, query);
      console.log(`\n== ${name} ${JSON.stringify(query)}: ${ms.toFixed(0)} ms\n${plans.pop()}`);
    }
  }
  await cleanup();
  process.exit(0);
}
const { app, url, stop } = await serveApp(database);
const cookie = await signInBenchAdmin(database, app);

const yearAgo = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
const shapes: [string, string][] = [];
for (const route of ["funnel", "first-introduction", "designers", "demand"]) {
  shapes.push([`${route}: 12 weeks`, `/api/admin/analytics/${route}`]);
  shapes.push([`${route}: a year`, `/api/admin/analytics/${route}?from=${yearAgo}`]);
  shapes.push([
    `${route}: a year, one district`,
    `/api/admin/analytics/${route}?from=${yearAgo}&district=Sha+Tin`,
  ]);
}
const rows: Row[] = [];
for (const [shape, path] of shapes) {
  rows.push(await measure(url, shape, path, { cookie }, { connections: AT_ONCE }));
  console.log(`  ${shape}: p95 ${rows.at(-1)?.p95} ms`);
}
await stop();
await cleanup();

writeResults(
  `analytics-${serverUrl ? "postgres" : "pglite"}-${N}.md`,
  `Admin analytics — ${N.toLocaleString("en")} requests over a year, ${sizes?.introductions.toLocaleString("en")} introductions, ${DESIGNERS} designers on ${engine}, ${AT_ONCE} connections, ${DURATION_S} s each, ${new Date().toISOString()}`,
  rows,
  `Seeding took ${(seedMs / 1000).toFixed(1)} s. (p95 is autocannon's p97.5.)`,
);
