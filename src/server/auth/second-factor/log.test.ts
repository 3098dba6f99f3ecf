import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { createLogger } from "../../logger.ts";
import { memoryLog } from "../../test-support/memory-log.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { nextAddress, signedInUser, TEST_PASSWORD } from "../../test-support/users.ts";
import { setCookie } from "./test-helpers.ts";
import { totpCodeAt } from "./totp.ts";

let t: TestApp;
let app: FastifyInstance;
const log: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const { stream } = memoryLog(log);
  // The production logger at its most talkative level, written to memory.
  const logger = createLogger({ ...t.config, NODE_ENV: "production", LOG_LEVEL: "trace" }, stream);
  app = await buildApp({ config: t.config, database: t.database, storage: t.storage, logger });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const call = (options: InjectOptions) => app.inject({ remoteAddress: nextAddress(), ...options });
const entries = () => log.map((line) => JSON.parse(line) as Record<string, unknown>);

describe("the second factor in the log", () => {
  it("an admin's reset of another account is logged with both ids", async () => {
    const admin = await signedInUser(t, "admin");
    const target = await signedInUser(t, "designer", {}, { withTotp: true });
    const reset = await call({
      method: "DELETE",
      url: `/api/admin/users/${target.user.id}/second-factor`,
      headers: { cookie: admin.cookie },
    });
    expect(reset.statusCode).toBe(204);
    expect(entries()).toContainEqual(
      expect.objectContaining({
        accountEvent: "second-factor-reset",
        userId: target.user.id,
        actorId: admin.user.id,
        msg: "account security: second-factor-reset",
      }),
    );
  });

  it("never holds a secret, a code, a recovery code or the pending sign-in's token", async () => {
    const { user, cookie } = await signedInUser(t, "client");
    const started = await call({
      method: "POST",
      url: "/api/auth/security/totp",
      payload: { currentPassword: TEST_PASSWORD },
      headers: { cookie },
    });
    const { secret } = started.json();
    const confirmed = await call({
      method: "POST",
      url: "/api/auth/security/totp/confirm",
      payload: { code: totpCodeAt(secret) },
      headers: { cookie },
    });
    const recoveryCodes: string[] = confirmed.json().recoveryCodes;
    const pending = await call({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    const pendingCookie = setCookie(pending, "nm_second_step") ?? "";
    const code = totpCodeAt(secret, Date.now() + 30_000);
    const finished = await call({
      method: "POST",
      url: "/api/auth/second-factor",
      payload: { totp: code },
      headers: { cookie: pendingCookie },
    });
    expect(finished.statusCode).toBe(200);
    const recovered = await call({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email, password: TEST_PASSWORD, recoveryCode: recoveryCodes[0] },
    });
    expect(recovered.statusCode).toBe(200);

    const written = log.join("");
    expect(written).toContain("account security: recovery-code-used");
    // A 6-digit code may appear by chance inside a time or an id: it is looked for as a value of its own.
    const secrets = [
      secret,
      `"${code}"`,
      ...recoveryCodes,
      ...recoveryCodes.map((c) => c.replace("-", "")),
      pendingCookie.split("=")[1] ?? "",
    ];
    for (const value of secrets) expect(written.includes(value), `the log holds ${value}`).toBe(false);
  });
});
