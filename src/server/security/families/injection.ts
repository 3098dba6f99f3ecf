import type { LightMyRequestResponse } from "fastify";
import { ENDPOINT_SAMPLES, type EndpointSample } from "../support/endpoint-samples.ts";
import {
  encodeText,
  HOSTILE_NUMBERS,
  HOSTILE_TEXTS,
  pathName,
  stringPaths,
  stringsIn,
  valueAt,
  withValue,
} from "../support/payloads.ts";
import { methodOf } from "../support/requests.ts";
import { attack, cookieOf, type Suite } from "../support/suite.ts";

/** A 2xx answer that shows what it stored must show the text exactly as sent (trimmed, as forms are). */
function storedVerbatim(sample: EndpointSample, text: string) {
  return (response: LightMyRequestResponse): string[] => {
    if (response.statusCode >= 300 || response.statusCode === 204 || sample.silent) return [];
    return stringsIn(response.json()).includes(text.trim())
      ? []
      : ["accepted, but did not store the text as sent"];
  };
}

/** Each hostile text, alone and after the field's own value (so length and format rules let it through). */
function variants(original: unknown) {
  return HOSTILE_TEXTS.flatMap(({ name, text }) => [
    { name, text },
    ...(typeof original === "string" && original && text.length < 1000
      ? [{ name: `${name} after the value`, text: `${original} ${text}` }]
      : []),
  ]);
}

async function attackBodyFields(suite: Suite, sample: EndpointSample, body: Record<string, unknown>) {
  const { world } = suite;
  for (const path of stringPaths(body)) {
    for (const { name, text } of variants(valueAt(body, path))) {
      await attack(suite, {
        endpoint: sample.route,
        label: `${pathName(path)}: ${name}`,
        request: {
          method: methodOf(sample),
          url: sample.url(world),
          payload: withValue(body, path, text),
          headers: cookieOf(world, sample.as),
        },
        verdict: "refused-or-served",
        sent: text,
        also: storedVerbatim(sample, text),
      });
    }
  }
}

async function attackQuery(suite: Suite, sample: EndpointSample, names: readonly string[]) {
  const values = [
    ...HOSTILE_TEXTS.map(({ name, text }) => ({ name, text })),
    ...HOSTILE_NUMBERS.map((n) => ({ name: n, text: n })),
  ];
  for (const parameter of names) {
    for (const { name, text } of values) {
      await attack(suite, {
        endpoint: sample.route,
        label: `?${parameter}=${name}`,
        request: {
          method: "GET",
          url: `${sample.url(suite.world)}?${parameter}=${encodeText(text)}`,
          headers: cookieOf(suite.world, sample.as),
        },
        verdict: "refused-or-served",
        sent: text,
      });
    }
    await attack(suite, {
      endpoint: sample.route,
      label: `?${parameter} repeated`,
      request: {
        method: "GET",
        url: `${sample.url(suite.world)}?${parameter}=1&${parameter}=2`,
        headers: cookieOf(suite.world, sample.as),
      },
      verdict: "refused-or-served",
    });
  }
}

/** A GET that reads no query: hostile parameters it does not know, and keys that pollute prototypes. */
async function attackUnknownQuery(suite: Suite, sample: EndpointSample) {
  const queries = [
    ...HOSTILE_TEXTS.map(({ name, text }) => ({ name, query: `unexpected=${encodeText(text)}` })),
    { name: "prototype keys", query: "__proto__=x&constructor=y&__proto__.role=admin" },
  ];
  for (const { name, query } of queries) {
    await attack(suite, {
      endpoint: sample.route,
      label: `unknown parameter: ${name}`,
      request: {
        method: "GET",
        url: `${sample.url(suite.world)}?${query}`,
        headers: cookieOf(suite.world, sample.as),
      },
      verdict: "refused-or-served",
    });
  }
}

/** Each id in the path replaced by each hostile text: nothing is found, nothing breaks. */
async function attackPathParameters(suite: Suite, sample: EndpointSample) {
  const [, pattern = ""] = sample.route.split(" ");
  const url = sample.url(suite.world);
  const segments = url.split("/");
  const parameterAt = pattern
    .split("/")
    .flatMap((segment, index) => (segment.startsWith(":") ? [index] : []));
  for (const index of parameterAt) {
    for (const { name, text } of HOSTILE_TEXTS) {
      const hostile = segments.map((segment, at) => (at === index ? encodeText(text) : segment)).join("/");
      await attack(suite, {
        endpoint: sample.route,
        label: `path parameter ${index}: ${name}`,
        request: {
          method: methodOf(sample),
          url: hostile,
          headers: cookieOf(suite.world, sample.as),
          ...(sample.body ? { payload: sample.body(suite.world) } : {}),
        },
        verdict: "refused",
        sent: encodeText(text),
      });
    }
  }
}

/**
 * SQL injection, 10,000-character strings and Unicode edge cases (NUL, lone surrogates,
 * right-to-left override, emoji, combining marks) in every text field of every JSON body, every
 * query parameter and every path parameter → 4xx with a message, or a 2xx that stored the text
 * exactly; never a 5xx.
 */
export async function injectionAttacks(suite: Suite): Promise<void> {
  for (const sample of ENDPOINT_SAMPLES) {
    if (sample.body) await attackBodyFields(suite, sample, sample.body(suite.world));
    if (sample.query) await attackQuery(suite, sample, sample.query);
    else if (methodOf(sample) === "GET") await attackUnknownQuery(suite, sample);
    if (sample.route.includes(":")) await attackPathParameters(suite, sample);
  }
}
