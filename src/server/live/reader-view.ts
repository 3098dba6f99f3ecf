import type { Messages } from "#shared/i18n/index.ts";
import { LOGGED_KINDS, type StreamEvents } from "#shared/live/events.ts";
import type { Db } from "../db/client.ts";
import type { UserRow } from "../db/schema/index.ts";
import type { LiveEvent } from "../lib/events/event.ts";
import { HttpError } from "../lib/http-errors.ts";
import { assertThreadMember, loadIntroduction } from "../matching/introduction-policy.ts";
import { listMessages } from "../matching/messages.ts";
import { listNotifications } from "../notifications/notification-inbox.ts";

/** Who holds a stream: the account, and the language its tab reads. */
export interface StreamReader {
  user: UserRow;
  messages: Messages;
}

export type StreamEvent = {
  [Name in keyof StreamEvents]: { name: Name; data: StreamEvents[Name] };
}[keyof StreamEvents];

/**
 * What a logged event shows this reader, or null when nothing: a thread is sent whole as they may read
 * it now (the same checks as GET /api/introductions/:id/messages, so a designer passed over since is sent
 * nothing), their bell as GET /api/notifications answers it. The browser puts these in its cache as they
 * are, with no request of its own; a request's change is only its id, and the browser reads it again.
 */
export async function viewFor(
  deps: { db: Db; publicUrl: string },
  reader: StreamReader,
  event: LiveEvent,
): Promise<StreamEvent | null> {
  const { db } = deps;
  switch (event.kind) {
    case LOGGED_KINDS.message: {
      const introductionId = String(event.data.introductionId ?? "");
      try {
        const loaded = await loadIntroduction(db, introductionId);
        assertThreadMember(reader.user, loaded, { write: false });
      } catch (error) {
        // Refused (403, 404, 409): this reader may not see the thread, so the event is not theirs. Anything
        // else is a failure the stream reports.
        if (error instanceof HttpError) return null;
        throw error;
      }
      const messages = await listMessages(db, reader.user, introductionId, {
        messages: reader.messages,
        publicUrl: deps.publicUrl,
      });
      return { name: "thread", data: { introductionId, messages } };
    }
    case LOGGED_KINDS.notification:
      return { name: "notifications", data: await listNotifications(db, reader.user.id, reader.messages) };
    case LOGGED_KINDS.request:
      return {
        name: "request",
        data: {
          requestId: String(event.data.requestId ?? ""),
          step: event.data.step as StreamEvents["request"]["step"],
        },
      };
    default:
      return null;
  }
}

/**
 * The events a reconnecting stream missed, with only the last of each thread's and of the bell's kept:
 * each of those is sent whole, so an earlier one says nothing the last does not.
 */
export function lastOfEach(events: readonly LiveEvent[]): LiveEvent[] {
  const key = (event: LiveEvent) =>
    event.kind === LOGGED_KINDS.message
      ? `message:${String(event.data.introductionId)}`
      : event.kind === LOGGED_KINDS.notification
        ? "notification"
        : `other:${event.id}`;
  const last = new Map<string, LiveEvent>();
  for (const event of events) {
    last.delete(key(event));
    last.set(key(event), event);
  }
  return [...last.values()].sort((a, b) => a.id - b.id);
}
