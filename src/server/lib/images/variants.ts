import sharp from "sharp";
import type { Storage } from "../storage/storage.ts";
import { MAX_INPUT_PIXELS, type VariantFormat } from "./limits.ts";
import { inResizeTurn } from "./resize-turns.ts";

export interface VariantRequest {
  key: string;
  width: number;
  quality: number;
  format: VariantFormat;
}

export const CONTENT_TYPES: Record<VariantFormat, string> = { webp: "image/webp", jpg: "image/jpeg" };

export function variantKey({ key, width, quality, format }: VariantRequest): string {
  return `variants/${key.replace(/\.[a-z]+$/, "")}/w${width}-q${quality}.${format}`;
}

const inFlight = new Map<string, Promise<Buffer | null>>();

/**
 * The variant's bytes: from storage when made before, else made from the original once (concurrent
 * requests share the work) and kept. Null when the original does not exist.
 */
export function getVariant(storage: Storage, request: VariantRequest): Promise<Buffer | null> {
  const key = variantKey(request);
  const pending = inFlight.get(key);
  if (pending) return pending;
  const work = (async () => {
    const cached = await storage.get(key);
    if (cached) return cached;
    // The original is read in its turn, so a long queue holds no originals in memory.
    const data = await inResizeTurn(async () => {
      const original = await storage.get(request.key);
      if (!original) return null;
      const resized = sharp(original, { limitInputPixels: MAX_INPUT_PIXELS }).resize({
        width: request.width,
        withoutEnlargement: true,
      });
      return request.format === "webp"
        ? resized.webp({ quality: request.quality }).toBuffer()
        : resized.jpeg({ quality: request.quality, mozjpeg: true }).toBuffer();
    });
    if (!data) return null;
    await storage.put(key, data, CONTENT_TYPES[request.format]);
    return data;
  })().finally(() => inFlight.delete(key));
  inFlight.set(key, work);
  return work;
}
