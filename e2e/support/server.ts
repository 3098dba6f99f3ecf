// The app as `npm start` runs it, on a fresh data folder, for the browser tests.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MAILBOX_PORT, SMTP_PORT } from "./mail-ports.ts";
import { startMailbox } from "./mailbox.ts";
import { SETUP_ADMIN } from "./setup-admin.ts";

const dataDir = mkdtempSync(join(tmpdir(), "nestmatch-e2e-"));
process.env.NODE_ENV = "production";
process.env.DATA_DIR = dataDir;
process.env.PORT = process.env.E2E_PORT ?? "3100";
process.env.HOST = "127.0.0.1";
process.env.LOG_LEVEL ??= "warn";
process.env.SEED_DEMO ??= "true";
process.env.ADMIN_EMAIL ??= SETUP_ADMIN.email;
process.env.ADMIN_PASSWORD ??= SETUP_ADMIN.password;
// Every browser test signs in from 127.0.0.1; the per-address limit has its own API test.
process.env.AUTH_RATE_LIMIT_PER_MINUTE = "1000";
// Likewise every spec's sign-ups, contact messages and uploads, and the demo accounts' writes.
process.env.WRITE_LIMIT_FACTOR = "1000";
process.on("exit", () => rmSync(dataDir, { recursive: true, force: true }));
// Mail goes to a catcher the specs can read (support/mailbox.ts), never anywhere real.
process.env.SMTP_URL = await startMailbox(SMTP_PORT, MAILBOX_PORT);

const { main } = await import("../../src/server/main.ts");
await main();
