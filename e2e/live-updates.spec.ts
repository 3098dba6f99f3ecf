import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, test as base, type Page } from "@playwright/test";
import pg from "pg";
import { englishMessages } from "#shared/i18n/index.ts";
import { LIVE_EVENTS_PATH } from "#shared/live/events.ts";
import { validRequest } from "../src/server/test-support/request-payload.ts";
import { type ServerProcess, startServerProcess } from "../src/server/test-support/server-process.ts";
import { type Account, DEMO, expect, signIn } from "./support/fixtures.ts";
import { acceptWithProposal, introduce, introductionTo } from "./support/introductions.ts";

/**
 * Live updates across server processes (issue 21 §1): a homeowner on one process and a designer on another,
 * both on one PostgreSQL database, see each other's messages and their bells move within 2 s, with no
 * reload and no request of their own in between.
 *
 * The harness's web server is one process on PGlite; this spec starts its own two (src/server/main.ts, as
 * the ops tests do) on a new database of the PostgreSQL server at E2E_DATABASE_URL, else TEST_DATABASE_URL.
 * Like the API tests that need PostgreSQL, it runs when one of them is set (playwright.config.ts leaves it
 * out otherwise, and .ci/run sets it); set, the server must answer.
 */

const { introductions: t, notifications: n } = englishMessages.matching;
const SERVER_URL = process.env.E2E_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "";
/** The promise of issue 21: the other side sees it within this long. */
const WITHIN_MS = 2_000;

const test = base.extend({});
test.describe.configure({ mode: "serial" });

let database = "";
let dataDir = "";
let servers: ServerProcess[] = [];

async function admin(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 3_000 });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.href;
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  if (!SERVER_URL) throw new Error("this spec needs E2E_DATABASE_URL or TEST_DATABASE_URL");
  const name = `nestmatch_e2e_live_${randomBytes(4).toString("hex")}`;
  await admin(`create database ${name}`);
  database = name;
  dataDir = mkdtempSync(join(tmpdir(), "nestmatch-e2e-live-"));
  const env = {
    DATABASE_URL: withDatabase(SERVER_URL, database),
    // Both processes serve the same uploaded files, as they would from one bucket.
    DATA_DIR: dataDir,
    AUTH_RATE_LIMIT_PER_MINUTE: "1000",
    WRITE_LIMIT_FACTOR: "1000",
  };
  // The first migrates and seeds the demo data; the second finds it there.
  servers.push(await startServerProcess({ ...env, SEED_DEMO: "true" }, { listenWithinMs: 240_000 }));
  servers.push(await startServerProcess({ ...env, SEED_DEMO: "true" }, { listenWithinMs: 60_000 }));
});

test.afterAll(async () => {
  for (const server of servers) server.child.kill("SIGTERM");
  await Promise.all(servers.map((server) => server.exited));
  servers = [];
  if (database) await admin(`drop database if exists ${database} with (force)`);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function pageOn(browser: Browser, server: ServerProcess, account: Account): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await signIn(page, account);
  return page;
}

/** Opens `path` and waits until its live stream has answered. */
async function openLive(page: Page, path: string): Promise<void> {
  const stream = page.waitForResponse((response) => response.url().endsWith(LIVE_EVENTS_PATH));
  await page.goto(path);
  expect((await stream).status()).toBe(200);
}

/** Every API call `page` makes from now on. */
function watchCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/")) calls.push(`${request.method()} ${url.pathname}`);
  });
  return calls;
}

const bellOf = (page: Page) => page.getByRole("button", { name: /^Notifications(, \d+ unread)?$/ });
async function unreadOf(page: Page): Promise<number> {
  const label = (await bellOf(page).getAttribute("aria-label")) ?? "";
  return Number(/(\d+) unread/.exec(label)?.[1] ?? 0);
}

test("a message and the bell reach the other side on another server process within 2 s, with no poll", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const [one, two] = servers;
  if (!one || !two) throw new Error("the servers did not start");

  // The homeowner is served by one process, the designer and the admin by the other.
  const homeowner = await pageOn(browser, one, DEMO.client);
  const designer = await pageOn(browser, two, DEMO.designer);
  const adminPage = await pageOn(browser, two, DEMO.admin);
  const created = await homeowner.request.post("/api/forms", { data: validRequest });
  expect(created.status(), await created.text()).toBe(201);
  const requestId: string = (await created.json()).id;
  const designerId: string = (await (await designer.request.get("/api/auth/user")).json()).id;
  await introduce(adminPage, requestId, [designerId]);
  const introductionId = await introductionTo(designer, requestId);
  await acceptWithProposal(designer, introductionId);

  await openLive(homeowner, `/dashboard/my-forms/${requestId}`);
  await openLive(designer, `/dashboard/requests/${introductionId}`);
  await expect(homeowner.getByLabel(t.thread.label)).toBeVisible();
  await expect(designer.getByLabel(t.thread.label)).toBeVisible();
  // Opening the pages marked their notices read; the bells settle before the count is taken.
  await expect(bellOf(homeowner)).toHaveAccessibleName(n.menu.label);
  await expect(bellOf(designer)).toHaveAccessibleName(n.menu.label);

  // The designer writes; the homeowner's page, on the other process, shows it and counts it.
  const homeownerCalls = watchCalls(homeowner);
  const fromDesigner = `Site visit on Saturday? ${randomBytes(3).toString("hex")}`;
  await designer.getByLabel(t.thread.label).fill(fromDesigner);
  let sent = Date.now();
  await designer.getByRole("button", { name: t.thread.send }).click();
  await expect(homeowner.getByText(fromDesigner, { exact: true })).toBeVisible({ timeout: WITHIN_MS });
  const messageMs = Date.now() - sent;
  await expect(bellOf(homeowner)).toHaveAccessibleName(n.menu.labelWithCount(1), {
    timeout: Math.max(100, WITHIN_MS - (Date.now() - sent)),
  });
  expect(homeownerCalls).toEqual([]);

  // And the other way round.
  const designerCalls = watchCalls(designer);
  const fromHomeowner = `Saturday suits us. ${randomBytes(3).toString("hex")}`;
  await homeowner.getByLabel(t.thread.label).fill(fromHomeowner);
  sent = Date.now();
  await homeowner.getByRole("button", { name: t.thread.send }).click();
  await expect(designer.getByText(fromHomeowner, { exact: true })).toBeVisible({ timeout: WITHIN_MS });
  const replyMs = Date.now() - sent;
  await expect(bellOf(designer)).toHaveAccessibleName(n.menu.labelWithCount(1), {
    timeout: Math.max(100, WITHIN_MS - (Date.now() - sent)),
  });
  expect(designerCalls).toEqual([]);
  expect(await unreadOf(homeowner)).toBe(1);
  test
    .info()
    .annotations.push({ type: "delivery", description: `message ${messageMs} ms, reply ${replyMs} ms` });
  console.log(`live delivery across processes: message ${messageMs} ms, reply ${replyMs} ms`);
});
