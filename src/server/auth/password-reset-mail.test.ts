import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { englishMessages } from "#shared/i18n/index.ts";
import { buildApp } from "../app.ts";
import type { Mail, Mailer } from "../lib/mail/mailer.ts";
import { createLogger } from "../logger.ts";
import { memoryLog } from "../test-support/memory-log.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { nextAddress, signedInUser, uniqueEmail } from "../test-support/users.ts";

/*
 * A reset request answers the same, at once, whether the account exists or not and whatever the
 * mail server does: the mail is written and sent after the answer, and a failure is logged.
 */

/** A mail server the test steers: sends, refuses, or holds each mail until released. */
function steeredMailer() {
  const sent: Mail[] = [];
  const held: (() => void)[] = [];
  let mode: "send" | "fail" | "hold" = "send";
  const send = async (mail: Mail) => {
    if (mode === "fail") throw new Error("connect ECONNREFUSED 127.0.0.1:25 (the mail server is down)");
    if (mode === "hold") await new Promise<void>((resolve) => held.push(resolve));
    sent.push(mail);
  };
  const mailer: Mailer = {
    send,
    async sendAll(mails) {
      for (const mail of mails) await send(mail);
    },
  };
  return {
    mailer,
    sent,
    set mode(next: typeof mode) {
      mode = next;
    },
    releaseAll() {
      for (const release of held.splice(0)) release();
    },
  };
}

let t: TestApp;
let app: FastifyInstance;
const steered = steeredMailer();
const log: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const { stream } = memoryLog(log);
  const logger = createLogger({ ...t.config, NODE_ENV: "production", LOG_LEVEL: "info" }, stream);
  app = await buildApp({
    config: t.config,
    database: t.database,
    storage: t.storage,
    mailer: steered.mailer,
    logger,
  });
  await app.ready();
});
afterAll(async () => {
  steered.releaseAll();
  await app?.close();
  await t?.close();
});

const ask = (email: string) =>
  app.inject({
    method: "POST",
    url: "/api/auth/password-reset",
    payload: { email },
    remoteAddress: nextAddress(),
  });

/** What a caller can see of an answer, less the clock. */
function visible(answer: LightMyRequestResponse) {
  const { date: _date, ...headers } = answer.headers;
  return { status: answer.statusCode, headers, body: answer.body };
}

const expected = { message: englishMessages.auth.mail.resetRequested };

describe("a password reset request", () => {
  it("answers 202 when the mail server is down, and logs the failure", async () => {
    steered.mode = "fail";
    const { user } = await signedInUser(t, "client");
    const answer = await ask(user.email);
    expect(answer.statusCode, answer.body).toBe(202);
    expect(answer.json()).toEqual(expected);
    await app.afterAnswer.settled();
    const failure = log
      .map((line) => JSON.parse(line) as { level: number; msg: string; err?: { message: string } })
      .find((line) => line.err?.message.includes("the mail server is down"));
    expect(failure, log.join("")).toBeDefined();
    expect(failure?.level).toBe(50);
    expect(failure?.msg).toMatch(/password reset/);
  });

  it("answers a known and an unknown address alike, with the mail server down or up", async () => {
    for (const mode of ["fail", "send"] as const) {
      steered.mode = mode;
      const { user } = await signedInUser(t, "client");
      const known = await ask(user.email);
      const unknown = await ask(uniqueEmail("nobody"));
      expect(visible(known)).toEqual(visible(unknown));
      expect(known.statusCode).toBe(202);
    }
    await app.afterAnswer.settled();
  });

  it("answers a known address before its mail is sent, and sends it after", async () => {
    steered.mode = "hold";
    const { user } = await signedInUser(t, "client");
    const answered = ask(user.email);
    const first = await Promise.race([
      answered,
      new Promise<"still waiting">((resolve) => setTimeout(() => resolve("still waiting"), 3_000)),
    ]);
    steered.releaseAll();
    expect(first === "still waiting" ? first : first.statusCode).toBe(202);
    await answered;
    // Released, the mail goes out: the work was only moved, not dropped. A mail not yet handed to the
    // server when the hold is lifted is sent as it arrives.
    steered.mode = "send";
    steered.releaseAll();
    await app.afterAnswer.settled();
    const mail = steered.sent.find((sent) => sent.to === user.email);
    expect(mail?.subject).toBe(englishMessages.auth.mail.resetSubject);
  });
});
