import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessHoursBetween } from "#shared/matching/business-days.ts";
import { REVIEW_REQUEST_DAYS } from "#shared/matching/reminders.ts";
import { createUser } from "../../auth/users.ts";
import { createTestDatabase } from "../../test-support/test-database.ts";
import type { Database } from "../client.ts";
import { rawRows } from "../raw-rows.ts";
import { DEMO_DESIGNERS } from "./catalogue/index.ts";
import {
  addBusinessHours,
  createHistoryHomeowners,
  HISTORY_REQUESTS,
  HISTORY_WEEKS,
  seedDemoHistory,
} from "./demo-history.ts";

let database: Database;
const now = Date.parse("2026-11-26T12:00:00+08:00");

beforeAll(async () => {
  database = await createTestDatabase();
  const admin = await createUser(database.db, {
    email: "history-admin@example.com",
    password: null,
    role: "admin",
  });
  const designerIds = new Map<string, string>();
  for (const designer of DEMO_DESIGNERS) {
    const user = await createUser(database.db, { email: designer.email, password: null, role: "designer" });
    designerIds.set(designer.key, user.id);
  }
  const homeownerIds = await createHistoryHomeowners(database.db, "not-a-hash");
  await seedDemoHistory(database.db, { adminId: admin.id, homeownerIds, designerIds }, now);
});
afterAll(() => database.close());

describe("addBusinessHours", () => {
  it("moves across a weekend and Christmas as businessHoursBetween counts them", () => {
    const from = new Date("2026-12-24T16:00:00+08:00");
    const to = addBusinessHours(from, 4);
    expect(to.toISOString()).toBe(new Date("2026-12-28T11:00:00+08:00").toISOString());
    expect(businessHoursBetween(from, to)).toBe(4);
  });
  it("starts a request sent at night from the next morning", () => {
    expect(addBusinessHours(new Date("2026-11-26T21:30:00+08:00"), 1.5).toISOString()).toBe(
      new Date("2026-11-27T10:30:00+08:00").toISOString(),
    );
  });
});

describe("the demo history", () => {
  it("spans the weeks with every step after the one before", async () => {
    const [span] = await rawRows<{ n: number; weeks: number; oldest: string; newest: string }>(
      database.db,
      sql`select count(*)::int as n, count(distinct date_trunc('week', created_at))::int as weeks,
            min(created_at) as oldest, max(created_at) as newest from design_requests`,
    );
    expect(span?.n).toBeGreaterThan(HISTORY_REQUESTS - 10);
    expect(span?.weeks).toBeGreaterThanOrEqual(HISTORY_WEEKS - 1);
    expect(new Date(span?.newest ?? 0).getTime()).toBeLessThan(now - 4 * 86_400_000);
    const [broken] = await rawRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from introductions i join design_requests r on r.id = i.request_id
          left join proposals p on p.introduction_id = i.id
          where i.created_at <= r.created_at or i.responded_at <= i.created_at
             or i.chosen_at < (select max(coalesce(o.responded_at, o.created_at)) from introductions o where o.request_id = r.id)
             or i.chosen_at > ${new Date(now).toISOString()}::timestamptz
             or (i.status in ('accepted', 'chosen', 'passed') and p.introduction_id is null)
             or (i.status in ('declined', 'expired') and p.introduction_id is not null)
             or (i.status = 'declined' and i.decline_reason is null)`,
    );
    expect(broken?.n).toBe(0);
    const [events] = await rawRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from request_events where created_at > ${new Date(now).toISOString()}::timestamptz`,
    );
    expect(events?.n).toBe(0);
  });

  it("keeps the 2-day promise mostly, and breaks it sometimes", async () => {
    const [kept] = await rawRows<{ kept: number; late: number }>(
      database.db,
      sql`select count(*) filter (where first <= due_at)::int as kept, count(*) filter (where first > due_at)::int as late
          from (select r.due_at, min(i.created_at) as first from design_requests r join introductions i on i.request_id = r.id group by r.id, r.due_at) f`,
    );
    expect(kept?.late).toBeGreaterThan(5);
    expect(kept?.kept).toBeGreaterThan((kept?.late ?? 0) * 3);
  });

  it("has every step of the funnel and every outcome of an introduction", async () => {
    const rows = await rawRows<{ status: string; n: number }>(
      database.db,
      sql`select status, count(*)::int as n from introductions group by status union all
          select 'request:' || status, count(*)::int from design_requests group by status`,
    );
    const statuses = new Map(rows.map((row) => [row.status, row.n]));
    for (const status of ["accepted", "declined", "expired", "chosen", "passed", "withdrawn"])
      expect(statuses.get(status), status).toBeGreaterThan(0);
    for (const status of ["matched", "in_progress", "completed", "withdrawn"])
      expect(statuses.get(`request:${status}`), status).toBeGreaterThan(0);
    const [reviewed] = await rawRows<{ n: number }>(database.db, sql`select count(*)::int as n from reviews`);
    expect(reviewed?.n).toBeGreaterThan(3);
  });

  it("gives the cost guide several kinds of home with at least 5 requests that got a proposal", async () => {
    const rows = await rawRows<{ property_type: string; project_type: string; n: number }>(
      database.db,
      sql`select property_type, project_type, count(distinct r.id)::int as n from design_requests r
          join introductions i on i.request_id = r.id join proposals p on p.introduction_id = i.id
          group by 1, 2 having count(distinct r.id) >= 5`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(5);
    const regions = await rawRows<{ property_type: string; district: string; n: number }>(
      database.db,
      sql`select property_type, district, count(distinct r.id)::int as n from design_requests r
          join introductions i on i.request_id = r.id join proposals p on p.introduction_id = i.id
          group by 1, 2 having count(distinct r.id) >= 5`,
    );
    expect(regions.length).toBeGreaterThanOrEqual(5);
  });

  it("has asked for every review the earlier system would have, so a fresh start mails nobody about old projects", async () => {
    const [unasked] = await rawRows<{ n: number; completed: number }>(
      database.db,
      sql`select count(*) filter (where s.subject_id is null)::int as n, count(*)::int as completed
          from request_events e
          left join reviews r on r.request_id = e.request_id
          left join sent_reminders s on s.kind = 'review-request' and s.subject_id = e.request_id
          where e.type = 'completed' and r.request_id is null
            and e.created_at + make_interval(days => ${REVIEW_REQUEST_DAYS}) <= ${new Date(now).toISOString()}::timestamptz`,
    );
    expect(unasked?.completed).toBeGreaterThan(5);
    expect(unasked?.n).toBe(0);
  });
});
