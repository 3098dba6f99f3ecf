import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { designerProfiles, designRequests, notifications, outboxEmails } from "../db/schema/index.ts";
import { injectAs, type Method } from "../test-support/inject.ts";
import { validRequest } from "../test-support/request-payload.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { type SignedIn, signedInUser } from "../test-support/users.ts";

let t: TestApp;
let admin: SignedIn;
let client: SignedIn;
let stranger: SignedIn;
let designers: SignedIn[];
let unvetted: SignedIn;
let requestId: string;

const proposal = {
  feeType: "range",
  feeMin: 80_000,
  feeMax: 120_000,
  scopeItems: ["Site measurement", "3D renderings"],
  scopeNotes: "Two rounds of revisions.",
  timelineWeeks: 10,
  earliestSiteVisit: "2099-01-15",
  note: "We did three flats in this estate.",
};

const call = (method: Method, url: string, who?: SignedIn | null, payload?: object) =>
  injectAs(t, method, url, who, payload);

async function designer(vetted: boolean, firstName: string) {
  const signed = await signedInUser(t, "designer", { firstName, lastName: "Designer" });
  await t.database.db.insert(designerProfiles).values({ userId: signed.user.id, isVetted: vetted });
  return signed;
}

const introductionOf = async (who: SignedIn) => {
  const list = (await call("GET", "/api/designer/introductions", who)).json();
  return list[0] as { id: string; status: string };
};

beforeAll(async () => {
  t = await createTestApp();
  [admin, client, stranger] = await Promise.all([
    signedInUser(t, "admin"),
    signedInUser(t, "client", { firstName: "Mei", lastName: "Lee", phoneNumber: "+852 6000 1234" }),
    signedInUser(t, "client"),
  ]);
  designers = [
    await designer(true, "Ada"),
    await designer(true, "Ben"),
    await designer(true, "Cy"),
    await designer(true, "Di"),
  ];
  unvetted = await designer(false, "Eve");
  const created = await call("POST", "/api/forms", client, validRequest);
  requestId = created.json().id;
});
afterAll(() => t.close());

