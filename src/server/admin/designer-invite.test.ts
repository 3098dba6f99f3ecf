import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAllMessages } from "#shared/i18n/catalogues.ts";
import { findUserByEmail } from "../auth/users.ts";
import { outboxEmails } from "../db/schema/index.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { nextAddress, signedInUser, uniqueEmail } from "../test-support/users.ts";
import { inviteDesigner } from "./designer-invite.ts";
import { callerFor, signIn } from "./testing.ts";

let t: TestApp;
let asAdmin: ReturnType<typeof callerFor>;

beforeAll(async () => {
  t = await createTestApp();
  asAdmin = callerFor(t, (await signedInUser(t, "admin")).cookie);
});
afterAll(() => t.close());

async function lastMailTo(email: string) {
  const [mail] = await t.database.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.toAddress, email))
    .orderBy(desc(outboxEmails.createdAt))
    .limit(1);
  return mail;
}

describe("POST /api/admin/designers", () => {
  it("creates a designer without a password and mails a link that sets one", async () => {
    const email = uniqueEmail("designer");
    const created = await asAdmin("POST", "/api/admin/designers", {
      email: `  ${email.toUpperCase()} `,
      firstName: " Hoi Yan ",
      lastName: "Tsang",
      phoneNumber: "",
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      email,
      firstName: "Hoi Yan",
      lastName: "Tsang",
      phoneNumber: null,
      role: "designer",
      portfolioCount: 0,
      hasPassword: false,
    });
    expect((await signIn(t, email, "")).statusCode).toBe(400);
    expect((await signIn(t, email, "any guess at all")).statusCode).toBe(401);

    const mail = await lastMailTo(email);
    expect(mail?.subject).toBe("Your Nestmatch designer account");
    expect(mail?.textBody).toMatch(/^Hello Hoi Yan Tsang,/);
    expect(mail?.textBody).toMatch(/within 7 days/);
    const link = new URL(/https?:\/\/\S+/.exec(mail?.textBody ?? "")?.[0] ?? "");
    expect(link.pathname).toBe("/reset-password");

    const confirmed = await t.app.inject({
      method: "POST",
      url: "/api/auth/password-reset/confirm",
      payload: { token: link.searchParams.get("token"), password: "my own studio secret" },
      remoteAddress: nextAddress(),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ email, role: "designer" });
    expect((await signIn(t, email, "my own studio secret")).statusCode).toBe(200);
    const listed = await asAdmin("GET", `/api/admin/users?role=designer&q=${encodeURIComponent(email)}`);
    expect(listed.json().items[0]).toMatchObject({ email, hasPassword: true });
  });

  it("answers 409 with a message for an e-mail already in use", async () => {
    const existing = await signedInUser(t, "client");
    const response = await asAdmin("POST", "/api/admin/designers", {
      email: existing.user.email,
      firstName: "Dup",
      lastName: "Licate",
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: "An account with this email already exists" });
    expect((await findUserByEmail(t.database.db, existing.user.email))?.role).toBe("client");
  });

  it("names the first bad field", async () => {
    for (const [payload, message] of [
      [{}, "Email is required"],
      [{ email: "not-an-email", firstName: "A", lastName: "B" }, "Please enter a valid email address"],
      [{ email: uniqueEmail(), lastName: "B" }, "First name is required"],
      [{ email: uniqueEmail(), firstName: "A", lastName: " " }, "Last name is required"],
      [
        { email: uniqueEmail(), firstName: "A", lastName: "B", phoneNumber: "12" },
        "Phone number must be at least 8 digits",
      ],
      [
        { email: uniqueEmail(), firstName: "A", lastName: "B", phoneNumber: "9123 4567 x" },
        "Please enter a valid phone number",
      ],
    ] as const) {
      const response = await asAdmin("POST", "/api/admin/designers", payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ message });
    }
  });

  it("removes the new account again when the mail cannot be sent", async () => {
    const email = uniqueEmail("unmailable");
    const down = () => Promise.reject(new Error("SMTP is down"));
    const failing = { send: down, sendAll: down };
    await expect(
      inviteDesigner(
        {
          db: t.database.db,
          mailer: failing,
          publicUrl: "http://localhost",
          catalogues: createAllMessages("Nestmatch"),
        },
        { email, firstName: "No", lastName: "Mail", phoneNumber: null },
      ),
    ).rejects.toThrow("SMTP is down");
    expect(await findUserByEmail(t.database.db, email)).toBeUndefined();
  });
});
