import type { FastifyInstance } from "fastify";
import type { Messages } from "#shared/i18n/index.ts";
import type { Db } from "../db/client.ts";
import type { Mailer } from "../lib/mail/mailer.ts";
import type { Storage } from "../lib/storage/storage.ts";

export async function notificationRoutes(
  _app: FastifyInstance,
  _deps: { db: Db; storage: Storage; mailer: Mailer; publicUrl: string; messages: Messages },
) {}
