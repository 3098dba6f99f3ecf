import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { designerProfiles, notifications, outboxEmails } from "../db/schema/index.ts";
import { injectAs, type Method } from "../test-support/inject.ts";
import { validRequest } from "../test-support/request-payload.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { type SignedIn, signedInUser } from "../test-support/users.ts";

/**
 * Issue 19, items 2, 9d, 9e, 9f: who is told when a homeowner chooses and when a designer declines,
 * why a designer declined, and the bell following the request (read when opened, gone when deleted).
 */

let t: TestApp;
let admin: SignedIn;
let chineseAdmin: SignedIn;
let client: SignedIn;

const proposal = {
  feeType: "fixed",
  feeMin: 90_000,
  feeMax: null,
  scopeItems: ["Site measurement", "3D renderings"],
  scopeNotes: "",
  timelineWeeks: 8,
  earliestSiteVisit: "2099-03-01",
  note: "",
};

const call = (method: Method, url: string, who?: SignedIn | null, payload?: object) =>
  injectAs(t, method, url, who, payload);

async function ok(method: Method, url: string, who: SignedIn, payload?: object) {
  const answer = await call(method, url, who, payload);
  expect(answer.statusCode, `${method} ${url}: ${answer.body}`).toBeLessThan(300);
  return answer;
}

async function vettedDesigner(firstName: string, locale: "en" | "zh-HK" = "en") {
  const signed = await signedInUser(t, "designer", { firstName, lastName: "Designer", locale });
  await t.database.db.insert(designerProfiles).values({ userId: signed.user.id, isVetted: true });
  return signed;
}

/** A new request of `client`, introduced to the designers; answers each designer's introduction id. */
async function introducedRequest(designers: SignedIn[]) {
  const requestId: string = (await ok("POST", "/api/forms", client, validRequest)).json().id;
  // The admins are told by a job queued with the request.
  await t.app.jobs.runDue();
  await ok("POST", `/api/forms/${requestId}/introductions`, admin, {
    designerIds: designers.map((d) => d.user.id),
  });
  const ids = await Promise.all(
    designers.map(async (designer) => {
      const list = (await ok("GET", "/api/designer/introductions", designer)).json();
      return (list as { id: string; request: { id: string } }[]).find((i) => i.request.id === requestId)
        ?.id as string;
    }),
  );
  return { requestId, ids };
}

const noticesOf = (who: SignedIn) =>
  t.database.db.select().from(notifications).where(eq(notifications.userId, who.user.id));

const mailsTo = (who: SignedIn) =>
  t.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, who.user.email));

beforeAll(async () => {
  t = await createTestApp();
  [admin, chineseAdmin, client] = await Promise.all([
    signedInUser(t, "admin"),
    signedInUser(t, "admin", { locale: "zh-HK" }),
    signedInUser(t, "client", { firstName: "Mei", lastName: "Lee" }),
  ]);
});
afterAll(() => t.close());

describe("choosing a designer", () => {
  it("tells every other introduced designer, pending or accepted, in their language, without the homeowner's name", async () => {
    const chosen = await vettedDesigner("Ada");
    const accepted = await vettedDesigner("Ben", "zh-HK");
    const pending = await vettedDesigner("Cy");
    const { ids } = await introducedRequest([chosen, accepted, pending]);
    await ok("POST", `/api/designer/introductions/${ids[0]}/accept`, chosen, proposal);
    await ok("POST", `/api/designer/introductions/${ids[1]}/accept`, accepted, proposal);
    await ok("POST", `/api/introductions/${ids[0]}/choose`, client);

    const [english] = (await noticesOf(pending)).filter((n) => n.kind === "passed");
    expect(english).toMatchObject({
      title: "The homeowner chose another designer",
      link: `/dashboard/requests/${ids[2]}`,
      readAt: null,
    });
    const [chinese] = (await noticesOf(accepted)).filter((n) => n.kind === "passed");
    expect(chinese).toMatchObject({ title: "業主已選擇其他設計師", link: `/dashboard/requests/${ids[1]}` });
    for (const who of [pending, accepted]) {
      const notice = (await noticesOf(who)).find((n) => n.kind === "passed");
      const mails = await mailsTo(who);
      expect(mails.map((mail) => mail.subject)).toContain(notice?.title);
      const said = JSON.stringify([notice, mails]);
      expect(said).not.toContain("Lee");
      expect(said).not.toContain(client.user.email);
    }
    expect((await noticesOf(chosen)).map((n) => n.kind)).not.toContain("passed");
    // A designer who declined earlier has no introduction left to close: nothing new for them.
  });

  it("does not tell a designer who had declined", async () => {
    const chosen = await vettedDesigner("Di");
    const decliner = await vettedDesigner("Eve");
    const { ids } = await introducedRequest([chosen, decliner]);
    await ok("POST", `/api/designer/introductions/${ids[1]}/decline`, decliner, { reason: "fully_booked" });
    await ok("POST", `/api/designer/introductions/${ids[0]}/accept`, chosen, proposal);
    await ok("POST", `/api/introductions/${ids[0]}/choose`, client);
    expect((await noticesOf(decliner)).map((n) => n.kind)).not.toContain("passed");
  });
});

