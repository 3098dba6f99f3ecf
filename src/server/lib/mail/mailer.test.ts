import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { outboxEmails } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { uniqueEmail } from "../../test-support/users.ts";
import { createOutboxMailer, type Mail } from "./mailer.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it("the outbox keeps each mail as sent: letters shared by several addresses, and one without an HTML part", async () => {
  const mailer = createOutboxMailer(t.database.db, t.app.log, { logText: false });
  const shared = { subject: "A new request", text: "Open the desk.", html: "<p>Open the desk.</p>" };
  const mails: Mail[] = [
    { to: uniqueEmail("first"), ...shared },
    { to: uniqueEmail("plain"), subject: "Your code", text: "123 456" },
    { to: uniqueEmail("second"), ...shared },
    { to: uniqueEmail("other"), ...shared, html: "<p>Abrir</p>" },
  ];
  await mailer.sendAll(mails);
  const stored = await t.database.db
    .select()
    .from(outboxEmails)
    .where(
      inArray(
        outboxEmails.toAddress,
        mails.map((mail) => mail.to),
      ),
    );
  expect(
    stored
      .map((row) => ({ to: row.toAddress, subject: row.subject, text: row.textBody, html: row.htmlBody }))
      .sort((a, b) => a.to.localeCompare(b.to)),
  ).toEqual(
    mails
      .map((mail) => ({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null }))
      .sort((a, b) => a.to.localeCompare(b.to)),
  );
});
