import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { openMigratedDatabase } from "../../db/migrate.ts";
import { PROJECT_ROOT } from "../../paths.ts";
import { createTestApp } from "../../test-support/test-app.ts";
import { totpCodeAt } from "../second-factor/totp.ts";

const dataDir = mkdtempSync(join(tmpdir(), "nestmatch-cli-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function createUser(...args: string[]) {
  return spawnSync(process.execPath, ["src/server/auth/cli/create-user.ts", ...args], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent" },
    encoding: "utf8",
  });
}

const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

// Each command starts Node and migrates the embedded database: slow on a shared 2-core machine.
describe("npm run user:create -- --totp-secret", { timeout: 120_000 }, () => {
  it("refuses a secret that is not base32 and creates nothing; a good one makes an admin who signs in with one call", async () => {
    const refused = createUser(
      "--email",
      "ops-admin@example.com",
      "--password",
      "a long ops password",
      "--role",
      "admin",
      "--totp-secret",
      "not-base32-at-all!",
    );
    expect(refused.status).toBe(1);
    expect(refused.stderr.trim()).toBe(
      "user:create: --totp-secret must be base32 (A-Z, 2-7), at least 16 characters",
    );
    // The same e-mail is still free.
    const made = createUser(
      "--email",
      "ops-admin@example.com",
      "--password",
      "a long ops password",
      "--role",
      "admin",
      // As apps show it: grouped, lower case.
      "--totp-secret",
      SECRET.toLowerCase()
        .replace(/(.{4})/g, "$1 ")
        .trim(),
    );
    expect(made.stderr).toBe("");
    expect(made.status).toBe(0);
    expect(made.stdout).toMatch(/^Created admin ops-admin@example.com \(.+\), with an authenticator app/);

    const database = await openMigratedDatabase(
      loadConfig({ DATA_DIR: dataDir, NODE_ENV: "test" }),
      "the test",
    );
    const t = await createTestApp({}, { database });
    try {
      const login = (extra: object) =>
        t.app.inject({
          method: "POST",
          url: "/api/auth/login",
          payload: { email: "ops-admin@example.com", password: "a long ops password", ...extra },
        });
      expect((await login({})).json()).toMatchObject({ mfaRequired: true, methods: ["totp"] });
      const signedIn = await login({ totp: totpCodeAt(SECRET) });
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      expect(signedIn.json().secondFactorSetupRequired).toBe(false);
    } finally {
      await t.close();
      await database.close();
    }
  });
});
