import { testJpeg } from "../../admin/testing.ts";
import { injectAs, type Method } from "../../test-support/inject.ts";
import { multipart } from "../../test-support/multipart.ts";
import { validRequest } from "../../test-support/request-payload.ts";
import type { TestApp } from "../../test-support/test-app.ts";
import { nextAddress, type SignedIn, signedInUser, TEST_PASSWORD } from "../../test-support/users.ts";

/** Signed-in accounts of the attack suite; the A side is the victim, the B side the attacker. */
export const ACTORS = ["admin", "clientA", "clientB", "designerA", "designerB", "changer"] as const;
export type Actor = (typeof ACTORS)[number] | "anonymous";

/**
 * Everything the attacks aim at: accounts, and the A side's data in every state a request goes
 * through (submitted with a photo, matched with a thread, completed with a review), a portfolio
 * item with an image each side, a saved design, a notification and a contact message.
 */
export interface World extends Record<(typeof ACTORS)[number], SignedIn> {
  /** An admin that only ever signs in: the target of sign-in and admin-gate attacks. */
  target: SignedIn;
  requestA: string;
  requestImageA: string;
  requestImageUrlA: string;
  requestMatched: string;
  introductionA: string;
  requestDone: string;
  reviewA: string;
  designA: string;
  designImageUrlA: string;
  designB: string;
  notificationA: string;
  /** Designer A's business registration, waiting for an admin (issue 22 §4). */
  credentialA: string;
  /** A photo on client A's review, as served. */
  reviewPhotoUrlA: string;
  /** A second session of client A (not the one its cookie holds): what client A may sign out. */
  sessionA: string;
}

export const PROPOSAL = {
  feeType: "range",
  feeMin: 80_000,
  feeMax: 120_000,
  scopeItems: ["Site measurement", "3D renderings"],
  scopeNotes: "Two rounds of revisions.",
  timelineWeeks: 10,
  earliestSiteVisit: "2099-01-15",
  note: "We did three flats in this estate.",
};

export const PORTFOLIO_ITEM = {
  titleEn: "Quiet flat in Sai Ying Pun",
  descriptionEn: "Oak floors, lime-washed walls and a reading nook by the window.",
  style: ["Minimalist"],
  budget: { min: 100_000, max: 300_000 },
};

/**
 * A request whose names are kept (so every text field reaches the database), with its budget as
 * amounts: a budget is stored as a number, never as the text sent.
 */
export const REQUEST = {
  ...validRequest,
  budget: { min: 100_000, max: 500_000 },
  hasContractor: true,
  contractorNames: "Wong & Sons",
  hasPastCollaborations: true,
  pastCollaborationNames: "Studio Lam",
};

const { agreedToTerms, ...edit } = REQUEST;
/** An edit of a request: the terms were agreed when it was made. */
export const REQUEST_EDIT = edit;

type Call = (method: Method, url: string, who?: SignedIn | null, payload?: object) => Promise<unknown>;

/** Calls the API and insists on `status`: the world is built through the same doors as real users use. */
function caller(t: TestApp): (...args: [...Parameters<Call>, number]) => Promise<Record<string, unknown>> {
  return async (method, url, who, payload, status) => {
    const response = await injectAs(t, method, url, who, payload);
    if (response.statusCode !== status) {
      throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
    }
    return response.statusCode === 204 ? {} : response.json();
  };
}

async function upload(
  t: TestApp,
  who: SignedIn,
  url: string,
  method: "POST" | "PUT" = "POST",
  { field = "images", fields = {} }: { field?: string; fields?: Record<string, string> } = {},
) {
  const body = multipart(field, [{ name: "room.jpg", type: "image/jpeg", data: await testJpeg() }], fields);
  const response = await t.app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...body.headers, cookie: who.cookie },
    remoteAddress: nextAddress(),
  });
  if (response.statusCode < 200 || response.statusCode > 299)
    throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
  return response.json() as Record<string, unknown> & { images: { id: string; imageUrl: string }[] };
}

