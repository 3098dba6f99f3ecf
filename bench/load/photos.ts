// Which photo sizes a browser asks for, as the pages' srcset and sizes lead it to.
import { VARIANT_WIDTHS, variantUrl } from "#shared/app/images.ts";
import type { Design, DesignImage } from "#shared/designs/design.ts";

/** Card photos a first screen and a little scrolling show. */
const CARDS_SEEN = 8;
/** A design page's photos anyone looks at: the main one, and the next for those who swipe. */
export const DESIGN_PHOTOS_SEEN = 2;

/** Device pixels a browser fills with a card photo and a design's main photo (see the pages' `sizes`). */
export const DEVICES = [
  { card: 1170, detail: 1170 }, // phone, 390 px wide at 3x
  { card: 475, detail: 864 }, // laptop, 1440 px wide at 1x
  { card: 950, detail: 1728 }, // laptop, 1440 px wide at 2x
];
export type Device = (typeof DEVICES)[number];

/** The srcset candidate a browser picks: the narrowest at least `pixels` wide, else the widest offered. */
function photoUrl(image: DesignImage, pixels: number): string {
  const offered = VARIANT_WIDTHS.filter((width) => width <= image.width);
  const width = offered.find((candidate) => candidate >= pixels) ?? offered.at(-1) ?? VARIANT_WIDTHS[0];
  return variantUrl(image.imageUrl, width);
}

/** The card photos a first screen and a little scrolling show. */
export const cardPhotos = (designs: Design[], device: Device) =>
  designs.slice(0, CARDS_SEEN).flatMap((design) => {
    const main = design.images.find((image) => image.isMain) ?? design.images[0];
    return main ? [photoUrl(main, device.card)] : [];
  });

/** A design page's first `count` carousel photos. */
export const designPhotos = (design: Design, device: Device, count: number) =>
  design.images.slice(0, count).map((image) => photoUrl(image, device.detail));
