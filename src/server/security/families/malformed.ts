import { gzipSync } from "node:zlib";
import { ENDPOINT_SAMPLES, type EndpointSample } from "../support/endpoint-samples.ts";
import { assertUnchanged, fingerprint } from "../support/fingerprint.ts";
import { numberPaths, pathName, stringPaths, withValue } from "../support/payloads.ts";
import { methodOf } from "../support/requests.ts";
import { attack, cookieOf, type Suite } from "../support/suite.ts";

const JSON_TYPE = { "content-type": "application/json" };
const HUGE_NUMBERS = ["1e309", "-1e309", "18446744073709551616", "9007199254740993"];

/** A value of another kind than `value`, so a schema that checks types refuses it. */
function otherKind(value: unknown): unknown {
  if (typeof value === "string") return true;
  if (typeof value === "number") return "twelve";
  if (typeof value === "boolean") return "yes";
  if (Array.isArray(value)) return { 0: value[0] };
  return "text";
}

/** Raw bodies that are not the JSON object the endpoint reads. */
function rawBodies(
  body: Record<string, unknown>,
): { name: string; payload: string | Buffer; headers?: object }[] {
  const text = JSON.stringify(body);
  const [firstKey] = Object.keys(body);
  const bodies: { name: string; payload: string | Buffer; headers?: object }[] = [
    { name: "JSON cut off", payload: text.slice(0, Math.ceil(text.length / 2)) },
    { name: "empty JSON body", payload: "" },
    { name: "an array for the object", payload: `[${text}]` },
    { name: "an empty array", payload: "[]" },
    { name: "a bare string", payload: '"body"' },
    { name: "a bare number", payload: "42" },
    { name: "__proto__ key", payload: `{"__proto__":{"role":"admin","polluted":"yes"},${text.slice(1)}` },
    {
      name: "constructor.prototype key",
      payload: `{"constructor":{"prototype":{"polluted":"yes"}},${text.slice(1)}`,
    },
    {
      name: "duplicate key, the last an operator object",
      payload: `${text.slice(0, -1)},"${firstKey}":{"$ne":null}}`,
    },
    { name: "100 KB body", payload: JSON.stringify({ ...body, padding: "x".repeat(100_000) }) },
    { name: "the JSON as text/plain", payload: text, headers: { "content-type": "text/plain" } },
    { name: "XML", payload: "<a><b>1</b></a>", headers: { "content-type": "application/xml" } },
    {
      name: "a form instead of JSON",
      payload: "a=1&b=2",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    },
  ];
  const numbers = numberPaths(body);
  const targets = numbers.length > 0 ? numbers : stringPaths(body).slice(0, 1);
  for (const path of targets) {
    for (const huge of HUGE_NUMBERS) {
      bodies.push({
        name: `${pathName(path)} = ${huge}`,
        payload: JSON.stringify(withValue(body, path, "__HUGE__")).replace('"__HUGE__"', huge),
      });
    }
  }
  return bodies;
}

/** A JSON bomb: 20 MB that gzip packs into kilobytes, for a server that would inflate request bodies. */
const GZIP_BOMB = gzipSync(Buffer.from(`{"a":"${"a".repeat(20 << 20)}"}`));

function wrongTypes(body: Record<string, unknown>) {
  return Object.entries(body).flatMap(([key, value]) => [
    { name: `${key} of another kind`, payload: { ...body, [key]: otherKind(value) } },
    { name: `${key} an operator object`, payload: { ...body, [key]: { $gt: "" } } },
    { name: `${key} a nested array`, payload: { ...body, [key]: [[value]] } },
  ]);
}

async function attackBody(
  suite: Suite,
  sample: EndpointSample & { body: NonNullable<EndpointSample["body"]> },
) {
  const { world } = suite;
  const body = sample.body(world);
  const request = { method: methodOf(sample), url: sample.url(world) };
  const cookie = cookieOf(world, sample.as);
  for (const { name, payload, headers } of rawBodies(body)) {
    await attack(suite, {
      endpoint: sample.route,
      label: name,
      request: { ...request, payload, headers: { ...JSON_TYPE, ...cookie, ...headers } },
      verdict: name === "100 KB body" ? [413] : "refused",
    });
  }
  await attack(suite, {
    endpoint: sample.route,
    label: "gzip bomb",
    request: {
      ...request,
      payload: GZIP_BOMB,
      headers: { ...JSON_TYPE, ...cookie, "content-encoding": "gzip" },
    },
    verdict: "refused",
  });
  for (const { name, payload } of wrongTypes(body)) {
    await attack(suite, {
      endpoint: sample.route,
      label: name,
      request: { ...request, payload, headers: cookie },
      verdict: "refused",
    });
  }
}

/**
 * Every JSON endpoint with bodies that are not what it reads: broken JSON, wrong content types,
 * arrays and scalars for objects, prototype-pollution keys, duplicate keys, numbers no counter
 * holds, every field of the wrong kind, 100 KB (413) and a gzip bomb → 4xx with a message;
 * nothing changes and no prototype is polluted.
 */
export async function malformedAttacks(suite: Suite): Promise<void> {
  const before = await fingerprint(suite);
  for (const sample of ENDPOINT_SAMPLES) {
    if (sample.body) await attackBody(suite, { ...sample, body: sample.body });
  }
  const probe = {} as Record<string, unknown>;
  suite.tally.check(
    "prototype pollution",
    probe.polluted || probe.role ? ["Object.prototype was polluted"] : [],
  );
  await assertUnchanged(suite, "malformed bodies", before);
}
