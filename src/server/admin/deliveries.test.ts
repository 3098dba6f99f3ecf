import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliveries, outboxEmails } from "../db/schema/index.ts";
import { injectAs } from "../test-support/inject.ts";
import { startSmtpServer, type TestSmtpServer } from "../test-support/smtp-server.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { type SignedIn, signedInUser } from "../test-support/users.ts";
import { waitFor } from "../test-support/wait-for.ts";

let smtp: TestSmtpServer;
let t: TestApp;
let admin: SignedIn;
let client: SignedIn;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp(
    { SMTP_URL: smtp.url },
    {
      deps: {
        jobs: {
          work: true,
          pollingSeconds: 0.5,
          policy: { retryLimit: 1, retryDelaySeconds: 1, retryDelayMaxSeconds: 1 },
        },
      },
    },
  );
  [admin, client] = await Promise.all([signedInUser(t, "admin"), signedInUser(t, "client")]);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const resetRows = () => t.database.db.select().from(deliveries).where(eq(deliveries.kind, "password-reset"));

describe("the operator's view of delivery", () => {
  it("shows a mail that failed for good with its tries and error, and retries it once", async () => {
    await smtp.down();
    const asked = await injectAs(t, "POST", "/api/auth/password-reset", null, { email: client.user.email });
    expect(asked.statusCode).toBe(202);
    await waitFor(async () => (await resetRows())[0]?.state === "failed", "the mail fails for good");

    expect((await injectAs(t, "GET", "/api/admin/deliveries", client)).statusCode).toBe(403);
    const log = await injectAs(t, "GET", "/api/admin/deliveries?state=failed", admin);
    expect(log.statusCode, log.body).toBe(200);
    const [failed] = log.json().items.filter((item: { kind: string }) => item.kind === "password-reset");
    expect(failed).toMatchObject({
      channel: "mail",
      kind: "password-reset",
      recipient: client.user.email,
      state: "failed",
      attempts: 2,
      sentAt: null,
    });
    expect(failed.lastError).toMatch(/ECONNREFUSED/);
    expect(log.json().failed).toBeGreaterThanOrEqual(1);
    expect((await injectAs(t, "GET", "/api/admin/deliveries?state=lost", admin)).statusCode).toBe(400);

    await smtp.up();
    const retried = await Promise.all([
      injectAs(t, "POST", `/api/admin/deliveries/${failed.id}/retry`, admin),
      injectAs(t, "POST", `/api/admin/deliveries/${failed.id}/retry`, admin),
    ]);
    expect(retried.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    await waitFor(async () => (await resetRows())[0]?.state === "sent", "the retried mail is sent");
    const [sent] = await resetRows();
    expect(sent?.attempts).toBe(3);
    expect(smtp.received.filter((mail) => mail.messageId?.includes(failed.id))).toHaveLength(1);

    const again = await injectAs(t, "POST", `/api/admin/deliveries/${failed.id}/retry`, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Only a delivery that failed can be retried.");
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await injectAs(t, "POST", `/api/admin/deliveries/${unknown}/retry`, admin)).statusCode).toBe(404);
    expect((await injectAs(t, "POST", `/api/admin/deliveries/${failed.id}/retry`, client)).statusCode).toBe(
      403,
    );
  });

  it("keeps today's outbox without SMTP_URL: mail is written at once, nothing is queued", async () => {
    const plain = await createTestApp();
    try {
      const someone = await signedInUser(plain, "client");
      const asked = await injectAs(plain, "POST", "/api/auth/password-reset", null, {
        email: someone.user.email,
      });
      expect(asked.statusCode).toBe(202);
      await waitFor(
        async () =>
          (
            await plain.database.db
              .select()
              .from(outboxEmails)
              .where(eq(outboxEmails.toAddress, someone.user.email))
          ).length > 0,
        "the reset mail is in the outbox",
      );
      expect(await plain.database.db.select().from(deliveries)).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});
