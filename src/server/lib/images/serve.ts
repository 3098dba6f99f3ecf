import type { FastifyReply } from "fastify";
import { z } from "zod";
import { badRequest, notFound } from "../http-errors.ts";
import { assertSafeKey, type Storage } from "../storage/storage.ts";
import { DEFAULT_QUALITY, snapQuality, snapWidth, VARIANT_FORMATS } from "./limits.ts";
import { CONTENT_TYPES, getVariant } from "./variants.ts";

const variantQuery = z.object({
  w: z.coerce.number().int().min(1).max(10_000).optional(),
  q: z.coerce.number().int().min(1).max(100).default(DEFAULT_QUALITY),
  f: z.enum(VARIANT_FORMATS).default("jpg"),
});

const ORIGINAL_TYPES: Record<string, string> = { jpg: "image/jpeg", png: "image/png" };
const IMMUTABLE = "public, max-age=31536000, immutable";

const imageNotFound = () => notFound((m) => m.requests.images.notFound);

/**
 * Sends a stored image, or its variant for `w` (snapped to an allowed width), `q` and `f`. Keys
 * never change content, so answers are immutable and the ETag names the exact variant.
 */
export async function sendImage(
  storage: Storage,
  key: string,
  query: unknown,
  ifNoneMatch: string | undefined,
  reply: FastifyReply,
  /** How long others may keep it: by default for ever, as its key never changes content. */
  cacheControl = IMMUTABLE,
): Promise<FastifyReply> {
  try {
    assertSafeKey(key);
  } catch {
    throw imageNotFound();
  }
  const parsed = variantQuery.safeParse(query);
  if (!parsed.success)
    throw badRequest("Image parameters: w is a width in pixels, q a quality 1-100, f webp or jpg");
  const { w, q, f } = parsed.data;
  const extension = key.split(".").pop() ?? "";
  const etag = w ? `"${key}:w${snapWidth(w)}-q${snapQuality(q)}.${f}"` : `"${key}"`;
  if (ifNoneMatch === etag)
    return reply.code(304).header("etag", etag).header("cache-control", cacheControl).send();

  const data = w
    ? await getVariant(storage, { key, width: snapWidth(w), quality: snapQuality(q), format: f })
    : await storage.get(key);
  if (!data) throw imageNotFound();
  return reply
    .header("cache-control", cacheControl)
    .header("etag", etag)
    .type(w ? CONTENT_TYPES[f] : (ORIGINAL_TYPES[extension] ?? "application/octet-stream"))
    .send(data);
}
