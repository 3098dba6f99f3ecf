import type { LightMyRequestResponse } from "fastify";
import type { Method } from "../../test-support/inject.ts";
import { ENDPOINT_SAMPLES } from "../support/endpoint-samples.ts";
import { assertUnchanged, fingerprint } from "../support/fingerprint.ts";
import { sampleRequest } from "../support/requests.ts";
import { routeOf } from "../support/routes.ts";
import { attack, cookieOf, type Suite } from "../support/suite.ts";
import { type Actor, PORTFOLIO_ITEM, PROPOSAL, REQUEST, REQUEST_EDIT, type World } from "../support/world.ts";

interface Trespass {
  as: Actor;
  method: Method;
  url: (w: World) => string;
  body?: (w: World) => object;
  /** Sent as the sample upload of its route (one photo, and its text fields). */
  upload?: true;
  /** A call on the attacker's own things that names the victim's: it may succeed, as long as nothing of theirs changes. */
  harmless?: true;
}

const B_REQUEST_EDITS = (["PUT", "PATCH"] as const).map(
  (method): Trespass => ({
    as: "clientB",
    method,
    url: (w) => `/api/forms/${w.requestA}`,
    body: () => REQUEST_EDIT,
  }),
);

/** The other client's and the other designer's ids, for reading, changing and deleting. */
const TRESPASSES: Trespass[] = [
  { as: "clientB", method: "GET", url: (w) => `/api/forms/${w.requestA}` },
  { as: "clientB", method: "GET", url: (w) => `/api/client/forms/${w.requestA}` },
  ...B_REQUEST_EDITS,
  {
    as: "clientB",
    method: "PATCH",
    url: (w) => `/api/forms/${w.requestA}`,
    body: () => ({ status: "confirmed" }),
  },
  { as: "clientB", method: "DELETE", url: (w) => `/api/forms/${w.requestA}` },
  { as: "clientB", method: "POST", url: (w) => `/api/forms/${w.requestA}/images`, upload: true },
  { as: "clientB", method: "GET", url: (w) => `/api/forms/${w.requestA}/images/${w.requestImageA}` },
  { as: "clientB", method: "DELETE", url: (w) => `/api/forms/${w.requestA}/images/${w.requestImageA}` },
  { as: "clientB", method: "GET", url: (w) => `/api/forms/${w.requestMatched}/introductions` },
  { as: "clientB", method: "POST", url: (w) => `/api/forms/${w.requestMatched}/complete` },
  { as: "clientB", method: "POST", url: (w) => `/api/introductions/${w.introductionA}/choose` },
  { as: "clientB", method: "GET", url: (w) => `/api/introductions/${w.introductionA}/messages` },
  {
    as: "clientB",
    method: "POST",
    url: (w) => `/api/introductions/${w.introductionA}/messages`,
    body: () => ({ body: "Hi, it is me" }),
  },
  { as: "clientB", method: "GET", url: (w) => `/api/forms/${w.requestDone}/review` },
  {
    as: "clientB",
    method: "POST",
    url: (w) => `/api/forms/${w.requestDone}/review`,
    body: () => ({ rating: 1, text: "Awful" }),
  },
  {
    as: "clientB",
    method: "POST",
    url: () => "/api/notifications/read",
    body: (w) => ({ ids: [w.notificationA] }),
    harmless: true,
  },
  { as: "clientB", method: "DELETE", url: (w) => `/api/saved-designs/${w.designA}`, harmless: true },
  { as: "clientB", method: "PATCH", url: (w) => `/api/portfolio/${w.designA}`, body: () => PORTFOLIO_ITEM },
  { as: "designerA", method: "GET", url: (w) => `/api/forms/${w.requestA}` },
  { as: "designerA", method: "GET", url: (w) => `/api/forms/${w.requestA}/images/${w.requestImageA}` },
  { as: "designerB", method: "GET", url: (w) => `/api/forms/${w.requestMatched}` },
  { as: "designerB", method: "GET", url: (w) => `/api/designer/introductions/${w.introductionA}` },
  {
    as: "designerB",
    method: "POST",
    url: (w) => `/api/designer/introductions/${w.introductionA}/accept`,
    body: () => PROPOSAL,
  },
  {
    as: "designerB",
    method: "POST",
    url: (w) => `/api/designer/introductions/${w.introductionA}/decline`,
    body: () => ({ reason: "fully_booked" }),
  },
  {
    as: "designerB",
    method: "PUT",
    url: (w) => `/api/designer/introductions/${w.introductionA}/proposal`,
    body: () => PROPOSAL,
  },
  { as: "designerB", method: "GET", url: (w) => `/api/introductions/${w.introductionA}/messages` },
  {
    as: "designerB",
    method: "POST",
    url: (w) => `/api/introductions/${w.introductionA}/messages`,
    body: () => ({ body: "Pick me instead" }),
  },
  { as: "designerB", method: "PATCH", url: (w) => `/api/portfolio/${w.designA}`, body: () => PORTFOLIO_ITEM },
  { as: "designerB", method: "DELETE", url: (w) => `/api/portfolio/${w.designA}` },
  { as: "designerB", method: "POST", url: (w) => `/api/portfolio/${w.designA}/images`, upload: true },
  { as: "designerB", method: "PUT", url: (w) => `/api/portfolio/${w.designA}/images`, upload: true },
  {
    as: "designerB",
    method: "PATCH",
    url: (w) => `/api/portfolio/${w.designA}/featured`,
    body: () => ({ isFeatured: true }),
  },
];

