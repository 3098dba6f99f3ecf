import { pino } from "pino";
import { LOG_REDACTIONS } from "./app.ts";
import type { Config } from "./config.ts";

/** JSON lines in production; readable lines when a person watches a terminal. */
export function createLogger(config: Config) {
  const pretty = config.NODE_ENV !== "production" && process.stdout.isTTY;
  return pino({
    level: config.LOG_LEVEL,
    redact: LOG_REDACTIONS,
    ...(pretty ? { transport: { target: "pino-pretty", options: { translateTime: "HH:MM:ss" } } } : {}),
  });
}
