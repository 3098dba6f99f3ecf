import { expect, type Page } from "@playwright/test";

/** A proposal a designer accepts with: a fixed fee, one scope item, a site visit far ahead. */
export const PROPOSAL = {
  feeType: "fixed",
  feeMin: 85000,
  feeMax: null,
  scopeItems: ["Site measurement"],
  scopeNotes: "",
  timelineWeeks: 10,
  earliestSiteVisit: "2099-01-15",
  note: "",
};

/** A designer's account id, found by the admin by their email. */
export async function designerIdOf(admin: Page, email: string): Promise<string> {
  const found = await admin.request.get(`/api/admin/users?role=designer&q=${encodeURIComponent(email)}`);
  const { items } = (await found.json()) as { items: { id: string; email: string }[] };
  const id = items.find((designer) => designer.email === email)?.id;
  if (!id) throw new Error(`no designer ${email}`);
  return id;
}

/** The admin introduces designers to a request, through the API. */
export async function introduce(admin: Page, requestId: string, designerIds: string[]): Promise<void> {
  const introduced = await admin.request.post(`/api/forms/${requestId}/introductions`, {
    data: { designerIds },
  });
  expect(introduced.status(), await introduced.text()).toBe(201);
}

/** The id of the signed-in designer's introduction to a request. */
export async function introductionTo(designer: Page, requestId: string): Promise<string> {
  const mine = (await (await designer.request.get("/api/designer/introductions")).json()) as {
    id: string;
    request: { id: string };
  }[];
  const id = mine.find((item) => item.request.id === requestId)?.id;
  if (!id) throw new Error(`no introduction to request ${requestId}`);
  return id;
}

/** The designer accepts an introduction with a proposal: PROPOSAL, with what `changes` says instead. */
export async function acceptWithProposal(
  designer: Page,
  introductionId: string,
  changes: Partial<typeof PROPOSAL> = {},
): Promise<void> {
  const accepted = await designer.request.post(`/api/designer/introductions/${introductionId}/accept`, {
    data: { ...PROPOSAL, ...changes },
  });
  expect(accepted.status(), await accepted.text()).toBe(204);
}
