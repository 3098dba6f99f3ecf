import { addDays } from "date-fns";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hongKongToday } from "#shared/matching/business-days.ts";
import { designerProfiles } from "../db/schema/index.ts";
import { injectAs } from "../test-support/inject.ts";
import { validRequest } from "../test-support/request-payload.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { type SignedIn, signedInUser } from "../test-support/users.ts";

let t: TestApp;
let designer: SignedIn;
let acceptUrl: string;

const proposal = {
  feeType: "fixed",
  feeMin: 90_000,
  feeMax: null,
  scopeItems: ["Site measurement"],
  scopeNotes: "",
  timelineWeeks: 8,
  note: "",
};

beforeAll(async () => {
  t = await createTestApp();
  const [admin, client] = await Promise.all([signedInUser(t, "admin"), signedInUser(t, "client")]);
  designer = await signedInUser(t, "designer", { firstName: "Ada", lastName: "Designer" });
  await t.database.db.insert(designerProfiles).values({ userId: designer.user.id, isVetted: true });
  const requestId = (await injectAs(t, "POST", "/api/forms", client, validRequest)).json().id;
  const made = await injectAs(t, "POST", `/api/forms/${requestId}/introductions`, admin, {
    designerIds: [designer.user.id],
  });
  expect(made.statusCode, made.body).toBe(201);
  const [introduction] = (await injectAs(t, "GET", "/api/designer/introductions", designer)).json();
  acceptUrl = `/api/designer/introductions/${introduction.id}/accept`;
});
afterAll(() => t.close());

describe("a proposal's earliest site visit", () => {
  it("is refused before Hong Kong's today, in the reader's language, and taken from today on", async () => {
    const yesterday = hongKongToday(addDays(new Date(), -1));
    const refused = await injectAs(t, "POST", acceptUrl, designer, {
      ...proposal,
      earliestSiteVisit: yesterday,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: "The site visit cannot be in the past" });
    const inChinese = await t.app.inject({
      method: "POST",
      url: acceptUrl,
      payload: { ...proposal, earliestSiteVisit: yesterday },
      headers: { cookie: designer.cookie, "accept-language": "zh-HK" },
    });
    expect(inChinese.statusCode).toBe(400);
    expect(inChinese.json()).toEqual({ message: "實地視察日期不可早於今天" });

    const today = await injectAs(t, "POST", acceptUrl, designer, {
      ...proposal,
      earliestSiteVisit: hongKongToday(),
    });
    expect(today.statusCode, today.body).toBe(204);
  });
});
