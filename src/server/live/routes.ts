import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { LIVE_EVENTS_PATH } from "#shared/live/events.ts";
import { signedIn } from "../auth/guards.ts";
import { openEventStream } from "../lib/http/event-stream.ts";
import type { LiveHub } from "./hub.ts";

/** The browser's EventSource waits this long before opening a stream again. */
const RETRY_MS = 3_000;

/** A Last-Event-ID the server wrote (an event's id); anything else starts afresh. */
const readLastEventId = (header: unknown): number | null =>
  typeof header === "string" && /^\d{1,15}$/.test(header) ? Number(header) : null;

/** The live stream (issue 21): one per signed-in tab, with what changes for its user as it happens. */
export async function liveRoutes(app: FastifyInstance, { hub }: { hub: LiveHub }) {
  app.get(
    LIVE_EVENTS_PATH.replace(/^\/api/, ""),
    {
      config: { access: "signed-in" },
      schema: {
        tags: ["live"],
        summary: "The signed-in user's live events (text/event-stream)",
        description:
          "Server-Sent Events: `thread` (a thread the user may read, whole), `notifications` (their bell), " +
          "`request` (a request they see changed: read it again), `ready` (the stream is open), `reset` (too much " +
          "was missed: read everything again). Each event has an id: reconnect with `Last-Event-ID` to be sent " +
          "what was missed. A comment line comes every 25 s; the stream ends at sign-out, after 30 minutes, and " +
          "when the server stops.",
        produces: ["text/event-stream"],
        response: {
          200: z.string().describe("text/event-stream: `id`, `event` and `data` (JSON) lines per event"),
        },
      },
    },
    async (request, reply) => {
      const user = signedIn(request);
      const sessionId = request.session?.sessionId ?? "";
      const stream = openEventStream(request, reply, { retryMs: RETRY_MS });
      hub.hold(
        stream,
        { reader: { user, messages: request.messages }, sessionId },
        readLastEventId(request.headers["last-event-id"]),
      );
      return reply;
    },
  );
}
