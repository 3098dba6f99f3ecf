import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { deliveries, outboxEmails } from "../../db/schema/index.ts";
import { createLogger } from "../../logger.ts";
import { memoryLog } from "../../test-support/memory-log.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { nextAddress, TEST_PASSWORD, uniqueEmail } from "../../test-support/users.ts";
import { createUser } from "../users.ts";

const MAC_CHROME =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A browser as the server meets it: its user agent and the cookies it keeps between visits. */
class Browser {
  private readonly jar = new Map<string, string>();
  readonly userAgent: string;

  constructor(userAgent: string) {
    this.userAgent = userAgent;
  }

  get cookie() {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  async call(method: "GET" | "POST" | "DELETE", url: string, payload?: object) {
    const response = await t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { "user-agent": this.userAgent, ...(this.jar.size ? { cookie: this.cookie } : {}) },
      remoteAddress: nextAddress(),
    });
    for (const set of [response.headers["set-cookie"] ?? []].flat()) {
      const [pair = ""] = set.split(";");
      const [name = "", value = ""] = pair.split("=");
      if (/Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(set)) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    return response;
  }

  async signIn(email: string) {
    const response = await this.call("POST", "/api/auth/login", { email, password: TEST_PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
    return response;
  }
}

async function account(locale: "en" | "zh-HK" | null = null) {
  const email = uniqueEmail("activity");
  const user = await createUser(t.database.db, {
    email,
    password: TEST_PASSWORD,
    role: "client",
    firstName: "Mei",
    lastName: "Lam",
    locale,
  });
  return { email, user };
}

const mailsTo = (email: string) =>
  t.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email));

