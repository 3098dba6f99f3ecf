import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAllMessages } from "#shared/i18n/catalogues.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import { outboxEmails } from "../db/schema/index.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import {
  nextAddress,
  type SignedIn,
  signedInUser,
  TEST_PASSWORD,
  uniqueEmail,
} from "../test-support/users.ts";
import { issuePasswordLink } from "./service.ts";

/*
 * A reset or invitation link lives only as long as its reason: a reset, a password change or an
 * e-mail change ends every link the account still has, and an e-mail change tells the old address.
 */

const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60_000;
const catalogues = createAllMessages("Nestmatch");

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function call(method: "POST" | "PATCH", url: string, payload: object, cookie?: string) {
  return t.app.inject({
    method,
    url,
    payload,
    headers: cookie ? { cookie } : {},
    remoteAddress: nextAddress(),
  });
}

/** Mail goes out once the answer has: wait for that work before reading the outbox. */
const mailSent = () => t.app.afterAnswer.settled();

async function newestMailTo(address: string) {
  await mailSent();
  const [mail] = await t.database.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.toAddress, address))
    .orderBy(desc(outboxEmails.createdAt))
    .limit(1);
  return mail;
}

const tokenIn = (text: string) =>
  new URL(/https?:\/\/\S+/.exec(text)?.[0] ?? "http://invalid/").searchParams.get("token") ?? "";

/** A reset link mailed to `email` through the API, as its token. */
async function mailedResetToken(email: string): Promise<string> {
  expect((await call("POST", "/api/auth/password-reset", { email })).statusCode).toBe(202);
  const token = tokenIn((await newestMailTo(email))?.textBody ?? "");
  expect(token).not.toBe("");
  return token;
}

/** An invitation link as the admin's designer onboarding issues it, as its token. */
async function invitationToken(who: SignedIn): Promise<string> {
  return tokenIn(
    await issuePasswordLink(t.database.db, who.user.id, t.config.publicUrl, INVITATION_LIFETIME_MS),
  );
}

function followLink(token: string, password = "a brand new secret") {
  return call("POST", "/api/auth/password-reset/confirm", { token, password });
}

async function expectDead(token: string) {
  const answer = await followLink(token, "the attacker's secret");
  expect(answer.statusCode, answer.body).toBe(400);
  expect(answer.json()).toEqual({ message: catalogues.en.auth.errors.resetLinkInvalid });
}

describe("outstanding reset and invitation links", () => {
  it("die when one of them resets the password", async () => {
    const who = await signedInUser(t, "client");
    const first = await mailedResetToken(who.user.email);
    const second = await mailedResetToken(who.user.email);
    const invitation = await invitationToken(who);
    expect((await followLink(first)).statusCode).toBe(200);
    await expectDead(second);
    await expectDead(invitation);
  });

  it("die when the password is changed", async () => {
    const who = await signedInUser(t, "designer");
    const mailed = await mailedResetToken(who.user.email);
    const invitation = await invitationToken(who);
    const changed = await call(
      "POST",
      "/api/auth/password",
      { currentPassword: TEST_PASSWORD, newPassword: "a fresh long secret" },
      who.cookie,
    );
    expect(changed.statusCode, changed.body).toBe(204);
    await expectDead(mailed);
    await expectDead(invitation);
  });

  it("stay alive through a wrong current password", async () => {
    const who = await signedInUser(t, "client");
    const mailed = await mailedResetToken(who.user.email);
    const refused = await call(
      "POST",
      "/api/auth/password",
      { currentPassword: "not the password", newPassword: "a fresh long secret" },
      who.cookie,
    );
    expect(refused.statusCode).toBe(400);
    expect((await followLink(mailed)).statusCode).toBe(200);
  });

  it.each(["en", "zh-HK"] as const)(
    "die when the e-mail address changes, and the old address is told (%s)",
    async (locale: Locale) => {
      const who = await signedInUser(t, "client", { locale });
      const oldAddress = who.user.email;
      const mailedToOld = await mailedResetToken(oldAddress);
      const invitation = await invitationToken(who);
      const newAddress = uniqueEmail("moved");
      const moved = await call(
        "PATCH",
        "/api/user/profile",
        { firstName: "Ka Ho", lastName: "Chan", email: newAddress, currentPassword: TEST_PASSWORD },
        who.cookie,
      );
      expect(moved.statusCode, moved.body).toBe(200);
      await expectDead(mailedToOld);
      await expectDead(invitation);

      const notice = await newestMailTo(oldAddress);
      const words = catalogues[locale].profile.emailChangedMail;
      expect(notice?.subject).toBe(words.subject);
      expect(notice?.textBody).toBe(words.body(newAddress, `${t.config.publicUrl}/contact`));
      expect(notice?.textBody).toContain(newAddress);
      if (locale === "zh-HK") expect(notice?.subject).toMatch(/電郵/);
    },
  );

  it("are not touched, and nobody is mailed, when a profile is saved without a new address", async () => {
    const who = await signedInUser(t, "client");
    const mailed = await mailedResetToken(who.user.email);
    const saved = await call("PATCH", "/api/user/profile", { firstName: "A", lastName: "B" }, who.cookie);
    expect(saved.statusCode).toBe(200);
    await mailSent();
    const notices = await t.database.db
      .select()
      .from(outboxEmails)
      .where(
        and(
          eq(outboxEmails.toAddress, who.user.email),
          eq(outboxEmails.subject, catalogues.en.profile.emailChangedMail.subject),
        ),
      );
    expect(notices).toEqual([]);
    expect((await followLink(mailed)).statusCode).toBe(200);
  });
});
