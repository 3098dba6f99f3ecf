import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";
import { PROJECT_ROOT } from "./paths.ts";

describe("loadConfig", () => {
  it("applies the documented defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: "./data",
      BRAND_NAME: "Nestmatch",
      SEED_DEMO: true,
    });
    expect(config.publicUrl).toBe("http://localhost:3000");
  });

  it("names the variable and the value in one line", () => {
    expect(() => loadConfig({ PORT: "abc" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "abc" })).toThrow(
      /^Invalid environment variable PORT \(got "abc"\): .+$/,
    );
    expect(() => loadConfig({ SEED_DEMO: "maybe" })).toThrow(/SEED_DEMO/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
  });

  it("needs ADMIN_EMAIL and ADMIN_PASSWORD together", () => {
    expect(() => loadConfig({ ADMIN_EMAIL: "a@example.com" })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD/);
  });

  it("needs a whole VAPID key pair, each in base64url, and a mailto: or https: subject", () => {
    const publicKey = "B".repeat(87);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: publicKey })).toThrow(
      /VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY/,
    );
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: "short", VAPID_PRIVATE_KEY: "a".repeat(43) })).toThrow(
      /VAPID_PUBLIC_KEY/,
    );
    expect(() => loadConfig({ VAPID_SUBJECT: "http://nestmatch.hk" })).toThrow(/VAPID_SUBJECT/);
    expect(loadConfig({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: "a".repeat(43) })).toMatchObject({
      VAPID_PUBLIC_KEY: publicKey,
    });
  });

  it("takes several server processes only with PostgreSQL, whose folder is not one process's", () => {
    expect(() => loadConfig({ SERVER_PROCESSES: "2" })).toThrow(
      /SERVER_PROCESSES above 1 needs DATABASE_URL/,
    );
    expect(() => loadConfig({ SERVER_PROCESSES: "0", DATABASE_URL: "postgres://h/db" })).toThrow(
      /SERVER_PROCESSES.*at least 1/,
    );
    expect(loadConfig({ SERVER_PROCESSES: "1" }).SERVER_PROCESSES).toBe(1);
    expect(loadConfig({ SERVER_PROCESSES: "3", DATABASE_URL: "postgres://h/db" }).SERVER_PROCESSES).toBe(3);
  });

  it("stops the server start with that line and no stack trace", () => {
    const result = spawnSync(process.execPath, ["src/server/main.ts"], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, PORT: "abc" },
      encoding: "utf8",
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split("\n")).toEqual([
      expect.stringMatching(/^Invalid environment variable PORT/),
    ]);
  });
});
