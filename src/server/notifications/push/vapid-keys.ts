import webPush from "web-push";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { webPushKeys } from "../../db/schema/index.ts";

/** What signs every push request (RFC 8292): the key pair browsers subscribed with, and whom to contact. */
export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

/** MAIL_FROM's address, "Nestmatch <no-reply@nestmatch.hk>" or bare. */
function mailFromAddress(mailFrom: string): string {
  return /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
}

/**
 * The configured pair, else the one kept in the database, made by the first process that needed it. The
 * database rather than DATA_DIR: every process of a deployment (and a restored backup) must sign with the
 * pair its browsers subscribed with, and DATA_DIR is not shared between servers.
 */
export async function loadVapidDetails(db: Db, config: Config): Promise<VapidDetails> {
  const subject = config.VAPID_SUBJECT ?? `mailto:${mailFromAddress(config.MAIL_FROM)}`;
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY)
    return { subject, publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY };
  const made = webPush.generateVAPIDKeys();
  // Two processes starting together each make a pair; the first insert wins and both read it back.
  await db.insert(webPushKeys).values(made).onConflictDoNothing();
  const [kept] = await db.select().from(webPushKeys);
  if (!kept) throw new Error("The VAPID key pair could not be stored");
  return { subject, publicKey: kept.publicKey, privateKey: kept.privateKey };
}
