import { type DestinationStream, pino } from "pino";
import type { Config } from "./config.ts";
import { LOG_REDACTIONS, LOG_SERIALIZERS } from "./lib/security/log-serializers.ts";

/** JSON lines in production; readable lines when a person watches a terminal; `destination` instead of stdout. */
export function createLogger(config: Config, destination?: DestinationStream) {
  const pretty = !destination && config.NODE_ENV !== "production" && process.stdout.isTTY;
  return pino(
    {
      level: config.LOG_LEVEL,
      redact: LOG_REDACTIONS,
      serializers: LOG_SERIALIZERS,
      ...(pretty ? { transport: { target: "pino-pretty", options: { translateTime: "HH:MM:ss" } } } : {}),
    },
    destination,
  );
}
