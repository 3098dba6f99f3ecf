import type { RequestEventType } from "../matching/constants.ts";
import type { ThreadMessage } from "../matching/introductions.ts";
import type { NotificationList } from "../matching/notifications.ts";

/** One stream per signed-in tab (issue 21): Server-Sent Events, resumable with Last-Event-ID. */
export const LIVE_EVENTS_PATH = "/api/live/events";

/** What the server writes to its event log, and so what every process's streams hear of. */
export const LOGGED_KINDS = {
  /** A message in a thread: `introductionId`. */
  message: "message",
  /** A user's bell changed: new notices, or some were read. */
  notification: "notification",
  /** A request or one of its introductions moved: `requestId`, `step`. */
  request: "request",
  /** Sessions ended (sign-out, password change, ...): `sessionIds`, or every session of the users named. */
  signedOut: "signed-out",
} as const;

/** What a browser's stream is sent, by SSE event name. */
export interface StreamEvents {
  /** The stream is open; its id is where a reconnection resumes. */
  ready: Record<string, never>;
  /** A thread the reader may read, whole, as they read it (contact details masked for them). */
  thread: { introductionId: string; messages: ThreadMessage[] };
  /** The reader's bell, as GET /api/notifications answers it. */
  notifications: NotificationList;
  /** A request (or an introduction to it) changed: what shows it is read again. */
  request: { requestId: string; step: RequestEventType | "revised" };
  /** Too much was missed to replay: read everything the stream keeps fresh again. */
  reset: Record<string, never>;
}

export type StreamEventName = keyof StreamEvents;
export const STREAM_EVENT_NAMES = ["ready", "thread", "notifications", "request", "reset"] as const;
