import type { InjectOptions } from "fastify";
import { testJpeg } from "../../admin/testing.ts";
import { multipart } from "../../test-support/multipart.ts";
import type { EndpointSample } from "./endpoint-samples.ts";
import { cookieOf } from "./suite.ts";
import type { Actor, World } from "./world.ts";

export const methodOf = (sample: EndpointSample) =>
  (sample.route.split(" ")[0] ?? "GET") as InjectOptions["method"];

/** The sample's normal request (its JSON body or a one-photo upload) as `actor`, with extra headers. */
export async function sampleRequest(
  world: World,
  sample: EndpointSample,
  actor: Actor = sample.as,
  headers: Record<string, string> = {},
): Promise<InjectOptions> {
  const base = { method: methodOf(sample), url: sample.url(world) };
  if (sample.upload) {
    const files = [{ name: "room.jpg", type: "image/jpeg", data: await testJpeg() }];
    const body = multipart(sample.upload.field, files, sample.upload.fields);
    return {
      ...base,
      payload: body.payload,
      headers: { ...body.headers, ...cookieOf(world, actor), ...headers },
    };
  }
  return {
    ...base,
    ...(sample.body ? { payload: sample.body(world) } : {}),
    headers: { ...cookieOf(world, actor), ...headers },
  };
}