export async function buildWorld(t: TestApp): Promise<World> {
  const call = caller(t);
  const [admin, target, clientA, clientB, designerA, designerB, changer] = await Promise.all([
    signedInUser(t, "admin"),
    signedInUser(t, "admin"),
    signedInUser(t, "client", { firstName: "Ada", lastName: "Victim" }),
    signedInUser(t, "client", { firstName: "Bo", lastName: "Attacker" }),
    signedInUser(t, "designer", { firstName: "Dana", lastName: "Victim" }),
    signedInUser(t, "designer", { firstName: "Dex", lastName: "Attacker" }),
    signedInUser(t, "client"),
  ]);
  for (const designer of [designerA, designerB]) {
    await call("PATCH", `/api/admin/designers/${designer.user.id}/vetting`, admin, { isVetted: true }, 200);
  }

  const requestA = (await call("POST", "/api/forms", clientA, REQUEST, 201)).id as string;
  const [requestImage] = (await upload(t, clientA, `/api/forms/${requestA}/images`)).images;

  /** A request of client A with designer A introduced and accepted. */
  async function acceptedRequest() {
    const id = (await call("POST", "/api/forms", clientA, REQUEST, 201)).id as string;
    const made = await call(
      "POST",
      `/api/forms/${id}/introductions`,
      admin,
      { designerIds: [designerA.user.id] },
      201,
    );
    const [introduction] = made.introductions as { id: string }[];
    const introductionId = introduction?.id ?? "";
    await call("POST", `/api/designer/introductions/${introductionId}/accept`, designerA, PROPOSAL, 204);
    return { id, introductionId };
  }
  const matched = await acceptedRequest();
  for (const who of [designerA, clientA]) {
    await call("POST", `/api/introductions/${matched.introductionId}/messages`, who, { body: "Hello!" }, 201);
  }
  const done = await acceptedRequest();
  await call("POST", `/api/introductions/${done.introductionId}/choose`, clientA, undefined, 204);
  await call("POST", `/api/forms/${done.id}/complete`, clientA, undefined, 204);
  const review = await call(
    "POST",
    `/api/forms/${done.id}/review`,
    clientA,
    { rating: 5, text: "Lovely" },
    201,
  );

  const withPhoto = await upload(t, clientA, `/api/forms/${done.id}/review/photos`, "POST", {
    field: "photos",
  });
  const [reviewPhoto] = withPhoto.photos as { url: string }[];
  const credential = await upload(t, designerA, "/api/designer/credentials", "POST", {
    field: "document",
    fields: {
      kind: "business-registration",
      reference: "12345678",
      expiresOn: `${new Date().getUTCFullYear() + 2}-03-31`,
    },
  });

  const designA = (await call("POST", "/api/portfolio", designerA, PORTFOLIO_ITEM, 201)).id as string;
  const [designImage] = (await upload(t, designerA, `/api/portfolio/${designA}/images`)).images;
  const designB = (await call("POST", "/api/portfolio", designerB, PORTFOLIO_ITEM, 201)).id as string;
  await upload(t, designerB, `/api/portfolio/${designB}/images`);
  await call("PUT", `/api/saved-designs/${designA}`, clientA, undefined, 204);
  const notifications = await call("GET", "/api/notifications", clientA, undefined, 200);
  const [notification] = notifications.items as { id: string }[];
  await call("POST", "/api/auth/login", null, { email: clientA.user.email, password: TEST_PASSWORD }, 200);
  const { sessions } = (await call("GET", "/api/auth/sessions", clientA, undefined, 200)) as {
    sessions: { id: string; current: boolean }[];
  };
  const sessionA = sessions.find((session) => !session.current)?.id ?? "";
  // Mail sent after answers (client A's second browser is news to them) must not land mid-attack.
  await t.app.afterAnswer.settled();

  return {
    admin,
    target,
    clientA,
    clientB,
    designerA,
    designerB,
    changer,
    requestA,
    requestImageA: requestImage?.id ?? "",
    requestImageUrlA: requestImage?.imageUrl ?? "",
    requestMatched: matched.id,
    introductionA: matched.introductionId,
    requestDone: done.id,
    reviewA: review.id as string,
    designA,
    designImageUrlA: designImage?.imageUrl ?? "",
    designB,
    notificationA: notification?.id ?? "",
    credentialA: credential.id as string,
    reviewPhotoUrlA: reviewPhoto?.url ?? "",
    sessionA,
  };
}
