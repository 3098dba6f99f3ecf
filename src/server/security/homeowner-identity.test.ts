import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxEmails, users } from "../db/schema/index.ts";
import { injectAs, type Method } from "../test-support/inject.ts";
import { validRequest } from "../test-support/request-payload.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { type SignedIn, signedInUser } from "../test-support/users.ts";
import { PROPOSAL } from "./support/world.ts";

/*
 * Issue 18, finding 5: until the homeowner chooses a designer, the designers see one display form
 * of them ("Mei L.") that names no contact: not in the brief, the thread, the notification (bell
 * and mail) or their data export. Only the chosen designer then sees the full name and contact.
 * A display name never falls back to the e-mail, even for an account whose names are gone.
 */
const LAST_NAME = "Leungsecret";

let t: TestApp;
let admin: SignedIn;
let client: SignedIn;
/** A homeowner whose names were removed after they asked (an older account). */
let nameless: SignedIn;
let unchosen: SignedIn;
let chosen: SignedIn;
let toNameless: SignedIn;
const introductionOf: Record<"unchosen" | "chosen" | "toNameless", string> = {} as never;

const call = (method: Method, url: string, who?: SignedIn | null, payload?: object) =>
  injectAs(t, method, url, who, payload);

async function ok(method: Method, url: string, who: SignedIn, payload?: object) {
  const response = await call(method, url, who, payload);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.statusCode === 204 ? null : response.json();
}

/** A request of `owner` introduced to `designers`, each accepting and hearing from the homeowner. */
async function acceptedRequest(owner: SignedIn, designers: SignedIn[], afterAsking = async () => {}) {
  const request = (await ok("POST", "/api/forms", owner, validRequest)).id;
  await afterAsking();
  const made = await ok("POST", `/api/forms/${request}/introductions`, admin, {
    designerIds: designers.map((designer) => designer.user.id),
  });
  const ids: string[] = made.introductions.map((introduction: { id: string }) => introduction.id);
  for (const [n, designer] of designers.entries()) {
    await ok("POST", `/api/designer/introductions/${ids[n]}/accept`, designer, PROPOSAL);
    await ok("POST", `/api/introductions/${ids[n]}/messages`, owner, { body: "When could you visit?" });
  }
  return ids;
}

/** Everything a designer can read that might name the homeowner. */
async function whatTheDesignerReads(designer: SignedIn, introduction: string) {
  const answers = [
    await call("GET", `/api/designer/introductions/${introduction}`, designer),
    await call("GET", "/api/designer/introductions", designer),
    await call("GET", `/api/introductions/${introduction}/messages`, designer),
    await call("GET", "/api/notifications", designer),
    await call("GET", "/api/user/export", designer),
  ];
  for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
  const mails = await t.database.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.toAddress, designer.user.email));
  expect(mails.length).toBeGreaterThan(0);
  return [
    ...answers.map((answer) => answer.body),
    ...mails.map((mail) => `${mail.subject}${mail.textBody}${mail.htmlBody}`),
  ].join("\n");
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t, "admin");
  client = await signedInUser(t, "client", { firstName: "Mei", lastName: LAST_NAME });
  nameless = await signedInUser(t, "client", { firstName: "Nobody", lastName: "Known" });
  const designer = (firstName: string) => signedInUser(t, "designer", { firstName, lastName: "Designer" });
  [unchosen, chosen, toNameless] = await Promise.all([designer("Una"), designer("Cho"), designer("Tom")]);
  for (const designer of [unchosen, chosen, toNameless])
    await ok("PATCH", `/api/admin/designers/${designer.user.id}/vetting`, admin, { isVetted: true });
  [introductionOf.unchosen, introductionOf.chosen] = (await acceptedRequest(client, [unchosen, chosen])) as [
    string,
    string,
  ];
  [introductionOf.toNameless] = (await acceptedRequest(nameless, [toNameless], async () => {
    await t.database.db
      .update(users)
      .set({ firstName: null, lastName: null })
      .where(eq(users.id, nameless.user.id));
  })) as [string];
});
afterAll(() => t.close());

describe("before the homeowner chooses", () => {
  it("shows a designer 'Mei L.' everywhere, never the e-mail or the last name", async () => {
    const read = await whatTheDesignerReads(unchosen, introductionOf.unchosen);
    expect(read).toContain("Mei L.");
    expect(read).not.toContain(client.user.email);
    expect(read).not.toContain(LAST_NAME);
  });

  it("names the homeowner in the thread and the notification by that display form", async () => {
    const thread = (
      await call("GET", `/api/introductions/${introductionOf.unchosen}/messages`, unchosen)
    ).json();
    expect(thread.map((message: { authorName: string }) => message.authorName)).toEqual(["Mei L."]);
    const { items } = (await call("GET", "/api/notifications", unchosen)).json();
    expect(items.map((item: { title: string }) => item.title)).toContain("New message from Mei L.");
    const brief = (
      await call("GET", `/api/designer/introductions/${introductionOf.unchosen}`, unchosen)
    ).json();
    expect(brief.request.clientName).toBe("Mei L.");
  });

  it("never falls back to the e-mail of a homeowner without names", async () => {
    const read = await whatTheDesignerReads(toNameless, introductionOf.toNameless);
    expect(read).not.toContain(nameless.user.email);
    expect(read).not.toContain(nameless.user.email.split("@")[0]);
  });
});

describe("once the homeowner chooses", () => {
  beforeAll(async () => {
    await ok("POST", `/api/introductions/${introductionOf.chosen}/choose`, client);
  });

  it("shows the chosen designer the full name and contact", async () => {
    const brief = (await call("GET", `/api/designer/introductions/${introductionOf.chosen}`, chosen)).json();
    expect(brief.contact).toMatchObject({ name: `Mei ${LAST_NAME}`, email: client.user.email });
    expect(brief.request.clientName).toBe(`Mei ${LAST_NAME}`);
    const thread = (await call("GET", `/api/introductions/${introductionOf.chosen}/messages`, chosen)).json();
    expect(thread.map((message: { authorName: string }) => message.authorName)).toEqual([`Mei ${LAST_NAME}`]);
  });

  it("still tells the designer passed over nothing more", async () => {
    const read = (await call("GET", "/api/designer/introductions", unchosen)).body;
    expect(read).not.toContain(client.user.email);
    expect(read).not.toContain(LAST_NAME);
  });
});
