import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openPostgres } from "../db/client.ts";
import { designerCredentials } from "../db/schema/index.ts";
import { injectAs } from "../test-support/inject.ts";
import { multipart } from "../test-support/multipart.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import {
  createPostgresTestDatabase,
  type PostgresTestDatabase,
  runsOnPostgres,
} from "../test-support/test-database.ts";
import { nextAddress, type SignedIn, signedInUser } from "../test-support/users.ts";

/*
 * Two admins checking the same credential at the same moment, on PostgreSQL through a pool of several
 * connections, so the calls really run side by side: one wins, the other is answered 409, never 500.
 */
const ROUNDS = 6;
const PDF = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n");

describe.runIf(runsOnPostgres("the concurrency tests of credential reviews"))(
  "credential reviews fired at once on PostgreSQL",
  () => {
    let created: PostgresTestDatabase;
    let database: Database;
    let t: TestApp;
    let admins: SignedIn[];
    let designers: SignedIn[];

    beforeAll(async () => {
      created = await createPostgresTestDatabase();
      database = openPostgres(created.url, 8);
      t = await createTestApp({}, { database });
      admins = [await signedInUser(t, "admin"), await signedInUser(t, "admin")];
      designers = [];
      for (let n = 0; n < ROUNDS; n += 1) designers.push(await signedInUser(t, "designer"));
    });
    afterAll(async () => {
      await t?.close();
      await database?.close();
      await created?.drop();
    });

    async function pending(designer: SignedIn): Promise<string> {
      const body = multipart("document", [{ name: "br.pdf", type: "application/pdf", data: PDF }], {
        kind: "business-registration",
        reference: "71234567-000",
        expiresOn: "2029-01-31",
      });
      const answer = await t.app.inject({
        method: "POST",
        url: "/api/designer/credentials",
        payload: body.payload,
        headers: { ...body.headers, cookie: designer.cookie },
        remoteAddress: nextAddress(),
      });
      expect(answer.statusCode, answer.body).toBe(201);
      return answer.json().id;
    }

    const statuses = (answers: LightMyRequestResponse[]) => answers.map((answer) => answer.statusCode).sort();

    it("two admins verifying the same document at once: one 200, one 409", async () => {
      for (const designer of designers) {
        const id = await pending(designer);
        const answers = await Promise.all(
          admins.map((admin, n) =>
            injectAs(
              t,
              "POST",
              `/api/admin/credentials/${id}/verify`,
              admin,
              n === 0 ? {} : { expiresOn: "2028-12-31" },
            ),
          ),
        );
        expect(statuses(answers), answers.map((a) => a.body).join("\n")).toEqual([200, 409]);
        const lost = answers.find((answer) => answer.statusCode === 409);
        expect(lost?.json().message).toBe("This document has already been checked");
        const won = answers.find((answer) => answer.statusCode === 200);
        const [row] = await database.db
          .select()
          .from(designerCredentials)
          .where(eq(designerCredentials.id, id));
        expect(row?.state).toBe("verified");
        expect(row?.expiresOn).toBe(won?.json().expiresOn);
      }
    });

    it("one admin verifying while another rejects: one of them, whole", async () => {
      for (const designer of designers) {
        // Another kind: the business registration verified above is not due for renewal.
        const body = multipart("document", [{ name: "ins.pdf", type: "application/pdf", data: PDF }], {
          kind: "insurance",
          reference: "P-1",
          insurer: "Harbour Mutual",
          expiresOn: "2029-01-31",
        });
        const made = await t.app.inject({
          method: "POST",
          url: "/api/designer/credentials",
          payload: body.payload,
          headers: { ...body.headers, cookie: designer.cookie },
          remoteAddress: nextAddress(),
        });
        expect(made.statusCode, made.body).toBe(201);
        const id: string = made.json().id;
        const answers = await Promise.all([
          injectAs(t, "POST", `/api/admin/credentials/${id}/verify`, admins[0] as SignedIn, {}),
          injectAs(t, "POST", `/api/admin/credentials/${id}/reject`, admins[1] as SignedIn, {
            reason: "Blurred.",
          }),
        ]);
        expect(statuses(answers)).toEqual([200, 409]);
        const [row] = await database.db
          .select()
          .from(designerCredentials)
          .where(eq(designerCredentials.id, id));
        const winner = answers[0]?.statusCode === 200 ? "verified" : "rejected";
        expect(row?.state).toBe(winner);
        expect(row?.rejectionReason).toBe(winner === "rejected" ? "Blurred." : null);
      }
    });
  },
);
