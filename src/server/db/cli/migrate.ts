import { runDatabaseCommand } from "../../cli.ts";

await runDatabaseCommand("db:migrate", async (database) => `Migrated the ${database.kind} database.`);
