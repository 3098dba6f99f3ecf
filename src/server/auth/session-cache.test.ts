import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { listenToChannel } from "../db/pg-listen.ts";
import type { SessionRow, UserRow } from "../db/schema/index.ts";
import { recordQueries } from "../test-support/query-recorder.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { signedInUser } from "../test-support/users.ts";
import { SESSION_CHANGES_CHANNEL, SessionCache, type SessionRecord } from "./session-cache.ts";

const record = (userId: string, sessionId = "s1") =>
  ({
    session: { id: sessionId, userId } as SessionRow,
    user: { id: userId, firstName: "Ada" } as UserRow,
  }) satisfies SessionRecord;

describe("SessionCache", () => {
  it("keeps a session until a change to its account is heard, and only that account's", () => {
    const cache = new SessionCache();
    cache.keep("hash-a", record("user-a"), cache.generation);
    cache.keep("hash-a2", record("user-a", "s2"), cache.generation);
    cache.keep("hash-b", record("user-b"), cache.generation);
    cache.heard("user-a,user-c");
    expect(cache.get("hash-a")).toBeUndefined();
    expect(cache.get("hash-a2")).toBeUndefined();
    expect(cache.get("hash-b")?.user.id).toBe("user-b");
    cache.heard("*");
    expect(cache.size).toBe(0);
  });

  it("does not keep what a lookup read before a change it heard of while reading", () => {
    const cache = new SessionCache();
    const before = cache.generation;
    cache.heard("user-x");
    const given = cache.keep("hash-a", record("user-a"), before);
    expect(given.user.id).toBe("user-a");
    expect(cache.get("hash-a")).toBeUndefined();
  });

  it("hands out frozen copies, so no request can change what the next one is given", () => {
    const cache = new SessionCache();
    const kept = cache.keep("hash-a", record("user-a"), cache.generation);
    expect(() => {
      (kept.user as UserRow).firstName = "Eve";
    }).toThrow(TypeError);
    expect(cache.get("hash-a")?.user.firstName).toBe("Ada");
  });
});

describe("a signed-in request's session", () => {
  let t: TestApp;
  let recorded: ReturnType<typeof recordQueries>;
  let sent: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    recorded = recordQueries(t.database);
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const me = async (cookie: string) => {
    const { result, queries } = await recorded(() =>
      t.app.inject({ url: "/api/auth/user", headers: { cookie } }),
    );
    sent = queries;
    return result;
  };

  it("is read from the database once on the embedded database, and each time on PostgreSQL", async () => {
    const { cookie } = await signedInUser(t, "client");
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(200);
    // PostgreSQL is written by other processes too, whose changes this one would hear only later.
    expect(sent.filter((text) => /\bsessions\b/.test(text))).toHaveLength(
      t.database.kind === "pglite" ? 0 : 1,
    );
  });

  it("ends with a session deleted by any statement, not only by signing out", async () => {
    const { cookie, user } = await signedInUser(t, "client");
    expect((await me(cookie)).statusCode).toBe(200);
    await t.database.db.execute(sql`delete from sessions where user_id = ${user.id}`);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it("shows an account as any statement last changed it", async () => {
    const { cookie, user } = await signedInUser(t, "client");
    expect((await me(cookie)).json().firstName).toBe("Test");
    await t.database.db.execute(sql`update users set first_name = 'Renamed' where id = ${user.id}`);
    expect((await me(cookie)).json().firstName).toBe("Renamed");
    // A role taken away counts at once: the client's own requests are refused.
    await t.database.db.execute(sql`update users set role = 'designer' where id = ${user.id}`);
    expect((await t.app.inject({ url: "/api/client/forms", headers: { cookie } })).statusCode).toBe(403);
  });

  it("is held to its lifetimes on every request, even when read from memory", async () => {
    const { cookie } = await signedInUser(t, "client");
    expect((await me(cookie)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 31 * 24 * 60 * 60_000 });
    expect((await me(cookie)).statusCode).toBe(401);
  });

  /** Every payload the database sends on the channel, on either kind of database. */
  async function listen(heard: string[]): Promise<() => Promise<void>> {
    const database = t.database;
    if (database.kind === "pglite") {
      const unlisten = await database.client.listen(SESSION_CHANGES_CHANNEL, (payload) =>
        heard.push(payload),
      );
      return () => unlisten();
    }
    const listening = await listenToChannel(database.pool, SESSION_CHANGES_CHANNEL, "session-cache test", {
      onNotification: (payload) => heard.push(payload),
      onReconnect: () => {},
      onError: (error) => {
        throw error;
      },
    });
    return () => listening.close();
  }

  it("is announced by the database on every update and delete of sessions or accounts", async () => {
    const one = await signedInUser(t, "client");
    const two = await signedInUser(t, "designer");
    const heard: string[] = [];
    const stop = await listen(heard);
    try {
      await t.database.db.execute(
        sql`update sessions set last_seen_at = now() where user_id in (${one.user.id}, ${two.user.id})`,
      );
      await t.database.db.execute(sql`update users set locale = 'en' where id = ${two.user.id}`);
      // A statement that changes no row announces nothing.
      await t.database.db.execute(sql`update users set locale = 'en' where false`);
      await t.database.db.execute(sql`delete from sessions where user_id = ${one.user.id}`);
      // On PostgreSQL a notice comes on another connection, after its transaction's answer.
      await vi.waitFor(() => expect(heard).toHaveLength(3));
      expect(heard.map((payload) => payload.split(",").sort().join(","))).toEqual([
        [one.user.id, two.user.id].sort().join(","),
        two.user.id,
        one.user.id,
      ]);
    } finally {
      await stop();
    }
  });
});
