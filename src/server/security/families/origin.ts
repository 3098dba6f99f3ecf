import { SIGN_OUT_PATH } from "#shared/auth/user.ts";
import { ENDPOINT_SAMPLES } from "../support/endpoint-samples.ts";
import { assertUnchanged, fingerprint } from "../support/fingerprint.ts";
import { methodOf, sampleRequest } from "../support/requests.ts";
import { attack, type Suite } from "../support/suite.ts";

/** How a write sent by another site announces itself. */
const FOREIGN: { name: string; headers: Record<string, string> }[] = [
  { name: "foreign Origin", headers: { origin: "https://evil.example" } },
  { name: "look-alike Origin", headers: { origin: "http://localhost:3000.evil.example" } },
  { name: "Origin null (sandboxed frame)", headers: { origin: "null" } },
  { name: "Sec-Fetch-Site cross-site", headers: { "sec-fetch-site": "cross-site" } },
];

/** Navigations another site can start: a link, a redirect, a link that withholds its Referer. */
const FOREIGN_NAVIGATIONS: { name: string; headers: Record<string, string> }[] = [
  ...FOREIGN,
  { name: "Sec-Fetch-Site same-site", headers: { "sec-fetch-site": "same-site" } },
  { name: "foreign Referer", headers: { referer: "https://evil.example/page" } },
  { name: "no Referer", headers: {} },
];

/**
 * Every write, as its rightful user but sent from another site → 403 with a message; a sign-out link
 * on another site → the screen that asks first. Nothing changes: every session lives on.
 */
export async function originAttacks(suite: Suite): Promise<void> {
  const before = await fingerprint(suite);
  for (const { name, headers } of FOREIGN_NAVIGATIONS) {
    await attack(suite, {
      endpoint: "GET /api/logout",
      label: `a sign-out link, ${name}`,
      request: {
        method: "GET",
        url: "/api/logout",
        headers: { ...headers, cookie: suite.world.clientA.cookie },
      },
      verdict: [302],
      also: (response) =>
        response.headers.location === SIGN_OUT_PATH ? [] : [`led to ${response.headers.location}`],
    });
  }
  for (const sample of ENDPOINT_SAMPLES) {
    if (methodOf(sample) === "GET") continue;
    for (const { name, headers } of FOREIGN) {
      await attack(suite, {
        endpoint: sample.route,
        label: name,
        request: await sampleRequest(suite.world, sample, sample.as, headers),
        verdict: [403],
      });
    }
  }
  await assertUnchanged(suite, "foreign origin", before);
}
