import type { Agent } from "node:https";
import { eq, inArray } from "drizzle-orm";
import webPush from "web-push";
import type { Catalogues } from "#shared/i18n/catalogues.ts";
import { noticeText } from "#shared/matching/notices.ts";
import { isPushedNotice, type PushPayload } from "#shared/notifications/push.ts";
import type { Db } from "../../db/client.ts";
import { pushSubscriptions, users } from "../../db/schema/index.ts";
import { accountLocale } from "../../lib/i18n/account-locale.ts";
import type { Notice } from "../notify.ts";
import type { VapidDetails } from "./vapid-keys.ts";

/** What sending a push needs. */
export interface PushContext {
  db: Db;
  catalogues: Catalogues;
  publicUrl: string;
  vapid: VapidDetails;
  /** Tests reach their local push service through an agent that trusts its certificate. */
  agent?: Agent | undefined;
}

export interface PushOutcome {
  sent: number;
  /** Subscriptions the push service said are gone (404, 410), deleted. */
  removed: number;
  /** Other refusals and network errors: the subscription is kept, the notice waits in the bell. */
  failed: { endpoint: string; error: unknown }[];
}

/** A device keeps an undelivered notice this long (while switched off), then the push service drops it. */
const TIME_TO_LIVE_S = 24 * 60 * 60;
/** Push services take at most 4 KB of payload; a notice's body is cut well below. */
const MAX_BODY_LENGTH = 600;

const cut = (text: string) =>
  text.length > MAX_BODY_LENGTH ? `${text.slice(0, MAX_BODY_LENGTH - 1)}…` : text;

/**
 * Sends `notice` to every device `userId` opted in on, in the account's language (as its mail), with the
 * notice's page as an absolute address; subscriptions the push service no longer knows are deleted. The
 * notices the devices do not get (PUSHED_NOTICE_KINDS) send nothing.
 */
export async function sendPushToUser(
  push: PushContext,
  userId: string,
  notice: Notice,
): Promise<PushOutcome> {
  const outcome: PushOutcome = { sent: 0, removed: 0, failed: [] };
  if (!isPushedNotice(notice.facts.kind)) return outcome;
  const devices = await push.db
    .select({
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  if (devices.length === 0) return outcome;
  const [user] = await push.db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  if (!user) return outcome;
  const text = noticeText(notice.facts, push.catalogues[accountLocale(user)]);
  const payload: PushPayload = {
    title: text.title,
    body: cut(text.body),
    url: new URL(notice.link, push.publicUrl).href,
    tag: `${notice.facts.kind}:${notice.requestId ?? notice.link}`,
  };
  const gone: string[] = [];
  await Promise.all(
    devices.map(async ({ endpoint, p256dh, auth }) => {
      try {
        await webPush.sendNotification({ endpoint, keys: { p256dh, auth } }, JSON.stringify(payload), {
          vapidDetails: push.vapid,
          TTL: TIME_TO_LIVE_S,
          contentEncoding: "aes128gcm",
          timeout: 10_000,
          ...(push.agent ? { agent: push.agent } : {}),
        });
        outcome.sent += 1;
      } catch (error) {
        if (error instanceof webPush.WebPushError && (error.statusCode === 404 || error.statusCode === 410))
          gone.push(endpoint);
        else outcome.failed.push({ endpoint, error });
      }
    }),
  );
  if (gone.length > 0) {
    const deleted = await push.db
      .delete(pushSubscriptions)
      .where(inArray(pushSubscriptions.endpoint, gone))
      .returning({ id: pushSubscriptions.id });
    outcome.removed = deleted.length;
  }
  return outcome;
}
