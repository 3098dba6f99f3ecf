import { runDatabaseCommand } from "../../cli.ts";
import { createStorage } from "../../lib/storage/create-storage.ts";
import { createLogger } from "../../logger.ts";
import { seedDemoData } from "../seed/seed.ts";

await runDatabaseCommand("db:seed", async (database, config) => {
  await seedDemoData(database.db, createStorage(config), createLogger(config));
  return "Demo data seeded (earlier demo accounts and their designs were replaced).";
});
