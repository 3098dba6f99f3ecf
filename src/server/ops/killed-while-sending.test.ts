import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../auth/users.ts";
import { type Database, openPostgres } from "../db/client.ts";
import { deliveries } from "../db/schema/index.ts";
import {
  SERVER_PROCESS_TEST_MS,
  type ServerProcess,
  startServerProcess,
} from "../test-support/server-process.ts";
import { startSmtpServer, type TestSmtpServer } from "../test-support/smtp-server.ts";
import {
  createPostgresTestDatabase,
  type PostgresTestDatabase,
  runsOnPostgres,
} from "../test-support/test-database.ts";
import { waitFor } from "../test-support/wait-for.ts";

/*
 * Issue 21 §2: a server process killed (SIGKILL, no shutdown of any kind) while it hands a mail to the
 * mail server leaves the job active; once its timeout passes, the next process tries it again, and the
 * mail is sent once. (A message the mail server accepted before the kill was heard of could go twice:
 * its Message-ID is the delivery's, docs/decisions.md "Durable background work".)
 */
describe.runIf(runsOnPostgres("the killed-while-sending test"))("a server killed while sending mail", () => {
  let created: PostgresTestDatabase;
  let control: Database;
  let smtp: TestSmtpServer;
  let server: ServerProcess | undefined;
  const dataDir = mkdtempSync(join(tmpdir(), "nestmatch-killed-mail-"));

  const start = async () => {
    server = await startServerProcess({
      DATABASE_URL: created.url,
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      JOB_TIMEOUT_SECONDS: "2",
      JOB_RETRY_DELAY_SECONDS: "1",
    });
    return server;
  };

  beforeAll(async () => {
    created = await createPostgresTestDatabase();
    control = openPostgres(created.url, 2);
    smtp = await startSmtpServer();
  });
  afterEach(() => {
    server?.child.kill("SIGKILL");
  });
  afterAll(async () => {
    await control?.close();
    await created?.drop();
    await smtp?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    "sends the mail once after a restart",
    async () => {
      const email = "killed-while-sending@example.com";
      await createUser(control.db, {
        email,
        password: "correct horse battery staple",
        role: "client",
        firstName: "Kit",
        lastName: "Chan",
        phoneNumber: "+852 9000 0000",
        locale: null,
      });
      smtp.stallOnData = true;
      const first = await start();
      const stalled = smtp.nextData();
      const answer = await fetch(`${first.url}/api/auth/password-reset`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email }),
      });
      expect(answer.status).toBe(202);
      // The whole message has reached the mail server, which has not said it took it.
      await stalled;
      first.child.kill("SIGKILL");
      await first.exited;
      const [lost] = await control.db.select().from(deliveries);
      expect(lost).toMatchObject({ kind: "password-reset", recipient: email, state: "sending", attempts: 1 });
      expect(smtp.received).toHaveLength(0);

      smtp.stallOnData = false;
      await start();
      await waitFor(
        async () => (await control.db.select().from(deliveries))[0]?.state === "sent",
        "the mail is sent after the restart",
        30_000,
      );
      const [sent] = await control.db.select().from(deliveries);
      expect(sent?.attempts).toBe(2);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]?.to).toEqual([email]);
      expect(smtp.received[0]?.messageId).toContain(sent?.id);
      // Nothing more goes out later.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect(smtp.received).toHaveLength(1);
    },
    SERVER_PROCESS_TEST_MS,
  );
});
