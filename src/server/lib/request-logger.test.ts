import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../app.ts";
import { createLogger } from "../logger.ts";
import { memoryLog } from "../test-support/memory-log.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";

let t: TestApp;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await t.close();
});

/** The app with the production logger at `level`, written to memory; `child` spies on pino's making of children. */
async function appLoggingAt(level: "warn" | "info") {
  const { lines, stream } = memoryLog();
  const logger = createLogger({ ...t.config, NODE_ENV: "production", LOG_LEVEL: level }, stream);
  const child = vi.spyOn(logger, "child");
  const app = await buildApp({ config: t.config, database: t.database, storage: t.storage, logger });
  apps.push(app);
  app.get("/test/logs-a-warning", async (request) => {
    request.log.warn({ thing: "teapot" }, "a warning from a handler");
    return { ok: true };
  });
  await app.ready();
  child.mockClear();
  const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { app, child, entries };
}

describe("a request's logger", () => {
  it("costs nothing where nothing is written: no child logger for a request that logs nothing at warn", async () => {
    const { app, child, entries } = await appLoggingAt("warn");
    const answers = await Promise.all([1, 2, 3].map(() => app.inject("/api/portfolio")));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(child).not.toHaveBeenCalled();
    expect(entries()).toEqual([]);
  });

  it("writes a handler's line with the request's id, as pino's child did", async () => {
    const { app, child, entries } = await appLoggingAt("warn");
    const answer = await app.inject("/test/logs-a-warning");
    expect(answer.statusCode).toBe(200);
    expect(child).toHaveBeenCalledTimes(1);
    const [line] = entries();
    expect(line).toMatchObject({ level: 40, msg: "a warning from a handler", thing: "teapot" });
    expect(line?.reqId).toEqual(expect.any(String));
  });

  it("at info, writes each answer's one line with its own request id", async () => {
    const { app, entries } = await appLoggingAt("info");
    await app.inject("/api/portfolio");
    await app.inject("/test/logs-a-warning");
    const completed = entries().filter((line) => line.msg === "request completed");
    expect(completed).toHaveLength(2);
    const ids = completed.map((line) => line.reqId);
    expect(new Set(ids).size).toBe(2);
    expect(completed[0]).toMatchObject({
      req: { method: "GET", url: "/api/portfolio" },
      res: { statusCode: 200 },
    });
    const warning = entries().find((line) => line.msg === "a warning from a handler");
    expect(warning?.reqId).toBe(ids[1]);
  });
});
