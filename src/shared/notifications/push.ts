import { z } from "zod";
import type { UserRole } from "../auth/roles.ts";
import type { Messages } from "../i18n/index.ts";
import type { NoticeFacts } from "../matching/notices.ts";

/**
 * The push services browsers subscribe through (Chrome, Edge, Firefox, Safari). The server posts to a
 * subscription's endpoint, so one anywhere else would let a caller make it post to any address.
 */
export const PUSH_SERVICE_HOSTS = [
  "fcm.googleapis.com",
  "android.googleapis.com",
  "push.services.mozilla.com",
  "push.apple.com",
  "notify.windows.com",
] as const;

/** Whether `endpoint` is an https address of one of `hosts` (or a subdomain of one). */
export function isPushServiceEndpoint(
  endpoint: string,
  hosts: readonly string[] = PUSH_SERVICE_HOSTS,
): boolean {
  const url = URL.parse(endpoint);
  if (!url) return false;
  if (url.protocol !== "https:" || url.username || url.password) return false;
  const host = url.port ? `${url.hostname}:${url.port}` : url.hostname;
  return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

/** Which notices reach a device as a push: messages, introductions and a homeowner's choice (issue 21 §4). */
export const PUSHED_NOTICE_KINDS = [
  "message",
  "introduced",
  "accepted",
  "chosen",
  "passed",
] as const satisfies readonly NoticeFacts["kind"][];

/** Who receives them: admins' notices (new requests, declines) are not pushed, so their screens do not offer it. */
export const PUSH_ROLES = ["client", "designer"] as const satisfies readonly UserRole[];

export const isPushedNotice = (kind: NoticeFacts["kind"]): boolean =>
  (PUSHED_NOTICE_KINDS as readonly string[]).includes(kind);

const base64url = (max: number, message: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, message)
    .max(max, message);

/** PUT /api/push/subscriptions: `PushSubscription.toJSON()` as the browser gives it. */
/** Its endpoint's host is checked against the push services by the server (`isPushServiceEndpoint`). */
export const pushSubscriptionSchema = (m: Messages["push"]["validation"]) =>
  z.object({
    // As browsers give it: percent-encoded, so printable ASCII without spaces.
    endpoint: z
      .string()
      .max(2048, m.endpoint)
      .regex(/^https:\/\/[\x21-\x7e]+$/, m.endpoint),
    expirationTime: z.number().nullish(),
    keys: z.object({
      // An uncompressed P-256 point is 65 bytes (87 characters), the auth secret 16 (22).
      p256dh: base64url(100, m.keys).refine((key) => key.replace(/=+$/, "").length === 87, m.keys),
      auth: base64url(30, m.keys).refine((key) => key.replace(/=+$/, "").length === 22, m.keys),
    }),
  });

/** POST /api/push/unsubscribe: the browser's endpoint, whichever account it was given to. */
export const pushEndpointSchema = (m: Messages["push"]["validation"]) =>
  z.object({ endpoint: z.string().min(1, m.endpoint).max(2048, m.endpoint) });

export const pushKeySchema = z
  .object({
    publicKey: z.string().describe("The VAPID public key (base64url): the browser's applicationServerKey"),
  })
  .meta({ id: "PushKey" });

/** What the service worker receives in a push: the notice in the recipient's language and where it leads. */
export interface PushPayload {
  title: string;
  body: string;
  /** An absolute address on this site. */
  url: string;
  /** Notices of one kind about one request replace each other on the device. */
  tag: string;
}
