// `npm run bench:page-weight`: the JavaScript a phone downloads for a first visit to the public pages
// (compressed bytes on the wire, fresh cache), against the production build. Goal (issue 20): /designs ≤ 100 KB
// before interaction (issue 4's was 150 KB).
import { mkdirSync, writeFileSync } from "node:fs";
import { chromium, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium.ts";
import { startProductionServer } from "./production-server.ts";

const GOAL_KB = 100;

interface PageWeight {
  path: string;
  scripts: number;
  jsKb: number;
  totalKb: number;
}

const server = await startProductionServer();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const featured = (await (await fetch(`${server.url}/api/featured-designs`)).json()) as { id: string }[];
  const paths = ["/", "/designs", `/design/${featured[0]?.id}`];
  const rows: PageWeight[] = [];
  for (const path of paths) {
    const context = await browser.newContext({ ...devices["Pixel 7"] });
    const page = await context.newPage();
    const responses: Promise<{ script: boolean; bytes: number }>[] = [];
    page.on("requestfinished", (request) => {
      responses.push(
        request.sizes().then((sizes) => ({
          script: request.resourceType() === "script",
          bytes: sizes.responseBodySize,
        })),
      );
    });
    await page.goto(server.url + path, { waitUntil: "load" });
    // Lazy chunks and images follow the load event; two quiet seconds let them land.
    await page.waitForTimeout(2000);
    const loaded = await Promise.all(responses);
    const kb = (items: typeof loaded) =>
      Math.round(items.reduce((sum, item) => sum + item.bytes, 0) / 102.4) / 10;
    const scripts = loaded.filter((item) => item.script);
    rows.push({ path, scripts: scripts.length, jsKb: kb(scripts), totalKb: kb(loaded) });
    await context.close();
  }
  const lines = [
    "First visit on a phone (Pixel 7 emulation, empty cache): bytes on the wire",
    "",
    "| page | scripts | JavaScript KB | everything KB |",
    "|---|---|---|---|",
    ...rows.map(
      (row) =>
        `| ${row.path.startsWith("/design/") ? "/design/{id}" : row.path} | ${row.scripts} | ${row.jsKb} | ${row.totalKb} |`,
    ),
  ];
  console.log(`\n${lines.join("\n")}`);
  mkdirSync(new URL("results/", import.meta.url), { recursive: true });
  writeFileSync(new URL("results/page-weight.md", import.meta.url), `${lines.join("\n")}\n`);
  const designs = rows.find((row) => row.path === "/designs");
  if (designs && designs.jsKb > GOAL_KB) {
    console.error(`/designs loads ${designs.jsKb} KB of JavaScript, over the ${GOAL_KB} KB goal`);
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  await server.stop();
}
