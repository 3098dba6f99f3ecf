import type { UserRole } from "#shared/auth/roles.ts";
import { ENDPOINT_SAMPLES } from "../support/endpoint-samples.ts";
import { assertUnchanged, fingerprint } from "../support/fingerprint.ts";
import { sampleRequest } from "../support/requests.ts";
import { allowedRoles } from "../support/routes.ts";
import { attack, type Suite } from "../support/suite.ts";
import type { Actor } from "../support/world.ts";

/** Each role is played by an account that owns none of the data the samples name. */
const PLAYED_BY: Record<UserRole, Actor> = { admin: "admin", designer: "designerB", client: "clientB" };

/**
 * Every protected endpoint, on real data, signed out (401) and as each role its rights exclude
 * (403); nothing may change.
 */
export async function roleAttacks(suite: Suite): Promise<void> {
  const before = await fingerprint(suite);
  for (const sample of ENDPOINT_SAMPLES) {
    const allowed = allowedRoles(suite.endpoints, sample.route);
    if (allowed === "public") continue;
    const outsiders = (Object.keys(PLAYED_BY) as UserRole[]).filter((role) => !allowed.includes(role));
    await attack(suite, {
      endpoint: sample.route,
      label: "signed out",
      request: await sampleRequest(suite.world, sample, "anonymous"),
      verdict: [401],
    });
    for (const role of outsiders) {
      await attack(suite, {
        endpoint: sample.route,
        label: `as ${role}`,
        request: await sampleRequest(suite.world, sample, PLAYED_BY[role]),
        verdict: [403],
      });
    }
  }
  await assertUnchanged(suite, "roles", before);
}