describe("declining an introduction", () => {
  it("takes a reason from the list (and an optional note), refusing anything else with a message", async () => {
    const designer = await vettedDesigner("Fay");
    const { ids } = await introducedRequest([designer]);
    const url = `/api/designer/introductions/${ids[0]}/decline`;
    const cases: [object | undefined, string][] = [
      [undefined, "Please choose why you decline"],
      [{}, "Please choose why you decline"],
      [{ reason: "bored" }, "Please choose why you decline"],
      [{ reason: "other", note: "x".repeat(501) }, "Please keep this under 500 characters"],
    ];
    for (const [payload, message] of cases) {
      const refused = await call("POST", url, designer, payload);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toEqual({ message });
    }
    const chinese = await t.app.inject({
      method: "POST",
      url,
      payload: {},
      headers: { cookie: designer.cookie, "accept-language": "zh-HK" },
    });
    expect(chinese.statusCode).toBe(400);
    expect(chinese.json().message).toMatch(/[\u4e00-\u9fff]/);
    expect((await call("GET", `/api/designer/introductions/${ids[0]}`, designer)).json().status).toBe(
      "pending",
    );
  });

  it("stores the reason, shows it to admins on the desk, and tells every admin in their language with a link to the request", async () => {
    const designer = await vettedDesigner("Gus");
    const { requestId, ids } = await introducedRequest([designer]);
    await ok("POST", `/api/designer/introductions/${ids[0]}/decline`, designer, {
      reason: "outside_district",
      note: "  I only work on Hong Kong Island.  ",
    });
    const shown = (await ok("GET", `/api/forms/${requestId}/introductions`, admin)).json();
    expect(shown[0]).toMatchObject({
      status: "declined",
      decline: { reason: "outside_district", note: "I only work on Hong Kong Island." },
    });
    // The homeowner never sees declined introductions, nor why.
    expect((await ok("GET", `/api/forms/${requestId}/introductions`, client)).json()).toEqual([]);

    const [english] = (await noticesOf(admin)).filter(
      (n) => n.kind === "declined" && n.link === `/dashboard/forms?id=${requestId}`,
    );
    expect(english?.title).toBe("Gus Designer declined a request");
    expect(english?.body).toContain("They do not serve the district");
    expect(english?.body).toContain("I only work on Hong Kong Island.");
    const [chinese] = (await noticesOf(chineseAdmin)).filter(
      (n) => n.kind === "declined" && n.link === `/dashboard/forms?id=${requestId}`,
    );
    expect(chinese?.title).toBe("Gus Designer婉拒了一項需求");
    for (const who of [admin, chineseAdmin]) {
      const mails = await mailsTo(who);
      expect(mails.some((mail) => mail.textBody.includes(`/dashboard/forms?id=${requestId}`))).toBe(true);
    }
    expect((await noticesOf(client)).map((n) => n.kind)).not.toContain("declined");
  });
});

describe("opening a request", () => {
  it("marks the reader's notices about that request read, and only those, in one call", async () => {
    const designer = await vettedDesigner("Hal");
    const first = await introducedRequest([designer]);
    const second = await introducedRequest([designer]);
    await ok("POST", `/api/designer/introductions/${first.ids[0]}/accept`, designer, proposal);
    await ok("POST", `/api/designer/introductions/${second.ids[0]}/accept`, designer, proposal);
    const unreadAbout = async (who: SignedIn, link: string) =>
      (await noticesOf(who)).filter((n) => n.link === link && n.readAt === null).length;
    const clientLink = (id: string) => `/dashboard/my-forms/${id}`;
    expect(await unreadAbout(client, clientLink(first.requestId))).toBe(1);

    // The homeowner opens the first request.
    const read = await ok("POST", "/api/notifications/read", client, { requestId: first.requestId });
    expect(await unreadAbout(client, clientLink(first.requestId))).toBe(0);
    expect(await unreadAbout(client, clientLink(second.requestId))).toBe(1);
    expect(read.json().unread).toBe((await noticesOf(client)).filter((n) => n.readAt === null).length);

    // The designer opens their introduction to it (the page knows the request's id).
    const designerLink = `/dashboard/requests/${first.ids[0]}`;
    expect(await unreadAbout(designer, designerLink)).toBe(1);
    await ok("POST", "/api/notifications/read", designer, { requestId: first.requestId });
    expect(await unreadAbout(designer, designerLink)).toBe(0);
    expect(await unreadAbout(designer, `/dashboard/requests/${second.ids[0]}`)).toBe(1);

    // An admin opens it on the desk; the other admin's notices stay unread.
    const deskLink = `/dashboard/forms?id=${first.requestId}`;
    await ok("POST", "/api/notifications/read", admin, { requestId: first.requestId });
    expect(await unreadAbout(admin, deskLink)).toBe(0);
    expect(await unreadAbout(chineseAdmin, deskLink)).toBe(1);
  });

  it("refuses a request id that is not an id, with a message", async () => {
    const refused = await call("POST", "/api/notifications/read", client, { requestId: "nope" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toEqual(expect.any(String));
  });
});

describe("deleting a request", () => {
  it("takes its notices out of every bell", async () => {
    const requestId: string = (await ok("POST", "/api/forms", client, validRequest)).json().id;
    await t.app.jobs.runDue();
    const deskLink = `/dashboard/forms?id=${requestId}`;
    const about = () =>
      t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.link, deskLink)));
    expect((await about()).length).toBeGreaterThanOrEqual(2);
    await ok("DELETE", `/api/forms/${requestId}`, client);
    expect(await about()).toEqual([]);
    const bell = (await ok("GET", "/api/notifications", admin)).json();
    expect(JSON.stringify(bell)).not.toContain(requestId);
  });
});
