import { desc, eq } from "drizzle-orm";
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { outboxEmails } from "../db/schema/index.ts";
import { createLogger } from "../logger.ts";
import { memoryLog } from "../test-support/memory-log.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { cookieFrom, nextAddress, uniqueEmail } from "../test-support/users.ts";

let t: TestApp;
let app: FastifyInstance;
const log: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const { stream } = memoryLog(log);
  // The production logger (redactions and all) at its most talkative level, written to memory.
  const logger = createLogger({ ...t.config, NODE_ENV: "production", LOG_LEVEL: "trace" }, stream);
  app = await buildApp({ config: t.config, database: t.database, storage: t.storage, logger });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

async function call(options: InjectOptions) {
  return app.inject({ remoteAddress: nextAddress(), ...options });
}

const tokenOf = (cookie: string) => cookie.split("=")[1] ?? "";

describe("the log of a session's life", () => {
  it("never holds a password, a reset token or a session cookie", async () => {
    const email = uniqueEmail("logged");
    const passwords = {
      first: "first secret of the log test",
      wrong: "wrong guess of the log test",
      second: "second secret of the log test",
      reset: "reset secret of the log test",
      gate: "admin gate guess of the log test",
    };
    const secrets: string[] = Object.values(passwords);

    const registered = await call({
      method: "POST",
      url: "/api/auth/register",
      payload: { email, password: passwords.first },
    });
    const firstCookie = cookieFrom(registered.headers["set-cookie"]);
    await call({ url: "/api/auth/user", headers: { cookie: firstCookie } });
    await call({ method: "POST", url: "/api/auth/login", payload: { email, password: passwords.wrong } });
    const signedIn = await call({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password: passwords.first },
    });
    const cookie = cookieFrom(signedIn.headers["set-cookie"]);
    const changed = await call({
      method: "POST",
      url: "/api/auth/password",
      payload: { currentPassword: passwords.first, newPassword: passwords.second },
      headers: { cookie },
    });
    expect(changed.statusCode).toBe(204);

    await call({ method: "POST", url: "/api/auth/password-reset", payload: { email } });
    await app.afterAnswer.settled();
    const [mail] = await t.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, email))
      .orderBy(desc(outboxEmails.createdAt));
    const link = new URL(/https?:\/\/\S+/.exec(mail?.textBody ?? "")?.[0] ?? "http://x/");
    const token = link.searchParams.get("token") ?? "";
    expect(token).not.toBe("");
    // The browser opens the link (the page is served by the same server), then sends the new password.
    await call({ url: `${link.pathname}${link.search}` });
    const reset = await call({
      method: "POST",
      url: "/api/auth/password-reset/confirm",
      payload: { token, password: passwords.reset },
      headers: { cookie },
    });
    expect(reset.statusCode).toBe(200);
    const resetCookie = cookieFrom(reset.headers["set-cookie"]);
    await call({
      method: "PATCH",
      url: "/api/user/profile",
      payload: {
        firstName: "Lo",
        lastName: "Gged",
        email: uniqueEmail("moved"),
        currentPassword: passwords.wrong,
      },
      headers: { cookie: resetCookie },
    });
    await call({
      method: "POST",
      url: "/api/admin/bypass-login",
      payload: { email, password: passwords.gate },
    });
    await call({ method: "POST", url: "/api/auth/logout", headers: { cookie: resetCookie } });

    const written = log.join("");
    expect(written).toContain("request completed");
    expect(written).toContain("/reset-password?token=[redacted]");
    for (const secret of [...secrets, token, ...[firstCookie, cookie, resetCookie].map(tokenOf)]) {
      expect(written.includes(secret), `the log holds ${secret}`).toBe(false);
    }
  });

  it("writes one line per request, once it is answered, with what was asked and how it was answered", async () => {
    const before = log.length;
    const answered = await call({ url: "/api/designs?page=1" });
    const lines = log
      .slice(before)
      .join("")
      .split("\n")
      .filter(Boolean)
      .map(
        (line) => JSON.parse(line) as { msg: string; req?: { url?: string }; res?: { statusCode?: number } },
      );
    const about = lines.filter((line) => line.req?.url === "/api/designs?page=1" || line.res);
    expect(about).toHaveLength(1);
    expect(about[0]).toMatchObject({ msg: "request completed", res: { statusCode: answered.statusCode } });
    expect(lines.some((line) => line.msg === "incoming request")).toBe(false);
  });
});