describe("the new-browser mail", () => {
  it("is sent when a second browser signs in, not for the account's first one or a browser it knows", async () => {
    const { email } = await account();
    const laptop = new Browser(MAC_CHROME);
    await laptop.signIn(email);
    await laptop.signIn(email);
    // The mail is sent after the answer: it is waited for before concluding there is none.
    const phone = new Browser(IPHONE_SAFARI);
    await phone.signIn(email);
    await expect.poll(async () => (await mailsTo(email)).length).toBe(1);
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe("New sign-in to your Nestmatch account");
    expect(mail?.textBody).toContain("Safari on iOS");
    expect(mail?.textBody).toContain("/profile");
    await phone.signIn(email);
    await laptop.signIn(email);
    await t.app.afterAnswer.settled();
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it("reads in the account's language", async () => {
    const { email } = await account("zh-HK");
    await new Browser(MAC_CHROME).signIn(email);
    await new Browser(IPHONE_SAFARI).signIn(email);
    await expect
      .poll(async () => (await mailsTo(email)).map((mail) => mail.subject))
      .toEqual(["你的 Nestmatch 帳戶有新的登入"]);
  });

  it("is not sent at sign-up", async () => {
    const email = uniqueEmail("signup");
    const browser = new Browser(MAC_CHROME);
    const created = await browser.call("POST", "/api/auth/register", {
      email,
      password: TEST_PASSWORD,
      firstName: "Wing",
      lastName: "Chan",
    });
    expect(created.statusCode, created.body).toBe(201);
    await browser.signIn(email);
    await t.app.afterAnswer.settled();
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it("does not fail the sign-in when the mail server is down: the mail waits in the queue", async () => {
    const broken = await createTestApp({ SMTP_URL: "smtp://127.0.0.1:9" });
    const log: string[] = [];
    const { stream } = memoryLog(log);
    const logger = createLogger({ ...broken.config, LOG_LEVEL: "info" }, stream);
    const app = await buildApp({ ...broken, logger });
    try {
      const email = uniqueEmail("smtp-down");
      await createUser(broken.database.db, { email, password: TEST_PASSWORD, role: "client", locale: null });
      for (const agent of [MAC_CHROME, IPHONE_SAFARI]) {
        const response = await app.inject({
          method: "POST",
          url: "/api/auth/login",
          payload: { email, password: TEST_PASSWORD },
          headers: { "user-agent": agent },
          remoteAddress: nextAddress(),
        });
        expect(response.statusCode, response.body).toBe(200);
      }
      await app.afterAnswer.settled();
      // Queued for the mail server, which only the queue's worker talks to (ops/mail-outage.test.ts).
      const queued = await broken.database.db
        .select()
        .from(deliveries)
        .where(eq(deliveries.recipient, email));
      expect(queued.map((row) => [row.kind, row.state])).toEqual([["new-browser-sign-in", "queued"]]);
      expect(log.filter((line) => line.includes("failed after the answer"))).toEqual([]);
    } finally {
      await app.close();
      await broken.close();
    }
  });
});

describe("the sessions list", () => {
  it("shows every signed-in browser of the account, the asking one marked, and no one else's", async () => {
    const { email } = await account();
    const laptop = new Browser(MAC_CHROME);
    const phone = new Browser(IPHONE_SAFARI);
    await laptop.signIn(email);
    await phone.signIn(email);
    const stranger = await account();
    await new Browser(MAC_CHROME).signIn(stranger.email);

    const response = await laptop.call("GET", "/api/auth/sessions");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const { sessions } = response.json() as { sessions: { current: boolean; device: object }[] };
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((session) => session.current)).toEqual([
      expect.objectContaining({ device: { browser: "Chrome", os: "macOS", kind: "desktop" } }),
    ]);
    expect(sessions.find((session) => !session.current)?.device).toEqual({
      browser: "Safari",
      os: "iOS",
      kind: "mobile",
    });
  });

  it("signs out another browser of the account, and only of the account", async () => {
    const { email } = await account();
    const laptop = new Browser(MAC_CHROME);
    const phone = new Browser(IPHONE_SAFARI);
    await laptop.signIn(email);
    await phone.signIn(email);
    const stranger = new Browser(MAC_CHROME);
    await stranger.signIn((await account()).email);
    const strangersSession = (
      (await stranger.call("GET", "/api/auth/sessions")).json() as { sessions: { id: string }[] }
    ).sessions[0]?.id;

    const notOwn = await laptop.call("DELETE", `/api/auth/sessions/${strangersSession}`);
    expect(notOwn.statusCode).toBe(404);
    expect(notOwn.json()).toEqual({ message: "That session has already ended." });
    expect((await stranger.call("GET", "/api/auth/user")).statusCode).toBe(200);
    expect((await laptop.call("DELETE", "/api/auth/sessions/not-a-session")).statusCode).toBe(404);

    const { sessions } = (await laptop.call("GET", "/api/auth/sessions")).json() as {
      sessions: { id: string; current: boolean }[];
    };
    const phoneSession = sessions.find((session) => !session.current)?.id;
    expect((await laptop.call("DELETE", `/api/auth/sessions/${phoneSession}`)).statusCode).toBe(204);
    expect((await phone.call("GET", "/api/auth/user")).statusCode).toBe(401);
    expect((await laptop.call("GET", "/api/auth/user")).statusCode).toBe(200);
    expect((await laptop.call("DELETE", `/api/auth/sessions/${phoneSession}`)).statusCode).toBe(404);
  });

  it("signs out every other browser at once, keeping the asking one", async () => {
    const { email } = await account();
    const browsers = [new Browser(MAC_CHROME), new Browser(IPHONE_SAFARI), new Browser(IPHONE_SAFARI)];
    for (const browser of browsers) await browser.signIn(email);
    const [asking, ...others] = browsers as [Browser, ...Browser[]];
    expect((await asking.call("POST", "/api/auth/sessions/end-others")).statusCode).toBe(204);
    for (const other of others) expect((await other.call("GET", "/api/auth/user")).statusCode).toBe(401);
    expect((await asking.call("GET", "/api/auth/sessions")).json()).toEqual({
      sessions: [expect.objectContaining({ current: true })],
    });
  });

  it("ending the asking browser's own session signs it out", async () => {
    const { email } = await account();
    const laptop = new Browser(MAC_CHROME);
    await laptop.signIn(email);
    const [own] = ((await laptop.call("GET", "/api/auth/sessions")).json() as { sessions: { id: string }[] })
      .sessions;
    expect((await laptop.call("DELETE", `/api/auth/sessions/${own?.id}`)).statusCode).toBe(204);
    expect((await laptop.call("GET", "/api/auth/user")).statusCode).toBe(401);
  });
});

describe("the sign-in history", () => {
  it("lists the account's own sign-ins, newest first, with the browser and whether it was new", async () => {
    const { email } = await account();
    const laptop = new Browser(MAC_CHROME);
    const phone = new Browser(IPHONE_SAFARI);
    await laptop.signIn(email);
    await phone.signIn(email);
    await laptop.signIn(email);
    await new Browser(MAC_CHROME).signIn((await account()).email);

    const response = await laptop.call("GET", "/api/auth/sign-ins");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      signIns: [
        expect.objectContaining({
          device: expect.objectContaining({ browser: "Chrome" }),
          newBrowser: false,
        }),
        expect.objectContaining({ device: expect.objectContaining({ browser: "Safari" }), newBrowser: true }),
        expect.objectContaining({ authMethod: "password", newBrowser: true }),
      ],
    });
  });

  it("is the signed-in user's only", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/auth/sign-ins" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/auth/sessions" })).statusCode).toBe(401);
  });
});
