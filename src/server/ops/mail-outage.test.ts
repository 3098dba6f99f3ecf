import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliveries, designerProfiles } from "../db/schema/index.ts";
import { injectAs } from "../test-support/inject.ts";
import { validRequest } from "../test-support/request-payload.ts";
import { startSmtpServer, type TestSmtpServer } from "../test-support/smtp-server.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { type SignedIn, signedInUser } from "../test-support/users.ts";
import { waitFor } from "../test-support/wait-for.ts";

/*
 * Issue 21 §2: with the mail server down, a password reset, a request submission and a choice
 * answer exactly as with it up; their mails wait in the queue and go out, once each, when the server
 * is back.
 */

let smtp: TestSmtpServer;
let t: TestApp;
let admin: SignedIn;
let client: SignedIn;
let designer: SignedIn;

const proposal = {
  feeType: "fixed",
  feeMin: 90_000,
  feeMax: null,
  scopeItems: ["Site measurement"],
  scopeNotes: "",
  timelineWeeks: 8,
  earliestSiteVisit: "2099-01-15",
  note: "",
};

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp(
    { SMTP_URL: smtp.url },
    {
      deps: {
        jobs: { work: true, pollingSeconds: 0.5, policy: { retryDelaySeconds: 1, retryDelayMaxSeconds: 2 } },
      },
    },
  );
  [admin, client, designer] = await Promise.all([
    signedInUser(t, "admin"),
    signedInUser(t, "client"),
    signedInUser(t, "designer", { firstName: "Ada", lastName: "Wong" }),
  ]);
  await t.database.db.insert(designerProfiles).values({ userId: designer.user.id, isVetted: true });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** What an answer says, without the ids and times that differ between two runs. */
const shape = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shape(inner)]));
  if (typeof value === "string" && /^[0-9a-f-]{36}$|^\d{4}-\d\d-\d\dT/.test(value)) return "…";
  return value;
};

async function answersOfOneProject() {
  const answers: { status: number; body: unknown }[] = [];
  const keep = (response: { statusCode: number; body: string }) => {
    answers.push({
      status: response.statusCode,
      body: response.body ? shape(JSON.parse(response.body)) : "",
    });
    return response.body ? JSON.parse(response.body) : null;
  };
  keep(await injectAs(t, "POST", "/api/auth/password-reset", null, { email: client.user.email }));
  const request = keep(await injectAs(t, "POST", "/api/forms", client, validRequest));
  const introduced = keep(
    await injectAs(t, "POST", `/api/forms/${request.id}/introductions`, admin, {
      designerIds: [designer.user.id],
    }),
  );
  const introductionId = introduced.introductions[0].id;
  keep(await injectAs(t, "POST", `/api/designer/introductions/${introductionId}/accept`, designer, proposal));
  keep(await injectAs(t, "POST", `/api/introductions/${introductionId}/choose`, client));
  return answers;
}

const allDeliveries = () => t.database.db.select().from(deliveries);

describe("mail while the mail server is down", () => {
  it("answers as with it up, and sends every mail once when it is back", async () => {
    const withServerUp = await answersOfOneProject();
    await waitFor(async () => (await allDeliveries()).every((row) => row.state === "sent"), "mails sent");
    const sentBefore = smtp.received.length;
    const deliveredBefore = (await allDeliveries()).length;

    await smtp.down();
    const withServerDown = await answersOfOneProject();
    expect(withServerDown).toEqual(withServerUp);
    expect(withServerUp.map((answer) => answer.status)).toEqual([202, 201, 201, 204, 204]);

    // The mails of the second project wait, each with its failed tries and the reason.
    await waitFor(
      async () => (await allDeliveries()).filter((row) => row.state === "retrying").length >= 4,
      "failed tries recorded",
    );
    const waiting = (await allDeliveries()).filter((row) => row.state !== "sent");
    expect(waiting.length).toBe((await allDeliveries()).length - deliveredBefore);
    expect(waiting.map((row) => row.kind)).toEqual(
      expect.arrayContaining(["password-reset", "request.submitted", "introduced", "accepted", "chosen"]),
    );
    for (const row of waiting.filter((row) => row.state === "retrying")) {
      expect(row.attempts).toBeGreaterThanOrEqual(1);
      expect(row.lastError).toMatch(/ECONNREFUSED/);
    }
    expect(smtp.received.length).toBe(sentBefore);

    await smtp.up();
    await waitFor(
      async () => (await allDeliveries()).every((row) => row.state === "sent"),
      "mails sent",
      30_000,
    );
    const rows = await allDeliveries();
    const ids = smtp.received.map((mail) => mail.messageId?.slice(1, 37));
    expect(ids.length).toBe(rows.length);
    expect(new Set(ids)).toEqual(new Set(rows.map((row) => row.id)));
    const reset = rows.filter((row) => row.kind === "password-reset");
    expect(reset).toHaveLength(2);
    expect(smtp.received.filter((mail) => mail.to.includes(client.user.email)).length).toBe(
      rows.filter((row) => row.recipient === client.user.email).length,
    );
    const [one] = await t.database.db
      .select()
      .from(deliveries)
      .where(eq(deliveries.id, reset[1]?.id ?? ""));
    expect(one?.sentAt).toBeInstanceOf(Date);
  });
});
