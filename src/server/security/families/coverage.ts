import { ENDPOINT_SAMPLES } from "../support/endpoint-samples.ts";
import type { Suite } from "../support/suite.ts";

/** The attack table names exactly the endpoints the app serves: a new endpoint fails the suite until it is added. */
export function checkCoverage(suite: Suite): void {
  const known = new Set(ENDPOINT_SAMPLES.map((sample) => sample.route));
  const served = new Set(suite.endpoints.keys());
  suite.tally.check("the attack table", [
    ...[...served].filter((route) => !known.has(route)).map((route) => `${route} is served but not attacked`),
    ...[...known].filter((route) => !served.has(route)).map((route) => `${route} is not served any more`),
  ]);
}

/** After every family: each endpoint the app serves was attacked at least once. */
export function checkEveryEndpointAttacked(suite: Suite): void {
  suite.tally.check(
    "every endpoint attacked",
    [...suite.endpoints.keys()]
      .filter((route) => !suite.tally.endpoints.has(route))
      .map((route) => `${route} was never attacked`),
  );
}
