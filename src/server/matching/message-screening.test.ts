import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { designerProfiles, notifications, outboxEmails, users } from "../db/schema/index.ts";
import { injectAs, type Method } from "../test-support/inject.ts";
import { validRequest } from "../test-support/request-payload.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { nextAddress, type SignedIn, signedInUser } from "../test-support/users.ts";

/** Private until chosen (issue 19 §11): contact details in a thread are masked for the other side. */

let t: TestApp;
let admin: SignedIn;
let client: SignedIn;
let chosen: SignedIn;
let other: SignedIn;
let requestId: string;
const threads = new Map<SignedIn, string>();

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

const call = (method: Method, url: string, who?: SignedIn | null, payload?: object) =>
  injectAs(t, method, url, who, payload);
const threadUrl = (designer: SignedIn) => `/api/introductions/${threads.get(designer)}/messages`;
const readThread = async (who: SignedIn, designer: SignedIn, language = "en") => {
  const answer = await t.app.inject({
    method: "GET",
    url: threadUrl(designer),
    headers: { cookie: who.cookie, "accept-language": language },
    remoteAddress: nextAddress(),
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { body: string; mine: boolean; hiddenContact: string[] }[];
};

async function designer(firstName: string) {
  const signed = await signedInUser(t, "designer", { firstName, lastName: "Wong" });
  await t.database.db.insert(designerProfiles).values({ userId: signed.user.id, isVetted: true });
  return signed;
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, client] = await Promise.all([
    signedInUser(t, "admin"),
    signedInUser(t, "client", { firstName: "Mei", lastName: "Lee" }),
  ]);
  chosen = await designer("Chloe");
  other = await designer("Owen");
  requestId = (await call("POST", "/api/forms", client, validRequest)).json().id;
  const made = await call("POST", `/api/forms/${requestId}/introductions`, admin, {
    designerIds: [chosen.user.id, other.user.id],
  });
  expect(made.statusCode, made.body).toBe(201);
  for (const who of [chosen, other]) {
    const [introduction] = (await call("GET", "/api/designer/introductions", who)).json();
    threads.set(who, introduction.id);
    const accepted = await call(
      "POST",
      `/api/designer/introductions/${introduction.id}/accept`,
      who,
      proposal,
    );
    expect(accepted.statusCode, accepted.body).toBe(204);
  }
});
afterAll(() => t.close());

describe("messages before the homeowner chooses", () => {
  const written = "Happy to help! WhatsApp me on 9123 4567 or chloe.wong@example.com";

  it("tells the sender what was hidden, and shows them their message as written", async () => {
    const sent = await call("POST", threadUrl(chosen), chosen, { body: written });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({
      body: written,
      mine: true,
      hiddenContact: ["phone", "email", "messaging"],
    });
    expect((await readThread(chosen, chosen)).at(-1)).toMatchObject({ body: written, mine: true });
  });

  it("masks the details in what the homeowner reads, in the homeowner's language", async () => {
    expect((await readThread(client, chosen)).at(-1)).toMatchObject({
      body: "Happy to help! [contact details hidden] on [contact details hidden] or [contact details hidden]",
      mine: false,
      hiddenContact: ["phone", "email", "messaging"],
    });
    const chinese = (await readThread(client, chosen, "zh-HK")).at(-1);
    expect(chinese?.body).toBe(
      "Happy to help! ［聯絡資料已隱藏］ on ［聯絡資料已隱藏］ or ［聯絡資料已隱藏］",
    );
  });

  it("masks the notice and the mail too", async () => {
    const [notice] = await t.database.db
      .select({ body: notifications.body })
      .from(notifications)
      .where(and(eq(notifications.userId, client.user.id), eq(notifications.kind, "message")));
    expect(notice?.body).not.toContain("9123");
    expect(notice?.body).toContain("[contact details hidden]");
    const mails = await t.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, client.user.email));
    const mail = JSON.stringify(mails.at(-1));
    expect(mail).toContain("[contact details hidden]");
    expect(mail).not.toContain("9123 4567");
    expect(mail).not.toContain("chloe.wong@example.com");
  });

  it("screens the homeowner's messages to a designer as well, in the designer's language", async () => {
    await t.database.db.update(users).set({ locale: "zh-HK" }).where(eq(users.id, other.user.id));
    const body = "我微信：meilee88，或者打 +852 6123-4567";
    const sent = await call("POST", threadUrl(other), client, { body });
    expect(sent.json().hiddenContact).toEqual(["phone", "messaging"]);
    const read = (await readThread(other, other, "zh-HK")).at(-1);
    expect(read?.body).toBe("我［聯絡資料已隱藏］，或者打 ［聯絡資料已隱藏］");
    const mails = await t.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, other.user.email));
    expect(JSON.stringify(mails.at(-1))).toContain("［聯絡資料已隱藏］");
    expect(JSON.stringify(mails.at(-1))).not.toContain("meilee88");
  });

  it("leaves ordinary numbers alone", async () => {
    const body = "Budget HK$300,000, 650 sq ft, Flat 12B, visit on 2026-12-05?";
    const sent = await call("POST", threadUrl(chosen), client, { body });
    expect(sent.json().hiddenContact).toEqual([]);
    expect((await readThread(chosen, chosen)).at(-1)?.body).toBe(body);
  });

  it("shows the admins each attempt: who, when, what kind, the original text", async () => {
    const url = `/api/forms/${requestId}/screened-messages`;
    expect((await call("GET", url, client)).statusCode).toBe(403);
    expect((await call("GET", url, chosen)).statusCode).toBe(403);
    const answer = await call("GET", url, admin);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject([
      {
        authorName: "Mei Lee",
        authorRole: "client",
        designerName: "Owen Wong",
        kinds: ["phone", "messaging"],
        body: "我微信：meilee88，或者打 +852 6123-4567",
      },
      {
        authorName: "Chloe Wong",
        authorRole: "designer",
        designerName: "Chloe Wong",
        kinds: ["phone", "email", "messaging"],
        body: written,
      },
    ]);
    expect(answer.json()[0].createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const unknown = await call(
      "GET",
      "/api/forms/00000000-0000-4000-8000-000000000000/screened-messages",
      admin,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBeTruthy();
    // An admin reading the thread reads it as written.
    expect((await readThread(admin, chosen)).at(0)?.body).toBe(written);
  });
});