async function trespassRequest(suite: Suite, route: string, trespass: Trespass) {
  const url = trespass.url(suite.world);
  const sample = ENDPOINT_SAMPLES.find((candidate) => candidate.route === route && candidate.upload);
  if (trespass.upload && sample) return { ...(await sampleRequest(suite.world, sample, trespass.as)), url };
  return {
    method: trespass.method,
    url,
    headers: cookieOf(suite.world, trespass.as),
    ...(trespass.body ? { payload: trespass.body(suite.world) } : {}),
  };
}

/** Designer B names designer A's image in their own item's final list: refused, nothing moves. */
async function borrowImage(suite: Suite) {
  const { world } = suite;
  const boundary = "----borrow";
  const state = JSON.stringify([
    { isMain: true, isExisting: true, existingUrl: world.designImageUrlA, order: 0 },
  ]);
  await attack(suite, {
    endpoint: "PUT /api/portfolio/:id/images",
    label: "designer B keeps designer A's image in their own item",
    request: {
      method: "PUT",
      url: `/api/portfolio/${world.designB}/images`,
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="imageState"\r\n\r\n${state}\r\n--${boundary}--\r\n`,
      headers: {
        "content-type": `multipart/form-data; boundary=${boundary}`,
        ...cookieOf(world, "designerB"),
      },
    },
    verdict: [400],
  });
}

const createdItem = (response: LightMyRequestResponse | undefined) =>
  (response?.json() as { designer?: { id?: string }; clientId?: string; status?: string } | undefined) ?? {};

/** Fields naming another owner or a status are ignored: what is created belongs to its creator. */
async function massAssignment(suite: Suite) {
  const { world } = suite;
  const item = await attack(suite, {
    endpoint: "POST /api/portfolio",
    label: "designer B creates an item naming designer A as its owner",
    request: {
      method: "POST",
      url: "/api/portfolio",
      payload: { ...PORTFOLIO_ITEM, designerId: world.designerA.user.id },
      headers: cookieOf(world, "designerB"),
    },
    verdict: [201],
    also: (response) =>
      createdItem(response).designer?.id === world.designerB.user.id ? [] : ["the item went to A"],
  });
  const request = await attack(suite, {
    endpoint: "POST /api/forms",
    label: "client B submits a request naming client A and a later status",
    request: {
      method: "POST",
      url: "/api/forms",
      payload: { ...REQUEST, clientId: world.clientA.user.id, status: "completed" },
      headers: cookieOf(world, "clientB"),
    },
    verdict: [201],
    also: (response) =>
      createdItem(response).clientId === world.clientB.user.id && createdItem(response).status === "submitted"
        ? []
        : [`stored as ${response.body.slice(0, 120)}`],
  });
  await attack(suite, {
    endpoint: "PATCH /api/user/profile",
    label: "client B makes themselves admin through their profile",
    request: {
      method: "PATCH",
      url: "/api/user/profile",
      payload: { firstName: "Bo", lastName: "Attacker", role: "admin", id: world.clientA.user.id },
      headers: cookieOf(world, "clientB"),
    },
    verdict: [200],
  });
  const me = await suite.t.app.inject({ url: "/api/auth/user", headers: cookieOf(world, "clientB") });
  suite.tally.check("mass assignment", [
    ...(me.json().role === "client" ? [] : ["client B became admin"]),
    ...(me.json().id === world.clientB.user.id ? [] : ["client B took another id"]),
    ...(item && request ? [] : ["a create failed"]),
  ]);
}

/**
 * IDOR: the other client's requests, photos, introductions, threads and review, the other
 * designer's introductions and portfolio item → 403 or 404 with a message, and the victim's data
 * unchanged in the database; then fields that name another owner are ignored.
 */
export async function idorAttacks(suite: Suite): Promise<void> {
  const before = await fingerprint(suite);
  for (const trespass of TRESPASSES) {
    const url = trespass.url(suite.world);
    const route = routeOf(suite.endpoints, trespass.method, url) ?? `${trespass.method} ${url}`;
    await attack(suite, {
      endpoint: route,
      label: `${trespass.as} on ${url}`,
      request: await trespassRequest(suite, route, trespass),
      verdict: trespass.harmless ? [200, 204] : [403, 404],
    });
  }
  await borrowImage(suite);
  await assertUnchanged(suite, "IDOR", before);
  await massAssignment(suite);
}
