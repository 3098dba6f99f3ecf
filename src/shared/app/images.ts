/** Widths an image variant can have (the server snaps any request to these). */
export const VARIANT_WIDTHS = [160, 320, 480, 640, 960, 1280, 1600, 1920] as const;
export const DEFAULT_QUALITY = 85;
export const VARIANT_FORMATS = ["webp", "jpg"] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

/** How wide a design card's photo is drawn (one, two or three cards a row); the server preloads by it too. */
export const CARD_IMAGE_SIZES = "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";
/** How wide a design page's main photo is drawn. */
export const DETAIL_IMAGE_SIZES = "(min-width: 1024px) 60vw, 100vw";

/** The path-and-width URL of a variant (spec 1 §7: w, q=85, f=webp or jpg). */
export function variantUrl(imageUrl: string, width: number, format: VariantFormat = "webp"): string {
  return `${imageUrl}?w=${width}&q=${DEFAULT_QUALITY}&f=${format}`;
}

/** A srcset of the variants up to `maxWidth`, so a phone never downloads a desktop-size image. */
export function variantSrcSet(imageUrl: string, maxWidth = 1920, format: VariantFormat = "webp"): string {
  return VARIANT_WIDTHS.filter((width) => width <= maxWidth)
    .map((width) => `${variantUrl(imageUrl, width, format)} ${width}w`)
    .join(", ");
}
