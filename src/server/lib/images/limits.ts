import { VARIANT_WIDTHS } from "#shared/app/images.ts";

export { DEFAULT_QUALITY, VARIANT_FORMATS, type VariantFormat } from "#shared/app/images.ts";

/** Uploads: at most 10 MB a file (spec 2 §9) and 40 M pixels, against decompression bombs. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_INPUT_PIXELS = 40_000_000;
/** Stored originals are capped at this width; larger photos gain nothing on any screen. */
export const MAX_STORED_WIDTH = 2560;

/** Widths (shared with the client) and qualities snap to allowed sets, so nobody can make the server render unlimited variants. */
export const VARIANT_QUALITIES = [60, 75, 85] as const;

export const ACCEPTED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const;

const nearest = (allowed: readonly number[], value: number) =>
  allowed.reduce((best, candidate) =>
    Math.abs(candidate - value) < Math.abs(best - value) ? candidate : best,
  );

/** The allowed width at or just above the asked one (the largest when asked for more). */
export function snapWidth(width: number): number {
  return (
    VARIANT_WIDTHS.find((allowed) => allowed >= width) ?? VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1] ?? 1920
  );
}

export function snapQuality(quality: number): number {
  return nearest(VARIANT_QUALITIES, quality);
}
