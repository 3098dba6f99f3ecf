import type { FastifyBaseLogger } from "fastify";
import { ensureAdminAccount } from "./auth/bootstrap-admin.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import type { Storage } from "./lib/storage/storage.ts";

/** What the server does to its data before it listens: the ADMIN_EMAIL account and the demo data. */
export async function prepareData(
  config: Config,
  database: Database,
  storage: Storage,
  log: FastifyBaseLogger,
): Promise<void> {
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    await ensureAdminAccount(
      database.db,
      { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD },
      log,
    );
  }
  if (!config.SEED_DEMO) return;
  // Loaded only when needed: the seed renders images and carries the demo catalogue.
  const { isCatalogueEmpty, seedDemoData } = await import("./db/seed/seed.ts");
  if (await isCatalogueEmpty(database.db)) {
    log.info("empty catalogue: seeding the demo data (set SEED_DEMO=false to start empty)");
    await seedDemoData(database.db, storage, log);
  }
}
