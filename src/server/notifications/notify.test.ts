import { desc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createAllMessages } from "#shared/i18n/catalogues.ts";
import { noticeText } from "#shared/matching/notices.ts";
import { notifications, outboxEmails, users } from "../db/schema/index.ts";
import type { MailContext } from "../lib/mail/mail-context.ts";
import { createOutboxMailer, type Mailer } from "../lib/mail/mailer.ts";
import { recordQueries } from "../test-support/query-recorder.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { type SignedIn, signedInUser, uniqueEmail } from "../test-support/users.ts";
import { type Notice, notify, notifyAdmins } from "./notify.ts";

const PUBLIC_URL = "https://nestmatch.example";
const catalogues = createAllMessages("Nestmatch");

let t: TestApp;
let mailer: Mailer;
let client: SignedIn;
let designer: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  mailer = createOutboxMailer(t.database.db, t.app.log, { logText: false });
  [client, designer] = await Promise.all([signedInUser(t, "client"), signedInUser(t, "designer")]);
});
afterAll(() => t.close());

const through = (via: Mailer): MailContext => ({
  db: t.database.db,
  mailer: via,
  publicUrl: PUBLIC_URL,
  catalogues,
});

const mailsTo = (address: string) =>
  t.database.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.toAddress, address))
    .orderBy(desc(outboxEmails.createdAt));

const rowsOf = (userId: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt));

describe("notify", () => {
  it("writes one unread notification per user and mails each a text and an HTML part with the absolute link", async () => {
    await notify(through(mailer), {
      userIds: [client.user.id, designer.user.id, client.user.id],
      facts: {
        kind: "message",
        author: "Chloe Wong",
        preview: "I sent a proposal.\n\nCompare it with the others.",
      },
      link: "/dashboard/my-forms/abc",
    });
    for (const who of [client, designer]) {
      const rows = await rowsOf(who.user.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        kind: "message",
        title: "New message from Chloe Wong",
        body: "I sent a proposal.\n\nCompare it with the others.",
        link: "/dashboard/my-forms/abc",
        readAt: null,
      });
      const mails = await mailsTo(who.user.email);
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail?.subject).toBe("New message from Chloe Wong");
      expect(mail?.textBody).toContain("I sent a proposal.");
      expect(mail?.textBody).toContain("https://nestmatch.example/dashboard/my-forms/abc");
      expect(mail?.htmlBody).toContain('href="https://nestmatch.example/dashboard/my-forms/abc"');
      expect(mail?.htmlBody).toContain('<p style="margin:0 0 16px">Compare it with the others.</p>');
    }
  });

  it("escapes every user-supplied string in the HTML part, and keeps the text part as written", async () => {
    const author = `<script>alert("x")</script> & co`;
    const body = `Flat 3 <b>'Harbour'</b> & "Sons"\nsecond line`;
    await notify(through(mailer), {
      userIds: [designer.user.id],
      facts: { kind: "message", author, preview: body },
      link: '/dashboard/requests?x="><img src=x>',
    });
    const [mail] = await mailsTo(designer.user.email);
    const html = mail?.htmlBody ?? "";
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<b>");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co");
    expect(html).toContain(
      "Flat 3 &lt;b&gt;&#39;Harbour&#39;&lt;/b&gt; &amp; &quot;Sons&quot;<br>second line",
    );
    expect(mail?.textBody).toContain(body);
    expect(mail?.subject).toBe(`New message from ${author}`);
  });

  it("keeps the notifications and does not throw when mail cannot be sent, and reports the failure", async () => {
    const down = () => Promise.reject(new Error("SMTP is down"));
    const failing: Mailer = { send: down, sendAll: down };
    const log = { warn: vi.fn() };
    const reader = await signedInUser(t, "designer");
    await expect(
      notify(
        through(failing),
        {
          userIds: [reader.user.id],
          facts: { kind: "chosen" },
          link: "/dashboard",
        },
        log,
      ),
    ).resolves.toBeUndefined();
    expect(await rowsOf(reader.user.id)).toMatchObject([{ kind: "chosen", title: "You were chosen" }]);
    expect(log.warn).toHaveBeenCalledOnce();
  });

  it("writes each recipient's notice and mail in the language of their account", async () => {
    const reader = await signedInUser(t, "client", { locale: "zh-HK" });
    const other = await signedInUser(t, "designer");
    await notify(through(mailer), {
      userIds: [reader.user.id, other.user.id],
      facts: { kind: "chosen" },
      link: "/dashboard/requests/abc",
    });
    const [chinese] = await rowsOf(reader.user.id);
    expect(chinese).toMatchObject({ title: catalogues["zh-HK"].matching.introductions.mail.chosenTitle });
    expect(chinese?.title).toMatch(/[\u4e00-\u9fff]/);
    const [english] = await rowsOf(other.user.id);
    expect(english).toMatchObject({ title: "You were chosen" });
    const [chineseMail] = await mailsTo(reader.user.email);
    expect(chineseMail?.subject).toBe(chinese?.title);
    expect(chineseMail?.textBody).toContain(catalogues["zh-HK"].matching.notifications.mail.footer);
    expect(chineseMail?.htmlBody).toContain('<html lang="zh-HK">');
    const [englishMail] = await mailsTo(other.user.email);
    expect(englishMail?.subject).toBe("You were chosen");
    expect(englishMail?.textBody).toContain("Open it here: https://nestmatch.example/dashboard/requests/abc");
  });

  it("does nothing for no users or unknown ones", async () => {
    const send = vi.fn();
    const sendAll = vi.fn();
    const nobody: Notice = { facts: { kind: "reviewed", rating: 5 }, link: "/" };
    const before = await t.database.db.$count(notifications);
    await notify(through({ send, sendAll }), {
      ...nobody,
      userIds: ["00000000-0000-4000-8000-00000000abcd"],
    });
    await notify(through({ send, sendAll }), { ...nobody, userIds: [] });
    expect(send).not.toHaveBeenCalled();
    expect(sendAll).not.toHaveBeenCalled();
    expect(await t.database.db.$count(notifications)).toBe(before);
  });
});

