import { count, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openPostgres } from "../db/client.ts";
import {
  contactMessages,
  designerProfiles,
  designRequests,
  introductionMessages,
  introductions,
  rateLimitCounters,
  users,
} from "../db/schema/index.ts";
import { WRITE_LIMITS, writeLimitKey } from "../lib/security/write-limits.ts";
import { injectAs } from "../test-support/inject.ts";
import { multipart } from "../test-support/multipart.ts";
import { validRequest } from "../test-support/request-payload.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import {
  createPostgresTestDatabase,
  type PostgresTestDatabase,
  runsOnPostgres,
} from "../test-support/test-database.ts";
import { nextAddress, signedInUser, uniqueEmail } from "../test-support/users.ts";

/*
 * Writes fired at once against PostgreSQL, through a pool of several connections, so the calls
 * really race in the database: however many arrive together, no more pass than the limit allows,
 * the others answer 429, and nothing else fails.
 */

const AT_ONCE = 12;
const POOL_SIZE = 12;

describe.runIf(runsOnPostgres("the concurrency tests of the write limits"))(
  "write limits under calls fired at once on PostgreSQL",
  () => {
    let created: PostgresTestDatabase;
    let database: Database;
    let t: TestApp;
    let jpeg: Buffer;
    const db = () => database.db;

    beforeAll(async () => {
      created = await createPostgresTestDatabase();
      database = openPostgres(created.url, POOL_SIZE);
      t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000", WRITE_LIMIT_FACTOR: "1" }, { database });
      jpeg = await sharp({ create: { width: 120, height: 80, channels: 3, background: "#a0b0c0" } })
        .jpeg()
        .toBuffer();
    });
    afterAll(async () => {
      await t?.close();
      await database?.close();
      await created?.drop();
    });

    /** `allowed` answers passed with `status`, every other one is 429 with a message and Retry-After. */
    function expectPassed(answers: LightMyRequestResponse[], status: number, allowed: number) {
      for (const answer of answers) {
        expect([status, 429], answer.body).toContain(answer.statusCode);
        if (answer.statusCode === 429) {
          expect(answer.json().message).toMatch(/\w{3,}/);
          expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
        }
      }
      expect(answers.filter((answer) => answer.statusCode === status)).toHaveLength(allowed);
    }

    /** `subject` has spent `hits` of `limit` in this window already. */
    const spent = (limit: (typeof WRITE_LIMITS)[keyof typeof WRITE_LIMITS], subject: string, hits: number) =>
      db()
        .insert(rateLimitCounters)
        .values({ key: writeLimitKey(limit, subject), windowStartedAt: new Date(), hits });

    it("lets 5 of 12 simultaneous design requests from one account through, and stores 5", async () => {
      const client = await signedInUser(t, "client");
      const answers = await Promise.all(
        Array.from({ length: AT_ONCE }, () => injectAs(t, "POST", "/api/forms", client, validRequest)),
      );
      expectPassed(answers, 201, 5);
      const [stored] = await db()
        .select({ n: count() })
        .from(designRequests)
        .where(eq(designRequests.clientId, client.user.id));
      expect(stored?.n).toBe(5);
    });

    it("lets the last 3 messages of an account's 10 minutes through when 12 are sent at once", async () => {
      const client = await signedInUser(t, "client");
      const designer = await signedInUser(t, "designer");
      await db().insert(designerProfiles).values({ userId: designer.user.id, isVetted: true });
      const requestId = (await injectAs(t, "POST", "/api/forms", client, validRequest)).json().id;
      const [introduction] = await db()
        .insert(introductions)
        .values({ requestId, designerId: designer.user.id, slot: 1, status: "accepted" })
        .returning();
      await spent(WRITE_LIMITS.messages, client.user.id, 57);
      const answers = await Promise.all(
        Array.from({ length: AT_ONCE }, (_, n) =>
          injectAs(t, "POST", `/api/introductions/${introduction?.id}/messages`, client, {
            body: `Hello ${n}`,
          }),
        ),
      );
      expectPassed(answers, 201, 3);
      const [stored] = await db()
        .select({ n: count() })
        .from(introductionMessages)
        .where(eq(introductionMessages.authorId, client.user.id));
      expect(stored?.n).toBe(3);
    });

    it("lets the last 4 images of an account's hour through when 12 one-photo uploads race", async () => {
      const client = await signedInUser(t, "client");
      await spent(WRITE_LIMITS.images, client.user.id, 96);
      const upload = () => {
        const body = multipart("photo", [{ name: "me.jpg", type: "image/jpeg", data: jpeg }]);
        return t.app.inject({
          method: "PUT",
          url: "/api/user/profile/photo",
          payload: body.payload,
          headers: { ...body.headers, cookie: client.cookie },
          remoteAddress: nextAddress(),
        });
      };
      const answers = await Promise.all(Array.from({ length: AT_ONCE }, upload));
      expectPassed(answers, 200, 4);
      const [counter] = await db()
        .select()
        .from(rateLimitCounters)
        .where(eq(rateLimitCounters.key, writeLimitKey(WRITE_LIMITS.images, client.user.id)));
      expect(counter?.hits).toBe(100);
    });

    it("lets the last 3 contact messages of an address's day through when 12 are sent at once", async () => {
      const from = "198.51.100.7";
      await spent(WRITE_LIMITS.contact, from, 17);
      const before = (await db().select({ n: count() }).from(contactMessages))[0]?.n ?? 0;
      const answers = await Promise.all(
        Array.from({ length: AT_ONCE }, () =>
          t.app.inject({
            method: "POST",
            url: "/api/contact",
            remoteAddress: from,
            payload: {
              name: "Mei Ling Chan",
              email: "meiling@example.com",
              companyName: "Private homeowner",
              mobileNumber: "+852 9123 4567",
              subject: "General",
              customSubject: "",
              message: "We would like to know how matching works for a 600 sq ft flat.",
            },
          }),
        ),
      );
      expectPassed(answers, 201, 3);
      expect((await db().select({ n: count() }).from(contactMessages))[0]?.n).toBe(before + 3);
    });

    it("lets 10 of 12 simultaneous sign-ups from one address through, and makes 10 accounts", async () => {
      const from = "198.51.100.8";
      const emails = Array.from({ length: AT_ONCE }, () => uniqueEmail("crowd"));
      const answers = await Promise.all(
        emails.map((email) =>
          t.app.inject({
            method: "POST",
            url: "/api/auth/register",
            remoteAddress: from,
            payload: { email, password: "a long enough secret", firstName: "Wing", lastName: "Chan" },
          }),
        ),
      );
      expectPassed(answers, 201, 10);
      let made = 0;
      for (const email of emails)
        made += (await db().select().from(users).where(eq(users.email, email))).length;
      expect(made).toBe(10);
    });
  },
);
