import { and, asc, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openPostgres } from "../db/client.ts";
import {
  designerProfiles,
  designRequests,
  introductions,
  proposals,
  requestEvents,
  reviews,
  savedDesigns,
} from "../db/schema/index.ts";
import { insertDesign } from "../designs/service.ts";
import { injectAs, type Method } from "../test-support/inject.ts";
import { validRequest } from "../test-support/request-payload.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import {
  createPostgresTestDatabase,
  type PostgresTestDatabase,
  runsOnPostgres,
} from "../test-support/test-database.ts";
import { type SignedIn, signedInUser } from "../test-support/users.ts";

/*
 * Each lifecycle move fired many times at once against PostgreSQL, through a pool of several
 * connections, so the racing calls really run side by side in the database. Every call must answer
 * what the move allows (one winner, the others 409 with a message), never 500, and the rows must
 * hold the invariants afterwards.
 */

const AT_ONCE = 12;
const POOL_SIZE = 12;

const proposal = {
  feeType: "fixed",
  feeMin: 90_000,
  scopeItems: ["Site measurement"],
  scopeNotes: "",
  timelineWeeks: 8,
  earliestSiteVisit: "2099-03-01",
  note: "",
};

describe.runIf(runsOnPostgres("the concurrency tests of the lifecycle moves"))(
  "lifecycle moves fired at once on PostgreSQL",
  () => {
    let created: PostgresTestDatabase;
    let database: Database;
    let t: TestApp;
    let admins: SignedIn[];
    let client: SignedIn;
    let designers: SignedIn[];

    const call = (method: Method, url: string, who: SignedIn, payload?: object) =>
      injectAs(t, method, url, who, payload);
    const db = () => database.db;

    /** Every answer is one of `allowed`; a 409 says why; nothing fails on our side. */
    function expectOnly(answers: LightMyRequestResponse[], allowed: number[]) {
      for (const answer of answers) {
        expect(allowed, `${answer.statusCode} ${answer.body}`).toContain(answer.statusCode);
        if (answer.statusCode === 409) expect(answer.json().message).toMatch(/\w{3,}/);
      }
    }
    const countOf = (answers: LightMyRequestResponse[], status: number) =>
      answers.filter((answer) => answer.statusCode === status).length;

    async function newRequest(): Promise<string> {
      const answer = await call("POST", "/api/forms", client, validRequest);
      expect(answer.statusCode, answer.body).toBe(201);
      return answer.json().id;
    }

    async function introduced(requestId: string, who: SignedIn[]): Promise<Map<string, string>> {
      const answer = await call("POST", `/api/forms/${requestId}/introductions`, admins[0] as SignedIn, {
        designerIds: who.map((designer) => designer.user.id),
      });
      expect(answer.statusCode, answer.body).toBe(201);
      const rows = await db()
        .select({ id: introductions.id, designerId: introductions.designerId })
        .from(introductions)
        .where(eq(introductions.requestId, requestId));
      return new Map(rows.map((row) => [row.designerId, row.id]));
    }

    async function accepted(introductionId: string, designer: SignedIn) {
      const answer = await call(
        "POST",
        `/api/designer/introductions/${introductionId}/accept`,
        designer,
        proposal,
      );
      expect(answer.statusCode, answer.body).toBe(204);
    }

    /** A request with two designers who accepted; their introduction ids. */
    async function requestWithTwoProposals() {
      const requestId = await newRequest();
      const [first, second] = designers as [SignedIn, SignedIn];
      const ids = await introduced(requestId, [first, second]);
      const firstId = ids.get(first.user.id) ?? "";
      const secondId = ids.get(second.user.id) ?? "";
      await accepted(firstId, first);
      await accepted(secondId, second);
      return { requestId, firstId, secondId };
    }

    async function inProgressRequest(): Promise<string> {
      const { requestId, firstId } = await requestWithTwoProposals();
      const answer = await call("POST", `/api/introductions/${firstId}/choose`, client);
      expect(answer.statusCode, answer.body).toBe(204);
      return requestId;
    }

    const eventsOf = async (requestId: string) =>
      (
        await db()
          .select({ type: requestEvents.type })
          .from(requestEvents)
          .where(eq(requestEvents.requestId, requestId))
          .orderBy(asc(requestEvents.seq))
      ).map((event) => event.type);

    const statusOf = async (requestId: string) =>
      (await db().select().from(designRequests).where(eq(designRequests.id, requestId)))[0]?.status;

    beforeAll(async () => {
      created = await createPostgresTestDatabase();
      database = openPostgres(created.url, POOL_SIZE);
      t = await createTestApp({}, { database });
      admins = await Promise.all([1, 2, 3].map(() => signedInUser(t, "admin")));
      client = await signedInUser(t, "client", { phoneNumber: "+852 6000 1234" });
      designers = [];
      for (const firstName of ["Ada", "Ben", "Cy", "Di", "Ed", "Fay"]) {
        const designer = await signedInUser(t, "designer", { firstName, lastName: "Designer" });
        await db().insert(designerProfiles).values({ userId: designer.user.id, isVetted: true });
        designers.push(designer);
      }
    });
    afterAll(async () => {
      await t?.close();
      await database?.close();
      await created?.drop();
    });

    it("chooses exactly one designer when two choices arrive at once", async () => {
      const { requestId, firstId, secondId } = await requestWithTwoProposals();
      const answers = await Promise.all(
        Array.from({ length: AT_ONCE }, (_, n) =>
          call("POST", `/api/introductions/${n % 2 ? firstId : secondId}/choose`, client),
        ),
      );
      expectOnly(answers, [204, 409]);
      expect(countOf(answers, 204)).toBe(1);
      const rows = await db()
        .select({ status: introductions.status })
        .from(introductions)
        .where(eq(introductions.requestId, requestId));
      expect(rows.map((row) => row.status).sort()).toEqual(["chosen", "passed"]);
      expect(await statusOf(requestId)).toBe("in_progress");
      expect((await eventsOf(requestId)).filter((type) => type === "chosen")).toHaveLength(1);
    });

    it("never introduces more than 3 designers, nor one twice, when admins introduce at once", async () => {
      const requestId = await newRequest();
      const answers = await Promise.all(
        Array.from({ length: AT_ONCE }, (_, n) =>
          call("POST", `/api/forms/${requestId}/introductions`, admins[n % admins.length] as SignedIn, {
            designerIds: [designers[n % designers.length]?.user.id],
          }),
        ),
      );
      expectOnly(answers, [201, 409]);
      const rows = await db()
        .select({ designerId: introductions.designerId, slot: introductions.slot })
        .from(introductions)
        .where(eq(introductions.requestId, requestId));
      expect(rows).toHaveLength(3);
      expect(countOf(answers, 201)).toBe(3);
      expect(new Set(rows.map((row) => row.designerId)).size).toBe(3);
      expect(rows.map((row) => row.slot).sort()).toEqual([1, 2, 3]);
      expect((await eventsOf(requestId)).filter((type) => type === "introduced")).toHaveLength(3);
    });

    it("makes every introduction of a different designer while places remain, however many arrive at once", async () => {
      const requestId = await newRequest();
      const answers = await Promise.all(
        designers.slice(0, 3).map((designer, n) =>
          call("POST", `/api/forms/${requestId}/introductions`, admins[n] as SignedIn, {
            designerIds: [designer.user.id],
          }),
        ),
      );
      expectOnly(answers, [201]);
    });

    it("holds the limits in the database itself: 3 places per request, one chosen designer", async () => {
      const requestId = await newRequest();
      const ids = await introduced(requestId, designers.slice(0, 3));
      const fourth = designers[3]?.user.id ?? "";
      for (const slot of [4, 1]) {
        await expect(
          db().insert(introductions).values({ requestId, designerId: fourth, slot }),
        ).rejects.toMatchObject({ cause: { code: expect.stringMatching(/^23(505|514)$/) } });
      }
      const [first, second] = [...ids.values()];
      await db()
        .update(introductions)
        .set({ status: "chosen" })
        .where(eq(introductions.id, first ?? ""));
      await expect(
        db()
          .update(introductions)
          .set({ status: "chosen" })
          .where(eq(introductions.id, second ?? "")),
      ).rejects.toMatchObject({ cause: { code: "23505", constraint: "introductions_one_chosen_key" } });
    });

    it("lets a designer either accept or decline, once, when both arrive at once", async () => {
      const requestId = await newRequest();
      const designer = designers[2] as SignedIn;
      const id = (await introduced(requestId, [designer])).get(designer.user.id) ?? "";
      const answers = await Promise.all(
        Array.from({ length: AT_ONCE }, (_, n) =>
          n % 2
            ? call("POST", `/api/designer/introductions/${id}/accept`, designer, proposal)
            : call("POST", `/api/designer/introductions/${id}/decline`, designer, { reason: "style" }),
        ),
      );
      expectOnly(answers, [204, 409]);
      expect(countOf(answers, 204)).toBe(1);
      const [row] = await db().select().from(introductions).where(eq(introductions.id, id));
      const saved = await db().select().from(proposals).where(eq(proposals.introductionId, id));
      expect(["accepted", "declined"]).toContain(row?.status);
      expect(saved).toHaveLength(row?.status === "accepted" ? 1 : 0);
      const answered = (await eventsOf(requestId)).filter(
        (type) => type === "accepted" || type === "declined",
      );
      expect(answered).toEqual([row?.status]);
    });

    it("completes a project once when it is marked completed twice at once", async () => {
      const requestId = await inProgressRequest();
      const answers = await Promise.all(
        Array.from({ length: AT_ONCE }, () => call("POST", `/api/forms/${requestId}/complete`, client)),
      );
      expectOnly(answers, [204, 409]);
      expect(countOf(answers, 204)).toBe(1);
      expect(await statusOf(requestId)).toBe("completed");
      expect((await eventsOf(requestId)).filter((type) => type === "completed")).toHaveLength(1);
    });

    it("keeps confirm and revert in step, and never reverts a request an admin introduces meanwhile", async () => {
      const requestId = await newRequest();
      const answers = await Promise.all([
        ...Array.from({ length: AT_ONCE }, (_, n) =>
          call("PATCH", `/api/forms/${requestId}`, admins[n % admins.length] as SignedIn, {
            status: n % 2 ? "confirmed" : "submitted",
          }),
        ),
        call("POST", `/api/forms/${requestId}/introductions`, admins[0] as SignedIn, {
          designerIds: [designers[3]?.user.id],
        }),
      ]);
      expectOnly(answers, [200, 201, 409]);
      const introduced = await db()
        .select()
        .from(introductions)
        .where(eq(introductions.requestId, requestId));
      const events = await eventsOf(requestId);
      // The history is a story that could have happened one call at a time.
      const review = events.filter((type) => type === "confirmed" || type === "reverted");
      review.forEach((type, n) => {
        expect(type).toBe(n % 2 ? "reverted" : "confirmed");
      });
      expect(countOf(answers, 201)).toBe(introduced.length);
      if (introduced.length > 0) {
        expect(await statusOf(requestId)).toBe("matched");
        expect(events.at(-1)).toBe("introduced");
      } else {
        expect(await statusOf(requestId)).toBe(review.length % 2 ? "confirmed" : "submitted");
      }
    });

    it("takes one review of a project when it is sent twice at once", async () => {
      const requestId = await inProgressRequest();
      expect((await call("POST", `/api/forms/${requestId}/complete`, client)).statusCode).toBe(204);
      const answers = await Promise.all(
        Array.from({ length: AT_ONCE }, (_, n) =>
          call("POST", `/api/forms/${requestId}/review`, client, { rating: 1 + (n % 5), text: "Good work." }),
        ),
      );
      expectOnly(answers, [201, 409]);
      expect(countOf(answers, 201)).toBe(1);
      expect(await db().select().from(reviews).where(eq(reviews.requestId, requestId))).toHaveLength(1);
    });

    it("saves a design once when it is saved many times at once", async () => {
      const designId = await insertDesign(
        db(),
        {
          designerId: designers[0]?.user.id ?? "",
          titleEn: "Harbour flat",
          descriptionEn: "A flat by the harbour.",
          styles: ["Modern"],
          budgetMin: null,
          budgetMax: null,
          createdAt: new Date(),
        },
        [],
      );
      const answers = await Promise.all(
        Array.from({ length: AT_ONCE }, () => call("PUT", `/api/saved-designs/${designId}`, client)),
      );
      expectOnly(answers, [204]);
      const saved = await db()
        .select()
        .from(savedDesigns)
        .where(and(eq(savedDesigns.userId, client.user.id), eq(savedDesigns.designId, designId)));
      expect(saved).toHaveLength(1);
    });

    it("either deletes a request or introduces designers to it, never both, when both arrive at once", async () => {
      for (let round = 0; round < 4; round++) {
        const requestId = await newRequest();
        const [introduce, remove, edit] = await Promise.all([
          call("POST", `/api/forms/${requestId}/introductions`, admins[round % admins.length] as SignedIn, {
            designerIds: [designers[round]?.user.id],
          }),
          call("DELETE", `/api/forms/${requestId}`, client),
          call("PUT", `/api/forms/${requestId}`, client, validRequest),
        ]);
        expectOnly([introduce], [201, 404, 409]);
        expectOnly([remove], [204, 409]);
        expectOnly([edit], [200, 404, 409]);
        const status = await statusOf(requestId);
        if (remove.statusCode === 204) {
          expect(introduce.statusCode).not.toBe(201);
          expect(status).toBeUndefined();
        } else {
          expect(introduce.statusCode).toBe(201);
          expect(remove.json().message).toBe(
            "Designers are already working on this request, so it can no longer be deleted. You can withdraw it instead.",
          );
          // An edit that landed after the introduction must not have put it back to 'submitted'.
          expect(status).toBe("matched");
        }
      }
    });

    it("either withdraws a request or chooses a designer, never both, when both arrive at once", async () => {
      const { requestId, firstId } = await requestWithTwoProposals();
      const answers = await Promise.all(
        Array.from({ length: AT_ONCE }, (_, n) =>
          n % 2
            ? call("POST", `/api/forms/${requestId}/withdraw`, client)
            : call("POST", `/api/introductions/${firstId}/choose`, client),
        ),
      );
      expectOnly(answers, [204, 409]);
      expect(countOf(answers, 204)).toBe(1);
      const rows = await db()
        .select({ status: introductions.status })
        .from(introductions)
        .where(eq(introductions.requestId, requestId));
      const statuses = rows.map((row) => row.status).sort();
      if ((await statusOf(requestId)) === "withdrawn") expect(statuses).toEqual(["withdrawn", "withdrawn"]);
      else expect(statuses).toEqual(["chosen", "passed"]);
    });
  },
);