describe("a notice to many readers", () => {
  it("is written in statements whose text does not grow with the readers, each row and mail in its reader's language", async () => {
    const readers = await t.database.db
      .insert(users)
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          email: uniqueEmail(`reader${i}`),
          passwordHash: "never signs in",
          role: "client" as const,
          locale: i % 2 === 0 ? ("en" as const) : ("zh-HK" as const),
        })),
      )
      .returning();
    const notice: Notice = {
      facts: { kind: "introduced", district: "Sha Tin" },
      link: "/dashboard/my-forms",
    };
    const record = recordQueries(t.database);
    const writes = (queries: string[]) =>
      queries.filter((text) => /^insert into "(notifications|outbox_emails)"/.test(text.trim()));
    const few = await record(() =>
      notify(through(mailer), { ...notice, userIds: readers.slice(0, 2).map((reader) => reader.id) }),
    );
    const many = await record(() =>
      notify(through(mailer), { ...notice, userIds: readers.slice(2).map((reader) => reader.id) }),
    );
    expect(writes(few.queries)).toHaveLength(2);
    expect(writes(many.queries)).toEqual(writes(few.queries));

    for (const reader of readers) {
      const words = noticeText(notice.facts, catalogues[reader.locale ?? "en"]);
      expect(await rowsOf(reader.id)).toMatchObject([
        { kind: "introduced", facts: notice.facts, title: words.title, body: words.body, link: notice.link },
      ]);
      const [mail, ...more] = await mailsTo(reader.email);
      expect(more).toEqual([]);
      expect(mail?.subject).toBe(words.title);
      expect(mail?.textBody).toContain(`${PUBLIC_URL}/dashboard/my-forms`);
      expect(mail?.htmlBody).toContain(words.title);
    }
  });
});

describe("notifyAdmins", () => {
  it("notifies every administrator and nobody else", async () => {
    const admins = await Promise.all([signedInUser(t, "admin"), signedInUser(t, "admin")]);
    await notifyAdmins(through(mailer), {
      facts: { kind: "introduced", district: null },
      link: "/dashboard/forms",
    });
    const rows = await t.database.db.select().from(notifications).where(eq(notifications.kind, "introduced"));
    const ids = rows.map((row) => row.userId);
    for (const admin of admins) expect(ids).toContain(admin.user.id);
    expect(ids).not.toContain(client.user.id);
    expect(ids).not.toContain(designer.user.id);
    const mails = await t.database.db
      .select()
      .from(outboxEmails)
      .where(
        inArray(
          outboxEmails.toAddress,
          admins.map((admin) => admin.user.email),
        ),
      );
    expect(mails).toHaveLength(2);
  });
});
