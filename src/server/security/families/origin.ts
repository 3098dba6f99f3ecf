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

/** Every write, as its rightful user but sent from another site → 403 with a message; nothing changes. */
export async function originAttacks(suite: Suite): Promise<void> {
  const before = await fingerprint(suite);
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