describe("a proposal's own words before the homeowner chooses", () => {
  const note = "Text me on 9123 4567 to skip the platform fee";
  const readProposals = async () => {
    const answer = await call("GET", `/api/forms/${requestId}/introductions`, client);
    expect(answer.statusCode, answer.body).toBe(200);
    return new Map(
      (
        answer.json() as {
          id: string;
          proposal: { note: string; scopeNotes: string; scopeItems: string[] };
        }[]
      ).map((introduction) => [introduction.id, introduction.proposal]),
    );
  };

  it("are masked for the homeowner like a message, and read as written by admins", async () => {
    for (const who of [chosen, other]) {
      const revised = await call("PUT", `/api/designer/introductions/${threads.get(who)}/proposal`, who, {
        ...proposal,
        scopeNotes: "Questions? chloe.wong@example.com",
        note,
      });
      expect(revised.statusCode, revised.body).toBe(204);
    }
    const shown = (await readProposals()).get(threads.get(other) ?? "");
    expect(shown).toMatchObject({
      note: "Text me on [contact details hidden] to skip the platform fee",
      scopeNotes: "Questions? [contact details hidden]",
    });
    const asAdmin = (await call("GET", `/api/forms/${requestId}/introductions`, admin)).json() as {
      proposal: { note: string };
    }[];
    expect(asAdmin.map((introduction) => introduction.proposal.note)).toEqual([note, note]);
  });
});

describe("after the homeowner chooses", () => {
  it("lets the chosen pair write freely; what was hidden before stays hidden", async () => {
    const choose = await call("POST", `/api/introductions/${threads.get(chosen)}/choose`, client);
    expect(choose.statusCode, choose.body).toBe(204);
    const body = "Great, call me on 9123 4567 or mail chloe.wong@example.com";
    const sent = await call("POST", threadUrl(chosen), chosen, { body });
    expect(sent.json()).toMatchObject({ body, hiddenContact: [] });
    const thread = await readThread(client, chosen);
    expect(thread.at(-1)?.body).toBe(body);
    expect(thread.at(0)?.body).toContain("[contact details hidden]");
    const attempts = (await call("GET", `/api/forms/${requestId}/screened-messages`, admin)).json();
    expect(attempts).toHaveLength(2);
  });

  it("shows the chosen designer's proposal as written; the others' stay masked", async () => {
    const introductions = (await call("GET", `/api/forms/${requestId}/introductions`, client)).json() as {
      id: string;
      proposal: { note: string };
    }[];
    const noteOf = (who: SignedIn) =>
      introductions.find((introduction) => introduction.id === threads.get(who))?.proposal.note;
    expect(noteOf(chosen)).toBe("Text me on 9123 4567 to skip the platform fee");
    expect(noteOf(other)).toBe("Text me on [contact details hidden] to skip the platform fee");
  });
});
