import type { FastifyInstance } from "fastify";
import type { Messages } from "#shared/i18n/index.ts";
import type { Db } from "../db/client.ts";
import type { Storage } from "../lib/storage/storage.ts";

/** Portfolio management (spec 2 §7): designers their own items, admins every item and the featured flag. */
export async function portfolioRoutes(
  _app: FastifyInstance,
  _deps: { db: Db; storage: Storage; messages: Messages },
) {}