describe("the matching flow", () => {
  it("lets only an admin introduce 1–3 vetted designers, and moves the request to matched", async () => {
    const url = `/api/forms/${requestId}/introductions`;
    const ids = designers.map((d) => d.user.id);
    expect((await call("POST", url, client, { designerIds: ids.slice(0, 2) })).statusCode).toBe(403);
    const tooMany = await call("POST", url, admin, { designerIds: ids });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe("Choose 1 to 3 designers to introduce");
    const notVetted = await call("POST", url, admin, { designerIds: [unvetted.user.id] });
    expect(notVetted.json()).toEqual({ message: "Only vetted designers can be introduced." });

    const made = await call("POST", url, admin, { designerIds: ids.slice(0, 2) });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().introductions.map((i: { status: string }) => i.status)).toEqual([
      "pending",
      "pending",
    ]);
    expect((await call("GET", `/api/forms/${requestId}`, admin)).json().status).toBe("matched");
    const again = await call("POST", url, admin, { designerIds: [ids[0]] });
    expect(again.statusCode).toBe(409);
    const mails = await t.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, designers[0]?.user.email ?? ""));
    expect(mails.map((mail) => mail.subject)).toContain("A new design request for you");
  });

  it("shows a designer the brief of their introductions only, without the client's contact details", async () => {
    const mine = await introductionOf(designers[0] as SignedIn);
    const detail = await call("GET", `/api/designer/introductions/${mine.id}`, designers[0] as SignedIn);
    expect(detail.statusCode).toBe(200);
    const body = detail.json();
    expect(body.request.description).toBe(validRequest.description);
    expect(body.contact).toBeNull();
    expect(JSON.stringify(body)).not.toContain(client.user.email);
    expect(JSON.stringify(body)).not.toContain(validRequest.propertyAddress);
    expect(JSON.stringify(body)).not.toContain(validRequest.mobileNumber);
    expect(
      (await call("GET", `/api/designer/introductions/${mine.id}`, designers[2] as SignedIn)).statusCode,
    ).toBe(404);
    expect((await call("GET", "/api/designer/introductions", designers[2] as SignedIn)).json()).toEqual([]);
  });

  it("takes an acceptance only with a complete proposal, and tells the client", async () => {
    const mine = await introductionOf(designers[0] as SignedIn);
    const url = `/api/designer/introductions/${mine.id}/accept`;
    const cases: [object, string][] = [
      [{ ...proposal, scopeItems: [] }, "Please choose what the fee includes"],
      [{ ...proposal, feeMax: 50_000 }, "The top of the range must be above its bottom"],
      [{ ...proposal, earliestSiteVisit: "2020-01-01" }, "The site visit cannot be in the past"],
      [{ ...proposal, timelineWeeks: 0 }, "Please give the timeline in weeks (1 to 104)"],
    ];
    for (const [payload, message] of cases) {
      const refused = await call("POST", url, designers[0] as SignedIn, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message });
    }
    expect((await call("POST", url, designers[0] as SignedIn, proposal)).statusCode).toBe(204);
    expect((await call("POST", url, designers[0] as SignedIn, proposal)).statusCode).toBe(409);
    const notices = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, client.user.id));
    expect(notices.map((notice) => notice.link)).toContain(`/dashboard/my-forms/${requestId}`);
  });

  it("shows the client only the designers who accepted, with their proposals and no contact details yet", async () => {
    const shown = (await call("GET", `/api/forms/${requestId}/introductions`, client)).json();
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({
      status: "accepted",
      designer: { name: "Ada Designer" },
      proposal: { feeType: "range", feeMin: 80_000, feeMax: 120_000, timelineWeeks: 10 },
      contact: null,
    });
    expect((await call("GET", `/api/forms/${requestId}/introductions`, stranger)).statusCode).toBe(404);
    expect((await call("GET", `/api/forms/${requestId}/introductions`, admin)).json()).toHaveLength(2);
  });

  it("opens a thread once accepted, between the client and that designer only", async () => {
    const accepted = await introductionOf(designers[0] as SignedIn);
    const pending = await introductionOf(designers[1] as SignedIn);
    const url = `/api/introductions/${accepted.id}/messages`;
    expect(
      (await call("POST", `/api/introductions/${pending.id}/messages`, client, { body: "Hi" })).statusCode,
    ).toBe(409);
    expect((await call("POST", url, client, { body: "  " })).json()).toEqual({
      message: "Please write a message",
    });
    expect((await call("POST", url, client, { body: "Could you visit on Saturday?" })).statusCode).toBe(201);
    expect(
      (await call("POST", url, designers[0] as SignedIn, { body: "Yes, 10 am works." })).statusCode,
    ).toBe(201);
    const thread = (await call("GET", url, designers[0] as SignedIn)).json();
    expect(thread.map((message: { body: string; mine: boolean }) => [message.body, message.mine])).toEqual([
      ["Could you visit on Saturday?", false],
      ["Yes, 10 am works.", true],
    ]);
    expect((await call("GET", url, stranger)).statusCode).toBe(404);
    expect((await call("GET", url, designers[1] as SignedIn)).statusCode).toBe(404);
    expect((await call("POST", url, admin, { body: "Admins only read." })).statusCode).toBe(404);
  });

  it("refuses choosing a designer who declined; choosing one who accepted reveals both contacts", async () => {
    const declining = await introductionOf(designers[1] as SignedIn);
    expect(
      (
        await call("POST", `/api/designer/introductions/${declining.id}/decline`, designers[1] as SignedIn, {
          reason: "fully_booked",
        })
      ).statusCode,
    ).toBe(204);
    const refused = await call("POST", `/api/introductions/${declining.id}/choose`, client);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("You can choose only a designer who accepted and sent a proposal.");

    const accepted = await introductionOf(designers[0] as SignedIn);
    expect((await call("POST", `/api/introductions/${accepted.id}/choose`, stranger)).statusCode).toBe(404);
    expect((await call("POST", `/api/introductions/${accepted.id}/choose`, client)).statusCode).toBe(204);
    expect((await call("GET", `/api/forms/${requestId}`, client)).json().status).toBe("in_progress");
    const [chosen] = (await call("GET", `/api/forms/${requestId}/introductions`, client)).json();
    expect(chosen.contact).toEqual({
      name: "Ada Designer",
      email: designers[0]?.user.email,
      phoneNumber: "+852 9000 0000",
    });
    const seen = (
      await call("GET", `/api/designer/introductions/${accepted.id}`, designers[0] as SignedIn)
    ).json();
    expect(seen.contact).toEqual({
      name: "Mei Lee",
      email: client.user.email,
      phoneNumber: validRequest.mobileNumber,
      propertyAddress: validRequest.propertyAddress,
    });
  });

  it("lets only the client complete a request in progress, once", async () => {
    const url = `/api/forms/${requestId}/complete`;
    expect((await call("POST", url, stranger)).statusCode).toBe(404);
    expect((await call("POST", url, designers[0] as SignedIn)).statusCode).toBe(403);
    expect((await call("POST", url, client)).statusCode).toBe(204);
    expect((await call("POST", url, client)).statusCode).toBe(409);
    const [row] = await t.database.db.select().from(designRequests).where(eq(designRequests.id, requestId));
    expect(row?.status).toBe("completed");
  });

  it("records every step with its actor and time, for admins", async () => {
    const history = await call("GET", `/api/forms/${requestId}/history`, admin);
    expect(
      history
        .json()
        .map((event: { type: string; detail: { designer?: string } }) => [
          event.type,
          event.detail.designer ?? "",
        ]),
    ).toEqual([
      ["submitted", ""],
      ["introduced", "Ada Designer"],
      ["introduced", "Ben Designer"],
      ["accepted", "Ada Designer"],
      ["declined", "Ben Designer"],
      ["chosen", "Ada Designer"],
      ["completed", ""],
    ]);
    expect((await call("GET", `/api/forms/${requestId}/history`, client)).statusCode).toBe(403);
  });
});
